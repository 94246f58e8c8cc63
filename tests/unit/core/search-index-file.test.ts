import {
  buildSearchFiles,
  compactPostings,
  decodePostings,
  decodeWords,
  encodePostings,
  encodeWords,
  headingTrails,
  indexFileBody,
  indexFilePath,
  pagesOf,
  plainAnchor,
  readIndexFile,
  readPageText,
  textFolder,
  textFolderFromIndex,
  type FlexSearchExport,
  type IndexFileBody,
} from '../../../src/core/search-index-file';
import type { SearchRecord } from '../../../src/core/search-records';

function record(
  id: number,
  routePath: string,
  content: string,
  trail: [string, string, number][] = [],
  description?: string,
): SearchRecord {
  return {
    id,
    routePath,
    title: routePath === '/a' ? 'Page A' : 'server.proxy',
    content,
    toc: trail.map(([text, anchor, depth]) => ({ text, id: anchor, depth, charIndex: -1 })),
    domain: '',
    lang: 'en',
    ...(description ? { description } : {}),
  };
}

const store: Record<string, SearchRecord> = Object.fromEntries(
  [
    record(0, '/a', 'Intro of A.', [], 'About A.'),
    record(1, '/a', 'Usage text.', [['Usage', 'usage', 2]]),
    record(2, '/a', 'React text.', [
      ['Usage', 'usage', 2],
      ['With React', 'with-react', 3],
    ]),
    // A repeated heading's anchor, which is not its plain one.
    record(3, '/a', 'Options text.', [['Options', 'options-1', 2]]),
    record(4, '/b', 'Forward requests.'),
  ].map((r) => [String(r.id), r]),
);

/** Characters of no reading and no Traditional form: these tests index English text. */
const NO_CHAR_FACTS = { readings: () => [], traditional: () => [] };

const exported: FlexSearchExport = [[{ usage: [1], react: [2, 0], forward: [4], empty: [] }], {}, [0, 1, 2, 3, 4]];

describe('postings', () => {
  it('writes sorted ids as gaps, five bits per character', () => {
    expect(encodePostings([0, 1, 2, 40])).toBe('AAAlB');
    expect(decodePostings('AAAlB')).toEqual([0, 1, 2, 40]);
    expect(encodePostings([40, 2, 2, 0, 1])).toBe('AAAlB');
    expect(encodePostings([])).toBe('');
  });

  it('round-trips large and dense lists', () => {
    const ids = [5, 6, 7, 31, 32, 33, 1000, 1001, 40000, 1048576];
    expect(decodePostings(encodePostings(ids))).toEqual(ids);
    const dense = Array.from({ length: 1600 }, (_, i) => i);
    expect(encodePostings(dense)).toBe('A'.repeat(1600));
  });

  it('refuses what it never writes', () => {
    expect(() => encodePostings([-1])).toThrow();
    expect(() => encodePostings([1.5])).toThrow();
    expect(() => decodePostings('A*')).toThrow();
    expect(() => decodePostings('Al')).toThrow('inside a number');
  });
});

describe('words', () => {
  it('front-codes sorted words', () => {
    expect(encodeWords(['output', 'outputs', 'proxy'])).toBe('0output\n6s\n0proxy');
    expect(decodeWords('0output\n6s\n0proxy')).toEqual(['output', 'outputs', 'proxy']);
    expect(decodeWords('')).toEqual([]);
  });

  it('shares at most 35 characters, and refuses a line sharing more than the word before has', () => {
    const long = 'a'.repeat(40);
    const words = [long, `${long}b`, '代理', '代码'];
    expect(encodeWords(words).split('\n')[1]).toBe(`z${'a'.repeat(5)}b`);
    expect(decodeWords(encodeWords(words))).toEqual(words);
    expect(() => decodeWords('3abc')).toThrow();
  });
});

describe('the files of a locale', () => {
  it('groups the records by page, each page starting with its top section', () => {
    expect(pagesOf(store).map((page) => page.map((r) => r.id))).toEqual([[0, 1, 2, 3], [4]]);
    expect(() => pagesOf({ 0: record(0, '/a', ''), 2: record(2, '/a', '') })).toThrow('without gaps');
    expect(() => pagesOf({ 0: record(0, '/a', '', [['Usage', 'usage', 2]]) })).toThrow('must be its top');
  });

  it('keeps the words FlexSearch holds, sorted, with their postings', () => {
    const { words, postings } = compactPostings(exported);
    expect(decodeWords(words)).toEqual(['forward', 'react', 'usage']);
    expect(postings.split(' ').map(decodePostings)).toEqual([[4], [0, 2], [1]]);
    expect(() => compactPostings([[{ 'two words': [1] }], {}, [1]])).toThrow('whitespace');
  });

  it('makes a page table with outlines and one text file per page, named by its hash', () => {
    const hash = (body: string) => body.length.toString(16);
    const phrasings = (route: string) => (route === '/b' ? ['forward api calls', 'dev server proxy'] : []);
    const { index, texts } = buildSearchFiles('en', JSON.stringify(exported), store, hash, NO_CHAR_FACTS, phrasings);
    expect(index.pages).toEqual([
      [
        '/a',
        'Page A',
        'About A.',
        hash(JSON.stringify(['Intro of A.', 'Usage text.', 'React text.', 'Options text.'])),
        [
          ['Usage', '', 2],
          ['With React', '', 3],
          ['Options', 'options-1', 2],
        ],
        '',
        '',
      ],
      [
        '/b',
        'server.proxy',
        '',
        hash(JSON.stringify(['Forward requests.'])),
        [],
        '',
        'forward api calls, dev server proxy',
      ],
    ]);
    expect([...texts.values()].map((body) => JSON.parse(body) as string[])).toEqual([
      ['Intro of A.', 'Usage text.', 'React text.', 'Options text.'],
      ['Forward requests.'],
    ]);
    expect(index.text).toBe('../static/search_text/en/');
    expect(JSON.stringify(index)).not.toContain('Usage text.');
  });

  it('stores an anchor only where it is not the plain one of its heading', () => {
    expect(plainAnchor('With React')).toBe('with-react');
    expect(plainAnchor("What's new in output.distPath?")).toBe('whats-new-in-outputdistpath');
    expect(plainAnchor('配置 CSS Modules')).toBe('配置-css-modules');
    const trails = headingTrails([
      ['Usage', '', 2],
      ['With React', '', 3],
      ['Usage', 'usage-1', 2],
    ]);
    expect(trails.map((trail) => trail.map((item) => item.id))).toEqual([
      ['usage'],
      ['usage', 'with-react'],
      ['usage-1'],
    ]);
  });

  it('reads the trails of an outline from its depths: each heading is under the nearest shallower one above', () => {
    const trails = headingTrails([
      ['Usage', 'usage', 2],
      ['With React', 'with-react', 3],
      ['Deep', 'deep', 4],
      ['Skipped a level', 'skipped', 4],
      ['With Vue', 'with-vue', 3],
      ['Options', 'options', 2],
      ['Straight to four', 'four', 4],
    ]);
    expect(trails.map((trail) => trail.map((item) => item.id))).toEqual([
      ['usage'],
      ['usage', 'with-react'],
      ['usage', 'with-react', 'deep'],
      ['usage', 'with-react', 'skipped'],
      ['usage', 'with-vue'],
      ['options'],
      ['options', 'four'],
    ]);
  });

  it('refuses a page whose heading trails its depths do not imply, naming the page and the heading', () => {
    const misplaced = Object.fromEntries(
      [
        record(0, '/a', 'Intro.'),
        record(1, '/a', 'Usage text.', [['Usage', 'usage', 2]]),
        // Under Usage by its depth, but its trail says it stands alone.
        record(2, '/a', 'React text.', [['With React', 'with-react', 3]]),
      ].map((r) => [String(r.id), r]),
    );
    const exportedA: FlexSearchExport = [[{ usage: [1] }], {}, [0, 1, 2]];
    expect(() => buildSearchFiles('en', JSON.stringify(exportedA), misplaced, () => 'ab', NO_CHAR_FACTS)).toThrow(
      /\/a puts "With React" under ""/,
    );
  });

  it('puts the index at a fixed path per language, and names its page texts relative to it', () => {
    expect(indexFilePath('zh')).toBe('search-index/zh.json');
    expect(textFolder('zh')).toBe('static/search_text/zh/');
    expect(textFolderFromIndex('zh')).toBe('../static/search_text/zh/');
    const site = new URL('https://rsbuild.dev/docs/');
    const indexUrl = new URL(indexFilePath('zh'), site);
    expect(new URL(textFolderFromIndex('zh'), indexUrl).href).toBe(new URL(textFolder('zh'), site).href);
    expect(buildSearchFiles('zh', JSON.stringify(exported), store, () => 'abcd1234', NO_CHAR_FACTS).index.text).toBe(
      textFolderFromIndex('zh'),
    );
  });
});

describe('reading what the browser fetched', () => {
  const { index } = buildSearchFiles('en', JSON.stringify(exported), store, () => 'abcd1234', NO_CHAR_FACTS);
  const json = JSON.parse(indexFileBody(index)) as IndexFileBody;
  const withPages = (pages: Partial<IndexFileBody['pages']>) => ({ ...json, pages: { ...json.pages, ...pages } });

  it('writes the page table in columns and reads it back as rows', () => {
    expect(json.pages.routes).toEqual(['/a', '/b']);
    expect(json.pages.headings).toEqual([['Usage', 'With React', 'Options'], []]);
    expect(json.pages.ids).toEqual(['\n\noptions-1', '']);
    expect(json.pages.depths).toEqual(['232', '']);
    expect(readIndexFile(json, 'en')).toEqual(index);
  });

  it('reads the outline back as the depths give it', () => {
    const headings = ['One', 'Two', 'Three', 'Four', 'Five'].map((text) => [text]);
    const read = readIndexFile(
      withPages({
        routes: ['/a'],
        titles: [''],
        descriptions: [''],
        texts: ['ab'],
        headings: [headings.flat()],
        ids: ['\n\n\n\n'],
        depths: ['23432'],
        glosses: [''],
        phrasings: [''],
      }),
      'en',
    );
    expect(headingTrails(read.pages[0]?.[4] ?? []).map((trail) => trail.map((item) => item.text))).toEqual([
      ['One'],
      ['One', 'Two'],
      ['One', 'Two', 'Three'],
      ['One', 'Four'],
      ['Five'],
    ]);
  });

  it('refuses to write an outline its columns cannot carry', () => {
    const page = index.pages[0];
    if (!page) throw new Error('no page');
    const withNewline: typeof page = [...page];
    withNewline[4] = [['Usage', 'usage\nbad', 2]];
    expect(() => indexFileBody({ ...index, pages: [withNewline] })).toThrow('/a');
    const tooDeep: typeof page = [...page];
    tooDeep[4] = [['Usage', '', 10]];
    expect(() => indexFileBody({ ...index, pages: [tooDeep] })).toThrow('/a');
  });

  it('accepts the index of its language and nothing else', () => {
    expect(() => readIndexFile(json, 'zh')).toThrow();
    expect(() => readIndexFile({ ...json, format: 3 }, 'en')).toThrow();
    expect(() => readIndexFile({ ...json, sounds: undefined }, 'en')).toThrow();
    expect(() => readIndexFile({ ...json, commonSounds: undefined }, 'en')).toThrow();
    expect(() => readIndexFile({ ...json, simplified: undefined }, 'en')).toThrow();
    expect(() => readIndexFile({ ...json, postings: `${json.postings} A` }, 'en')).toThrow();
    expect(() => readIndexFile(withPages({ routes: ['no-slash', '/b'] }), 'en')).toThrow();
    expect(() => readIndexFile(withPages({ texts: ['<script>', 'abcd1234'] }), 'en')).toThrow();
    expect(() => readIndexFile(withPages({ titles: ['Page A'] }), 'en')).toThrow();
    expect(() => readIndexFile(withPages({ depths: ['23', ''] }), 'en')).toThrow();
    expect(() => readIndexFile(withPages({ depths: ['2x2', ''] }), 'en')).toThrow();
    expect(() => readIndexFile(withPages({ ids: ['options-1', ''] }), 'en')).toThrow();
    expect(() => readIndexFile({ ...json, pages: [] }, 'en')).toThrow();
    expect(() => readIndexFile(null, 'en')).toThrow();
  });

  it('accepts a page text with one string per section only', () => {
    expect(readPageText(['a', 'b'], 2)).toEqual(['a', 'b']);
    expect(readPageText(['a'], 2)).toBeNull();
    expect(readPageText(['a', 3], 2)).toBeNull();
    expect(readPageText({ 0: 'a' }, 1)).toBeNull();
  });
});
