/** Serves the production build in `public/` the way `npm start` does, on a free local port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} did not answer within ${timeoutMs} ms`);
}

export async function startServer(): Promise<{ url: string; process: ChildProcess }> {
  if (!existsSync(path.join(ROOT, 'public/index.html'))) {
    throw new Error('No production build in public/: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/gatsby'),
    ['serve', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, 60000);
  return { url, process: child };
}
