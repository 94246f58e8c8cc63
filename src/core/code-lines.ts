/**
 * Splits highlighted code (Prism's HTML: text and nested <span>s) into one element per line.
 * Spans that cross a line break are closed at the end of the line and reopened on the next,
 * so every line is well-formed HTML and can be highlighted or numbered on its own.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const tag = /<\/?span[^>]*>|\n|[^<\n]+|</g;
  for (const [token] of html.matchAll(tag)) {
    if (token === '\n') {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.join('');
    } else if (token.startsWith('</span')) {
      open.pop();
      current += token;
    } else if (token.startsWith('<span')) {
      open.push(token);
      current += token;
    } else {
      current += token;
    }
  }
  lines.push(current + '</span>'.repeat(open.length));
  return lines;
}

/**
 * Wraps each line in `<span class="line">`, marking the highlighted ones. A newline follows
 * every line but the last, so the element's text is exactly the source code.
 */
export function renderCodeLines(html: string, highlightLines: readonly number[]): string {
  const marked = new Set(highlightLines);
  return splitHighlightedLines(html)
    .map((line, index) => `<span class="${marked.has(index + 1) ? 'line highlighted' : 'line'}">${line}</span>`)
    .join('\n');
}
