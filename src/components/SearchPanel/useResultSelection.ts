import { useCallback, useEffect, useMemo, useState } from 'react';
import { flattenItems, type IndexResults } from '../../core/search-results';

/**
 * The result list as one sequence of options with the selected one: back to the first on each
 * new answer, kept in view, moved by the arrow keys (wrapping around at both ends).
 */
export function useResultSelection(results: IndexResults[] | null, listId: string) {
  const [selected, setSelected] = useState(0);
  const items = useMemo(() => flattenItems(results ?? []), [results]);
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  useEffect(() => setSelected(0), [results]);

  useEffect(() => {
    document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  }, [selected, optionId]);

  const move = useCallback(
    (step: 1 | -1) => setSelected((index) => (index + step + items.length) % items.length),
    [items.length],
  );

  return { items, selected, select: setSelected, optionId, move };
}
