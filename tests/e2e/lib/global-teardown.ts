import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const child = (globalThis as { __E2E_SERVER__?: ChildProcess }).__E2E_SERVER__;
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
