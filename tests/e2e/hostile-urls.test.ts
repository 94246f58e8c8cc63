/**
 * No URL a visitor can type breaks a page: malformed escapes in the path, query or hash, a
 * 10 KB query and unknown switches render the page (or the 404 page), which stays interactive
 * with no uncaught error. And a page whose data cannot be loaded is only logged.
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

const TO_DARK = { en: 'Switch to dark mode', zh: '切换到深色模式' };
const NOT_FOUND = 'PAGE NOT FOUND';

/** What is appended to a page's path, a name for it, and what it should show: the page itself, or the 404 page. */
const HOSTILE: [name: string, suffix: string, shows: 'page' | '404'][] = [
  ['a malformed escape in the hash', '#%E0%A4%A', 'page'],
  ['a lone % as the hash', '#%', 'page'],
  ['a hash of broken escapes', '#%zz%C3', 'page'],
  ['a malformed escape in the query', '?q=%E0%A4%A', 'page'],
  ['lone % in the query', '?q=%&x=%FF', 'page'],
  ['a 10 KB query', `?q=${'x'.repeat(10 * 1024)}`, 'page'],
  ['unknown switches and values', '?navbar=maybe&sidebar=%FF&outline=&unknown=1&globalUIComponents=no', 'page'],
  ['a malformed escape in the path', '%E0%A4%A', '404'],
  ['a % without hex digits in the path', '%zz/', '404'],
  ['markup and escapes everywhere', '%3Cscript%3E/?q=%#%', '404'],
  // After /zh/, a path that the locale prefix's removal would turn into //example.com/: another host.
  ['a host after a slash', '/example.com/', '404'],
];

const PAGES = [
  { path: '/guide/start/', lang: 'en' as const },
  { path: '/zh/guide/start/', lang: 'zh' as const },
  { path: '/', lang: 'en' as const },
  { path: '/zh/', lang: 'zh' as const },
];

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** The page answers: the appearance toggle works. */
async function staysInteractive(page: Page, lang: 'en' | 'zh'): Promise<void> {
  await hydrated(page);
  expect(await isDark(page)).toBe(false);
  await page.getByRole('button', { name: TO_DARK[lang] }).click();
  expect(await isDark(page)).toBe(true);
}

describe.each(PAGES)('hostile URLs on $path', ({ path, lang }) => {
  it.each(HOSTILE)('renders with %s and stays interactive', async (_name, suffix, shows) => {
    const { page, context, problems } = await open(browser, `${path}${suffix}`);
    // The 404 page sends an unknown path under /zh/ to the same path without the prefix.
    await staysInteractive(page, shows === '404' ? 'en' : lang);
    const heading = page.locator('main h1').first();
    if (shows === '404') {
      await heading.waitFor();
      expect(await heading.textContent()).toBe(NOT_FOUND);
      expect(await page.title()).toMatch(/^404/);
    } else {
      expect(await page.title()).not.toMatch(/^404/);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(50);
    }
    expect(new URL(page.url()).origin).toBe(new URL(BASE_URL).origin);
    // A 404 page is served with its status; the browser logs that. Nothing else may be logged.
    const expected = (problem: string) => shows === '404' && /status of 404/.test(problem);
    expect(problems.filter((problem) => !expected(problem))).toEqual([]);
    await context.close();
  });
});

describe('a malformed hash after the page has loaded', () => {
  it('typed in the address bar or followed from a link, leaves the page working', async () => {
    const { page, context, problems } = await open(browser, '/guide/start/');
    await hydrated(page);
    await page.evaluate(() => {
      window.location.hash = '%E0%A4%A';
    });
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#%';
      link.textContent = 'odd link';
      link.id = 'odd-link';
      document.querySelector('main')?.append(link);
    });
    await page.locator('#odd-link').click();
    await page.waitForTimeout(300);
    await staysInteractive(page, 'en');
    expect(await page.locator('main h1').first().textContent()).toBe('Introduction');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('page data that cannot be loaded', () => {
  it('is logged to the console; the visitor stays on a working page', async () => {
    const { page, context, problems } = await open(browser, '');
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const match = /\/page-data(\/.*)\/page-data\.json/.exec(new URL(request.url()).pathname);
      if (match?.[1]) fetched.add(`${match[1]}`);
    });
    await page.goto(`${BASE_URL}/guide/start/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    // From now on every page's data fails, as on a broken network or deployment.
    await page.route('**/page-data/**', (route) => route.abort());
    // A sidebar link whose data was not prefetched while it was allowed.
    const sidebar = page.locator('nav[aria-label="Section navigation"]');
    const hrefs = await sidebar
      .locator('a[href^="/guide/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const target = hrefs.find((href) => href !== '/guide/start/' && !fetched.has(href.replace(/\/$/, '')));
    expect(target).toBeDefined();
    await sidebar.locator(`a[href="${target}"]`).first().click();
    await page.waitForTimeout(2500);

    expect(page.url()).toBe(`${BASE_URL}/guide/start/`);
    expect(await page.locator('main h1').first().textContent()).toBe('Introduction');
    await staysInteractive(page, 'en');
    // Only the failure itself is logged: the blocked requests and the message saying so.
    expect(problems.some((problem) => /could not be loaded; staying on this page/.test(problem))).toBe(true);
    const unexpected = problems.filter(
      (problem) =>
        !/could not be loaded; staying on this page/.test(problem) &&
        !/page-data/.test(problem) &&
        !/net::ERR_FAILED/.test(problem),
    );
    expect(unexpected).toEqual([]);
    await context.close();
  });
});
