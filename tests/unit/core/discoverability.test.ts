import {
  generatedFiles,
  llmsFullTxtPath,
  llmsTxtPath,
  markdownPath,
  robotsTxt,
  sitemapEntries,
  type SitemapPage,
} from '../../../src/core/discoverability';

const SITE = 'https://rsbuild.dev';

const LOCALES = [
  { lang: 'en', htmlLang: 'en' },
  { lang: 'zh', htmlLang: 'zh-CN' },
];

describe('where generated files live', () => {
  it('puts each page’s Markdown next to its HTML, section roots as index.md', () => {
    expect(markdownPath('/config/output/minify')).toBe('/config/output/minify.md');
    expect(markdownPath('/guide/start/')).toBe('/guide/start/index.md');
    expect(markdownPath('/zh/guide/start/')).toBe('/zh/guide/start/index.md');
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/zh/')).toBe('/zh/index.md');
  });

  it('publishes llms.txt at the root of each locale', () => {
    expect(llmsTxtPath('en', 'en')).toBe('/llms.txt');
    expect(llmsTxtPath('zh', 'en')).toBe('/zh/llms.txt');
    expect(llmsFullTxtPath('en', 'en')).toBe('/llms-full.txt');
    expect(llmsFullTxtPath('zh', 'en')).toBe('/zh/llms-full.txt');
  });

  it('lists every generated file pages may link to', () => {
    expect(generatedFiles(['en', 'zh'], 'en')).toEqual([
      '/rss/releases-rss.xml',
      '/rss/releases-atom.xml',
      '/rss/releases-rss-zh.xml',
      '/rss/releases-atom-zh.xml',
      '/llms.txt',
      '/zh/llms.txt',
      '/llms-full.txt',
      '/zh/llms-full.txt',
      '/opensearch.xml',
      '/zh/opensearch.xml',
      '/sitemap-index.xml',
      '/sitemap-0.xml',
      '/robots.txt',
    ]);
  });

  it('points robots.txt at the sitemap index of the configured site', () => {
    expect(robotsTxt('https://docs.example.com/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap-index.xml\n',
    );
  });
});

describe('sitemapEntries', () => {
  const page = (locale: string, route: string, pageType = 'doc'): SitemapPage => ({
    locale,
    route,
    pageType,
    lastUpdatedTime: '2024-03-19T08:00:00.000Z',
  });
  const pages = [
    page('en', '/', 'home'),
    page('zh', '/', 'home'),
    page('en', '/guide/start/'),
    page('zh', '/guide/start/'),
    page('en', '/404/', '404'),
    page('zh', '/404/', '404'),
    page('en', '/only-english', 'custom'),
    page('en', '/guide/start/'),
  ];
  const entries = sitemapEntries(pages, { siteUrl: SITE, defaultLang: 'en', locales: LOCALES });

  it('lists each routed page once, sorted, without 404 pages', () => {
    expect(entries.map((e) => e.path)).toEqual(['/', '/guide/start/', '/only-english', '/zh/', '/zh/guide/start/']);
  });

  it('gives every entry its language alternates and x-default, and its last change', () => {
    const zh = entries.find((e) => e.path === '/zh/guide/start/');
    expect(zh).toEqual({
      path: '/zh/guide/start/',
      lastmod: '2024-03-19T08:00:00.000Z',
      links: [
        { lang: 'en', url: `${SITE}/guide/start/` },
        { lang: 'zh-CN', url: `${SITE}/zh/guide/start/` },
        { lang: 'x-default', url: `${SITE}/guide/start/` },
      ],
    });
  });

  it('only names the locales a page exists in', () => {
    expect(entries.find((e) => e.path === '/only-english')?.links).toEqual([
      { lang: 'en', url: `${SITE}/only-english` },
      { lang: 'x-default', url: `${SITE}/only-english` },
    ]);
  });
});
