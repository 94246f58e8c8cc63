import {
  checkComponents,
  checkConfiguredLinks,
  checkDuplicateRoutes,
  checkHeadingParity,
  checkInternalLinks,
  checkLocaleTwins,
  checkMdxImports,
  checkRouteNames,
  checkSidebar,
  closestRoute,
  formatProblems,
  resolveInternalLink,
  routeName,
  type PageRecord,
} from '../../../src/core/content-checks';

const settings = { langs: ['en', 'zh'], defaultLang: 'en' };

function page(locale: string, route: string | null, extra: Partial<PageRecord> = {}): PageRecord {
  const file =
    route === null
      ? `content/${locale}/shared/x.mdx`
      : `content/${locale}${route === '/' ? '/index' : route.endsWith('/') ? `${route}index` : route}.mdx`;
  return {
    file,
    locale,
    route,
    pageType: 'doc',
    anchors: [],
    headingDepths: [],
    links: [],
    components: [],
    imports: [],
    importSources: [],
    ...extra,
  };
}

describe('duplicate routes', () => {
  it('treats a page and a folder index of the same name as one route', () => {
    const problems = checkDuplicateRoutes([page('en', '/guide/a'), page('en', '/guide/a/')], settings);
    expect(problems.map((p) => p.file)).toEqual(['content/en/guide/a/index.mdx']);
  });

  it('names both files', () => {
    const problems = checkDuplicateRoutes(
      [page('en', '/guide/a'), { ...page('en', '/guide/a'), file: 'content/en/guide/a/index.mdx' }],
      settings,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('already produced by content/en/guide/a.mdx');
  });
});

describe('route names', () => {
  it('accept lowercase letters, digits and hyphens only, and say what the address should read', () => {
    expect(checkRouteNames([page('en', '/guide/plugin-vue2'), page('en', '/'), page('zh', '/guide/a/')])).toEqual([]);
    const problems = checkRouteNames([
      page('en', '/guide/basic/My Page'),
      page('zh', '/Guide/myPage/'),
      page('en', '/guide/a_b'),
      page('en', null),
    ]);
    expect(problems.map((p) => [p.file, p.fix])).toEqual([
      [
        'content/en/guide/basic/My Page.mdx',
        'rename the file or folder so that the address reads /guide/basic/my-page',
      ],
      ['content/zh/Guide/myPage/index.mdx', 'rename the file or folder so that the address reads /guide/my-page/'],
      ['content/en/guide/a_b.mdx', 'rename the file or folder so that the address reads /guide/a-b'],
    ]);
    expect(problems[0]?.message).toContain('/guide/basic/My Page');
  });

  it('are made from any name', () => {
    expect(routeName('Plugin Vue2')).toBe('plugin-vue2');
    expect(routeName('--a..b--')).toBe('a-b');
    expect(routeName('HMR')).toBe('hmr');
  });
});

describe('locale twins', () => {
  it('asks for the missing translation by file name', () => {
    const problems = checkLocaleTwins(
      [page('en', '/guide/a'), page('en', '/guide/b'), page('zh', '/guide/a')],
      settings,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/en/guide/b.mdx',
        fix: expect.stringContaining('content/zh/guide/b.mdx'),
      }),
    ]);
  });
  it('ignores shared snippets', () => expect(checkLocaleTwins([page('en', null)], settings)).toEqual([]));
});

describe('sidebar', () => {
  const pages = [page('en', '/guide/a'), page('zh', '/guide/a'), page('en', '/', { pageType: 'home' })];
  it('refuses links to missing pages', () => {
    const problems = checkSidebar(
      pages,
      [
        { locale: 'en', link: '/guide/a', source: 's.ts' },
        { locale: 'zh', link: '/zh/guide/a', source: 's.ts' },
        { locale: 'en', link: '/guide/missing', source: 's.ts' },
      ],
      settings,
    );
    expect(problems).toEqual([
      expect.objectContaining({ file: 's.ts', message: expect.stringContaining('/guide/missing') }),
    ]);
  });
  it('refuses a page listed twice, once for all locales, naming both places', () => {
    const entry = (locale: string, link: string, source: string) => ({ locale, link, source });
    const problems = checkSidebar(
      pages,
      [
        entry('en', '/guide/a', 'guide.ts'),
        entry('en', '/guide/a', 'plugins.ts'),
        entry('zh', '/zh/guide/a', 'guide.ts'),
        entry('zh', '/zh/guide/a', 'plugins.ts'),
      ],
      settings,
    );
    expect(problems).toEqual([
      {
        file: 'plugins.ts',
        message: 'the sidebar lists /guide/a in guide.ts and plugins.ts',
        fix: "keep one { link: '/guide/a' } and remove the other",
      },
    ]);
  });
  it('refuses doc pages in no sidebar, but not the home page', () => {
    const problems = checkSidebar(pages, [{ locale: 'en', link: '/guide/a', source: 's.ts' }], settings);
    expect(problems.map((p) => p.file)).toEqual(['content/zh/guide/a.mdx']);
  });
});

describe('components', () => {
  it('accepts kit and imported components only', () => {
    const problems = checkComponents(
      [page('en', '/a', { components: ['Callout', 'Mine', 'Other'], imports: ['Mine'] })],
      new Set(['Callout']),
    );
    expect(problems.map((p) => p.message)).toEqual(['<Other> is neither part of the MDX kit nor imported']);
  });
});

describe('internal links', () => {
  const target = page('en', '/config/output/minify', { anchors: ['example', '默认值'] });
  const zhTarget = page('zh', '/config/output/minify', { anchors: ['示例'] });

  it('resolves links in the page locale', () => {
    expect(resolveInternalLink('/config/output/minify#x', '/a', 'zh', settings)).toEqual({
      route: '/zh/config/output/minify',
      hash: 'x',
    });
    expect(resolveInternalLink('#x', '/a', 'zh', settings)).toEqual({ route: '/zh/a', hash: 'x' });
    expect(resolveInternalLink('/rss/releases-rss.xml', '/a', 'en', settings)).toEqual({
      file: '/rss/releases-rss.xml',
    });
    expect(resolveInternalLink('https://rspack.dev', '/a', 'en', settings)).toBeNull();
  });

  it('passes good links', () => {
    const source = page('en', '/guide/a', {
      anchors: ['top'],
      links: [
        { url: '/config/output/minify#example', line: 3 },
        { url: '/config/output/minify#%E9%BB%98%E8%AE%A4%E5%80%BC', line: 4 },
        { url: '#top', line: 5 },
        { url: 'https://rspack.dev/', line: 6 },
        { url: '/favicon.svg', line: 7 },
      ],
    });
    expect(checkInternalLinks([source, target, zhTarget], settings, new Set(['/favicon.svg']))).toEqual([]);
  });

  it('names the file, line and fix of each broken link', () => {
    const source = page('zh', '/guide/a', {
      links: [
        { url: '/config/output/minifyy', line: 3 },
        { url: '/config/output/minify#example', line: 4 },
        { url: './sibling', line: 5 },
        { url: '/guide/a.mdx', line: 6 },
        { url: '/missing.png', line: 7 },
      ],
    });
    const problems = checkInternalLinks([source, target, zhTarget], settings, new Set());
    expect(problems.map((p) => p.file)).toEqual([
      'content/zh/guide/a.mdx:3',
      'content/zh/guide/a.mdx:4',
      'content/zh/guide/a.mdx:5',
      'content/zh/guide/a.mdx:6',
      'content/zh/guide/a.mdx:7',
    ]);
    expect(problems[1]?.fix).toContain('#示例');
    expect(problems[0]?.fix).toBe('link to /config/output/minify, the closest existing route');
    expect(formatProblems(problems)).toContain('fix:');
  });
});

describe('the route an author meant', () => {
  const routes = ['/', '/guide/basic/cli', '/config/output/minify', '/zh/guide/basic/cli', '/guide/faq/general'];
  it.each([
    ['/guide/basic/cli/', '/guide/basic/cli'],
    ['/config/output/minfy', '/config/output/minify'],
    ['/guide/cli', '/guide/basic/cli'],
    ['/zh/guide/basic/clj', '/guide/basic/cli'],
    ['/zh/config/output/minify', null],
    ['/plugins/list/plugin-vue', null],
    ['/guide/', null],
    ['/faq', null],
  ])('%s → %s', (missing, meant) => {
    expect(closestRoute(missing, routes, settings)).toBe(meant);
  });
});

describe('snippet imports', () => {
  const files = new Set(['content/en/shared/onExit.mdx', 'content/zh/shared/onExit.mdx']);
  it('accepts existing snippets of the same locale', () => {
    const pages = [page('zh', '/plugins/dev/hooks', { importSources: ['../../shared/onExit.mdx', 'react'] })];
    expect(checkMdxImports(pages, (f) => files.has(f))).toEqual([]);
  });
  it('refuses missing snippets and snippets of another locale', () => {
    const pages = [
      page('en', '/plugins/dev/hooks', {
        importSources: ['../../shared/onExitt.mdx', '../../../zh/shared/onExit.mdx'],
      }),
    ];
    expect(checkMdxImports(pages, (f) => files.has(f)).map((p) => p.message)).toEqual([
      'imports ../../shared/onExitt.mdx, but content/en/shared/onExitt.mdx does not exist',
      'imports ../../../zh/shared/onExit.mdx from another locale',
    ]);
  });
});

describe('heading parity', () => {
  it('accepts twins with the same structure and names the one that differs', () => {
    const pages = [
      page('en', '/a', { headingDepths: [2, 3, 2] }),
      page('zh', '/a', { headingDepths: [2, 3, 2] }),
      page('en', '/b', { headingDepths: [2, 3] }),
      page('zh', '/b', { headingDepths: [2, 2] }),
    ];
    expect(checkHeadingParity(pages, settings)).toEqual([
      expect.objectContaining({
        file: 'content/zh/b.mdx',
        message: 'its headings (h2 h2) differ from content/en/b.mdx (h2 h3)',
      }),
    ]);
  });
});

describe('configured links', () => {
  it('refuses navigation links to missing pages', () => {
    const problems = checkConfiguredLinks(
      [page('en', '/guide/')],
      [
        { locale: 'en', link: '/guide/', source: 'src/config/nav.ts' },
        { locale: 'en', link: '/api/start/', source: 'src/config/nav.ts' },
      ],
      settings,
      'navigation bar',
    );
    expect(problems.map((p) => p.message)).toEqual([
      'the navigation bar links to /api/start/, but no page has that route',
    ]);
    expect(problems[0]?.fix).toBe('write the page for /api/start/ or remove the entry');
    const [typo] = checkConfiguredLinks(
      [page('en', '/guide/')],
      [{ locale: 'en', link: '/guid/', source: 'src/config/nav.ts' }],
      settings,
      'navigation bar',
    );
    expect(typo?.fix).toBe(
      'link to /guide/, the closest existing route, or write the page for /guid/ or remove the entry',
    );
  });
});

describe('a file that does not parse', () => {
  const broken = (locale: string, route: string) => ({ ...page(locale, route), broken: true });

  it('is reported once: its route still counts for translations, the sidebar and links into it', () => {
    const pages = [
      broken('en', '/guide/a'),
      page('zh', '/guide/a', { headingDepths: [2, 3], anchors: ['usage'] }),
      page('en', '/guide/b', { links: [{ url: '/guide/a#usage', line: 3 }] }),
      page('zh', '/guide/b', { links: [{ url: '/guide/a#usage', line: 3 }] }),
    ];
    const sidebar = ['/guide/a', '/guide/b', '/zh/guide/a', '/zh/guide/b'].map((link) => ({
      locale: link.startsWith('/zh/') ? 'zh' : 'en',
      link,
      source: 'src/config/sidebar/guide.ts',
    }));
    expect(checkLocaleTwins(pages, settings)).toEqual([]);
    expect(checkSidebar(pages, sidebar, settings)).toEqual([]);
    expect(checkHeadingParity(pages, settings)).toEqual([]);
    expect(checkInternalLinks(pages, settings, new Set())).toEqual([]);
  });

  it('still has a twin to write when it has none', () => {
    expect(checkLocaleTwins([broken('en', '/guide/a')], settings).map((p) => p.message)).toEqual([
      'the page /guide/a has no zh version',
    ]);
  });
});

describe('a link without its scheme', () => {
  it.each(['www.example.com', 'github.com/web-infra-dev/rsbuild'])('suggests https:// for %s', (url) => {
    const problems = checkInternalLinks([page('en', '/guide/a', { links: [{ url, line: 4 }] })], settings, new Set());
    expect(problems).toEqual([
      {
        file: 'content/en/guide/a.mdx:4',
        message: `the link ${url} has no scheme, so it would open as a page of this site`,
        fix: `write it in full: https://${url}`,
      },
    ]);
  });

  it('keeps the route advice for a relative path', () => {
    const [problem] = checkInternalLinks(
      [page('en', '/guide/a', { links: [{ url: 'quick-start', line: 4 }] })],
      settings,
      new Set(),
    );
    expect(problem?.message).toBe('the link quick-start is relative');
    expect(problem?.fix).toMatch(/^write the route from the site root/);
  });

  it('names the route a relative link or a source file path means, read from the page file', () => {
    const pages = [
      page('en', '/config/output/minify', {
        links: [
          { url: '../dev/hmr#default', line: 3 },
          { url: './filename.mdx', line: 4 },
          { url: '/guide/start/index.mdx', line: 5 },
          { url: '../nowhere', line: 6 },
        ],
      }),
      page('en', '/config/dev/hmr', { anchors: ['default'] }),
      page('en', '/config/output/filename'),
      page('en', '/guide/start/'),
      page('zh', '/guide/start/', { links: [{ url: 'quick-start', line: 2 }] }),
      page('zh', '/guide/start/quick-start'),
    ];
    expect(checkInternalLinks(pages, settings, new Set()).map((p) => [p.file, p.fix])).toEqual([
      [
        'content/en/config/output/minify.mdx:3',
        'write /config/dev/hmr#default, the route it means, from the site root',
      ],
      [
        'content/en/config/output/minify.mdx:4',
        'write /config/output/filename, the route it means, from the site root',
      ],
      ['content/en/config/output/minify.mdx:5', 'link to its route instead: /guide/start/'],
      [
        'content/en/config/output/minify.mdx:6',
        'write the route from the site root without a locale prefix, e.g. /config/output/minify',
      ],
      ['content/zh/guide/start/index.mdx:2', 'write /guide/start/quick-start, the route it means, from the site root'],
    ]);
  });

  it('points a relative image at static/, and an image the site does not publish at its path', () => {
    const problems = checkInternalLinks(
      [
        page('en', '/guide/a', {
          links: [
            { url: './logo.png', line: 3 },
            { url: '/images/missing.svg', line: 5 },
            { url: '/images/config-flow.svg', line: 7 },
          ],
        }),
      ],
      settings,
      new Set(['/images/config-flow.svg']),
    );
    expect(problems).toEqual([
      {
        file: 'content/en/guide/a.mdx:3',
        message: 'the link ./logo.png is relative',
        fix: 'put the file under static/ and write its path from the site root, e.g. /images/config-flow.svg',
      },
      {
        file: 'content/en/guide/a.mdx:5',
        message: 'the link /images/missing.svg points at /images/missing.svg, which the site does not publish',
        fix: 'put the file under static/ or correct the link',
      },
    ]);
  });

  it('does not throw on a malformed escape in a hash', () => {
    const source = page('en', '/guide/a', { links: [{ url: '/guide/a#%E0%A4%A', line: 2 }] });
    expect(checkInternalLinks([source], settings, new Set()).map((p) => p.message)).toEqual([
      'the link /guide/a#%E0%A4%A points at #%E0%A4%A, which is no heading of /guide/a',
    ]);
  });
});
