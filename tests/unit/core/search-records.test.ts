import type { TocItem } from '../../../src/core/mdast';
import {
  headingTrail,
  localeRecords,
  pageRecords,
  removeBlocks,
  resolveEmbed,
  sectionsOf,
  spliceEmbeds,
  splitSections,
  withoutCode,
  type RecordMemo,
  type SearchRecord,
} from '../../../src/core/search-records';
import { doc, enPages, recordsOf, zhPages } from '../lib/search-corpus';

function pageText(blocks: (string | [number, string])[]): { plainText: string; toc: TocItem[] } {
  const lines: string[] = [];
  const toc: TocItem[] = [];
  let at = 0;
  for (const block of blocks) {
    const line = typeof block === 'string' ? block : block[1];
    if (typeof block !== 'string')
      toc.push({ text: line, id: line.toLowerCase().replace(/\s+/g, '-'), depth: block[0], charIndex: at });
    lines.push(line);
    at += line.length + 1;
  }
  return { plainText: lines.join('\n'), toc };
}

const sample = pageText([
  'Intro text.',
  [2, 'Usage'],
  'Use it.',
  [3, 'With React'],
  'React text.',
  [4, 'Deep'],
  'Deep text.',
  [2, 'Options'],
  'Option text.',
]);

describe('sections', () => {
  it('finds the heading trail of a heading: its h2, h3 and itself', () => {
    expect(headingTrail(sample.toc, 2).map((h) => h.text)).toEqual(['Usage', 'With React', 'Deep']);
    expect(headingTrail(sample.toc, 3).map((h) => h.text)).toEqual(['Options']);
  });

  it('cuts a page at its headings, heading lines left out', () => {
    expect(splitSections(sample).map(({ trail, content }) => [trail.map((h) => h.text).join(' > '), content])).toEqual([
      ['', 'Intro text.'],
      ['Usage', 'Use it.'],
      ['Usage > With React', 'React text.'],
      ['Usage > With React > Deep', 'Deep text.'],
      ['Options', 'Option text.'],
    ]);
  });

  it('makes records with the specification fields, the title and description on the top one', () => {
    const records = pageRecords(
      { ...sample, routePath: '/guide/x', title: 'X', lang: 'en', description: 'About X.' },
      10,
    );
    expect(records).toHaveLength(5);
    expect(records[0]).toEqual({
      id: 10,
      routePath: '/guide/x',
      title: 'X',
      content: 'Intro text.',
      toc: [],
      domain: '',
      lang: 'en',
      description: 'About X.',
    });
    expect(records[2]).toEqual({
      id: 12,
      routePath: '/guide/x',
      title: 'X',
      content: 'React text.',
      toc: [
        { text: 'Usage', id: 'usage', depth: 2, charIndex: -1 },
        { text: 'With React', id: 'with-react', depth: 3, charIndex: -1 },
      ],
      domain: '',
      lang: 'en',
    });
  });

  it('reads a local record as one section and a remote page-level hit as many', () => {
    const local = pageRecords(
      { ...sample, routePath: '/guide/x', title: 'X', lang: 'en', description: '' },
      0,
    )[2] as SearchRecord;
    expect(sectionsOf(local).map((s) => [s.anchor, s.content])).toEqual([['with-react', 'React text.']]);
    const remote: SearchRecord = {
      id: 1,
      routePath: '/guide/x',
      title: 'X',
      content: sample.plainText,
      toc: sample.toc,
      domain: 'https://rsbuild.dev',
      lang: 'en',
      description: 'D',
    };
    const sections = sectionsOf(remote);
    expect(sections.map((s) => s.anchor)).toEqual(['', 'usage', 'with-react', 'deep', 'options']);
    expect(sections[0]?.description).toBe('D');
    expect(sections[1]?.description).toBe('');
  });
});

describe('shared snippets', () => {
  const snippet = pageText(['Snippet intro.', [2, 'From the snippet'], 'Snippet body.']);

  it('resolves an import against the page file', () => {
    expect(resolveEmbed('en/guide/start/quick-start.mdx', '../../shared/onExit.mdx')).toBe('en/shared/onExit.mdx');
  });

  it('puts the snippet text where it renders and shifts the outline after it', () => {
    const page = {
      ...pageText(['Intro.', [2, 'Before'], 'Text.', [2, 'After'], 'End.']),
      relativePath: 'en/guide/a.mdx',
    };
    const at = page.plainText.indexOf('After');
    const spliced = spliceEmbeds(
      page,
      [{ source: '../shared/s.mdx', charIndex: at }],
      new Map([['en/shared/s.mdx', snippet]]),
    );
    for (const item of spliced.toc)
      expect(spliced.plainText.slice(item.charIndex, item.charIndex + item.text.length)).toBe(item.text);
    expect(spliced.toc.map((h) => h.text)).toEqual(['Before', 'From the snippet', 'After']);
    expect(splitSections(spliced).map((s) => s.content)).toEqual([
      'Intro.',
      'Text.\nSnippet intro.',
      'Snippet body.',
      'End.',
    ]);
  });

  it('appends a snippet used at the very end, and ignores unknown ones', () => {
    const page = { ...pageText(['Only text.']), relativePath: 'en/a.mdx' };
    const spliced = spliceEmbeds(
      page,
      [
        { source: './shared/s.mdx', charIndex: page.plainText.length + 1 },
        { source: './shared/missing.mdx', charIndex: 0 },
      ],
      new Map([['en/shared/s.mdx', snippet]]),
    );
    expect(spliced.plainText).toBe(`Only text.\n${snippet.plainText}`);
  });

  it('indexes the snippet text with the pages that import it, not on its own, and leaves the home page out', () => {
    const records = recordsOf(enPages);
    const quickStart = records.filter((r) => r.routePath === '/guide/start/quick-start');
    expect(quickStart.map((r) => r.toc[r.toc.length - 1]?.text ?? r.title)).toEqual([
      'Quick Start',
      'Add a framework',
      'Node.js versions',
    ]);
    expect(quickStart[2]?.content).toContain('Node.js 16 or later');
    expect(records.some((r) => r.title === 'Requirements')).toBe(false);
    expect(records.some((r) => r.routePath === '/')).toBe(false);
    expect(records.map((r) => r.id)).toEqual(records.map((_, i) => i));
  });
});

describe('code blocks', () => {
  it('cuts whole lines out of a text and tells where offsets went', () => {
    const text = 'Intro.\nconst a = 1;\nMiddle.\nconst a = 1;\nEnd.';
    const cut = removeBlocks(text, ['const a = 1;', '  const a = 1;  ']);
    expect(cut.text).toBe('Intro.\nMiddle.\nEnd.');
    expect(cut.offset(text.indexOf('Middle'))).toBe(cut.text.indexOf('Middle'));
    expect(cut.offset(text.indexOf('End'))).toBe(cut.text.indexOf('End'));
    expect(cut.offset(text.indexOf('const'))).toBe(cut.text.indexOf('Middle'));
  });

  it('finds a block only as whole lines after the previous one, cuts one at the end, keeps one not found', () => {
    expect(removeBlocks('rsbuild dev starts it.\nrsbuild dev', ['rsbuild dev']).text).toBe('rsbuild dev starts it.');
    expect(removeBlocks('Text.\nnpm run dev', ['npm run dev', 'missing']).text).toBe('Text.');
    expect(removeBlocks('Only.', ['missing']).text).toBe('Only.');
  });

  it('leaves the code blocks of the MDX source out of the page text and moves the outline', () => {
    const source = [
      'Intro.',
      '',
      '```ts title="rsbuild.config.ts"',
      'export default { output: { minify: false } };',
      '```',
      '',
      '## Usage',
      '',
      'Text.',
    ].join('\n');
    const plainText = ['Intro.', 'export default { output: { minify: false } };', 'Usage', 'Text.'].join('\n');
    const page = withoutCode(
      { plainText, toc: [{ text: 'Usage', id: 'usage', depth: 2, charIndex: plainText.indexOf('Usage') }] },
      source,
    );
    expect(page.plainText).toBe('Intro.\nUsage\nText.');
    expect(page.toc[0]?.charIndex).toBe(page.plainText.indexOf('Usage'));
  });

  it('indexes a page without its code blocks, and CJK bigrams of the term list only', () => {
    const page = doc('zh', '/guide/x', '代理服务器', '转发代理请求。', [
      '使用代理转发请求，避免跨域。',
      { h: 2, text: '代理配置' },
      'const proxyTarget = 1;',
    ]);
    page.node.body = '使用代理转发请求，避免跨域。\n\n## 代理配置\n\n```js\nconst proxyTarget = 1;\n```\n';
    const records = localeRecords([page.node], () => []);
    expect(records.map((r) => r.content)).toEqual(['使用代理转发请求，避免跨域。', '']);
    // 代理 is in two of the title, description and heading; 转发 and 请求 in one only; 跨域 is a word of the synonym table.
    expect(records[0]?.terms).toBe('代理 跨域');
    expect(records.map((r) => r.terms).join(' ')).not.toMatch(/proxytarget|const/);
  });
});

describe('records reused from an earlier run', () => {
  const nodes = enPages.map((page) => page.node);
  const embedsOf = () => [];
  const emptyMemo = (): RecordMemo => ({
    key: (source) => `k${source.length}:${source}`,
    pages: new Map(),
    terms: new Map(),
    termList: '',
  });

  it('are the records made afresh, and the memo holds what the run made', () => {
    const memo = emptyMemo();
    const fresh = localeRecords(nodes, embedsOf);
    expect(localeRecords(nodes, embedsOf, memo)).toEqual(fresh);
    expect(memo.pages.size).toBe(new Set(fresh.map((record) => record.routePath)).size);
    expect(localeRecords(nodes, embedsOf, memo)).toEqual(fresh);
  });

  it('are taken for an unchanged page, and made again for a changed one', () => {
    const memo = emptyMemo();
    localeRecords(nodes, embedsOf, memo);
    // What the memo holds is used as it is: a marked record shows it was not made again.
    for (const records of memo.pages.values()) for (const record of records) record.content = `kept ${record.content}`;
    memo.terms = new Map([...memo.terms].map(([content, terms]) => [`kept ${content}`, terms]));
    const first = nodes[0]!;
    const edited = {
      ...first,
      body: `${first.body}\nAn added sentence.`,
      fields: { ...first.fields, plainText: `${first.fields.plainText}\nAn added sentence.` },
    };
    const records = localeRecords([edited, ...nodes.slice(1)], embedsOf, memo);
    const ofEdited = records.filter((record) => record.routePath === edited.fields.routePath);
    const ofOthers = records.filter((record) => record.routePath !== edited.fields.routePath);
    expect(ofEdited.some((record) => record.content.includes('An added sentence.'))).toBe(true);
    expect(ofEdited.every((record) => !record.content.startsWith('kept '))).toBe(true);
    expect(ofOthers.every((record) => record.content.startsWith('kept '))).toBe(true);
    expect(records.map((record) => record.id)).toEqual(records.map((_, index) => index));
  });

  it('keep their index terms unless the term list changed in a term they hold', () => {
    const zhNodes = zhPages.map((page) => page.node);
    const fresh = localeRecords(zhNodes, embedsOf);
    const memo = emptyMemo();
    localeRecords(zhNodes, embedsOf, memo);
    const stale = () => (memo.terms = new Map([...memo.terms].map(([content]) => [content, 'stale'])));
    // The term list differs from the memo's only where the pages do: a page the memo does not hold.
    const forgetAPage = () => memo.pages.delete([...memo.pages.keys()][0] ?? '');
    stale();
    expect(localeRecords(zhNodes, embedsOf, memo).every((record) => record.terms === 'stale')).toBe(true);
    // One term left the list since the memo was made: the records holding it are indexed again.
    const term = memo.termList.split(' ').find((t) => fresh.some((r) => r.content.includes(t)));
    expect(term).toBeDefined();
    stale();
    forgetAPage();
    memo.termList = memo.termList
      .split(' ')
      .filter((t) => t !== term)
      .join(' ');
    const records = localeRecords(zhNodes, embedsOf, memo);
    records.forEach((record, i) =>
      expect(record.terms).toBe(record.content.includes(term ?? '') ? fresh[i]?.terms : 'stale'),
    );
    // A list changed beyond comparing (or none stored) has every record indexed again.
    stale();
    forgetAPage();
    memo.termList = Array.from({ length: 300 }, (_, i) => `t${i}`).join(' ');
    expect(localeRecords(zhNodes, embedsOf, memo)).toEqual(fresh);
  });

  it('take the term list of a run over the same pages instead of reading every page for it again', () => {
    const zhNodes = zhPages.map((page) => page.node);
    const memo = emptyMemo();
    localeRecords(zhNodes, embedsOf, memo);
    // A mark in the stored list shows it was taken as it is.
    memo.termList = `${memo.termList} zzmark`;
    localeRecords(zhNodes, embedsOf, memo);
    expect(memo.termList.split(' ')).toContain('zzmark');
    // With one page changed, the list is made from the pages again.
    memo.pages.delete([...memo.pages.keys()][0] ?? '');
    localeRecords(zhNodes, embedsOf, memo);
    expect(memo.termList.split(' ')).not.toContain('zzmark');
  });
});
