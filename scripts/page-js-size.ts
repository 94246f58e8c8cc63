/**
 * The JavaScript a page loads before any interaction: every script the browser fetches until
 * the network is idle, with its raw and gzip size read from `public/`.
 * `npx tsx scripts/page-js-size.ts [/guide/start/quick-start …]` (needs `npm run build`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from '../tests/e2e/lib/browser';
import { startServer } from '../tests/e2e/lib/server';

const ROOT = path.join(__dirname, '..');

async function main() {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/guide/start/quick-start'];
  const server = await startServer();
  const browser = await launch();
  try {
    for (const pagePath of paths) {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(server.url + pagePath, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      let raw = 0;
      let gzip = 0;
      const rows = [...scripts].sort().map((file) => {
        const body = readFileSync(path.join(ROOT, 'public', file));
        const zipped = gzipSync(body, { level: 9 }).length;
        raw += body.length;
        gzip += zipped;
        return { file, raw: body.length, gzip: zipped };
      });
      console.table(rows);
      console.log(`${pagePath}: ${rows.length} scripts, ${raw} B raw, ${gzip} B gzip`);
      await page.close();
    }
  } finally {
    await browser.close();
    if (server.process.pid) process.kill(-server.process.pid, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
