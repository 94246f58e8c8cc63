/**
 * Ctrl/⌘+K opens the search panel from the moment the page's script runs. The search button
 * hydrates in its own island, later on a slow device; a press before then would otherwise
 * reach the browser (Chromium focuses its address bar) and be lost. Until the button has
 * hydrated, a press is remembered and opens the panel as soon as it has.
 */
type Opener = () => void;

let opener: Opener | null = null;
let pressedEarly = false;

export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

export function installSearchShortcut(): void {
  document.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    if (opener) opener();
    else pressedEarly = true;
  });
}

/** The hydrated search button takes over the shortcut; returns the function that lets it go. */
export function takeSearchShortcut(open: Opener): () => void {
  opener = open;
  if (pressedEarly) {
    pressedEarly = false;
    open();
  }
  return () => {
    if (opener === open) opener = null;
  };
}
