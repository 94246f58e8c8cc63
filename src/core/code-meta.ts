/** Parsing of a fenced code block's info string: ```ts title="rsbuild.config.ts" {1,3-5} */

export interface CodeMeta {
  title: string | null;
  /** 1-based line numbers to highlight. */
  highlightLines: number[];
  /** null: follow the site setting. */
  showLineNumbers: boolean | null;
  wrapCode: boolean | null;
}

/** Expands `1,3-5` into [1, 3, 4, 5]; ignores anything that is not a number or a range. */
export function parseLineRanges(spec: string): number[] {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!range) continue;
    const start = Number(range[1]);
    const end = range[2] === undefined ? start : Number(range[2]);
    for (let line = Math.min(start, end); line <= Math.max(start, end); line += 1) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { title: null, highlightLines: [], showLineNumbers: null, wrapCode: null };
  if (!meta) return result;
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3] ?? null;
  const withoutTitle = title ? meta.replace(title[0], ' ') : meta;
  const ranges = /\{([\d,\s-]+)\}/.exec(withoutTitle);
  if (ranges?.[1]) result.highlightLines = parseLineRanges(ranges[1]);
  if (/(?:^|\s)showLineNumbers(?:\s|$)/.test(withoutTitle)) result.showLineNumbers = true;
  if (/(?:^|\s)wrapCode(?:\s|$)/.test(withoutTitle)) result.wrapCode = true;
  return result;
}
