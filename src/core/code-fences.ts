/** Fenced code blocks of a Markdown/MDX source, found line by line (no parser needed). */

export interface CodeFence {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export function extractCodeFences(source: string): CodeFence[] {
  const fences: CodeFence[] = [];
  const lines = source.split('\n');
  let open: { marker: string; indent: number; lang: string; meta: string; line: number; body: string[] } | null = null;
  lines.forEach((text, index) => {
    if (open) {
      const close = new RegExp(`^\\s{0,${open.indent + 3}}${open.marker[0]}{${open.marker.length},}\\s*$`);
      if (close.test(text)) {
        fences.push({ lang: open.lang, meta: open.meta, code: open.body.join('\n'), line: open.line });
        open = null;
      } else {
        open.body.push(text.slice(Math.min(open.indent, text.length - text.trimStart().length)));
      }
      return;
    }
    const start = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(text);
    if (start) {
      open = {
        marker: start[2] ?? '```',
        indent: start[1]?.length ?? 0,
        lang: start[3] ?? '',
        meta: (start[4] ?? '').trim(),
        line: index + 1,
        body: [],
      };
    }
  });
  return fences;
}
