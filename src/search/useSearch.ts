import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LOADER_MS } from '../core/constants';
import type { IndexResults } from '../core/search-results';
import type { SearchProvider } from './providers';

export type SearchStatus = 'loading' | 'ready' | 'failed';

export interface SearchState {
  status: SearchStatus;
  /** Null while the input is empty or the first answer is pending. */
  results: IndexResults[] | null;
  /** The query the results answer. */
  query: string;
}

/**
 * Loads the provider (with a loader shown at least SEARCH_MIN_LOADER_MS the first time),
 * debounces the input by SEARCH_DEBOUNCE_MS and searches; an empty input shows nothing.
 * Answers to older queries, first or completed, are dropped.
 */
export function useSearch(provider: SearchProvider, input: string): SearchState {
  const [status, setStatus] = useState<SearchStatus>(() => (provider.isReady() ? 'ready' : 'loading'));
  const [debounced, setDebounced] = useState(() => input.trim());
  const [answer, setAnswer] = useState<{ query: string; results: IndexResults[] } | null>(null);

  useEffect(() => {
    if (provider.isReady()) {
      setStatus('ready');
      return undefined;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    setStatus('loading');
    provider.load().then(
      () => {
        timer = setTimeout(
          () => {
            if (!cancelled) setStatus('ready');
          },
          Math.max(0, SEARCH_MIN_LOADER_MS - (Date.now() - started)),
        );
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [provider]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  useEffect(() => {
    if (status !== 'ready' || !debounced) {
      setAnswer(null);
      return undefined;
    }
    let current = true;
    let completed = false;
    const complete = (results: IndexResults[]) => {
      completed = true;
      if (current) setAnswer({ query: debounced, results });
    };
    provider.search(debounced, complete).then(
      (results) => {
        if (current && !completed) setAnswer({ query: debounced, results });
      },
      () => {
        if (current && !completed) setAnswer({ query: debounced, results: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [provider, status, debounced]);

  const visible = input.trim() !== '' && answer !== null;
  return { status, results: visible ? answer.results : null, query: visible ? answer.query : '' };
}
