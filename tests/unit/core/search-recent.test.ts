import {
  addRecent,
  MAX_RECENT,
  readRecent,
  recentKey,
  removeRecent,
  writeRecent,
} from '../../../src/core/search-recent';

const item = (n: number) => ({ link: `/config/page-${n}#part`, title: `Page ${n}`, heading: n % 2 ? 'Part' : '' });

describe('recent searches', () => {
  it('keeps the last opened results first, each once, at most five', () => {
    let items = [item(1)];
    for (let n = 2; n <= 7; n += 1) items = addRecent(items, item(n));
    expect(items.map((i) => i.title)).toEqual(['Page 7', 'Page 6', 'Page 5', 'Page 4', 'Page 3']);
    expect(MAX_RECENT).toBe(5);
    items = addRecent(items, item(4));
    expect(items.map((i) => i.title)).toEqual(['Page 4', 'Page 7', 'Page 6', 'Page 5', 'Page 3']);
    expect(removeRecent(items, item(6).link).map((i) => i.title)).toEqual(['Page 4', 'Page 7', 'Page 5', 'Page 3']);
  });

  it('reads back what it writes', () => {
    const items = [item(1), item(2)];
    expect(readRecent(writeRecent(items))).toEqual(items);
  });

  it('ignores a missing, broken or foreign stored value', () => {
    for (const stored of [null, '', '{', 'null', '42', '"text"', '{"link":"/a"}', '[1, "x", null]'])
      expect(readRecent(stored)).toEqual([]);
    // Entries of another shape, or leading elsewhere, are dropped; the rest is kept.
    const mixed = JSON.stringify([
      { link: 'https://example.com/', title: 'Elsewhere' },
      { link: '//example.com/', title: 'Elsewhere' },
      // Browsers read a backslash as a slash, and drop tabs and line breaks, in a URL.
      { link: '/\\example.com/', title: 'Elsewhere' },
      { link: '/\t/example.com/', title: 'Elsewhere' },
      { link: 'javascript:alert(1)', title: 'Script' },
      { link: '/guide/', title: '' },
      { link: '/guide/start/', title: 'Introduction', heading: 3 },
      { link: '/guide/start/', title: 'Introduction' },
    ]);
    expect(readRecent(mixed)).toEqual([{ link: '/guide/start/', title: 'Introduction', heading: '' }]);
    expect(readRecent(JSON.stringify(Array.from({ length: 20 }, (_, n) => item(n))))).toHaveLength(MAX_RECENT);
  });

  it('keeps each locale apart', () => {
    expect(recentKey('en')).not.toBe(recentKey('zh'));
  });
});
