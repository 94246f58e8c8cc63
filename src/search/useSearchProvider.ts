import { useMemo } from 'react';
import { localProvider, remoteProvider, type SearchProvider } from './providers';

/** The search settings of the page: where results come from, in which locale, how many. */
export interface SearchSource {
  locale: string;
  mode: 'local' | 'remote';
  apiUrl: string | null;
  searchIndexes: readonly string[];
  limit: number;
  /** The current locale's index file; null when the build made none. */
  indexUrl: string | null;
}

const unavailable: SearchProvider = {
  isReady: () => false,
  load: () => Promise.reject(new Error('No search index for this language')),
  search: () => Promise.resolve([]),
};

/** The remote API where the site is set to it, else the locale's own index (failing to load when there is none). */
export function useSearchProvider({
  locale,
  mode,
  apiUrl,
  searchIndexes,
  limit,
  indexUrl,
}: SearchSource): SearchProvider {
  // The opener passes a fresh array on every render: what counts is its content.
  const indexes = searchIndexes.join(',');
  return useMemo<SearchProvider>(() => {
    if (mode === 'remote' && apiUrl)
      return remoteProvider({ apiUrl, searchIndexes: indexes ? indexes.split(',') : [] }, locale, limit);
    return indexUrl ? localProvider(indexUrl, locale, limit) : unavailable;
  }, [mode, apiUrl, indexes, locale, limit, indexUrl]);
}
