import { buildLocaleIndex } from '../../../gatsby/search-index';
import { STORED_FIELDS, type FlexSearchExport } from '../../../src/core/search-index-file';
import { enPages, recordsOf } from '../lib/search-corpus';

describe('buildLocaleIndex', () => {
  const records = recordsOf(enPages);
  const { index, store } = buildLocaleIndex(records);
  const postings = (JSON.parse(index) as FlexSearchExport)[0][0] ?? {};

  it('files every term of a record under its id, and nothing else', () => {
    for (const record of records) {
      for (const term of record.terms.split(' ').filter(Boolean)) expect(postings[term]).toContain(record.id);
    }
    const terms = new Set(records.flatMap((record) => record.terms.split(' ')));
    expect(Object.keys(postings).filter((word) => !terms.has(word))).toEqual([]);
  });

  it('indexes the values only: no field name becomes a word', () => {
    expect(records.some((record) => record.terms.split(' ').includes('terms'))).toBe(false);
    expect(postings.terms).toBeUndefined();
  });

  it('stores each record by id with the stored fields it has, without its terms', () => {
    expect(Object.keys(store)).toEqual(records.map((record) => String(record.id)));
    for (const record of records) {
      const stored = store[String(record.id)] as unknown as Record<string, unknown>;
      expect(Object.keys(stored)).toEqual(STORED_FIELDS.filter((field) => field in record));
      expect(stored.terms).toBeUndefined();
      expect(stored.content).toBe(record.content);
    }
    // A description only on the top section of a page that has one.
    expect(
      records.filter((record) => 'description' in store[String(record.id)]!).every((r) => r.toc.length === 0),
    ).toBe(true);
  });
});
