import { readFileSync } from 'node:fs';
import path from 'node:path';
import { feedLinksShown, pageHead, THEME_COLORS, twitterHandle } from '../../../src/core/page-head';
import { site, SITE } from '../lib/head-site';

const metaOf = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.filter((m) => m.name === key || m.property === key).map((m) => m.content);

describe('pageHead', () => {
  const doc = pageHead(
    { title: '快速开始', description: '创建项目。', locale: 'zh', route: '/guide/start/quick-start', pageType: 'doc' },
    site,
  );

  it('titles the page "{title} | Rsbuild", and the home page "Rsbuild"', () => {
    expect(doc.title).toBe('快速开始 | Rsbuild');
    expect(pageHead({ title: null, description: null, locale: 'en', route: '/', pageType: 'home' }, site).title).toBe(
      'Rsbuild',
    );
  });

  it('has the canonical URL and the hreflang set en / zh-CN / x-default', () => {
    expect(doc.htmlLang).toBe('zh-CN');
    expect(doc.links.filter((l) => l.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: `${SITE}/zh/guide/start/quick-start` },
    ]);
    expect(doc.links.filter((l) => l.hrefLang).map((l) => [l.hrefLang, l.href])).toEqual([
      ['en', `${SITE}/guide/start/quick-start`],
      ['zh-CN', `${SITE}/zh/guide/start/quick-start`],
      ['x-default', `${SITE}/guide/start/quick-start`],
    ]);
  });

  it("offers the locale's docs as a browser's site search", () => {
    expect(doc.links.filter((l) => l.rel === 'search')).toEqual([
      {
        rel: 'search',
        type: 'application/opensearchdescription+xml',
        href: '/zh/opensearch.xml',
        title: 'Rsbuild (zh-CN)',
      },
    ]);
  });

  it('describes the page for search engines and link previews, with the locale’s image', () => {
    expect(metaOf(doc, 'description')).toEqual(['创建项目。']);
    expect(metaOf(doc, 'og:title')).toEqual(['快速开始']);
    expect(metaOf(doc, 'og:url')).toEqual([`${SITE}/zh/guide/start/quick-start`]);
    expect(metaOf(doc, 'og:type')).toEqual(['website']);
    expect(metaOf(doc, 'og:locale')).toEqual(['zh_CN']);
    expect(metaOf(doc, 'og:locale:alternate')).toEqual(['en']);
    expect(metaOf(doc, 'og:image')).toEqual([`${SITE}/og-image-zh.png`]);
    expect(metaOf(doc, 'og:image:width')).toEqual(['1200']);
    expect(metaOf(doc, 'og:image:height')).toEqual(['630']);
    expect(metaOf(doc, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaOf(doc, 'twitter:site')).toEqual(['@rspack_dev']);
    expect(metaOf(doc, 'twitter:image')).toEqual([`${SITE}/og-image-zh.png`]);
  });

  it('falls back to the locale description', () => {
    const head = pageHead({ title: 'X', description: '', locale: 'en', route: '/x', pageType: 'doc' }, site);
    expect(metaOf(head, 'description')).toEqual(['The Rspack-based build tool']);
  });

  it('marks a release page as an article with its publication time', () => {
    const head = pageHead(
      {
        title: 'Rsbuild 0.5',
        description: 'd',
        locale: 'en',
        route: '/community/releases/v0-5',
        pageType: 'doc',
        publishedAt: '2024-03-19T08:00:00.000Z',
      },
      site,
    );
    expect(metaOf(head, 'og:type')).toEqual(['article']);
    expect(metaOf(head, 'article:published_time')).toEqual(['2024-03-19T08:00:00.000Z']);
  });

  it('gives a 404 page no canonical address and no alternates', () => {
    const head = pageHead({ title: '404', description: null, locale: 'en', route: null, pageType: '404' }, site);
    expect(head.links.map((l) => l.rel)).toEqual(['icon', 'apple-touch-icon', 'search']);
    expect(metaOf(head, 'og:url')).toEqual([]);
  });

  it('sets a theme colour per appearance, equal to the page background of the theme', () => {
    const tokens = readFileSync(path.join(__dirname, '../../../src/theme/tokens.css'), 'utf8');
    const background = (block: RegExp) => /--c-bg:\s*(#[0-9a-f]+);/i.exec(block.exec(tokens)?.[0] ?? '')?.[1];
    expect(background(/:root\s*\{[\s\S]*?\n\}/)).toBe(THEME_COLORS.light);
    expect(background(/html\.dark\s*\{[\s\S]*?\n\}/)).toBe(THEME_COLORS.dark);
    expect(doc.meta.filter((m) => m.name === 'theme-color')).toEqual([
      { name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLORS.light },
      { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLORS.dark },
    ]);
  });
});

describe('feed links switch and twitter handle', () => {
  it('hides feed links with globalUIComponents: false or ?globalUIComponents=0', () => {
    expect(feedLinksShown(null, '')).toBe(true);
    expect(feedLinksShown(true, '?navbar=0')).toBe(true);
    expect(feedLinksShown(false, '')).toBe(false);
    expect(feedLinksShown(undefined, '?globalUIComponents=0')).toBe(false);
  });

  it('reads the handle of an X or Twitter profile link only', () => {
    expect(twitterHandle('https://twitter.com/rspack_dev')).toBe('@rspack_dev');
    expect(twitterHandle('https://x.com/rspack_dev/')).toBe('@rspack_dev');
    expect(twitterHandle('https://twitter.com/rspack_dev/status/1')).toBeNull();
    expect(twitterHandle('https://github.com/web-infra-dev')).toBeNull();
    expect(twitterHandle(undefined)).toBeNull();
  });
});
