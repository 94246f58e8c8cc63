import type { KeyboardEvent, RefObject } from 'react';
import type { ResultItem } from '../../core/search-results';

export interface PanelKeyActions {
  /** The search input: Enter opens the selected result only from there. */
  input: RefObject<HTMLInputElement | null>;
  close: () => void;
  /** Moves the selection; null while there is no result. */
  move: ((step: 1 | -1) => void) | null;
  selected: ResultItem | undefined;
  open: (item: ResultItem) => void;
}

/**
 * Whether the key belongs to an input method composing text (pinyin becoming 别名): its arrows
 * pick a candidate, its Enter commits it, its Escape cancels it. Safari sends the Enter that
 * commits after the composition has ended, with the key code input methods use (229).
 */
function composing(event: KeyboardEvent<HTMLElement>): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** The panel's keys: Escape closes it, the arrows move the selection, Enter in the input opens the selected result. */
export function handlePanelKey(
  event: KeyboardEvent<HTMLElement>,
  { input, close, move, selected, open }: PanelKeyActions,
) {
  if (composing(event)) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    close();
  } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && move) {
    event.preventDefault();
    move(event.key === 'ArrowDown' ? 1 : -1);
  } else if (event.key === 'Enter' && event.target === input.current && selected) {
    event.preventDefault();
    open(selected);
  }
}
