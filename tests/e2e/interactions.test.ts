import type { Browser } from 'playwright-core';
import { BASE_URL, hydrated, launch, open } from './lib/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('image zoom', () => {
  it('zooms a content image 100 ms after render and detaches on leaving the page', async () => {
    const { page, context, problems } = await open(browser, '/config/');
    await hydrated(page);
    const image = page.locator('main article img').first();
    await page.waitForFunction(() =>
      document.querySelector('main article img')?.classList.contains('medium-zoom-image'),
    );
    await image.click();
    await page.waitForSelector('.medium-zoom-overlay');
    await page.waitForSelector('.medium-zoom-image--opened');
    await page.waitForTimeout(400);
    const background = await page
      .locator('.medium-zoom-overlay')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
    await page.keyboard.press('Escape');
    await page.waitForSelector('.medium-zoom-overlay', { state: 'detached' });
    // Logos and icons are never zoomable.
    expect(await page.locator('header img.medium-zoom-image').count()).toBe(0);
    await page.locator('nav[aria-label="Section navigation"] a').first().click();
    await page.getByRole('link', { name: 'Config' }).first().click();
    await page.waitForURL(`${BASE_URL}/config/`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is not mounted with ?globalUIComponents=0', async () => {
    const { page, context } = await open(browser, '/config/?globalUIComponents=0');
    await hydrated(page);
    await page.waitForTimeout(400);
    expect(await page.locator('img.medium-zoom-image').count()).toBe(0);
    await context.close();
  });
});

describe('code blocks', () => {
  it('copies the code without line numbers and shows the copied state for 2 s', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await hydrated(page);
    const block = page.locator('figure', { has: page.locator('figcaption', { hasText: 'package.json' }) }).first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    // The state follows the clipboard's promise (and the content region's hydration), so wait for it.
    await block.getByRole('button', { name: 'Copied' }).waitFor({ timeout: 1500 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('code').evaluate((code) => code.textContent));
    expect(copied.startsWith('{\n  "scripts": {')).toBe(true);
    await page.waitForTimeout(2100);
    expect(await block.getByRole('button', { name: 'Copy code' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('toggles wrapping from the keyboard and names the language', async () => {
    const { page, context } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    const block = page
      .locator('figure[data-lang="ts"]', { has: page.locator('figcaption', { hasText: 'rsbuild.config.ts' }) })
      .first();
    const wrap = block.getByRole('button', { name: 'Toggle line wrapping' });
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    await wrap.focus();
    await page.keyboard.press('Enter');
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await block.locator('pre').evaluate((pre) => getComputedStyle(pre.querySelector('code')!).whiteSpace)).toBe(
      'pre-wrap',
    );
    expect(await block.locator('pre').getAttribute('class')).toContain('language-ts');
    expect(await block.locator('figcaption').textContent()).toBe('rsbuild.config.ts');
    // Highlighted at build time: tokens are in the HTML, no highlighter in the page.
    expect(await block.locator('.token').count()).toBeGreaterThan(3);
    await context.close();
  });
});

describe('anchors', () => {
  it('scrolls smoothly to a same-page heading with the 72 px offset and updates the URL', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    await page.locator('nav[aria-label="On this page"] a[href="#add-a-framework"]').click();
    await page.waitForFunction(() => location.hash === '#add-a-framework');
    await page.waitForFunction(
      () => Math.abs(document.getElementById('add-a-framework')!.getBoundingClientRect().top - 72) < 2,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a heading anchor link on focus', async () => {
    const { page, context } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    const anchor = page.locator('h2#requirements a');
    expect(await anchor.evaluate((a) => getComputedStyle(a).opacity)).toBe('0');
    await anchor.focus();
    await page.waitForTimeout(250);
    expect(await anchor.evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
    expect(await anchor.getAttribute('aria-label')).toBe('Permalink to “Requirements”');
    await context.close();
  });
});

describe('scroll to top', () => {
  it('appears once the page is scrolled down and goes back to the top', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/quick-start');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.isVisible()).toBe(false);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 400);
    await button.waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('progress bar', () => {
  it('appears when the next page takes longer than 200 ms, and is gone once it renders', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/');
    await hydrated(page);
    await page.route('**/page-data/guide/start/quick-start/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    await page.evaluate(() => {
      (window as unknown as { __sawProgress: boolean }).__sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('.route-progress'))
          (window as unknown as { __sawProgress: boolean }).__sawProgress = true;
      }).observe(document.body, { childList: true });
    });
    await page.locator('nav[aria-label="Section navigation"] a[href="/guide/start/quick-start"]').click();
    await page.waitForSelector('.route-progress', { timeout: 2000 });
    await page.waitForURL(`${BASE_URL}/guide/start/quick-start`);
    await page.waitForSelector('.route-progress', { state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stays hidden on a fast navigation', async () => {
    const { page, context } = await open(browser, '/guide/start/');
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __sawProgress: boolean }).__sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('.route-progress'))
          (window as unknown as { __sawProgress: boolean }).__sawProgress = true;
      }).observe(document.body, { childList: true });
    });
    // Warm the next page's data so the navigation completes well under the threshold.
    await page.evaluate(() => fetch('/page-data/config/page-data.json'));
    await page.getByRole('link', { name: 'Config' }).first().click();
    await page.waitForURL(`${BASE_URL}/config/`);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { __sawProgress: boolean }).__sawProgress)).toBe(false);
    await context.close();
  });
});

describe('view transitions', () => {
  it('are not used while the theme leaves content animation off', async () => {
    const { page, context } = await open(browser, '');
    await context.addInitScript(() => {
      const calls = { count: 0 };
      (window as unknown as { __vt: typeof calls }).__vt = calls;
      (document as unknown as { startViewTransition: (cb: () => void) => void }).startViewTransition = (cb) => {
        calls.count += 1;
        cb();
      };
    });
    await page.goto(`${BASE_URL}/guide/start/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.locator('nav[aria-label="Section navigation"] a[href="/guide/start/quick-start"]').click();
    await page.waitForURL(`${BASE_URL}/guide/start/quick-start`);
    expect(await page.evaluate(() => (window as unknown as { __vt: { count: number } }).__vt.count)).toBe(0);
    await context.close();
  });
});

describe('tooltips', () => {
  it('label icon buttons above them after the delay', async () => {
    const { page, context } = await open(browser, '/guide/start/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Switch to dark mode' });
    await toggle.hover();
    await page.waitForTimeout(300);
    const tip = toggle.locator('xpath=following-sibling::span[1]');
    expect(await tip.textContent()).toBe('Switch to dark mode');
    const [tipBox, buttonBox] = await Promise.all([tip.boundingBox(), toggle.boundingBox()]);
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    expect(await tip.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('250px');
    await context.close();
  });
});
