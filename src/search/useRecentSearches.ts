import { useCallback, useState } from 'react';
import { addRecent, readRecent, recentKey, removeRecent, writeRecent, type RecentSearch } from '../core/search-recent';

function load(locale: string): RecentSearch[] {
  try {
    return readRecent(window.localStorage.getItem(recentKey(locale)));
  } catch {
    // Storage blocked (privacy settings): no recent searches.
    return [];
  }
}

function save(locale: string, items: readonly RecentSearch[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(recentKey(locale));
    else window.localStorage.setItem(recentKey(locale), writeRecent(items));
  } catch {
    // Storage full or blocked: the list lives for this visit only.
  }
}

/**
 * The reader's recent searches of a locale, read once per opening, and the ways to change them.
 * They are read on the first render (the panel only renders in the browser): read in an effect,
 * the panel showed its empty state for a frame while already marked ready.
 */
export function useRecentSearches(locale: string) {
  const [items, setItems] = useState<RecentSearch[]>(() => load(locale));
  const [loaded, setLoaded] = useState(locale);
  if (loaded !== locale) {
    setLoaded(locale);
    setItems(load(locale));
  }

  const update = useCallback(
    (change: (current: RecentSearch[]) => RecentSearch[]) => {
      const next = change(load(locale));
      save(locale, next);
      setItems(next);
    },
    [locale],
  );

  return {
    items,
    add: useCallback((item: RecentSearch) => update((current) => addRecent(current, item)), [update]),
    remove: useCallback((link: string) => update((current) => removeRecent(current, link)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
