import type { MouseEvent } from 'react';

/** A click that follows a link in this tab: the main button without a modifier (those open a tab or a window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
