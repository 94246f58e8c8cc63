import { useCallback, useEffect, useMemo, useState } from 'react';
import { flattenItems, type IndexResults } from '../../core/search-results';

/**
 * The result list as one sequence of options with the selected one: back to the first for each
 * new query, kept in view, moved by the arrow keys (wrapping around at both ends). The same
 * query's answer completed with its snippets keeps the reader's selection: an arrow key pressed
 * before the snippets arrived must not be undone by them.
 */
export function useResultSelection(results: IndexResults[] | null, query: string, listId: string) {
  const [chosen, setSelected] = useState(0);
  const items = useMemo(() => flattenItems(results ?? []), [results]);
  const selected = Math.min(chosen, Math.max(0, items.length - 1));
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  useEffect(() => setSelected(0), [query]);

  useEffect(() => {
    document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  }, [selected, optionId]);

  const move = useCallback(
    (step: 1 | -1) =>
      setSelected((index) =>
        items.length === 0 ? 0 : (Math.min(index, items.length - 1) + step + items.length) % items.length,
      ),
    [items.length],
  );

  return { items, selected, select: setSelected, optionId, move };
}
