import {
  layoutLlms,
  llmsReadingOrder,
  renderLlmsFullTxt,
  renderLlmsTxt,
  sectionTitlesFromNav,
  type LlmsPage,
} from '../../../src/core/llms';
import { removeLang } from '../../../src/core/links';

const SITE = 'https://rsbuild.dev';

describe('llms.txt', () => {
  const page = (routePath: string, title: string, pageType = 'doc'): LlmsPage => ({
    routePath,
    route: removeLang(routePath, ['en', 'zh'], 'en'),
    title,
    description: `About ${title}.`,
    pageType,
  });
  const pages = [
    page('/config/output/minify', 'output.minify'),
    page('/guide/start/quick-start', 'Quick Start'),
    page('/', 'Rsbuild', 'home'),
    page('/guide/start/', 'Introduction'),
    page('/config/', 'Config Overview'),
    page('/guide/basic/cli', 'CLI'),
    page('/404/', '404', '404'),
    page('/showcase', 'Showcase', 'custom'),
  ];
  const groups = [
    {
      section: 'guide',
      text: 'Getting Started',
      items: [{ link: '/guide/start/' }, { link: '/guide/start/quick-start' }],
    },
    { section: 'guide', text: 'Basic', items: [{ link: '/guide/basic/cli' }, { link: null }] },
    { section: 'config', text: null, items: [{ link: '/config/' }] },
    { section: 'config', text: null, items: [{ link: '/config/output/minify' }, { link: '/config/' }] },
    { section: 'plugins', text: 'Plugins', items: [{ link: '/plugins/list/' }] },
  ];
  const titles = sectionTitlesFromNav(
    [
      { link: '/guide/start/', text: 'Guide' },
      { link: '/config/', text: 'Config' },
    ],
    (p) => removeLang(p, ['en', 'zh'], 'en'),
  );
  const layout = layoutLlms(pages, groups, ['guide', 'config', 'plugins', 'api', 'community'], titles, 'Other pages');

  it('groups the pages by section and sidebar group, in sidebar order, each page once', () => {
    expect(layout.home?.routePath).toBe('/');
    expect(
      layout.sections.map((s) => [s.title, s.groups.map((g) => [g.title, g.pages.map((p) => p.routePath)])]),
    ).toEqual([
      [
        'Guide',
        [
          ['Getting Started', ['/guide/start/', '/guide/start/quick-start']],
          ['Basic', ['/guide/basic/cli']],
        ],
      ],
      ['Config', [[null, ['/config/', '/config/output/minify']]]],
      ['Other pages', [[null, ['/showcase']]]],
    ]);
  });

  it('names sections after the navigation, in any locale', () => {
    const zh = sectionTitlesFromNav([{ link: '/zh/guide/start/', text: '指南' }], (p) =>
      removeLang(p, ['en', 'zh'], 'en'),
    );
    expect([...zh]).toEqual([['guide', '指南']]);
  });

  it('renders the llmstxt.org layout with links to the Markdown copies', () => {
    const text = renderLlmsTxt(
      { title: 'Rsbuild', description: 'The Rspack-based build tool', intro: 'Markdown links.' },
      layout,
      SITE,
    );
    expect(text).toBe(
      [
        '# Rsbuild',
        '',
        '> The Rspack-based build tool',
        '',
        'Markdown links.',
        '',
        `- [Rsbuild](${SITE}/index.md): About Rsbuild.`,
        '',
        '## Guide',
        '',
        '### Getting Started',
        '',
        `- [Introduction](${SITE}/guide/start/index.md): About Introduction.`,
        `- [Quick Start](${SITE}/guide/start/quick-start.md): About Quick Start.`,
        '',
        '### Basic',
        '',
        `- [CLI](${SITE}/guide/basic/cli.md): About CLI.`,
        '',
        '## Config',
        '',
        `- [Config Overview](${SITE}/config/index.md): About Config Overview.`,
        `- [output.minify](${SITE}/config/output/minify.md): About output.minify.`,
        '',
        '## Other pages',
        '',
        `- [Showcase](${SITE}/showcase.md): About Showcase.`,
        '',
      ].join('\n'),
    );
  });

  it('links llms-full.txt after the intro, outside the page list', () => {
    const text = renderLlmsTxt(
      {
        title: 'Rsbuild',
        description: 'D',
        intro: 'Markdown links.',
        full: { text: 'Every page in one file:', path: '/zh/llms-full.txt' },
      },
      layout,
      SITE,
    );
    expect(
      text.startsWith(
        `# Rsbuild\n\n> D\n\nMarkdown links.\n\nEvery page in one file: [llms-full.txt](${SITE}/zh/llms-full.txt)\n\n- [Rsbuild]`,
      ),
    ).toBe(true);
  });

  it('keeps each entry on one line and its link text intact', () => {
    const odd = { ...page('/guide/a', 'The [beta]\nflag'), description: 'Line one.\n  Line two.' };
    const text = renderLlmsTxt(
      { title: 'T', description: 'D', intro: 'I' },
      { home: null, sections: [{ title: 'S', groups: [{ title: null, pages: [odd] }] }] },
      SITE,
    );
    expect(text).toContain(`- [The \\[beta\\] flag](${SITE}/guide/a.md): Line one. Line two.\n`);
  });
});

describe('llms-full.txt', () => {
  const page = (routePath: string, title: string, pageType = 'doc'): LlmsPage => ({
    routePath,
    route: routePath,
    title,
    description: '',
    pageType,
  });
  const layout = {
    home: page('/', 'Rsbuild', 'home'),
    sections: [
      {
        title: 'Guide',
        groups: [
          {
            title: 'Start',
            pages: [page('/guide/start/', 'Introduction'), page('/guide/start/quick-start', 'Quick Start')],
          },
          { title: null, pages: [page('/guide/basic/cli', 'CLI: "rsbuild"')] },
        ],
      },
      { title: 'Other pages', groups: [{ title: null, pages: [page('/showcase', 'Showcase')] }] },
    ],
  };
  const markdown = new Map([
    ['/', '# Rsbuild\n\nThe build tool.\n'],
    ['/guide/start/', '# Introduction\n\nWhat it is.\nLast line\n'],
    ['/guide/start/quick-start', '# Quick Start\n\nSteps.\n'],
    ['/guide/basic/cli', '# CLI\n\nCommands.\n'],
    ['/showcase', '# Showcase\n\nSites.\n'],
  ]);
  const header = { title: 'Rsbuild', description: 'The Rspack-based build tool', intro: 'Every page.' };

  it('reads the pages home first, then section by section in sidebar order', () => {
    expect(llmsReadingOrder(layout).map((p) => p.routePath)).toEqual([
      '/',
      '/guide/start/',
      '/guide/start/quick-start',
      '/guide/basic/cli',
      '/showcase',
    ]);
    expect(llmsReadingOrder({ home: null, sections: [] })).toEqual([]);
  });

  it('holds every page’s Markdown in that order, each headed by its title and URL', () => {
    const text = renderLlmsFullTxt(header, layout, (p) => markdown.get(p), SITE);
    expect(text).toBe(
      [
        '# Rsbuild',
        '',
        '> The Rspack-based build tool',
        '',
        'Every page.',
        '',
        '---',
        'title: "Rsbuild"',
        `url: ${SITE}/`,
        '---',
        '',
        '# Rsbuild',
        '',
        'The build tool.',
        '',
        '---',
        'title: "Introduction"',
        `url: ${SITE}/guide/start/`,
        '---',
        '',
        '# Introduction',
        '',
        'What it is.',
        // A blank line keeps the next `---` from turning this line into a heading.
        'Last line',
        '',
        '---',
        'title: "Quick Start"',
        `url: ${SITE}/guide/start/quick-start`,
        '---',
        '',
        '# Quick Start',
        '',
        'Steps.',
        '',
        '---',
        'title: "CLI: \\"rsbuild\\""',
        `url: ${SITE}/guide/basic/cli`,
        '---',
        '',
        '# CLI',
        '',
        'Commands.',
        '',
        '---',
        'title: "Showcase"',
        `url: ${SITE}/showcase`,
        '---',
        '',
        '# Showcase',
        '',
        'Sites.',
        '',
      ].join('\n'),
    );
  });

  it('fails loudly when a page of the layout has no Markdown', () => {
    expect(() =>
      renderLlmsFullTxt(header, layout, (p) => (p === '/showcase' ? undefined : markdown.get(p)), SITE),
    ).toThrow('llms-full.txt: no Markdown for /showcase');
  });
});
