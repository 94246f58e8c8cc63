import { startServer } from './server';

export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server.process;
}
