/**
 * Full-text search on the production build: opening and closing, typing, keyboard use,
 * messages, Chinese, the page texts fetched for the snippets of the pages shown, the remote
 * mode against a local API server, failures and hostile input.
 */
import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Request } from 'playwright-core';
import { BASE_URL, hydrated, launch, open, PHONE } from './lib/browser';
import { expectRestingUnderNavbar } from './lib/scroll';
import type { IndexFileBody } from '../../src/core/search-index-file';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const INDEX_FILE = /\/search-index\/(en|zh)\.json$/;
const TEXT_FILE = /\/static\/search_text\/(en|zh)\/([0-9a-f]+)\.json$/;

/**
 * Gatsby prefetches the data of pages linked from the navbar while the page idles; pages of
 * the full table not written yet answer 404. That is not a search problem.
 */
function searchProblems(problems: readonly string[]): string[] {
  return problems.filter((p) => !/status of 404 \(Not Found\) \S+\/page-data\/\S+\/page-data\.json$/.test(p));
}

/** Requests for search index files, by locale. */
function watchIndexRequests(page: Page): Record<string, number> {
  const counts: Record<string, number> = { en: 0, zh: 0 };
  page.on('request', (request: Request) => {
    const match = INDEX_FILE.exec(new URL(request.url()).pathname);
    if (match?.[1]) counts[match[1]] = (counts[match[1]] ?? 0) + 1;
  });
  return counts;
}

const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('option');

/** Types a query and waits until the panel shows the answer to it (results or the no-results message). */
async function searchFor(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await page.waitForFunction(
    (q) => document.querySelector('[role="dialog"]')?.getAttribute('data-answered') === q,
    query.trim(),
  );
}

/** Requests for page text files: their hashes, in order. */
function watchTextRequests(page: Page): string[] {
  const hashes: string[] = [];
  page.on('request', (request: Request) => {
    const match = TEXT_FILE.exec(new URL(request.url()).pathname);
    if (match?.[2]) hashes.push(match[2]);
  });
  return hashes;
}

/** The route of each page text file of a locale, read from its index file as the browser fetched it. */
async function textRoutes(page: Page): Promise<Map<string, string>> {
  const url = await page.evaluate(
    (indexFile) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => new RegExp(indexFile).test(name)),
    INDEX_FILE.source,
  );
  const { pages } = (await (await fetch(url ?? '')).json()) as IndexFileBody;
  return new Map(pages.texts.map((hash, page) => [hash, pages.routes[page] ?? '']));
}

/** The routes of the result links shown. */
async function shownRoutes(page: Page): Promise<string[]> {
  const hrefs = await options(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => decodeURI(href.split('#')[0] ?? '')))];
}

/** The snippet of a result: the second line of its text. */
const snippetOf = (option: ReturnType<typeof options>) => option.locator('a > span:nth-child(2) > span:nth-child(2)');

/** The index is loaded once; later openings answer at once. */
/** The first result of a query is the section of `route` at `anchor`; Enter opens it, its heading resting below the navbar. */
async function opensFirstAt(page: Page, query: string, route: string, anchor: string): Promise<void> {
  await searchFor(page, query);
  const href = `${route}#${anchor}`;
  expect(await options(page).first().locator('a').getAttribute('href')).toBe(href);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${BASE_URL}${href}`);
  // The page renders after the URL changes, then scrolls smoothly: wait until the heading rests below the navbar.
  await page.locator(`#${anchor}`).waitFor();
  await expectRestingUnderNavbar(page, `#${anchor}`);
}

async function openLoaded(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('[role="dialog"][data-status="ready"]').waitFor();
}

describe('search panel', () => {
  it('opens from the navbar button, loads the index once on the first opening only, and closes on Escape with focus back', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    const counts = watchIndexRequests(page);
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(counts).toEqual({ en: 0, zh: 0 });

    const button = page.getByRole('button', { name: 'Search', exact: true });
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    await expect(button.textContent()).resolves.toContain('Ctrl K');
    const opened = Date.now();
    await button.click();
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await expect(dialog(page).textContent()).resolves.toContain('Loading the search index…');
    await page.locator('[role="dialog"][data-status="ready"]').waitFor();
    expect(Date.now() - opened).toBeGreaterThanOrEqual(1000);
    expect(counts).toEqual({ en: 1, zh: 0 });

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search');

    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await expect(dialog(page).textContent()).resolves.not.toContain('Loading');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.keyboard.press('Meta+k');
    await dialog(page).waitFor();
    await page.mouse.click(10, 850);
    await dialog(page).waitFor({ state: 'detached' });
    expect(counts).toEqual({ en: 1, zh: 0 });
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('shows nothing for an empty query, and results grouped by page with hit type, heading path and a marked snippet', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/');
    await hydrated(page);
    await openLoaded(page);
    await input(page).fill('   ');
    await page.waitForTimeout(400);
    expect(await options(page).count()).toBe(0);
    expect(await page.locator('[role="dialog"] p').count()).toBe(0);

    await searchFor(page, 'three commands');
    const first = options(page).first();
    await expect(first.textContent()).resolves.toContain('Heading');
    await expect(first.textContent()).resolves.toContain('The three commands');
    expect(await first.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['three', 'commands']));
    expect(await first.locator('a').getAttribute('href')).toBe('/guide/start/quick-start#the-three-commands');
    const group = dialog(page).getByRole('group').first();
    expect(await group.getAttribute('aria-labelledby')).toBeTruthy();
    await expect(group.textContent()).resolves.toContain('Quick Start');
    expect(await options(page).count()).toBeLessThanOrEqual(7);

    await searchFor(page, 'optimization.splitChunks');
    const hit = options(page).first();
    await expect(hit.textContent()).resolves.toContain('Content');
    // The snippet fills in once the page's text is fetched; the identifier is marked whole.
    await hit.locator('mark', { hasText: 'optimization.splitChunks' }).waitFor();
    expect((await hit.locator('a').getAttribute('href'))?.startsWith('/config/performance/chunk-split')).toBe(true);
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('moves the selection with the arrow keys and opens it with Enter', async () => {
    const { page, context, problems } = await open(browser, '/config/');
    await hydrated(page);
    await openLoaded(page);
    await searchFor(page, 'rsbuild dev');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(2);
    const selected = () => page.locator('[role="option"][aria-selected="true"]');
    const firstId = await selected().getAttribute('id');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(firstId);
    await page.keyboard.press('ArrowDown');
    const secondId = await selected().getAttribute('id');
    expect(secondId).not.toBe(firstId);
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(secondId);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await selected().getAttribute('id')).toBe(await options(page).last().getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    const href = await selected().locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}${encodeURI(href ?? '')}`);
    await dialog(page).waitFor({ state: 'detached' });
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('says so when nothing matches, and a result click closes the panel and opens the page', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await openLoaded(page);
    await searchFor(page, 'xyzzyq');
    await expect(dialog(page).textContent()).resolves.toContain('No results for "xyzzyq".');
    await expect(dialog(page).textContent()).resolves.toContain('Please try again with a different keyword.');
    await searchFor(page, 'config overview');
    const link = options(page).first().locator('a');
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${BASE_URL}${encodeURI(href ?? '')}`);
    await dialog(page).waitFor({ state: 'detached' });
    await page.locator('main h1', { hasText: 'Config Overview' }).waitFor();
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('fetches no page text before a search, then the texts of the pages shown only, once each, and fills in the snippets', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/');
    const texts = watchTextRequests(page);
    await hydrated(page);
    await openLoaded(page);
    await page.waitForTimeout(300);
    expect(texts).toEqual([]);

    // A query whose best result is a section of a guide: its heading and snippet are shown.
    await searchFor(page, 'client-side routing');
    const first = options(page).first();
    await expect(first.textContent()).resolves.toContain('Heading');
    await snippetOf(first).locator('mark').first().waitFor();
    expect((await snippetOf(first).textContent())?.length ?? 0).toBeGreaterThan(40);
    const routes = await textRoutes(page);
    const shown = await shownRoutes(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(texts.length).toBe(new Set(texts).size);
    expect(new Set(texts.map((hash) => routes.get(hash)))).toEqual(new Set(shown));

    const fetched = texts.length;
    await searchFor(page, 'xyzzyq');
    await searchFor(page, 'client-side routing');
    await snippetOf(options(page).first()).locator('mark').first().waitFor();
    expect(texts).toHaveLength(fetched);
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('checks the first pages of a Chinese query against their texts once loaded, and the list follows', async () => {
    const { page, context, problems } = await open(browser, '/zh/guide/start/');
    await hydrated(page);
    await openLoaded(page);
    // The index alone lists the Babel plugin first: its introduction holds 国际化 and 文件, more of the
    // query's weight than moment and 文件 on the moment option's page. Its text never says moment:
    // checked against the texts, the moment option comes first.
    await searchFor(page, 'moment 国际化文件');
    const first = options(page).first();
    // A top section's snippet can be marked from its description before any text arrives: wait
    // for the order itself (a few seconds at most), then read it.
    const moment = /^\/zh\/config\/performance\/remove-moment-locale(?:#|$)/;
    await page
      .waitForFunction(
        (source) => new RegExp(source).test(document.querySelector('[role="option"] a')?.getAttribute('href') ?? ''),
        moment.source,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    await expect(first.locator('a').getAttribute('href')).resolves.toMatch(moment);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('keeps focus inside while open', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/');
    await hydrated(page);
    await openLoaded(page);
    await searchFor(page, 'rspack');
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.textContent);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('combobox');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Cancel');
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('opens on Ctrl+K pressed while the page is still hydrating', async () => {
    const { page, context, problems } = await open(browser, '');
    // A slow device: the search button hydrates well after the page's script has started.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${BASE_URL}/guide/start/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => Boolean((window as unknown as { ___navigate?: unknown }).___navigate), undefined, {
      polling: 5,
    });
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('searches Chinese pages in Chinese only, with Chinese messages', async () => {
    const { page, context, problems } = await open(browser, '/zh/guide/start/quick-start');
    const counts = watchIndexRequests(page);
    await hydrated(page);
    const button = page.getByRole('button', { name: '搜索', exact: true });
    await button.click();
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute('aria-label')).toBe('搜索文档');
    await page.locator('[role="dialog"][data-status="ready"]').waitFor();
    await searchFor(page, '热更新');
    const first = options(page).first();
    expect(await first.locator('a').getAttribute('href')).toMatch(/^\/zh\/guide\/advanced\/hmr/);
    expect((await first.locator('mark').allTextContents()).join('')).toContain('热更新');
    await searchFor(page, '代理');
    // server.proxy is found by the gloss of its title, learned from the English twin pages.
    expect(await options(page).first().locator('a').getAttribute('href')).toBe('/zh/config/server/proxy');
    await searchFor(page, '三个命令');
    expect(await options(page).first().locator('a').getAttribute('href')).toBe('/zh/guide/start/quick-start#三个命令');
    await searchFor(page, 'rsbuild 别名');
    expect(await options(page).first().locator('a').getAttribute('href')).toMatch(/^\/zh\/guide\/advanced\/alias/);
    // 勾 is a character no page uses: the browser reads its sound from the everyday characters it decodes itself.
    await searchFor(page, '插件勾子');
    expect(await options(page).first().locator('a').getAttribute('href')).toBe('/zh/plugins/dev/hooks');
    // moment is on the option's page, 国际化 on the Babel plugin's: both are listed first, in the order
    // of the index until the texts are loaded, then in the order of the texts (tested on its own above).
    await searchFor(page, 'moment 国际化文件');
    const hrefs = await options(page)
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect([...new Set(hrefs.map((href) => href.split('#')[0]))].slice(0, 2).sort()).toEqual([
      '/zh/config/performance/remove-moment-locale',
      '/zh/plugins/list/plugin-babel',
    ]);
    // Typed in Traditional characters, with Taiwan's word for the dev server: the pairs of the index file fold them.
    await searchFor(page, '開發伺服器 連接埠');
    expect(await options(page).first().locator('a').getAttribute('href')).toMatch(/^\/zh\/config\/server\/port/);
    // Characters no page holds (a Latin word found nowhere is offered to the English docs instead).
    await searchFor(page, '龘靐');
    await expect(dialog(page).textContent()).resolves.toContain('没有找到与“龘靐”相关的结果。');
    await expect(dialog(page).textContent()).resolves.toContain('请换一个关键词再试。');
    expect(counts).toEqual({ en: 0, zh: 1 });
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('leaves the arrows, Enter and Escape to an input method while it composes', async () => {
    const { page, context, problems } = await open(browser, '/zh/guide/start/quick-start');
    await hydrated(page);
    await openLoaded(page);
    await searchFor(page, '配置');
    const selected = () => page.locator('[role="option"][aria-selected="true"]').getAttribute('id');
    const firstId = await selected();
    const cdp = await context.newCDPSession(page);
    const press = async (key: string, keyCode: number) => {
      const event = { key, code: key, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...event });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
    };
    // Pinyin for 别名 typed after the query: the arrows pick a candidate, Enter commits it.
    await cdp.send('Input.imeSetComposition', { text: 'bieming', selectionStart: 7, selectionEnd: 7 });
    await press('ArrowDown', 40);
    await press('Enter', 13);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${BASE_URL}/zh/guide/start/quick-start`);
    expect(await dialog(page).count()).toBe(1);
    expect(await selected()).toBe(firstId);
    await cdp.send('Input.insertText', { text: '别名' });
    await searchFor(page, '配置别名');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('is full screen on phones', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/', { viewport: PHONE });
    await hydrated(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog(page).waitFor();
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('left-out words and recent searches', () => {
  it('shows the results for the rest of a query with words found nowhere, naming them', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await openLoaded(page);
    await searchFor(page, 'minify foobarbaz');
    expect(await options(page).count()).toBeGreaterThan(0);
    await expect(dialog(page).textContent()).resolves.toContain('left out: foobarbaz');
    await expect(dialog(page).getByRole('status').textContent()).resolves.toContain('foobarbaz');
    await searchFor(page, 'output minify foobarbaz quxquuxx');
    await expect(dialog(page).textContent()).resolves.toContain('left out: foobarbaz, quxquuxx');
    await searchFor(page, 'minify');
    await expect(dialog(page).textContent()).resolves.not.toContain('left out');
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it("opens the section that answers a reader's words for its page", async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await openLoaded(page);
    // `launch` (as open) is in the page's phrasings; `chrome` and `default` are only in the section that answers.
    await opensFirstAt(
      page,
      'launch chrome instead of default browser',
      '/config/dev/start-url',
      'which-browser-opens',
    );
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('opens the page and section a pasted address names, a link to the other locale too', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await openLoaded(page);
    const pasted = 'https://rsbuild.dev/zh/config/dev/start-url.html#which-browser-opens';
    await opensFirstAt(page, pasted, '/config/dev/start-url', 'which-browser-opens');
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('lists the last opened results for an empty query, per locale, removable and clearable with the keyboard', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await openLoaded(page);
    const recent = () => dialog(page).locator('[data-recent-searches]');
    await expect(recent().count()).resolves.toBe(0);
    // Open two results with the keyboard.
    for (const [query, route] of [
      ['minify', '/config/output/minify'],
      ['server.proxy', '/config/server/proxy'],
    ] as const) {
      await searchFor(page, query);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === route);
      await dialog(page).waitFor({ state: 'detached' });
      await page.locator('main h1', { hasText: query === 'minify' ? 'output.minify' : query }).waitFor();
      await openLoaded(page);
    }
    await expect(recent().getByRole('heading', { name: 'Recent' }).count()).resolves.toBe(1);
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    const links = recent().getByRole('link');
    await expect(links.count()).resolves.toBe(2);
    await expect(links.first().textContent()).resolves.toContain('server.proxy');
    // Tab from the input reaches the list: the first link, then its remove button.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    for (let i = 0; i < 6 && !(await focused()).startsWith('/config/server/proxy'); i += 1)
      await page.keyboard.press('Tab');
    await expect(focused()).resolves.toMatch(/^\/config\/server\/proxy/);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toMatch(
      /^Remove server\.proxy/,
    );
    await page.keyboard.press('Enter');
    await expect(links.count()).resolves.toBe(1);
    await expect(links.first().textContent()).resolves.toContain('output.minify');
    // Stored per locale: the Chinese panel has none of them.
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('recent')));
    expect(stored).toEqual([expect.stringMatching(/en$/)]);
    await recent().getByRole('button', { name: 'Clear all' }).press('Enter');
    await expect(recent().count()).resolves.toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('recent')))).toEqual([]);
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('ignores a broken or foreign stored value', async () => {
    const { page, context, problems } = await open(browser, '/zh/guide/start/quick-start');
    await hydrated(page);
    for (const stored of [
      '{broken',
      JSON.stringify({ items: 1 }),
      JSON.stringify([{ link: 'https://example.com/', title: 'x' }]),
      // The browser reads /\ as //: a link to another host.
      JSON.stringify([{ link: '/\\example.com/', title: 'x' }]),
    ]) {
      await page.evaluate((value) => localStorage.setItem('rsbuild-docs:recent-searches:zh', value), stored);
      await page.keyboard.press('Control+k');
      await page.locator('[role="dialog"][data-status="ready"]').waitFor();
      await expect(dialog(page).locator('[data-recent-searches]').count()).resolves.toBe(0);
      await searchFor(page, '热更新');
      expect(await options(page).count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    }
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('a search handed to the other locale', () => {
  it('offers the Chinese docs for a Chinese query that finds nothing in English, and opens them searching it, by keyboard', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await openLoaded(page);
    await searchFor(page, '配置别名');
    const link = dialog(page).getByRole('link', { name: 'Search the 简体中文 docs for "配置别名"' });
    await expect(link.getAttribute('hreflang')).resolves.toBe('zh-CN');
    // Reached from the input with Tab, inside the panel.
    for (let press = 0; press < 5 && !(await link.evaluate((a) => a === document.activeElement)); press += 1)
      await page.keyboard.press('Tab');
    await expect(link.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    // The same page in Chinese, the panel open on the query with results, the parameter gone from the address.
    await page.waitForURL(`${BASE_URL}/zh/guide/start/quick-start`);
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"]')?.getAttribute('data-answered') === '配置别名',
    );
    expect(await options(page).count()).toBeGreaterThan(0);
    await expect(input(page).inputValue()).resolves.toBe('配置别名');
    await expect(input(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Closed and opened again, the panel starts empty.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await openLoaded(page);
    await expect(input(page).inputValue()).resolves.toBe('');
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('offers the English docs for a Latin query that finds nothing in Chinese', async () => {
    const { page, context, problems } = await open(browser, '/zh/guide/start/quick-start');
    await hydrated(page);
    await openLoaded(page);
    await searchFor(page, 'xyzzyq');
    const link = dialog(page).getByRole('link', { name: '在 English 文档中搜索“xyzzyq”' });
    await expect(link.getAttribute('href')).resolves.toBe('/guide/start/quick-start?search=xyzzyq');
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('opens on the query of a page address, keeping its other parameters, and ignores an empty or broken one', async () => {
    const { page, context, problems } = await open(browser, '/config/?footer=0&search=dist%20path');
    await hydrated(page);
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"]')?.getAttribute('data-answered') === 'dist path',
    );
    expect(await shownRoutes(page)).toContain('/config/output/dist-path');
    expect(new URL(page.url()).search).toBe('?footer=0');
    for (const [search, opens] of [
      ['?search=', false],
      ['?search=%20', false],
      ['?search=%E0%A4%A', true],
      ['?search=%', true],
    ] as const) {
      await page.goto(`${BASE_URL}/config/${search}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      if (opens) await page.locator('[role="dialog"][data-status="ready"]').waitFor();
      else await expect(dialog(page).count()).resolves.toBe(0);
    }
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('opens on a query added by a client-side navigation to the page already shown', async () => {
    const { page, context, problems } = await open(browser, '/config/');
    await hydrated(page);
    // The navbar's button stays mounted: only the address's query changes.
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate('/config/?search=dist%20path'),
    );
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"]')?.getAttribute('data-answered') === 'dist path',
    );
    expect(await shownRoutes(page)).toContain('/config/output/dist-path');
    expect(new URL(page.url()).search).toBe('');
    // Closed, it stays closed on a navigation without the parameter.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/config/#top'));
    await page.waitForFunction(() => window.location.hash === '#top');
    await expect(dialog(page).count()).resolves.toBe(0);
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('searches for the query a navigation adds while the panel is open, in place of what was typed', async () => {
    const { page, context, problems } = await open(browser, '/config/');
    await hydrated(page);
    await openLoaded(page);
    await searchFor(page, 'proxy');
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate('/config/?search=dist%20path'),
    );
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"]')?.getAttribute('data-answered') === 'dist path',
    );
    await expect(input(page).inputValue()).resolves.toBe('dist path');
    expect(await shownRoutes(page)).toContain('/config/output/dist-path');
    expect(new URL(page.url()).search).toBe('');
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('search safety', () => {
  it('renders a markup query as text and survives patterns, huge input, emoji and mixed scripts', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/');
    await hydrated(page);
    await openLoaded(page);
    // Found by its other words: the words left out are named as text.
    const attack = '<img src=x onerror="window.__pwned=1">qqzxv';
    await searchFor(page, attack);
    await expect(dialog(page).textContent()).resolves.toContain('left out: pwned, qqzxv');
    expect(await page.locator('[role="dialog"] img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // Found nowhere: the query is echoed as text.
    const unknown = '<i title="qqzxv">zzqxv</i>';
    await searchFor(page, unknown);
    await expect(dialog(page).textContent()).resolves.toContain(`No results for "${unknown}".`);
    expect(await page.locator('[role="dialog"] i[title]').count()).toBe(0);

    for (const query of ['.*+?^${}()|[]\\', '(((', '🚀🔥', 'Rspack 打包工具 🚀 fast']) {
      await input(page).fill(query);
      await page.waitForTimeout(250);
    }
    await input(page).fill(`rspack ${'x'.repeat(10000)}`);
    await page.waitForTimeout(400);
    await searchFor(page, 'rspack');
    expect(await options(page).count()).toBeGreaterThan(0);
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });

  it('keeps the page working when the index cannot be fetched', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await page.route(INDEX_FILE, (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.keyboard.press('Control+k');
    await page.locator('[role="dialog"][data-status="failed"]').waitFor();
    const message = 'Search is unavailable right now. Please reload the page to try again.';
    await expect(dialog(page).getByRole('status').textContent()).resolves.toBe(message);
    // Announced once: by the status region, not also by an alert.
    const announcers = await dialog(page)
      .locator('[role="alert"], [role="status"], [aria-live]')
      .evaluateAll((nodes, text) => nodes.filter((node) => node.textContent?.includes(text)).length, message);
    expect(announcers).toBe(1);
    await expect(dialog(page).textContent()).resolves.toContain(message);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Introduction' }).first().click();
    await page.waitForURL(`${BASE_URL}/guide/start/`);
    expect(searchProblems(problems).filter((p) => !/status of 500/.test(p))).toEqual([]);
    expect(searchProblems(problems).length).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('shows results without snippets when the page texts cannot be fetched', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/');
    await hydrated(page);
    const failed: string[] = [];
    await page.route(TEXT_FILE, (route) => {
      failed.push(route.request().url());
      return route.fulfill({ status: 500, body: 'broken' });
    });
    await openLoaded(page);
    await searchFor(page, 'client-side routing');
    for (let i = 0; i < 50 && failed.length === 0; i += 1) await page.waitForTimeout(100);
    expect(failed.length).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    const first = options(page).first();
    await expect(first.textContent()).resolves.toContain('Client-side routing');
    expect(await snippetOf(first).count()).toBe(0);
    expect(await options(page).count()).toBeGreaterThan(1);
    expect(await dialog(page).getByRole('alert').count()).toBe(0);
    expect(searchProblems(problems).filter((p) => !/status of 500/.test(p))).toEqual([]);
    await context.close();
  });

  it('keeps the search engine and the index out of the page until search opens', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    const initial = [...scripts];
    const bodies = await Promise.all(initial.map((url) => fetch(url).then((r) => r.text())));
    // FlexSearch's API names survive minification (its UMD name string does not).
    for (const body of bodies) {
      expect(body).not.toContain('registerMatcher');
      expect(body).not.toContain('search:query');
    }
    await openLoaded(page);
    const later = scripts.filter((url) => !initial.includes(url));
    const lazy = await Promise.all(later.map((url) => fetch(url).then((r) => r.text())));
    expect(lazy.some((body) => body.includes('registerMatcher') && body.includes('search:query'))).toBe(true);
    expect(searchProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('remote search', () => {
  let server: Server;
  let apiUrl: string;
  let received: URLSearchParams[] = [];
  let failing = false;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      received.push(url.searchParams);
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (failing || url.pathname !== '/api/search') {
        response.writeHead(500).end('{"error":"down"}');
        return;
      }
      const content =
        'Rsbuild ships three commands.\nThe three commands\nrsbuild dev starts the dev server with hot module replacement.';
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify([
          {
            index: 'rsbuild',
            hits: [
              {
                id: 1,
                routePath: '/guide/start/quick-start',
                title: 'Quick Start',
                content,
                toc: [
                  {
                    text: 'The three commands',
                    id: 'the-three-commands',
                    depth: 2,
                    charIndex: content.indexOf('The three'),
                  },
                ],
                domain: '',
                lang: 'en',
              },
            ],
          },
          {
            index: 'rspack',
            hits: [
              {
                id: 7,
                routePath: '/guide/dev-server',
                title: 'Dev server',
                content: 'The dev server of Rspack.',
                toc: [],
                domain: 'https://rspack.dev',
                lang: 'en',
              },
            ],
          },
        ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received = [];
    failing = false;
  });

  /** Serves the site configuration as a build with SEARCH_MODE=remote would. */
  async function remoteSite(path: string) {
    const tracked = await open(browser, '', {});
    await tracked.page.route('**/page-data/sq/d/*.json', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('"themeConfig"')) return route.fulfill({ response, body });
      const json = JSON.parse(body);
      json.data.siteConfig.themeConfig.search = {
        mode: 'remote',
        apiUrl,
        searchIndexes: ['rsbuild', 'rspack'],
        limit: 7,
      };
      return route.fulfill({ response, body: JSON.stringify(json) });
    });
    const counts = watchIndexRequests(tracked.page);
    await tracked.page.goto(BASE_URL + path, { waitUntil: 'networkidle' });
    await hydrated(tracked.page);
    return { ...tracked, counts, api: new URL(apiUrl).origin };
  }

  it('asks the API with keyword, limit, indexes and language, and lists its answer by index', async () => {
    const { page, context, problems, counts, api } = await remoteSite('/guide/start/');
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await searchFor(page, 'three commands');
    const last = received[received.length - 1];
    expect(last && Object.fromEntries(last)).toEqual({
      keyword: 'three commands',
      limit: '7',
      searchIndexes: 'rsbuild,rspack',
      lang: 'en',
    });
    await expect(dialog(page).textContent()).resolves.toContain('rspack');
    const first = options(page).first();
    expect(await first.locator('a').getAttribute('href')).toBe('/guide/start/quick-start#the-three-commands');
    await expect(first.textContent()).resolves.toContain('Heading');
    expect(await options(page).last().locator('a').getAttribute('href')).toBe('https://rspack.dev/guide/dev-server');
    expect(counts).toEqual({ en: 0, zh: 0 });
    expect(searchProblems(problems).filter((p) => !p.startsWith(`other host: ${api}/`))).toEqual([]);
    await context.close();
  });

  it('treats a failing API as no results', async () => {
    failing = true;
    const { page, context, problems, api } = await remoteSite('/guide/start/');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await searchFor(page, 'dev server');
    await expect(dialog(page).textContent()).resolves.toContain('No results for "dev server".');
    expect(warnings.some((w) => w.includes('search API'))).toBe(true);
    expect(
      searchProblems(problems).filter((p) => !p.startsWith(`other host: ${api}/`) && !/status of 500/.test(p)),
    ).toEqual([]);
    await context.close();
  });
});
