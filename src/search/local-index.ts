/**
 * The local search index in memory: the static file of one locale imported into FlexSearch
 * with the options it was built with. Loaded once per URL and kept for the whole visit.
 */
import FlexSearch from 'flexsearch';
import { readIndexFile, type SearchIndexFile } from '../core/search-index-file';
import { rankIndex, TokenMemo, type IndexSource, type RankedPage, type Vocabulary } from '../core/search-rank';
import type { SearchRecord } from '../core/search-records';
import { SEARCH_ENGINE_OPTIONS } from '../core/search-tokenizer';

/** The part of FlexSearch 0.6 used here (its bundled typings describe the async variant). */
interface FlexIndex {
  search(query: string, limit: number): (number | string)[];
  import(payload: unknown, config: { serialize: boolean }): void;
}

const createFlexIndex = (FlexSearch as unknown as { create(options: object): FlexIndex }).create;

export class LocalIndex implements IndexSource {
  readonly size: number;
  readonly vocabulary: Vocabulary;
  readonly #engine: FlexIndex;
  readonly #records: readonly SearchRecord[];
  readonly #memo = new TokenMemo();

  constructor(file: SearchIndexFile) {
    this.#engine = createFlexIndex(SEARCH_ENGINE_OPTIONS);
    this.#engine.import(file.index, { serialize: false });
    this.#records = file.records;
    this.size = file.records.length;
    this.vocabulary = file.vocabulary;
  }

  lookup(token: string): readonly (number | string)[] {
    return this.#engine.search(token, this.size || 1);
  }

  record(id: number | string): SearchRecord | undefined {
    return this.#records[Number(id)];
  }

  rank(query: string): RankedPage[] {
    return rankIndex(this, query, this.#memo);
  }
}

const loading = new Map<string, Promise<LocalIndex>>();
const loaded = new Map<string, LocalIndex>();

/** Fetches and imports a locale's index once; a failed load is forgotten so a later opening retries. */
export function loadLocalIndex(url: string, lang: string): Promise<LocalIndex> {
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The search index answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) => {
        const index = new LocalIndex(readIndexFile(json, lang));
        loaded.set(url, index);
        return index;
      });
    pending.catch(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/** The index at the URL when it is already in memory. */
export function loadedIndex(url: string): LocalIndex | undefined {
  return loaded.get(url);
}
