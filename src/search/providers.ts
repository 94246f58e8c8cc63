/**
 * Where results come from: the local index of the page's locale, or the remote search API.
 * Both answer a query with result lists per index (src/core/search-results.ts), and time each
 * query in the browser's performance timeline (`search:query`, and `search:recheck` for the
 * check of the first pages against their texts; read by `npm run bench:search`).
 */
import { rankHits } from '../core/search-rank';
import { readRemoteResponse, remoteSearchUrl } from '../core/search-remote';
import { shownRoutes, toResultGroups, withSectionTexts, type IndexResults } from '../core/search-results';
import { loadedIndex, loadLocalIndex } from './local-index';

/** The name of the local index in result lists. */
export const LOCAL_INDEX = 'local';

export interface SearchProvider {
  /** True when a search needs no loading first. */
  isReady(): boolean;
  /** Resolves when the provider can search; rejects when its index cannot be loaded. */
  load(): Promise<void>;
  /**
   * Answers a query. A provider that completes its answer later (the local index, fetching the
   * texts of the pages shown for their snippets) calls `update` with the completed results.
   */
  search(query: string, update?: (results: IndexResults[]) => void): Promise<IndexResults[]>;
}

/** Records how long a step of a query took in the performance timeline, where the browser supports it. */
function recordTiming(name: string, query: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now(), detail: { query: query.slice(0, 100) } });
  } catch {
    // Browsers without User Timing Level 3 only lose the measurement.
  }
}

function timed<T>(name: 'search:query' | 'search:recheck', query: string, run: () => T): T {
  const start = performance.now();
  try {
    return run();
  } finally {
    recordTiming(name, query, start);
  }
}

export function localProvider(url: string, lang: string, limit: number): SearchProvider {
  return {
    isReady: () => loadedIndex(url) !== undefined,
    load: () => loadLocalIndex(url, lang).then(() => undefined),
    search: async (query, update) => {
      const index = await loadLocalIndex(url, lang);
      const { ranking, groups } = timed('search:query', query, () => {
        const ranked = index.ranking(query);
        return { ranking: ranked, groups: toResultGroups(ranked.pages, limit) };
      });
      const { leftOut } = ranking;
      const routes = shownRoutes(groups);
      // With the texts of the pages shown, the first are checked against them and get their snippets.
      const withTexts = (texts: ReadonlyMap<string, readonly string[]>): IndexResults => {
        const pages = timed('search:recheck', query, () => index.rechecked(ranking, routes.length));
        return { index: LOCAL_INDEX, groups: toResultGroups(withSectionTexts(pages, texts), limit), leftOut };
      };
      const known = index.loadedTexts(routes);
      if (known.size === routes.length) return [withTexts(known)];
      // Titles and headings show at once; the snippets follow with the texts of the pages shown.
      void index.pageTexts(routes).then((texts) => {
        if (texts.size > 0) update?.([withTexts(texts)]);
      });
      return [{ index: LOCAL_INDEX, groups, leftOut }];
    },
  };
}

export interface RemoteSettings {
  apiUrl: string;
  searchIndexes: readonly string[];
}

export function remoteProvider({ apiUrl, searchIndexes }: RemoteSettings, lang: string, limit: number): SearchProvider {
  return {
    isReady: () => true,
    load: () => Promise.resolve(),
    search: async (query) => {
      const start = performance.now();
      try {
        const response = await fetch(remoteSearchUrl(apiUrl, { keyword: query, limit, searchIndexes, lang }));
        if (!response.ok) throw new Error(`The search API answered ${response.status}`);
        const groups = readRemoteResponse(await response.json());
        return groups.map((group) => ({
          index: group.index,
          groups: toResultGroups(rankHits(group.hits, query), limit),
        }));
      } catch (error) {
        // A failed search reads as no results; the page keeps working.
        console.warn('Search: the search API could not answer.', error);
        return [];
      } finally {
        recordTiming('search:query', query, start);
      }
    },
  };
}
