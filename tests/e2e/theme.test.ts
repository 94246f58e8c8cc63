import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, hydrated, launch, open } from './lib/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('appearance', () => {
  it('toggles, is stored under the original key and applies before any script loads', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/');
    await hydrated(page);
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');
    expect(problems).toEqual([]);
    // Without any JavaScript bundle, the inline script alone sets the class: no flash.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${BASE_URL}/config/`, { waitUntil: 'domcontentloaded' });
    expect(await isDark(page)).toBe(true);
    await context.close();
  });

  it('treats an unknown stored value as auto and follows the system live', async () => {
    const { page, context, problems } = await open(browser, '', { colorScheme: 'dark' });
    await context.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'purple'));
    await page.goto(`${BASE_URL}/guide/start/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is synced across tabs', async () => {
    const { page, context } = await open(browser, '/guide/start/');
    const other = await context.newPage();
    await other.goto(`${BASE_URL}/config/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await hydrated(other);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await other.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await context.close();
  });
});

describe('first-visit locale redirect', () => {
  it('sends a Chinese browser to the Chinese page once, then lets it read English', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/', { locale: 'zh-CN' });
    await page.waitForURL(`${BASE_URL}/zh/guide/start/`);
    await page.locator('main h1', { hasText: '介绍' }).waitFor();
    await page.goto(`${BASE_URL}/config/`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${BASE_URL}/config/`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leaves an English browser where it is', async () => {
    const { page, context } = await open(browser, '/guide/start/', { locale: 'en-US' });
    expect(page.url()).toBe(`${BASE_URL}/guide/start/`);
    await context.close();
  });
});

describe.each([
  ['en', '/guide/start/quick-start', 'Quick Start', 'Introduction', 'Previous Page'],
  ['zh', '/zh/guide/start/quick-start', '快速开始', '介绍', '上一页'],
])('doc page (%s, desktop)', (locale, path, title, prevTitle, prevLabel) => {
  it('marks the current sidebar item, links previous/next, edit link and last update', async () => {
    const { page, context, problems } = await open(browser, path, { viewport: DESKTOP });
    await hydrated(page);
    const sidebar = page.locator('nav[aria-label="Section navigation"], nav[aria-label="本栏目导航"]');
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe(title);
    const pager = page.locator('footer nav');
    expect(await pager.locator('a[rel="prev"]').textContent()).toBe(`${prevLabel}${prevTitle}`);
    const edit = page.locator('footer a[target="_blank"]').first();
    expect(await edit.getAttribute('href')).toBe(
      `https://github.com/web-infra-dev/rsbuild/tree/main/packages/document/docs/${locale}/guide/start/quick-start.mdx`,
    );
    expect(await page.locator('footer time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('doc page behaviour', () => {
  it('highlights the outline entry of the heading being read', async () => {
    const { page, context } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await page
      .locator('#add-a-framework')
      .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 72));
    await page.waitForFunction(
      () => document.querySelector('[aria-current="location"]')?.getAttribute('href') === '#add-a-framework',
    );
    await context.close();
  });

  it('collapses and expands a sidebar group', async () => {
    const { page, context } = await open(browser, '/guide/start/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Toggle Getting Started' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const sidebar = page.locator('nav[aria-label="Section navigation"]');
    expect(await sidebar.getByRole('link', { name: 'Quick Start' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await sidebar.getByRole('link', { name: 'Quick Start' }).isVisible()).toBe(true);
    await context.close();
  });

  it('hides navbar, sidebar, outline and footer with the query switches', async () => {
    const { page, context, problems } = await open(
      browser,
      '/guide/start/quick-start?navbar=0&sidebar=0&outline=0&footer=0',
    );
    await hydrated(page);
    await page.waitForFunction(() => !document.querySelector('header'));
    expect(await page.locator('nav[aria-label="Section navigation"]').count()).toBe(0);
    expect(await page.locator('nav[aria-label="On this page"]').count()).toBe(0);
    expect(await page.locator('main footer').count()).toBe(0);
    expect(await page.locator('main h1').textContent()).toBe('Quick Start');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hides the outline inside a frame', async () => {
    const { page, context } = await open(browser, '/404/');
    await page.setContent(
      `<iframe title="doc" src="${BASE_URL}/guide/start/quick-start" width="1400" height="800"></iframe>`,
    );
    const frame = page.frameLocator('iframe');
    await frame.locator('main h1').waitFor();
    await page.waitForTimeout(500);
    expect(await frame.locator('nav[aria-label="On this page"]').count()).toBe(0);
    expect(await frame.locator('nav[aria-label="Section navigation"]').count()).toBe(1);
    await context.close();
  });

  it('reaches the content with the skip link from the keyboard', async () => {
    const { page, context } = await open(browser, '/guide/start/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#main-content');
    await context.close();
  });

  it('does not shift the layout while loading', async () => {
    const { page, context } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await page.waitForTimeout(300);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await context.close();
  });
});

describe.each(['en', 'zh'])('phone (%s)', (locale) => {
  const prefix = locale === 'zh' ? '/zh' : '';
  const menu = locale === 'zh' ? '菜单' : 'Menu';
  const openNav = locale === 'zh' ? '打开导航' : 'Open navigation';

  it('opens the sidebar drawer from Menu and closes it on the backdrop or a navigation', async () => {
    const { page, context, problems } = await open(browser, `${prefix}/guide/start/`, { viewport: PHONE });
    await hydrated(page);
    const sidebarNav = page.locator('#sidebar-drawer nav');
    expect(await sidebarNav.isVisible()).toBe(false);
    await page.getByRole('button', { name: menu }).click();
    await page.waitForTimeout(300);
    expect(await sidebarNav.isVisible()).toBe(true);
    await page.mouse.click(360, 400);
    await page.waitForTimeout(300);
    expect(await sidebarNav.isVisible()).toBe(false);
    await page.getByRole('button', { name: menu }).click();
    await page.waitForTimeout(300);
    await sidebarNav.locator('a').nth(1).click();
    await page.waitForURL(`${BASE_URL}${prefix}/guide/start/quick-start`);
    await page.waitForTimeout(300);
    expect(await page.locator('#sidebar-drawer nav').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the navigation screen and closes it when the window grows to 768', async () => {
    const { page, context, problems } = await open(browser, `${prefix}/`, { viewport: PHONE });
    await hydrated(page);
    await page.getByRole('button', { name: openNav }).click();
    expect(await page.locator('#nav-screen').isVisible()).toBe(true);
    await page.setViewportSize({ width: 768, height: 812 });
    await page.waitForFunction(() => (document.getElementById('nav-screen') as HTMLElement).hidden);
    expect(problems).toEqual([]);
    await context.close();
  });
});
