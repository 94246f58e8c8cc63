/**
 * The document head of sampled pages of each type and locale, in the browser after hydration:
 * title, description, canonical, hreflang, Open Graph, Twitter, theme colours, icons, and the
 * feed links only where they belong, gone with ?globalUIComponents=0.
 */
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, hydrated, launch, open } from './lib/browser';
import { SITE_URL } from './lib/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

interface Sample {
  path: string;
  /** Route without locale prefix, null for 404. */
  route: string | null;
  locale: 'en' | 'zh';
  title: string;
  feeds: boolean;
}

const SAMPLES: Sample[] = [
  { path: '/', route: '/', locale: 'en', title: 'Rsbuild', feeds: true },
  { path: '/zh/', route: '/', locale: 'zh', title: 'Rsbuild', feeds: true },
  {
    path: '/guide/start/quick-start',
    route: '/guide/start/quick-start',
    locale: 'en',
    title: 'Quick Start | Rsbuild',
    feeds: false,
  },
  {
    path: '/zh/guide/start/quick-start',
    route: '/guide/start/quick-start',
    locale: 'zh',
    title: '快速开始 | Rsbuild',
    feeds: false,
  },
  { path: '/config/', route: '/config/', locale: 'en', title: 'Config Overview | Rsbuild', feeds: false },
  {
    path: '/zh/community/releases/',
    route: '/community/releases/',
    locale: 'zh',
    title: '版本发布 | Rsbuild',
    feeds: false,
  },
  {
    path: '/community/releases/v0-5',
    route: '/community/releases/v0-5',
    locale: 'en',
    title: 'Rsbuild v0.5 | Rsbuild',
    feeds: true,
  },
  {
    path: '/zh/community/releases/v0-1',
    route: '/community/releases/v0-1',
    locale: 'zh',
    title: 'Rsbuild v0.1 | Rsbuild',
    feeds: true,
  },
];

const LANG = { en: 'en', zh: 'zh-CN' } as const;
const url = (route: string, locale: 'en' | 'zh') =>
  `${SITE_URL}${locale === 'en' ? route : `/zh${route === '/' ? '/' : route}`}`;
const FEED_FILES = {
  en: ['/rss/releases-rss.xml', '/rss/releases-atom.xml'],
  zh: ['/rss/releases-rss-zh.xml', '/rss/releases-atom-zh.xml'],
};

/** Everything the head holds, read in the page. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => Array.from(document.head.querySelectorAll(selector));
    const meta = (key: string) =>
      all(`meta[name="${key}"], meta[property="${key}"]`).map((m) => m.getAttribute('content'));
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta('description'),
      canonical: all('link[rel="canonical"]').map((l) => l.getAttribute('href')),
      hreflang: all('link[rel="alternate"][hreflang]:not([type])').map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
      feeds: all('link[rel="alternate"][type]').map((l) => [
        l.getAttribute('type'),
        l.getAttribute('href'),
        l.getAttribute('hreflang'),
      ]),
      og: Object.fromEntries(
        all('meta[property^="og:"]').map((m) => [m.getAttribute('property'), m.getAttribute('content')]),
      ),
      twitter: Object.fromEntries(
        all('meta[name^="twitter:"]').map((m) => [m.getAttribute('name'), m.getAttribute('content')]),
      ),
      themeColors: all('meta[name="theme-color"]').map((m) => [m.getAttribute('media'), m.getAttribute('content')]),
      icons: all('link[rel="icon"], link[rel="apple-touch-icon"]').map((l) => [
        l.getAttribute('rel'),
        l.getAttribute('href'),
        l.getAttribute('sizes'),
      ]),
      robots: meta('robots'),
    };
  });
}

/** Width and height of a PNG, from its IHDR chunk. */
async function pngSize(path: string): Promise<[number, number]> {
  const response = await fetch(BASE_URL + path);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe.each(SAMPLES)('head of $path', ({ path, route, locale, title, feeds }) => {
  it('has the title, description, canonical URL, hreflang set, cards, theme colours and icons', async () => {
    const { page, context, problems } = await open(browser, path);
    await hydrated(page);
    const head = await readHead(page);
    expect(head.lang).toBe(LANG[locale]);
    expect(head.title).toBe(title);
    expect(head.description).toHaveLength(1);
    expect(head.description[0]?.length).toBeGreaterThan(20);
    const canonical = url(route as string, locale);
    expect(head.canonical).toEqual([canonical]);
    expect(head.hreflang).toEqual([
      ['en', url(route as string, 'en')],
      ['zh-CN', url(route as string, 'zh')],
      ['x-default', url(route as string, 'en')],
    ]);
    const image = `${SITE_URL}${locale === 'en' ? '/og-image.png' : '/og-image-zh.png'}`;
    expect(head.og).toMatchObject({
      'og:site_name': 'Rsbuild',
      'og:url': canonical,
      'og:description': head.description[0],
      'og:image': image,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:locale': LANG[locale].replace('-', '_'),
    });
    expect(head.og['og:title']).toBe(title.replace(/ \| Rsbuild$/, ''));
    expect(head.og['og:type']).toBe(route?.startsWith('/community/releases/v') ? 'article' : 'website');
    expect(head.twitter).toMatchObject({
      'twitter:card': 'summary_large_image',
      'twitter:title': head.og['og:title'],
      'twitter:description': head.description[0],
      'twitter:image': image,
    });
    expect(head.themeColors).toEqual([
      ['(prefers-color-scheme: light)', '#ffffff'],
      ['(prefers-color-scheme: dark)', '#121417'],
    ]);
    expect(head.icons).toEqual([
      ['icon', '/favicon.svg', null],
      ['apple-touch-icon', '/apple-touch-icon.png', '180x180'],
    ]);
    expect(head.feeds).toEqual(
      feeds
        ? [
            ['application/rss+xml', `${SITE_URL}${FEED_FILES[locale][0]}`, LANG[locale]],
            ['application/atom+xml', `${SITE_URL}${FEED_FILES[locale][1]}`, LANG[locale]],
          ]
        : [],
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the tags of the built HTML (no head tag added or lost by hydration) and drops feed links with ?globalUIComponents=0', async () => {
    const html = await (await fetch(BASE_URL + path)).text();
    const built = (html.match(/<link rel="alternate" type="application\/(?:rss|atom)\+xml"/g) ?? []).length;
    expect(built).toBe(feeds ? 2 : 0);
    const { page, context, problems } = await open(browser, `${path}?globalUIComponents=0`);
    await hydrated(page);
    // The built HTML has the feed links; the head rendered in the browser replaces them a moment
    // after hydration: wait for that, or fail here when they stay.
    await page.waitForFunction(
      () =>
        document.head.querySelectorAll('link[rel="canonical"]').length === 1 &&
        document.head.querySelectorAll('link[rel="alternate"][type]').length === 0,
    );
    const head = await readHead(page);
    expect(head.feeds).toEqual([]);
    expect(head.canonical).toHaveLength(1);
    expect(head.hreflang).toHaveLength(3);
    expect(head.title).toBe(title);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('release pages', () => {
  it.each([
    ['/community/releases/v0-5', 'Published on March 19, 2024'],
    ['/zh/community/releases/v0-1', '发布于 2023年11月22日'],
  ])('%s shows its publication date under the title', async (path, text) => {
    const { page, context, problems } = await open(browser, path);
    await hydrated(page);
    const date = page.locator('main h1 + p');
    expect((await date.textContent())?.replace(/\s+/g, ' ')).toBe(text);
    expect(await date.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T08:00:00\.000Z$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('<html lang>', () => {
  // Setting lang, even to the value it has, makes the browser restyle the whole page.
  it('is left as built on the first load, and follows client-side navigation across and within locales', async () => {
    const { page, context, problems } = await open(browser, '', { waitUntil: 'load' });
    await page.addInitScript(() => {
      const writes: (string | null)[] = [];
      (window as unknown as { langWrites: (string | null)[] }).langWrites = writes;
      // The document, not <html>: the observer starts before the parser has made the root element.
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement) writes.push(document.documentElement.lang);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang'] });
    });
    await page.goto(`${BASE_URL}/zh/guide/start/quick-start`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const writes = () => page.evaluate(() => (window as unknown as { langWrites: (string | null)[] }).langWrites);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await writes()).toEqual([]);
    const go = async (to: string, heading: string, lang: string) => {
      await page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);
      await page
        .locator('main h1', { hasText: heading })
        .waitFor()
        .catch(async (error: Error) => {
          // What the page shows instead tells a lost navigation from a failed load.
          const shown = { url: page.url(), h1: await page.locator('main h1').allTextContents(), problems };
          throw new Error(`${error.message}\nafter navigating to ${to}: ${JSON.stringify(shown)}`);
        });
      await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
    };
    await go('/guide/start/quick-start', 'Quick Start', 'en');
    await go('/config/output/minify', 'output.minify', 'en');
    await go('/zh/guide/start/quick-start', '快速开始', 'zh-CN');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('404 page head', () => {
  it('is not indexed and claims no canonical address', async () => {
    const { page, context } = await open(browser, '/zh/404/');
    await hydrated(page);
    const head = await readHead(page);
    expect(head.title).toBe('404 | Rsbuild');
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.hreflang).toEqual([]);
    expect(head.feeds).toEqual([]);
    await context.close();
  });
});

describe('images of the head', () => {
  it('serves the link preview images at 1200×630 and the touch icon at 180×180', async () => {
    expect(await pngSize('/og-image.png')).toEqual([1200, 630]);
    expect(await pngSize('/og-image-zh.png')).toEqual([1200, 630]);
    expect(await pngSize('/apple-touch-icon.png')).toEqual([180, 180]);
    expect((await fetch(`${BASE_URL}/favicon.svg`)).status).toBe(200);
  });
});
