/**
 * The search records are made from the page records every build step reads: a page's text and
 * outline, with the text of the shared snippets it renders, in its own locale only.
 */
import { derivePageFacts } from '../../../gatsby/page-facts';
import { localeSearchRecords } from '../../../gatsby/search-index-files';
import type { Locale } from '../../../src/config/types';
import { EMPTY_FRONTMATTER, type SitePage } from '../../../src/core/site-pages';

// The ESM-only parser packages come through Node's own require (see lib/markdown.ts).
jest.mock('../../../gatsby/parse-mdx', () => ({ parseMdx: jest.requireActual('../lib/markdown').parse }));

function sitePage(locale: Locale, pathInLocale: string, title: string | null, body: string): SitePage {
  const facts = derivePageFacts(locale, pathInLocale, title ? { title } : {}, body);
  return {
    ...facts,
    id: `${locale}/${pathInLocale}`,
    contentFilePath: `/content/${locale}/${pathInLocale}`,
    body,
    plainText: facts.text,
    lastUpdatedTime: '2024-03-19T08:00:00+00:00',
    frontmatter: { ...EMPTY_FRONTMATTER, title },
  };
}

const pages = [
  sitePage(
    'en',
    'guide/basic/server.mdx',
    'Dev server',
    [
      "import ProxyNote from '../../shared/proxy-note.mdx';",
      '',
      'The dev server serves the pages while you work.',
      '',
      '## Proxy',
      '',
      'Requests can be forwarded.',
      '',
      '<ProxyNote />',
      '',
      '```js',
      'export default { server: { proxy: {} } };',
      '```',
    ].join('\n'),
  ),
  sitePage('en', 'shared/proxy-note.mdx', null, 'A forwarded request keeps its path unless a rewrite is set.'),
  sitePage('zh', 'guide/basic/server.mdx', '开发服务器', '开发服务器在开发时提供页面。'),
];

describe('localeSearchRecords', () => {
  const records = localeSearchRecords(pages, 'en');

  it('makes one record per section of each page of the locale, none for a snippet', () => {
    expect(records.map((record) => [record.routePath, record.title, record.toc.map((item) => item.text)])).toEqual([
      ['/guide/basic/server', 'Dev server', []],
      ['/guide/basic/server', 'Dev server', ['Proxy']],
    ]);
    expect(records.map((record) => record.lang)).toEqual(['en', 'en']);
  });

  it('puts the text of a rendered snippet in its place and leaves code blocks out', () => {
    expect(records[1]?.content).toContain('Requests can be forwarded.');
    expect(records[1]?.content).toContain('A forwarded request keeps its path unless a rewrite is set.');
    expect(records.some((record) => record.content.includes('export default'))).toBe(false);
    expect(records[1]?.terms.split(' ')).toEqual(expect.arrayContaining(['rewrite', 'forwarded']));
  });

  it('reads the pages of the other locale for that locale only', () => {
    expect(localeSearchRecords(pages, 'zh').map((record) => [record.routePath, record.lang])).toEqual([
      ['/zh/guide/basic/server', 'zh-CN'],
    ]);
  });
});
