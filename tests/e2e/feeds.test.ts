/** The four release feeds as published: valid RSS 2.0 and Atom 1.0, the release pages newest first. */
import { BASE_URL } from './lib/browser';
import { children, childText, parseXml, routedPages, sitePath, SITE_URL } from './lib/site';

const ATOM = 'http://www.w3.org/2005/Atom';

/** The five releases of the specification, 08:00 UTC on their day. */
const RELEASE_DATES: Record<string, string> = {
  '/community/releases/v0-1': '2023-11-22T08:00:00.000Z',
  '/community/releases/v0-2': '2023-12-11T08:00:00.000Z',
  '/community/releases/v0-3': '2024-01-10T08:00:00.000Z',
  '/community/releases/v0-4': '2024-02-06T08:00:00.000Z',
  '/community/releases/v0-5': '2024-03-19T08:00:00.000Z',
};

const FEEDS = [
  { locale: 'en', language: 'en', rss: '/rss/releases-rss.xml', atom: '/rss/releases-atom.xml' },
  { locale: 'zh', language: 'zh-CN', rss: '/rss/releases-rss-zh.xml', atom: '/rss/releases-atom-zh.xml' },
];

/** The release pages of a locale in the content, newest first, with their description. */
function expectedItems(locale: string) {
  return routedPages()
    .filter((p) => p.locale === locale && p.route.startsWith('/community/releases/v'))
    .map((p) => {
      const date = p.page.frontmatter.published_at;
      return {
        path: p.path,
        route: p.route,
        title: p.title,
        description: p.page.frontmatter.description as string,
        date: (date instanceof Date ? date : new Date(String(date))).toISOString(),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

async function fetchText(path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(BASE_URL + path);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

describe.each(FEEDS)('release feeds ($locale)', ({ locale, language, rss, atom }) => {
  const expected = expectedItems(locale);

  it('cover the five release pages of the specification, at 08:00 UTC on their dates', () => {
    expect(expected).toHaveLength(5);
    for (const item of expected) expect(item.date).toBe(RELEASE_DATES[item.route]);
  });

  it(`${rss} is RSS 2.0 with its channel elements and the releases newest first`, async () => {
    const { status, type, text } = await fetchText(rss);
    expect(status).toBe(200);
    expect(type).toMatch(/xml/);
    const doc = parseXml(text);
    const root = doc.documentElement;
    expect(root.localName).toBe('rss');
    expect(root.getAttribute('version')).toBe('2.0');
    const [channel] = children(root, 'channel');
    if (!channel) throw new Error('no channel');
    // Required channel elements, plus the language and the self link.
    expect(childText(channel, 'title')).toBeTruthy();
    expect(childText(channel, 'description')).toBeTruthy();
    expect(sitePath(childText(channel, 'link') ?? '')).toBe(
      locale === 'en' ? '/community/releases/' : '/zh/community/releases/',
    );
    expect(childText(channel, 'language')).toBe(language);
    const self = children(channel, 'link', ATOM)[0];
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('href')).toBe(`${SITE_URL}${rss}`);

    const items = children(channel, 'item').map((item) => ({
      path: sitePath(childText(item, 'link') ?? ''),
      title: childText(item, 'title'),
      description: childText(item, 'description'),
      date: new Date(childText(item, 'pubDate') ?? '').toISOString(),
      guid: childText(item, 'guid'),
      permaLink: children(item, 'guid')[0]?.getAttribute('isPermaLink'),
    }));
    expect(items.map(({ path, title, description, date }) => ({ path, title, description, date }))).toEqual(
      expected.map(({ path, title, description, date }) => ({ path, title, description, date })),
    );
    for (const item of items) {
      expect(item.guid).toBe(`${SITE_URL}${item.path}`);
      expect(item.permaLink).toBe('true');
    }
  });

  it(`${atom} is Atom 1.0 with its required elements and the same entries`, async () => {
    const { status, type, text } = await fetchText(atom);
    expect(status).toBe(200);
    expect(type).toMatch(/xml/);
    const feed = parseXml(text).documentElement;
    expect(feed.localName).toBe('feed');
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.getAttribute('xml:lang')).toBe(language);
    expect(childText(feed, 'id', ATOM)).toBe(`${SITE_URL}${atom}`);
    expect(childText(feed, 'title', ATOM)).toBeTruthy();
    expect(childText(feed, 'updated', ATOM)).toBe(expected[0]?.date);
    expect(childText(children(feed, 'author', ATOM)[0] as Element, 'name', ATOM)).toBeTruthy();
    const links = children(feed, 'link', ATOM).map((l) => [l.getAttribute('rel'), l.getAttribute('href')]);
    expect(links).toContainEqual(['self', `${SITE_URL}${atom}`]);

    const entries = children(feed, 'entry', ATOM).map((entry) => ({
      id: childText(entry, 'id', ATOM),
      path: sitePath(children(entry, 'link', ATOM)[0]?.getAttribute('href') ?? ''),
      title: childText(entry, 'title', ATOM),
      description: childText(entry, 'summary', ATOM),
      date: childText(entry, 'updated', ATOM),
      published: childText(entry, 'published', ATOM),
    }));
    expect(entries.map(({ path, title, description, date }) => ({ path, title, description, date }))).toEqual(
      expected.map(({ path, title, description, date }) => ({ path, title, description, date })),
    );
    for (const entry of entries) {
      expect(entry.id).toBe(`${SITE_URL}${entry.path}`);
      expect(entry.published).toBe(entry.date);
    }
  });

  it('link every item to a page that exists', async () => {
    for (const item of expected) {
      const response = await fetch(BASE_URL + item.path);
      expect([item.path, response.status]).toEqual([item.path, 200]);
    }
  });
});
