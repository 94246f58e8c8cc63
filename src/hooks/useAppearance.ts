import { useCallback, useEffect, useState } from 'react';
import { parseAppearance, resolveAppearance, toggledAppearance, type Appearance } from '../core/appearance';
import { APPEARANCE_STORAGE_KEY } from '../core/constants';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readChoice() {
  try {
    return parseAppearance(window.localStorage.getItem(APPEARANCE_STORAGE_KEY));
  } catch {
    return parseAppearance(null);
  }
}

function apply(appearance: Appearance) {
  const root = document.documentElement;
  root.classList.toggle('dark', appearance === 'dark');
  root.style.colorScheme = appearance;
}

/**
 * The appearance shown, kept in step with the stored choice (also from other tabs)
 * and, while the choice is auto, with the system setting.
 */
export function useAppearance(darkModeEnabled: boolean): [Appearance | null, () => void] {
  // Null until mounted: the server cannot know, and the inline script already set the class.
  const [appearance, setAppearance] = useState<Appearance | null>(null);

  useEffect(() => {
    const media = window.matchMedia?.(DARK_QUERY);
    const sync = () => {
      const next = resolveAppearance(readChoice(), media?.matches ?? false, darkModeEnabled);
      apply(next);
      setAppearance(next);
    };
    sync();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === APPEARANCE_STORAGE_KEY) sync();
    };
    window.addEventListener('storage', onStorage);
    media?.addEventListener?.('change', sync);
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener?.('change', sync);
    };
  }, [darkModeEnabled]);

  const toggle = useCallback(() => {
    if (!darkModeEnabled) return;
    setAppearance((current) => {
      const next = toggledAppearance(current ?? 'light');
      try {
        window.localStorage.setItem(APPEARANCE_STORAGE_KEY, next);
      } catch {
        // Without storage the choice lasts until the page is left.
      }
      apply(next);
      return next;
    });
  }, [darkModeEnabled]);

  return [appearance, toggle];
}
