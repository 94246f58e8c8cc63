import type { RankedPage, RankedSection } from '../../../src/core/search-rank';
import {
  flattenItems,
  MAX_ITEMS_PER_PAGE,
  sectionLink,
  segmentsText,
  shownRoutes,
  toResultGroups,
  withSectionTexts,
} from '../../../src/core/search-results';
import { sectionsOf, type SearchRecord } from '../../../src/core/search-records';

function record(
  routePath: string,
  title: string,
  content: string,
  heading?: string,
  description?: string,
): SearchRecord {
  return {
    id: `${routePath}${heading ?? ''}`,
    routePath,
    title,
    content,
    toc: heading ? [{ text: heading, id: heading.toLowerCase().replace(/\s+/g, '-'), depth: 2, charIndex: -1 }] : [],
    domain: '',
    lang: 'en',
    ...(description ? { description } : {}),
  };
}

function ranked(r: SearchRecord, type: RankedSection['type'], terms: string[], score = 1): RankedSection {
  const [section] = sectionsOf(r);
  if (!section) throw new Error('no section');
  return { section, type, terms, score };
}

function page(routePath: string, title: string, sections: RankedSection[]): RankedPage {
  return { key: routePath, routePath, domain: '', title, score: 1, sections };
}

const minify = page('/config/output/minify', 'output.minify', [
  ranked(
    record(
      '/config/output/minify',
      'output.minify',
      'Rsbuild minifies code in production.',
      undefined,
      'Whether to minify.',
    ),
    'title',
    ['minify'],
  ),
  ranked(
    record(
      '/config/output/minify',
      'output.minify',
      'Set it to false to keep code readable when you minify nothing.',
      'Disable minification',
    ),
    'header',
    ['minification', 'minify'],
  ),
  ranked(record('/config/output/minify', 'output.minify', 'More about minify here.', 'Details'), 'content', ['minify']),
  ranked(record('/config/output/minify', 'output.minify', 'Even more minify.', 'Extra'), 'content', ['minify']),
]);
const optimize = page('/guide/optimization/optimize-bundle', 'Optimize Bundle', [
  ranked(
    record('/guide/optimization/optimize-bundle', 'Optimize Bundle', 'Keep minify on.', 'Minify the code'),
    'header',
    ['minify'],
  ),
]);

describe('result groups', () => {
  it('groups items by page in rank order, with type, link, heading path and marked snippet', () => {
    const groups = toResultGroups([minify, optimize], 7);
    expect(groups.map((g) => [g.title, g.items.map((i) => [i.type, i.link])])).toEqual([
      [
        'output.minify',
        [
          ['title', '/config/output/minify'],
          ['header', '/config/output/minify#disable-minification'],
          ['content', '/config/output/minify#details'],
        ],
      ],
      ['Optimize Bundle', [['header', '/guide/optimization/optimize-bundle#minify-the-code']]],
    ]);
    const [title, header] = groups[0]?.items ?? [];
    expect(title?.title.filter((s) => s.match).map((s) => s.text)).toEqual(['minify']);
    expect(segmentsText(title?.snippet ?? [])).toBe('Whether to minify. Rsbuild minifies code in production.');
    expect(header?.headings.map(segmentsText)).toEqual(['Disable minification']);
    expect(header?.headings[0]?.filter((s) => s.match).map((s) => s.text)).toEqual(['minification']);
    expect(header?.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['minify']);
  });

  it('shows at most the limit, and at most MAX_ITEMS_PER_PAGE of one page', () => {
    expect(flattenItems([{ index: 'local', groups: toResultGroups([minify, optimize], 7) }])).toHaveLength(
      MAX_ITEMS_PER_PAGE + 1,
    );
    const limited = toResultGroups([minify, optimize], 2);
    expect(limited).toHaveLength(1);
    expect(limited[0]?.items).toHaveLength(2);
    expect(toResultGroups([], 7)).toEqual([]);
  });

  it('lists each link once', () => {
    const twice = page('/a', 'A', [
      ranked(record('/a', 'A', 'x one'), 'content', ['one']),
      ranked(record('/a', 'A', 'x one two'), 'content', ['one']),
    ]);
    expect(flattenItems([{ index: 'local', groups: toResultGroups([twice], 7) }])).toHaveLength(1);
  });

  it('links remote hits to their site', () => {
    expect(sectionLink('https://rspack.dev/', '/guide/x', 'y')).toBe('https://rspack.dev/guide/x#y');
    expect(sectionLink('', '/zh/guide/x', '环境变量')).toBe('/zh/guide/x#环境变量');
  });
});

describe('section texts loaded later', () => {
  /** A local page as the index holds it: sections without their text. */
  const local = (routePath: string, sections: { heading?: string; index: number; description?: string }[]) =>
    page(
      routePath,
      'output.minify',
      sections.map(({ heading, index, description }) => {
        const ranked0 = ranked(
          record(routePath, 'output.minify', '', heading, description),
          heading ? 'header' : 'title',
          ['minify'],
        );
        return { ...ranked0, section: { ...ranked0.section, index } };
      }),
    );

  it('shows titles and headings at once, the snippets of content once the page text is there', () => {
    const pages = [
      local('/config/output/minify', [
        { index: 0, description: 'Whether to minify.' },
        { heading: 'Disable minification', index: 2 },
      ]),
    ];
    const before = toResultGroups(pages, 7)[0]?.items ?? [];
    expect(before.map((item) => segmentsText(item.snippet))).toEqual(['Whether to minify.', '']);
    expect(before[1]?.headings.map(segmentsText)).toEqual(['Disable minification']);

    const texts = new Map([['/config/output/minify', ['Rsbuild can minify code.', 'Unused.', 'Set minify to false.']]]);
    const after = toResultGroups(withSectionTexts(pages, texts), 7)[0]?.items ?? [];
    expect(after.map((item) => segmentsText(item.snippet))).toEqual([
      'Whether to minify. Rsbuild can minify code.',
      'Set minify to false.',
    ]);
    expect(after.map((item) => item.key)).toEqual(before.map((item) => item.key));
    expect(after[1]?.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['minify']);
  });

  it('leaves pages without a fetched text, and remote pages, as they are', () => {
    const pages = [local('/a', [{ index: 0 }]), { ...local('/b', [{ index: 0 }]), domain: 'https://rspack.dev' }];
    const filled = withSectionTexts(pages, new Map([['/b', ['remote text']]]));
    expect(filled[0]).toBe(pages[0]);
    expect(filled[1]).toBe(pages[1]);
  });

  it('lists the routes of the pages shown, in order', () => {
    expect(shownRoutes(toResultGroups([minify, optimize], 7))).toEqual([
      '/config/output/minify',
      '/guide/optimization/optimize-bundle',
    ]);
    expect(shownRoutes(toResultGroups([minify, optimize], 2))).toEqual(['/config/output/minify']);
  });
});
