/**
 * The search index of one locale, made with FlexSearch 0.6 from the locale's records
 * (src/core/search-records.ts): each record is added under its id as the JSON of its indexed
 * fields (its `terms`; the tokenizer skips the names), with the site's engine options
 * (src/core/search-tokenizer.ts), and exported as FlexSearch writes it. The store keeps the
 * fields the static files are made of (src/core/search-index-file.ts).
 */
import FlexSearch from 'flexsearch';
import { INDEXED_FIELDS, STORED_FIELDS } from '../src/core/search-index-file';
import type { IndexedRecord, SearchRecord } from '../src/core/search-records';
import { SEARCH_ENGINE_OPTIONS } from '../src/core/search-tokenizer';

/** The part of FlexSearch 0.6 used here (its bundled typings describe the async variant). */
interface FlexIndex {
  add(id: number | string, text: string): void;
  export(): string;
}

const createFlexIndex = (FlexSearch as unknown as { create(options: object): FlexIndex }).create;

export interface LocaleIndex {
  /** FlexSearch's export: a JSON string. */
  index: string;
  /** The records by id, with their stored fields. */
  store: Record<string, SearchRecord>;
}

/** The fields of a record among `fields`, in that order; a field the record lacks stays out. */
function pick(record: IndexedRecord, fields: readonly string[]): Record<string, unknown> {
  const values = record as unknown as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => field in values).map((field) => [field, values[field]]));
}

export function buildLocaleIndex(records: readonly IndexedRecord[]): LocaleIndex {
  const engine = createFlexIndex(SEARCH_ENGINE_OPTIONS);
  const store: Record<string, SearchRecord> = {};
  for (const record of records) {
    engine.add(record.id, JSON.stringify(pick(record, INDEXED_FIELDS)));
    store[String(record.id)] = pick(record, STORED_FIELDS) as unknown as SearchRecord;
  }
  return { index: engine.export(), store };
}
