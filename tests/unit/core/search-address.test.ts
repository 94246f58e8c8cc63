import { addressRoutes, pastedAddress } from '../../../src/core/search-address';
import type { LocalIndex } from '../../../src/search/local-index';
import { enPages, indexOfPages, zhPages } from '../lib/search-corpus';

describe('a page address pasted into the search box', () => {
  it('reads a link of any host, a bare host or a path, with its anchor and the words beside it', () => {
    expect(pastedAddress('https://rsbuild.dev/config/output/minify#options')).toEqual({
      path: '/config/output/minify',
      anchor: 'options',
      rest: '',
    });
    expect(pastedAddress('rsbuild.dev/zh/guide/start/index.html')).toMatchObject({ path: '/zh/guide/start/' });
    expect(pastedAddress('http://localhost:8000/guide/start/quick-start?x=1 node')).toEqual({
      path: '/guide/start/quick-start',
      anchor: '',
      rest: 'node',
    });
    expect(pastedAddress('see /config/output/minify%20x#%E7%A4%BA%E4%BE%8B')).toEqual({
      path: '/config/output/minify x',
      anchor: '示例',
      rest: 'see',
    });
    // A malformed escape stays as it came.
    expect(pastedAddress('/config/%E0#%ZZ')).toEqual({ path: '/config/%E0', anchor: '%ZZ', rest: '' });
  });

  it('is not read in words that only hold a slash or a dot', () => {
    for (const query of ['src/index.ts', '@rsbuild/core', 'rsbuild.config.ts', 'output.minify', '/', '/123', 'a / b'])
      expect(pastedAddress(query)).toBeNull();
  });

  it("tries the locale's own route first, then the path as typed", () => {
    expect(addressRoutes('/config/output/minify', '/zh')).toEqual([
      '/zh/config/output/minify',
      '/zh/config/output/minify/',
      '/config/output/minify',
      '/config/output/minify/',
    ]);
    // A link to the other locale's page names this locale's twin; the default locale has no prefix.
    expect(addressRoutes('/zh/guide/start/', '')).toEqual([
      '/guide/start/',
      '/guide/start',
      '/zh/guide/start/',
      '/zh/guide/start',
    ]);
  });
});

describe('ranking a pasted address', () => {
  let en: LocalIndex;
  let zh: LocalIndex;
  beforeAll(async () => {
    en = await indexOfPages('en', enPages);
    zh = await indexOfPages('zh', zhPages);
  });

  it('puts the page it names first, in the index of either locale', () => {
    const pages = en.rank('https://rsbuild.dev/config/output/minify');
    expect(pages.map((page) => page.routePath)).toEqual(['/config/output/minify']);
    expect(zh.rank('rsbuild.dev/config/output/minify')[0]?.routePath).toBe('/zh/config/output/minify');
    expect(en.rank('/zh/config/output/minify.html')[0]?.routePath).toBe('/config/output/minify');
  });

  it("leads with the section of the address's anchor, and lists what the words beside it find after the page", () => {
    const pages = en.rank('/guide/start/quick-start#nodejs-versions minify');
    expect(pages[0]?.routePath).toBe('/guide/start/quick-start');
    expect(pages[0]?.sections.map((ranked) => ranked.section.anchor)).toEqual(['nodejs-versions', '']);
    expect(pages[1]?.routePath).toBe('/config/output/minify');
    expect(pages.filter((page) => page.routePath === '/guide/start/quick-start')).toHaveLength(1);
  });

  it('reads an address that names no page as words', () => {
    const unknown = en.ranking('/config/output/xyzzyq');
    expect(unknown.pages[0]?.routePath).toBe('/config/output/minify');
    expect(unknown.leftOut).toEqual(['xyzzyq']);
    expect(en.rank('/minify')[0]?.routePath).toBe('/config/output/minify');
  });
});
