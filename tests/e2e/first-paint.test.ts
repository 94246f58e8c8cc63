/**
 * The server-rendered page is painted before any script of the page is fetched, so neither
 * the scripts' download nor hydration delays the first (and largest) contentful paint, and
 * the page still hydrates.
 */
import type { Browser } from 'playwright-core';
import { hydrated, launch, open } from './lib/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('scripts after the first paint', () => {
  it.each(['/', '/config/output/minify', '/zh/guide/start/quick-start'])(
    '%s fetches its scripts only once painted, then hydrates',
    async (path) => {
      const { page, context, problems } = await open(browser, path, { waitUntil: 'load' });
      await hydrated(page);
      const timings = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter(
            (entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.name.endsWith('.js'),
          )
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timings.fcp).not.toBeNull();
      expect(timings.scripts.map((s) => s.name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/app-/), expect.stringMatching(/^\/framework-/)]),
      );
      expect(timings.scripts.filter((s) => s.start < (timings.fcp ?? 0))).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
