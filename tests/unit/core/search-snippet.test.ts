import {
  charWidth,
  collapseWhitespace,
  cutSnippet,
  findTerm,
  foldWithMap,
  highlight,
  matchRanges,
  snippet,
  textWidth,
  toSegments,
  type Segment,
} from '../../../src/core/search-snippet';

const text = (segments: Segment[]) => segments.map((s) => s.text).join('');
const marked = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);

describe('width weighting', () => {
  it('weighs wide characters 3 and others 1', () => {
    expect(charWidth('a')).toBe(1);
    expect(charWidth('é')).toBe(1);
    expect(charWidth('中')).toBe(3);
    expect(charWidth('🚀')).toBe(3);
    expect(textWidth('ab中文')).toBe(8);
    expect(textWidth('🚀🚀')).toBe(6);
  });
});

describe('matching', () => {
  it('maps folded offsets back to the original text', () => {
    const folded = foldWithMap('Ｃafé ÜBER');
    expect(folded.folded).toBe('cafe uber');
    expect(findTerm(folded, 'uber')).toEqual([{ start: 5, end: 9 }]);
    expect(findTerm(folded, 'ca')).toEqual([{ start: 0, end: 2 }]);
  });

  it('puts word starts before matches inside words', () => {
    const ranges = findTerm(foldWithMap('assetPrefix and prefix'), 'prefix');
    expect(ranges).toEqual([
      { start: 16, end: 22 },
      { start: 5, end: 11 },
    ]);
  });

  it('merges overlapping matches (CJK bigrams) into one mark', () => {
    expect(matchRanges('读取环境变量的值', ['环境', '境变', '变量'])).toEqual([{ start: 2, end: 6 }]);
    expect(marked(highlight('读取环境变量的值', ['环境', '境变', '变量']))).toEqual(['环境变量']);
  });

  it('never reads a term as a pattern', () => {
    expect(highlight('a.*b (c) [d]', ['.*', '(c)', '['])).toEqual([
      { text: 'a', match: false },
      { text: '.*', match: true },
      { text: 'b ', match: false },
      { text: '(c)', match: true },
      { text: ' ', match: false },
      { text: '[', match: true },
      { text: 'd]', match: false },
    ]);
  });

  it('keeps markup as text', () => {
    expect(highlight('<img src=x onerror=alert(1)>', ['img'])).toEqual([
      { text: '<', match: false },
      { text: 'img', match: true },
      { text: ' src=x onerror=alert(1)>', match: false },
    ]);
  });

  it('cuts text into marked and plain pieces', () => {
    expect(toSegments('hello world', [{ start: 6, end: 11 }])).toEqual([
      { text: 'hello ', match: false },
      { text: 'world', match: true },
    ]);
    expect(toSegments('abc', [])).toEqual([{ text: 'abc', match: false }]);
  });
});

describe('snippet cutting', () => {
  const long = `${'alpha '.repeat(40)}the minify option ${'omega '.repeat(40)}`;

  it('centres about 100 characters of width around the match, at word edges, with ellipses', () => {
    const segments = snippet(long, ['minify']);
    expect(marked(segments)).toEqual(['minify']);
    const shown = text(segments);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    const body = shown.slice(1, -1).trim();
    expect(textWidth(body)).toBeLessThanOrEqual(100);
    expect(textWidth(body)).toBeGreaterThan(85);
    expect(body.split(' ').every((word) => ['alpha', 'the', 'minify', 'option', 'omega', ''].includes(word))).toBe(
      true,
    );
    const at = shown.indexOf('minify');
    expect(Math.abs(at - (shown.length - at - 6))).toBeLessThan(16);
  });

  it('counts wide characters three times: about a third as many CJK characters', () => {
    const cjk = `${'甲'.repeat(60)}环境变量${'乙'.repeat(60)}`;
    const shown = text(snippet(cjk, ['环境', '变量']));
    const body = shown.replace(/…/g, '');
    expect(textWidth(body)).toBeLessThanOrEqual(100);
    expect(body.length).toBeGreaterThanOrEqual(30);
    expect(body.length).toBeLessThanOrEqual(34);
    expect(body).toContain('环境变量');
  });

  it('gives the unused width of one side to the other', () => {
    const start = text(snippet(`minify ${'word '.repeat(50)}`, ['minify']));
    expect(start.startsWith('minify')).toBe(true);
    expect(textWidth(start.replace('…', ''))).toBeGreaterThan(90);
    const end = text(snippet(`${'word '.repeat(50)}minify`, ['minify']));
    expect(end.endsWith('minify')).toBe(true);
    expect(end.startsWith('…')).toBe(true);
  });

  it('shows short text whole, without ellipses, with whitespace collapsed', () => {
    expect(snippet('Set  the\nminify option.', ['minify'])).toEqual([
      { text: 'Set the ', match: false },
      { text: 'minify', match: true },
      { text: ' option.', match: false },
    ]);
  });

  it('starts at the beginning when no term occurs', () => {
    expect(text(snippet('Nothing to see here.', ['absent']))).toBe('Nothing to see here.');
  });

  it('never splits a surrogate pair', () => {
    const emoji = `${'🚀'.repeat(40)}x${'🔥'.repeat(40)}`;
    const shown = text(cutSnippet(emoji, { start: 80, end: 81 }, [{ start: 80, end: 81 }]));
    expect(shown).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect(shown).toContain('x');
  });

  it('handles a very long match and very long text', () => {
    const segments = snippet('q'.repeat(10000), ['q'.repeat(10000)]);
    expect(textWidth(text(segments).replace('…', ''))).toBeLessThanOrEqual(100);
  });

  it('collapses whitespace across pieces', () => {
    expect(
      collapseWhitespace([
        { text: ' a ', match: false },
        { text: ' b', match: true },
      ]),
    ).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
    ]);
  });
});
