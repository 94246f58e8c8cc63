import {
  addLang,
  imageSrc,
  isDataUrl,
  isExternalUrl,
  langFromPath,
  localizeHref,
  looksLikeHost,
  normalizeHref,
  removeBase,
  removeLang,
  splitUrl,
  stripQueryAndHash,
  switchLang,
  withBase,
} from '../../../src/core/links';

const langs = ['en', 'zh'] as const;

describe('external and data URLs', () => {
  it.each(['https://rspack.dev', 'http://x.org/a', '//cdn.example.com/a.js', 'mailto:a@b.c', 'tel:+123'])(
    '%s is external',
    (url) => expect(isExternalUrl(url)).toBe(true),
  );
  it.each(['/guide/start/', 'guide', '#anchor', './a', 'data:image/png;base64,AA'])('%s is not external', (url) =>
    expect(isExternalUrl(url)).toBe(false),
  );
  it('recognises data URLs', () => {
    expect(isDataUrl('data:image/svg+xml,<svg/>')).toBe(true);
    expect(isDataUrl('/data/file.json')).toBe(false);
  });
});

describe('query and hash', () => {
  it('splits a URL', () => {
    expect(splitUrl('/a/b?x=1#h')).toEqual({ path: '/a/b', query: '?x=1', hash: '#h' });
    expect(splitUrl('/a#h?not-query')).toEqual({ path: '/a', query: '', hash: '#h?not-query' });
  });
  it('strips them', () => expect(stripQueryAndHash('/a/b/?q=1#top')).toBe('/a/b/'));
});

describe('base path', () => {
  it('adds and removes a base', () => {
    expect(withBase('/guide/', '/docs/')).toBe('/docs/guide/');
    expect(withBase('/docs/guide/', '/docs')).toBe('/docs/guide/');
    expect(withBase('/guide/', '/')).toBe('/guide/');
    expect(removeBase('/docs/guide/', '/docs/')).toBe('/guide/');
    expect(removeBase('/docs', '/docs/')).toBe('/');
    expect(removeBase('/other/', '/docs/')).toBe('/other/');
  });
  it('gives images the base only in production', () => {
    expect(imageSrc('/img/a.png', '/docs/', true)).toBe('/docs/img/a.png');
    expect(imageSrc('/img/a.png', '/docs/', false)).toBe('/img/a.png');
    expect(imageSrc('https://x.org/a.png', '/docs/', true)).toBe('https://x.org/a.png');
    expect(imageSrc('data:image/png;base64,AA', '/docs/', true)).toBe('data:image/png;base64,AA');
  });
});

describe('language prefixes', () => {
  it('reads the language from the first segment', () => {
    expect(langFromPath('/zh/guide/start/', langs, 'en')).toBe('zh');
    expect(langFromPath('/zh', langs, 'en')).toBe('zh');
    expect(langFromPath('/guide/zh/', langs, 'en')).toBe('en');
    expect(langFromPath('/zhx/', langs, 'en')).toBe('en');
    expect(langFromPath('/', langs, 'en')).toBe('en');
  });
  it('adds and removes the prefix', () => {
    expect(addLang('/guide/', 'zh', 'en')).toBe('/zh/guide/');
    expect(addLang('/', 'zh', 'en')).toBe('/zh/');
    expect(addLang('/guide/', 'en', 'en')).toBe('/guide/');
    expect(removeLang('/zh/guide/start/', langs, 'en')).toBe('/guide/start/');
    expect(removeLang('/zh/', langs, 'en')).toBe('/');
    expect(removeLang('/zh', langs, 'en')).toBe('/');
    expect(removeLang('/guide/', langs, 'en')).toBe('/guide/');
  });
  it('switches the language of a URL, keeping query and hash', () => {
    expect(switchLang('/guide/start/quick-start?x=1#req', 'zh', langs, 'en')).toBe(
      '/zh/guide/start/quick-start?x=1#req',
    );
    expect(switchLang('/zh/config/', 'en', langs, 'en')).toBe('/config/');
    expect(switchLang('/zh/', 'en', langs, 'en')).toBe('/');
  });
  it('localizes site links that carry no prefix', () => {
    expect(localizeHref('/config/#x', 'zh', langs, 'en')).toBe('/zh/config/#x');
    expect(localizeHref('/zh/config/', 'zh', langs, 'en')).toBe('/zh/config/');
    expect(localizeHref('/config/', 'en', langs, 'en')).toBe('/config/');
    expect(localizeHref('https://rspack.dev', 'zh', langs, 'en')).toBe('https://rspack.dev');
    expect(localizeHref('#top', 'zh', langs, 'en')).toBe('#top');
  });
});

describe('normalizeHref', () => {
  it('keeps clean URLs as they are', () =>
    expect(normalizeHref('/guide/start/quick-start', true)).toBe('/guide/start/quick-start'));
  it('appends index.html to a trailing slash', () =>
    expect(normalizeHref('/guide/start/?a=1', false)).toBe('/guide/start/index.html?a=1'));
  it('appends .html to a last segment without a dot', () =>
    expect(normalizeHref('/guide/start/quick-start#x', false)).toBe('/guide/start/quick-start.html#x'));
  it('leaves files, hashes and external links alone', () => {
    expect(normalizeHref('/rss/releases-rss.xml', false)).toBe('/rss/releases-rss.xml');
    expect(normalizeHref('#top', false)).toBe('#top');
    expect(normalizeHref('https://a.b/c', false)).toBe('https://a.b/c');
  });
});

describe('looksLikeHost', () => {
  it.each(['www.example.com', 'www.rsbuild.dev/guide', 'github.com/web-infra-dev', 'rspack.dev', 'npmjs.com?q=1'])(
    'flags %s',
    (url) => expect(looksLikeHost(url)).toBe(true),
  );
  it.each(['/guide/start/', 'quick-start', 'config.ts', 'logo.png', '#top', 'https://www.example.com'])(
    'leaves %s alone',
    (url) => expect(looksLikeHost(url)).toBe(false),
  );
});
