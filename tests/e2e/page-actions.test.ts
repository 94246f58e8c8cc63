/**
 * The page actions under a doc page's title: copy the page as Markdown (fetched only then),
 * copy the link to that Markdown, view it; by keyboard, in both locales, and a failed fetch
 * that says so and breaks nothing else.
 */
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, hydrated, launch, open } from './lib/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const actions = (page: Page, name = 'Page actions') => page.getByRole('group', { name });

/** Puts the focus on the page title, so the next Tab reaches what follows it. */
async function focusTitle(page: Page): Promise<void> {
  await page.locator('main h1').evaluate((h1) => {
    (h1 as HTMLElement).tabIndex = -1;
    (h1 as HTMLElement).focus();
  });
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('page actions', () => {
  it('follow the title in tab order and copy the Markdown by keyboard, fetching it only when asked', async () => {
    const { page, context, problems } = await open(browser, '/config/output/minify');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const markdownRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) markdownRequests.push(request.url());
    });
    await hydrated(page);
    expect(markdownRequests).toEqual([]);

    await focusTitle(page);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Copy Markdown');
    await page.keyboard.press('Enter');
    await actions(page).getByRole('button', { name: 'Markdown copied' }).waitFor({ timeout: 3000 });
    const expected = await (await fetch(`${BASE_URL}/config/output/minify.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected.startsWith('# output.minify\n')).toBe(true);
    expect(markdownRequests).toEqual([`${BASE_URL}/config/output/minify.md`]);
    expect(await page.getByRole('status').textContent()).toBe('Markdown copied');

    // The copied state lasts 2 s, as for code blocks; a second copy reuses the fetched text.
    await page.waitForTimeout(2100);
    expect(await focusedText(page)).toBe('Copy Markdown');
    await page.keyboard.press('Enter');
    await actions(page).getByRole('button', { name: 'Markdown copied' }).waitFor({ timeout: 3000 });
    expect(markdownRequests).toHaveLength(1);

    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Copy Markdown link');
    await page.keyboard.press('Space');
    await actions(page).getByRole('button', { name: 'Link copied' }).waitFor({ timeout: 3000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/config/output/minify.md`);

    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('View as Markdown');
    expect(problems).toEqual([]);
    const [response] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(page.url()).toBe(`${BASE_URL}/config/output/minify.md`);
    expect(response?.headers()['content-type']).toMatch(/^text\/markdown; charset=utf-8$/i);
    expect(await page.evaluate(() => document.body.innerText)).toContain('# output.minify');
    await context.close();
  });

  it('point at the page’s own Markdown in Chinese, and at index.md for a section root', async () => {
    const { page, context } = await open(browser, '/zh/guide/start/quick-start');
    const zh = actions(page, '页面操作');
    expect(await zh.getByRole('button', { name: '复制 Markdown', exact: true }).count()).toBe(1);
    expect(await zh.getByRole('button', { name: '复制 Markdown 链接' }).count()).toBe(1);
    expect(await zh.getByRole('link', { name: '以 Markdown 查看' }).getAttribute('href')).toBe(
      '/zh/guide/start/quick-start.md',
    );
    await page.goto(`${BASE_URL}/guide/start/`);
    expect(await actions(page).getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe(
      '/guide/start/index.md',
    );
    // The home page is not a doc page: no actions there.
    await page.goto(`${BASE_URL}/`);
    expect(await actions(page).count()).toBe(0);
    await context.close();
  });

  it('say when the Markdown cannot be fetched, and the rest of the page keeps working', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.route('**/*.md', (route) => route.abort());
    await hydrated(page);
    await actions(page).getByRole('button', { name: 'Copy Markdown', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: 'Could not load the Markdown of this page.' });
    await status.waitFor({ timeout: 3000 });
    expect(await status.isVisible()).toBe(true);
    expect(await actions(page).getByRole('button', { name: 'Markdown copied' }).count()).toBe(0);

    // The other actions and the page around them still work.
    await actions(page).getByRole('button', { name: 'Copy Markdown link' }).click();
    await actions(page).getByRole('button', { name: 'Link copied' }).waitFor({ timeout: 3000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/guide/start/quick-start.md`);
    const block = page.locator('figure', { has: page.locator('figcaption', { hasText: 'package.json' }) }).first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor({ timeout: 3000 });
    await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL(`${BASE_URL}/guide/start/glossary`);
    // The address changes before the new page has rendered.
    await page.locator('main h1', { hasText: 'Glossary' }).waitFor({ timeout: 10000 });

    // Only the aborted request and the browser's own report of it.
    expect(problems.filter((p) => !p.includes('.md') && !p.includes('Failed to load resource'))).toEqual([]);
    expect(problems.some((p) => p.startsWith('uncaught'))).toBe(false);
    await context.close();
  });
});
