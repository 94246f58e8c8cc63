/**
 * The static search index file of one locale: `static/search_index.<lang>.<hash>.json`,
 * written at build time and fetched by the browser the first time search opens. It holds
 * the FlexSearch export, the records (what results show) and the vocabulary (for prefix and
 * typo expansion), all computed once at build time.
 */
import type { SearchRecord } from './search-records';
import type { Vocabulary } from './search-rank';
import { isCjk } from './search-tokenizer';

export const SEARCH_INDEX_NAME = 'search_index';
export const SEARCH_INDEX_FORMAT = 1;

export function indexFileName(lang: string, hash: string): string {
  return `${SEARCH_INDEX_NAME}.${lang}.${hash}.json`;
}

/** Whether a file name is an index file of the locale (any hash). */
export function isIndexFileOf(fileName: string, lang: string): boolean {
  return fileName.startsWith(`${SEARCH_INDEX_NAME}.${lang}.`) && fileName.endsWith('.json');
}

/** gatsby-plugin-local-search's node type for an index name (`search_index_en` → `LocalSearchSearchIndexEn`). */
export function localSearchNodeType(indexName: string): string {
  return `LocalSearch${indexName
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('')}`;
}

/**
 * What gatsby-plugin-local-search indexes of a record (as the values of a JSON object: the
 * tokenizer skips the names) and what it stores for results.
 */
export const INDEXED_FIELDS = ['heading', 'description', 'content'];
export const STORED_FIELDS = ['id', 'routePath', 'title', 'content', 'toc', 'domain', 'lang', 'description'];

export function pluginIndexName(lang: string): string {
  return `${SEARCH_INDEX_NAME}_${lang}`;
}

/** FlexSearch 0.6's export of a plain index: [map per resolution slot, context map, ids]. */
export type FlexSearchExport = [Record<string, (number | string)[]>[], Record<string, unknown>, string[]];

export interface SearchIndexFile {
  format: typeof SEARCH_INDEX_FORMAT;
  lang: string;
  index: FlexSearchExport;
  /** Records by id: `records[id].id === id`. */
  records: SearchRecord[];
  vocabulary: Vocabulary;
}

/** The words of the index outside CJK (those prefix and typo expansion apply to), sorted, with record counts. */
export function vocabularyOf(index: FlexSearchExport): Vocabulary {
  const counts = new Map<string, number>();
  for (const slot of index[0]) {
    for (const [word, ids] of Object.entries(slot)) {
      const first = word.codePointAt(0) ?? 0;
      if (isCjk(first)) continue;
      counts.set(word, (counts.get(word) ?? 0) + ids.length);
    }
  }
  const words = [...counts.keys()].sort();
  return { words, counts: words.map((word) => counts.get(word) ?? 0) };
}

/** The file of a locale from the plugin's index (a JSON string) and store. */
export function buildIndexFile(lang: string, exported: string, store: Record<string, SearchRecord>): SearchIndexFile {
  const index = JSON.parse(exported) as FlexSearchExport;
  const records = Object.values(store).sort((a, b) => Number(a.id) - Number(b.id));
  records.forEach((record, position) => {
    if (record.id !== position) throw new Error(`Search record ids must run from 0 without gaps: found ${String(record.id)} at ${position}`);
  });
  return { format: SEARCH_INDEX_FORMAT, lang, index, records, vocabulary: vocabularyOf(index) };
}

/** Checks what the browser fetched before using it. */
export function readIndexFile(value: unknown, lang: string): SearchIndexFile {
  const file = value as Partial<SearchIndexFile> | null;
  if (
    !file ||
    file.format !== SEARCH_INDEX_FORMAT ||
    file.lang !== lang ||
    !Array.isArray(file.index) ||
    !Array.isArray(file.records) ||
    !file.vocabulary ||
    !Array.isArray(file.vocabulary.words) ||
    !Array.isArray(file.vocabulary.counts)
  ) {
    throw new Error(`Not a search index of "${lang}"`);
  }
  return file as SearchIndexFile;
}
