/**
 * Prints what pages load before interaction (JS, CSS, HTML, page data; raw and gzip),
 * measured in Chromium against the production build:  npx tsx scripts/page-weight.ts / /config/
 */
import { launch } from '../tests/e2e/lib/browser';
import { measurePage } from '../tests/e2e/lib/page-weight';
import { startServer } from '../tests/e2e/lib/server';

async function main() {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/guide/start/quick-start'];
  const server = await startServer();
  const browser = await launch();
  try {
    for (const path of paths) {
      const weight = await measurePage(browser, server.url, path);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `${path}\n  JS   ${kb(weight.js.gzip)} gzip (${kb(weight.js.raw)} raw, ${weight.js.files} files)\n  CSS  ${kb(weight.css.gzip)} gzip\n  HTML ${kb(weight.html.gzip)} gzip (${kb(weight.html.raw)} raw)\n  data ${kb(weight.json.gzip)} gzip (${weight.json.files} files)`,
      );
    }
  } finally {
    await browser.close();
    if (server.process.pid) process.kill(-server.process.pid, 'SIGTERM');
  }
}

void main();
