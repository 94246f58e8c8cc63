/**
 * Size budgets, on bytes (deterministic), not timings: the JavaScript a page loads before
 * interaction, and the HTML of every page.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch } from './lib/browser';
import { measurePage } from './lib/page-weight';
import { builtPages } from './lib/site-pages';

const KB = 1024;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('JavaScript before interaction', () => {
  it.each([
    ['/', 110],
    ['/zh/', 110],
    ['/guide/start/quick-start', 120],
    ['/zh/config/', 120],
  ])('%s loads at most %i KB gzip', async (path, budget) => {
    const weight = await measurePage(browser, BASE_URL, path);
    expect(weight.js.gzip / KB).toBeLessThanOrEqual(budget);
  });
});

describe('HTML', () => {
  it('no page exceeds 60 KB gzip', () => {
    const over = builtPages()
      .map(({ path, htmlFile }) => ({ path, kb: gzipSync(readFileSync(htmlFile), { level: 9 }).length / KB }))
      .filter(({ kb }) => kb > 60)
      .map(({ path, kb }) => `${path}: ${kb.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });
});
