import { createElement, Fragment } from 'react';
import type { Segment } from '../../core/search-snippet';

/**
 * Text with its matches in `<mark>`, as text nodes only: a query can never become markup.
 * (Written without JSX so the unit tests, compiled in Babel's classic JSX mode, can render it.)
 */
export function Marked({ segments, markClassName }: { segments: readonly Segment[]; markClassName?: string }) {
  return createElement(
    Fragment,
    null,
    ...segments.map((segment, index) =>
      segment.match
        ? createElement('mark', { key: index, className: markClassName }, segment.text)
        : createElement(Fragment, { key: index }, segment.text),
    ),
  );
}
