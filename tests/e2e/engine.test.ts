import type { Browser } from 'playwright-core';
import { BASE_URL, hydrated, launch, open } from './lib/browser';
import { expectRestingUnderNavbar, restingTop } from './lib/scroll';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  {
    locale: 'en',
    path: '/',
    lang: 'en',
    text: 'The Rspack-based Build Tool',
    intro: '/guide/start/',
    quick: '/guide/start/quick-start',
  },
  {
    locale: 'zh',
    path: '/zh/',
    lang: 'zh-CN',
    text: '基于 Rspack 的构建工具',
    intro: '/zh/guide/start/',
    quick: '/zh/guide/start/quick-start',
  },
])('home page ($locale)', ({ path, lang, text, intro, quick }) => {
  it('renders the hero, its actions and six features, cleanly', async () => {
    const { page, context, problems } = await open(browser, path);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.title()).toBe('Rsbuild');
    const h1 = page.locator('h1');
    await expect(h1.textContent()).resolves.toContain('Rsbuild');
    await expect(h1.textContent()).resolves.toContain(text);
    const actions = page.locator('main a[href]').filter({ hasNot: page.locator('h3') });
    const hrefs = await actions.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.slice(0, 2)).toEqual([intro, quick]);
    expect(await page.locator('main section li h3').count()).toBe(6);
    const image = page.locator('main img[width="375"][height="375"]');
    expect(await image.count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('doc page', () => {
  it('has its title, headings with anchors, and outline links that land below the navbar', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    expect(await page.title()).toBe('Quick Start | Rsbuild');
    expect(await page.locator('main h1').textContent()).toBe('Quick Start');
    const ids = await page.locator('main h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids).toEqual(
      expect.arrayContaining(['requirements', 'create-a-new-project-with-create-rsbuild', 'the-three-commands']),
    );
    await page.locator('nav[aria-label="On this page"] a[href="#the-three-commands"]').click();
    await page.waitForFunction(() => location.hash === '#the-three-commands');
    // The scroll is smooth: wait until the heading rests below the navbar.
    await expectRestingUnderNavbar(page, '#the-three-commands');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opened with a hash, shows that heading under the navbar', async () => {
    const { page, context, problems } = await open(browser, '/zh/guide/start/quick-start#三个命令');
    await hydrated(page);
    const top = await restingTop(page, '[id="三个命令"]', 60, 140);
    expect(top).toBeGreaterThanOrEqual(60);
    expect(top).toBeLessThan(140);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('routes', () => {
  it.each(['/guide/start/quick-start', '/guide/start/quick-start/', '/guide/start/', '/zh/config/'])(
    '%s answers',
    async (path) => {
      const response = await fetch(BASE_URL + path);
      expect(response.status).toBe(200);
    },
  );

  it('answers an unknown path with the 404 page and status', async () => {
    const response = await fetch(`${BASE_URL}/no/such/page`);
    expect(response.status).toBe(404);
    const { page, context, problems } = await open(browser, '/no/such/page');
    await hydrated(page);
    await expect(page.locator('main').textContent()).resolves.toContain('404');
    expect(await page.locator('h1').textContent()).toBe('PAGE NOT FOUND');
    const home = page.getByRole('link', { name: 'Take me home' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(page.url()).toBe(`${BASE_URL}/no/such/page`);
    // The document and its page data answer 404 by design; nothing else may fail.
    expect(problems.filter((p) => !/404 \(Not Found\) \S*\/no\/such\/page/.test(p))).toEqual([]);
    await context.close();
  });

  it('sends an unknown path under /zh to the same path without the prefix', async () => {
    const { page, context } = await open(browser, '/zh/no/such/page');
    await page.waitForURL(`${BASE_URL}/no/such/page`);
    await page.locator('h1', { hasText: 'PAGE NOT FOUND' }).waitFor();
    await context.close();
  });

  it.each([
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/guide/start/index', '/guide/start/'],
    ['/guide/start/%71uick-start', '/guide/start/quick-start'],
  ])('resolves %s to %s', async (from, to) => {
    const { page, context } = await open(browser, from);
    await page.waitForURL(`${BASE_URL}${to}`);
    await expect(page.locator('main h1').textContent()).resolves.toBeTruthy();
    await context.close();
  });
});

describe('language switch', () => {
  // Anchors differ between languages (headings are translated), so the switch drops the hash.
  it('goes to the same page in the other language and back', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start#requirements');
    await hydrated(page);
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL(`${BASE_URL}/zh/guide/start/quick-start`);
    // The router changes the URL before React has rendered the new page.
    await page.locator('main h1', { hasText: '快速开始' }).waitFor();
    // Gatsby's Head applies <html> attributes right after the new page renders.
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${BASE_URL}/guide/start/quick-start`);
    await page.locator('main h1', { hasText: 'Quick Start' }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(problems).toEqual([]);
    await context.close();
  });
});
