/**
 * The search records are made from the page records every build step reads: a page's text and
 * outline, with the text of the shared snippets it renders, in its own locale only.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { derivePageFacts } from '../../../gatsby/page-facts';
import { localeSearchRecords, searchIndexUrls, writeSearchIndexFiles } from '../../../gatsby/search-index-files';
import { indexFilePath, textFolder } from '../../../src/core/search-index-file';
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

describe('writeSearchIndexFiles', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'search-files-'));
    mkdirSync(path.join(root, '.cache', 'compiled'), { recursive: true });
    writeFileSync(path.join(root, '.cache', 'compiled', 'gatsby-node.js'), 'compiled site code');
    writeFileSync(path.join(root, 'package-lock.json'), '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const textFiles = (lang: string) => readdirSync(path.join(root, 'public', textFolder(lang)));

  it('writes each locale’s index at its fixed path, and its page texts', () => {
    expect(searchIndexUrls('/docs')).toEqual({
      en: '/docs/search-index/en.json',
      zh: '/docs/search-index/zh.json',
    });
    writeSearchIndexFiles(pages, root);
    for (const lang of ['en', 'zh']) {
      expect(existsSync(path.join(root, 'public', indexFilePath(lang)))).toBe(true);
      expect(textFiles(lang).length).toBeGreaterThan(0);
    }
  });

  it('does not index again pages that did not change under the same code, and does when they or the code did', () => {
    writeSearchIndexFiles(pages, root);
    // A removed text file shows whether the files were written again.
    const [text] = textFiles('en');
    rmSync(path.join(root, 'public', textFolder('en'), text!));
    writeSearchIndexFiles(pages, root);
    expect(textFiles('en')).not.toContain(text);

    writeFileSync(path.join(root, '.cache', 'compiled', 'gatsby-node.js'), 'new site code');
    writeSearchIndexFiles(pages, root);
    expect(textFiles('en')).toContain(text);

    const edited = pages.map((page) => (page.locale === 'zh' ? { ...page, plainText: `${page.plainText} 新` } : page));
    rmSync(path.join(root, 'public', textFolder('en'), text!));
    writeSearchIndexFiles(edited, root);
    expect(textFiles('en')).toContain(text);
  });

  it('keeps each locale’s records for the next run, and writes the same files from them', () => {
    writeSearchIndexFiles(pages, root);
    const store = path.join(root, '.cache', 'search-records', 'en.json');
    expect(existsSync(store)).toBe(true);
    const index = () => readFileSync(path.join(root, 'public', indexFilePath('zh')), 'utf8');
    const first = index();
    const edited = pages.map((page) => (page.locale === 'zh' ? { ...page, plainText: `${page.plainText} 新` } : page));
    writeSearchIndexFiles(edited, root);
    writeSearchIndexFiles(pages, root);
    expect(index()).toBe(first);
    // Records kept under other site code are not reused.
    writeFileSync(store, readFileSync(store, 'utf8').replace(/"content":"/g, '"content":"stale '));
    writeFileSync(path.join(root, '.cache', 'compiled', 'gatsby-node.js'), 'new site code');
    writeSearchIndexFiles(pages, root);
    const texts = textFiles('en').map((file) =>
      readFileSync(path.join(root, 'public', textFolder('en'), file), 'utf8'),
    );
    expect(texts.join('')).not.toContain('stale');
    expect(texts.length).toBeGreaterThan(0);
  });

  it('writes the files again when the public folder lost them', () => {
    writeSearchIndexFiles(pages, root);
    rmSync(path.join(root, 'public'), { recursive: true });
    writeSearchIndexFiles(pages, root);
    expect(existsSync(path.join(root, 'public', indexFilePath('zh')))).toBe(true);
  });
});
