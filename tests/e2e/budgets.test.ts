/**
 * Size budgets, on bytes (deterministic), not timings: the JavaScript a page loads before
 * interaction, the HTML of every page, and the search files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteConfig } from '../../src/config/site';
import { indexFilePath, textFolder } from '../../src/core/search-index-file';
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

describe('search files', () => {
  const publicDir = path.join(__dirname, '../../public');
  const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / KB;

  it.each(siteConfig.locales.map(({ lang }) => lang))('the %s index file is at most 110 KB gzip', (lang) => {
    expect(gzipKb(path.join(publicDir, indexFilePath(lang)))).toBeLessThanOrEqual(110);
  });

  it.each(siteConfig.locales.map(({ lang }) => lang))('no %s page text file exceeds 12 KB gzip', (lang) => {
    const dir = path.join(publicDir, textFolder(lang));
    const files = readdirSync(dir);
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((name) => ({ name, kb: gzipKb(path.join(dir, name)) }))
      .filter(({ kb }) => kb > 12)
      .map(({ name, kb }) => `${name}: ${kb.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });
});
