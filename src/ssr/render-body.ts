/**
 * Renders the page body to HTML for the static build.
 *
 * Gatsby renders with React 18's renderToPipeableStream, whose encoder flushes its whole
 * 2 KB buffer even when a multi-byte character did not fit at its end: NUL bytes leak into
 * the output, and Gatsby's collector then decodes each chunk separately, turning split
 * characters into U+FFFD. Chinese text and heading ids came out garbled on most pages.
 * A static page waits for everything anyway, so renderToString gives the same markup in
 * one piece, correctly encoded.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

export function renderBodyToHtml(body: ReactElement): string {
  return renderToString(body);
}
