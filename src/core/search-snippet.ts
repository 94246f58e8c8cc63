/**
 * What a search result shows of a text: where the query's terms occur, a passage of about
 * SEARCH_SNIPPET_WIDTH around the first good match (wide characters such as CJK weigh
 * WIDE_CHAR_WEIGHT, others 1), and the pieces to render, marked or not. Plain strings only:
 * the view renders them as text, never as HTML.
 */
import { SEARCH_SNIPPET_WIDTH, WIDE_CHAR_WEIGHT } from './constants';
import { foldChar, isWordChar } from './search-tokenizer';

/** A piece of displayed text; `match` pieces are highlighted. */
export interface Segment {
  text: string;
  match: boolean;
}

/** A half-open range of UTF-16 offsets in the original text. */
export interface Range {
  start: number;
  end: number;
}

/** Display weight of one character: WIDE_CHAR_WEIGHT beyond Latin-1 (CJK, emoji…), else 1. */
export function charWidth(char: string): number {
  return (char.codePointAt(0) ?? 0) > 0xff ? WIDE_CHAR_WEIGHT : 1;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** A text folded for matching (case, accents, compatibility forms), mapped back to the original. */
export interface FoldedText {
  folded: string;
  /** For each UTF-16 unit of `folded`, where its source character starts and ends in the original. */
  from: number[];
  to: number[];
}

export function foldWithMap(text: string): FoldedText {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const char of text) {
    const next = at + char.length;
    const out = foldChar(char).toLowerCase();
    for (let i = 0; i < out.length; i += 1) {
      from.push(at);
      to.push(next);
    }
    folded += out;
    at = next;
  }
  return { folded, from, to };
}

function isWordAt(text: string, index: number): boolean {
  const char = text[index];
  return char !== undefined && isWordChar(char, char.codePointAt(0) ?? 0);
}

/**
 * Where a folded term occurs in a folded text, as ranges of the original text. Occurrences
 * that start a word come first; inside-word ones (`prefix` in `assetPrefix`) follow.
 */
export function findTerm(text: FoldedText, term: string): Range[] {
  if (!term) return [];
  const starts: Range[] = [];
  const inside: Range[] = [];
  let at = text.folded.indexOf(term);
  while (at !== -1) {
    const end = at + term.length;
    const range = { start: text.from[at] ?? 0, end: text.to[end - 1] ?? 0 };
    (isWordAt(text.folded, at - 1) ? inside : starts).push(range);
    at = text.folded.indexOf(term, end);
  }
  return [...starts, ...inside];
}

/** Merges overlapping or touching ranges, in order. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Every occurrence of any of the terms, merged. */
export function matchRanges(text: string | FoldedText, terms: readonly string[]): Range[] {
  const folded = typeof text === 'string' ? foldWithMap(text) : text;
  return mergeRanges(terms.flatMap((term) => findTerm(folded, term)));
}

/** Cuts text into pieces, marking the ranges (offsets relative to `offset`). */
export function toSegments(text: string, ranges: readonly Range[], offset = 0): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const range of mergeRanges(ranges)) {
    const start = Math.max(0, range.start - offset);
    const end = Math.min(text.length, range.end - offset);
    if (end <= start || start < at) continue;
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** A text with every occurrence of the terms marked (titles and heading paths). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  return toSegments(text, matchRanges(text, terms));
}

/** The start of the character at or before `index` (never inside a surrogate pair). */
function charStart(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return index > 0 && code >= 0xdc00 && code <= 0xdfff ? index - 1 : index;
}

/** How far `from` may move left, spending at most `budget` width; stops at the text's start. */
function extendLeft(text: string, from: number, budget: number): number {
  let at = from;
  let spent = 0;
  while (at > 0) {
    const start = charStart(text, at - 1);
    const width = charWidth(text.slice(start, at));
    if (spent + width > budget) break;
    spent += width;
    at = start;
  }
  return at;
}

function extendRight(text: string, from: number, budget: number): number {
  let at = from;
  let spent = 0;
  while (at < text.length) {
    const code = text.codePointAt(at) ?? 0;
    const size = code > 0xffff ? 2 : 1;
    const width = charWidth(text.slice(at, at + size));
    if (spent + width > budget) break;
    spent += width;
    at += size;
  }
  return at;
}

function widthBetween(text: string, start: number, end: number): number {
  return textWidth(text.slice(start, end));
}

/** Moves a cut that falls inside a Latin word to the word's edge, when the edge is near. */
function snapStart(text: string, start: number, limit: number): number {
  if (start === 0 || !isWordAt(text, start - 1) || !isWordAt(text, start)) return start;
  let at = start;
  while (at < limit && isWordAt(text, at)) at += 1;
  return at - start <= 12 ? at : start;
}

function snapEnd(text: string, end: number, limit: number): number {
  if (end >= text.length || !isWordAt(text, end - 1) || !isWordAt(text, end)) return end;
  let at = end;
  while (at > limit && isWordAt(text, at - 1)) at -= 1;
  return end - at <= 12 ? at : end;
}

const ELLIPSIS = '…';

/**
 * About `width` of text around a match: half the spare width before it and half after,
 * more on one side when the other runs out, cut at word edges, with an ellipsis where text
 * was left out and whitespace collapsed.
 */
export function cutSnippet(
  text: string,
  match: Range,
  ranges: readonly Range[],
  width = SEARCH_SNIPPET_WIDTH,
): Segment[] {
  const matchStart = Math.max(0, Math.min(match.start, text.length));
  const matchEnd = Math.max(matchStart, Math.min(match.end, text.length));
  const matchWidth = widthBetween(text, matchStart, matchEnd);
  let start: number;
  let end: number;
  if (matchWidth >= width) {
    start = matchStart;
    end = extendRight(text, matchStart, width);
  } else {
    const spare = width - matchWidth;
    const half = Math.floor(spare / 2);
    start = extendLeft(text, matchStart, half);
    const usedLeft = widthBetween(text, start, matchStart);
    end = extendRight(text, matchEnd, spare - usedLeft);
    const usedRight = widthBetween(text, matchEnd, end);
    if (usedLeft + usedRight < spare) start = extendLeft(text, matchStart, spare - usedRight);
    start = snapStart(text, start, matchStart);
    end = snapEnd(text, end, matchEnd);
  }
  const body = toSegments(text.slice(start, end), ranges, start);
  const segments: Segment[] = [];
  if (start > 0) segments.push({ text: ELLIPSIS, match: false });
  segments.push(...body);
  if (end < text.length) segments.push({ text: ELLIPSIS, match: false });
  return collapseWhitespace(segments);
}

/** Runs of whitespace (line breaks between blocks included) shown as one space. */
export function collapseWhitespace(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  segments.forEach((segment, index) => {
    let text = segment.text.replace(/\s+/g, ' ');
    if (index === 0) text = text.replace(/^ /, '');
    if (index === segments.length - 1) text = text.replace(/ $/, '');
    const last = out[out.length - 1];
    if (last && last.text.endsWith(' ') && text.startsWith(' ')) text = text.slice(1);
    if (text) out.push({ text, match: segment.match });
  });
  return out;
}

/**
 * The snippet of a text for a list of terms in order of importance: the passage around the
 * first occurrence of the most important term found, with every term marked. Without any
 * occurrence, the beginning of the text.
 */
export function snippet(text: string, terms: readonly string[], width = SEARCH_SNIPPET_WIDTH): Segment[] {
  const folded = foldWithMap(text);
  const ranges = mergeRanges(terms.flatMap((term) => findTerm(folded, term)));
  for (const term of terms) {
    const first = findTerm(folded, term)[0];
    if (first) return cutSnippet(text, first, ranges, width);
  }
  return cutSnippet(text, { start: 0, end: 0 }, [], width);
}
