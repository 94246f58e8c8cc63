/**
 * @jest-environment jsdom
 */
import {
  pageFeedLinks,
  releaseFeedChannels,
  releaseFeedItems,
  releaseFeedPath,
  rssChannelOptions,
  rssItemOptions,
} from '../../../src/core/feeds';
import { channels, records, release, SITE, texts } from '../lib/release-fixtures';

describe('releaseFeedItems', () => {
  it.each([
    ['en', ''],
    ['zh', '/zh'],
  ])('lists the five %s release pages, newest first, with absolute links and their dates', (locale, prefix) => {
    const items = releaseFeedItems(records, locale, SITE);
    expect(items.map((item) => item.link)).toEqual(
      ['v0-5', 'v0-4', 'v0-3', 'v0-2', 'v0-1'].map((v) => `${SITE}${prefix}/community/releases/${v}`),
    );
    expect(items.map((item) => item.date.toISOString())).toEqual([
      '2024-03-19T08:00:00.000Z',
      '2024-02-06T08:00:00.000Z',
      '2024-01-10T08:00:00.000Z',
      '2023-12-11T08:00:00.000Z',
      '2023-11-22T08:00:00.000Z',
    ]);
    expect(items[0]).toMatchObject({
      id: items[0]?.link,
      title: 'Rsbuild 0.5',
      description: `What changed in v0-5 (${locale}).`,
    });
  });

  it('stops the build when a release page has no usable date', () => {
    const broken = [...records, { ...release('en', 'v0-6'), publishedAt: null }];
    expect(() => releaseFeedItems(broken, 'en', SITE)).toThrow('/community/releases/v0-6 has no valid "published_at"');
    const garbled = [...records, { ...release('en', 'v0-6'), publishedAt: 'soon' }];
    expect(() => releaseFeedItems(garbled, 'en', SITE)).toThrow('published_at');
  });

  it('ignores the trailing slash of the site URL', () => {
    expect(releaseFeedItems(records, 'en', `${SITE}/`)[0]?.link).toBe(`${SITE}/community/releases/v0-5`);
  });
});

describe('feed files', () => {
  it('keeps the URLs of the previous site', () => {
    expect(channels.map((c) => c.path)).toEqual([
      '/rss/releases-rss.xml',
      '/rss/releases-atom.xml',
      '/rss/releases-rss-zh.xml',
      '/rss/releases-atom-zh.xml',
    ]);
    expect(releaseFeedPath('atom', 'zh', 'en')).toBe('/rss/releases-atom-zh.xml');
  });

  it('gives each channel its language, MIME type, absolute URL and HTML counterpart', () => {
    expect(channels[2]).toEqual({
      format: 'rss',
      locale: 'zh',
      language: 'zh-CN',
      path: '/rss/releases-rss-zh.xml',
      url: `${SITE}/rss/releases-rss-zh.xml`,
      mime: 'application/rss+xml',
      title: 'Rsbuild 版本发布',
      description: 'Rsbuild 新版本。',
      link: `${SITE}/zh/community/releases/`,
      home: `${SITE}/zh/`,
    });
    expect(channels[1]?.mime).toBe('application/atom+xml');
  });

  it('refuses a locale without feed texts', () => {
    expect(() =>
      releaseFeedChannels({ siteUrl: SITE, defaultLang: 'en', locales: [{ lang: 'fr', htmlLang: 'fr' }], texts }),
    ).toThrow('"fr"');
  });
});

describe('pageFeedLinks', () => {
  it('announces both feeds of the locale on release pages and the home page only', () => {
    expect(pageFeedLinks('/community/releases/v0-5', 'doc', 'zh', channels)).toEqual([
      {
        url: `${SITE}/rss/releases-rss-zh.xml`,
        mime: 'application/rss+xml',
        language: 'zh-CN',
        title: 'Rsbuild 版本发布',
      },
      {
        url: `${SITE}/rss/releases-atom-zh.xml`,
        mime: 'application/atom+xml',
        language: 'zh-CN',
        title: 'Rsbuild 版本发布',
      },
    ]);
    expect(pageFeedLinks('/', 'home', 'en', channels).map((l) => l.url)).toEqual([
      `${SITE}/rss/releases-rss.xml`,
      `${SITE}/rss/releases-atom.xml`,
    ]);
    expect(pageFeedLinks('/community/releases/', 'doc', 'en', channels)).toEqual([]);
    expect(pageFeedLinks('/guide/start/', 'doc', 'en', channels)).toEqual([]);
    expect(pageFeedLinks(null, '404', 'en', channels)).toEqual([]);
  });
});

describe('RSS options', () => {
  it('maps an item and a channel to the rss package options', () => {
    const items = releaseFeedItems(records, 'en', SITE);
    const first = items[0];
    if (!first) throw new Error('no items');
    expect(rssItemOptions(first)).toEqual({
      title: 'Rsbuild 0.5',
      description: 'What changed in v0-5 (en).',
      url: `${SITE}/community/releases/v0-5`,
      date: new Date('2024-03-19T08:00:00.000Z'),
    });
    const channel = channels[0];
    if (!channel) throw new Error('no channel');
    expect(rssChannelOptions(channel, items, 'Rsbuild docs')).toEqual({
      title: 'Rsbuild Releases',
      description: 'New Rsbuild releases.',
      site_url: `${SITE}/community/releases/`,
      feed_url: `${SITE}/rss/releases-rss.xml`,
      language: 'en',
      generator: 'Rsbuild docs',
      pubDate: new Date('2024-03-19T08:00:00.000Z'),
    });
    expect(rssChannelOptions(channel, [], 'x')).not.toHaveProperty('pubDate');
  });
});
