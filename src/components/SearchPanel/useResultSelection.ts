import { useCallback, useEffect, useMemo, useState } from 'react';
import { flattenItems, type IndexResults } from '../../core/search-results';

/** The option the reader chose: by place, and by its key once the reader has moved to it. */
interface Choice {
  index: number;
  key: string | null;
}

const FIRST: Choice = { index: 0, key: null };

/**
 * The result list as one sequence of options with the selected one: back to the first for each
 * new query, kept in view, moved by the arrow keys (wrapping around at both ends). The same
 * query's answer completed with its snippets, which may also put its first pages in another
 * order (src/core/search-recheck.ts), keeps the reader's selection: an option the reader moved
 * to before the snippets arrived stays selected wherever it goes.
 */
export function useResultSelection(results: IndexResults[] | null, query: string, listId: string) {
  const [chosen, setChosen] = useState<Choice>(FIRST);
  const items = useMemo(() => flattenItems(results ?? []), [results]);
  const found = chosen.key === null ? -1 : items.findIndex((item) => item.key === chosen.key);
  const selected = found >= 0 ? found : Math.min(chosen.index, Math.max(0, items.length - 1));
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  useEffect(() => setChosen(FIRST), [query]);

  useEffect(() => {
    document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  }, [selected, optionId]);

  const select = useCallback((index: number) => setChosen({ index, key: items[index]?.key ?? null }), [items]);

  const move = useCallback(
    (step: 1 | -1) => {
      if (items.length === 0) return;
      select((selected + step + items.length) % items.length);
    },
    [items.length, select, selected],
  );

  return { items, selected, select, optionId, move };
}
