import {
  isSharedSnippet,
  locateContentFile,
  matchRoute,
  normalizeRoutePath,
  routeFromContentPath,
  sectionOf,
} from '../../../src/core/routes';

describe('normalizeRoutePath', () => {
  it.each([
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/guide/start/index', '/guide/start/'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/zh/guide/%E4%BB%8B%E7%BB%8D', '/zh/guide/介绍'],
    ['/guide/%71uick', '/guide/quick'],
    ['/bad/%E0%A4%A', '/bad/%E0%A4%A'],
    ['/config/', '/config/'],
  ])('%s → %s', (input, expected) => expect(normalizeRoutePath(input)).toBe(expected));
});

describe('matchRoute', () => {
  const routes = ['/', '/guide/start/', '/guide/start/quick-start'];
  it('matches after normalising', () => {
    expect(matchRoute('/guide/start/index.html', routes)).toBe('/guide/start/');
    expect(matchRoute('/guide/start/quick-start.html', routes)).toBe('/guide/start/quick-start');
  });
  it('gives null for the 404 page', () => expect(matchRoute('/nope', routes)).toBeNull());
});

describe('content files', () => {
  it('locates the locale folder', () => {
    expect(locateContentFile('zh/guide/start/index.mdx')).toEqual({
      locale: 'zh',
      pathInLocale: 'guide/start/index.mdx',
    });
    expect(locateContentFile('en\\config\\index.mdx')).toEqual({ locale: 'en', pathInLocale: 'config/index.mdx' });
  });
  it('derives routes', () => {
    expect(routeFromContentPath('index.mdx')).toBe('/');
    expect(routeFromContentPath('guide/start/index.mdx')).toBe('/guide/start/');
    expect(routeFromContentPath('config/output/minify.mdx')).toBe('/config/output/minify');
    expect(routeFromContentPath('plugins/list/plugin-react.md')).toBe('/plugins/list/plugin-react');
  });
  it('never routes shared snippets', () => {
    expect(isSharedSnippet('shared/onExit.mdx')).toBe(true);
    expect(isSharedSnippet('api/shared/x.mdx')).toBe(true);
    expect(isSharedSnippet('guide/shared.mdx')).toBe(false);
  });
  it('names the section', () => {
    expect(sectionOf('/config/output/minify')).toBe('config');
    expect(sectionOf('/')).toBe('');
  });
});
