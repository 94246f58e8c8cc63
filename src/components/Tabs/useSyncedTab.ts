import { useCallback, useEffect, useState } from 'react';

const STORAGE_PREFIX = 'rsbuild-docs-tab:';
const EVENT = 'rsbuild-docs-tab-change';

function readStored(groupId: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + groupId);
  } catch {
    return null;
  }
}

/**
 * The selected tab index. Tabs with the same groupId follow each other and the
 * choice is remembered; a stored label that no longer exists is ignored.
 */
export function useSyncedTab(
  groupId: string | undefined,
  labels: readonly string[],
): [number, (index: number) => void] {
  const [selected, setSelected] = useState(0);
  const key = labels.join('\u0000');

  useEffect(() => {
    if (!groupId) return undefined;
    const apply = () => {
      const at = labels.indexOf(readStored(groupId) ?? '');
      if (at !== -1) setSelected(at);
    };
    apply();
    window.addEventListener(EVENT, apply);
    window.addEventListener('storage', apply);
    return () => {
      window.removeEventListener(EVENT, apply);
      window.removeEventListener('storage', apply);
    };
    // `key` stands for the labels' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, key]);

  const select = useCallback(
    (index: number) => {
      setSelected(index);
      const label = labels[index];
      if (!groupId || label === undefined) return;
      try {
        window.localStorage.setItem(STORAGE_PREFIX + groupId, label);
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this page only.
      }
      window.dispatchEvent(new Event(EVENT));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [groupId, key],
  );

  return [selected, select];
}
