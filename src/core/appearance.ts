/** Light/dark appearance: what is stored, and what the page shows. */

export type AppearanceChoice = 'light' | 'dark' | 'auto';
export type Appearance = 'light' | 'dark';

/** Any stored value other than light or dark counts as auto. */
export function parseAppearance(stored: string | null | undefined): AppearanceChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

export function resolveAppearance(choice: AppearanceChoice, systemDark: boolean, darkModeEnabled: boolean): Appearance {
  if (!darkModeEnabled) return 'light';
  if (choice === 'auto') return systemDark ? 'dark' : 'light';
  return choice;
}

/** The toggle flips what is shown, and stores the explicit choice. */
export function toggledAppearance(current: Appearance): Appearance {
  return current === 'dark' ? 'light' : 'dark';
}

/**
 * The inline script run before first paint. It repeats the rules above in plain ES5
 * (a unit test checks both agree), so the right class is on <html> before any CSS applies.
 */
export function appearanceScript(storageKey: string, darkModeEnabled: boolean): string {
  return `(function(){try{var d=document.documentElement;var s=null;try{s=localStorage.getItem(${JSON.stringify(
    storageKey,
  )})}catch(e){}var c=s==='light'||s==='dark'?s:'auto';var m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches;var dark=${
    darkModeEnabled ? "c==='dark'||(c==='auto'&&m)" : 'false'
  };d.classList.toggle('dark',dark);d.style.colorScheme=dark?'dark':'light'}catch(e){}})();`;
}
