/**
 * axe-core on every page type, in both locales, light and dark, desktop and phone: no
 * violation of serious or critical impact. The mobile drawer and navigation screen are
 * checked while open.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, hydrated, launch, open } from './lib/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

const PAGES = [
  { type: 'home', en: '/', zh: '/zh/' },
  { type: 'doc', en: '/guide/start/quick-start', zh: '/zh/guide/start/quick-start' },
  { type: 'overview', en: '/config/', zh: '/zh/config/' },
  { type: '404', en: '/no/such/page', zh: '/zh/404/' },
];

const VARIANTS = [
  { name: 'light desktop', colorScheme: 'light' as const, viewport: DESKTOP },
  { name: 'dark desktop', colorScheme: 'dark' as const, viewport: DESKTOP },
  { name: 'light phone', colorScheme: 'light' as const, viewport: PHONE },
  { name: 'dark phone', colorScheme: 'dark' as const, viewport: PHONE },
];

describe.each(PAGES)('$type page', (entry) => {
  describe.each(['en', 'zh'] as const)('%s', (locale) => {
    it.each(VARIANTS)('has no serious violation in $name', async ({ colorScheme, viewport }) => {
      const { page, context } = await open(browser, entry[locale], { colorScheme, viewport });
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  });
});

describe('open overlays', () => {
  it.each(['light', 'dark'] as const)('the phone sidebar drawer (%s)', async (colorScheme) => {
    const { page, context } = await open(browser, '/guide/start/quick-start', { colorScheme, viewport: PHONE });
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.waitForTimeout(350);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('the phone navigation screen (%s)', async (colorScheme) => {
    const { page, context } = await open(browser, '/zh/', { colorScheme, viewport: PHONE });
    await hydrated(page);
    await page.getByRole('button', { name: '打开导航' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the desktop menus', async () => {
    const { page, context } = await open(browser, '/guide/start/');
    await hydrated(page);
    await page.getByRole('button', { name: 'More projects' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change language' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
