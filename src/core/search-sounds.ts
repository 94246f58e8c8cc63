/**
 * The characters of an index read alike. A pinyin input method lists every character of the
 * syllable typed, and a reader who picks the wrong one types a character that sounds like the
 * one meant (断口 for 端口, 配制 for 配置, 别明 for 别名): src/core/search-cjk-typos.ts tries the
 * characters read like it. The build knows the readings (pinyin, tones ignored) and writes them
 * into the index file as groups: the CJK characters of the index that share a syllable, one
 * group per syllable of two characters or more, separated by spaces. A character read in
 * several ways is in the group of each reading. The common characters of the language, which
 * the browser decodes itself, come as the lengths of their runs read alike.
 */
import { isCjkToken } from './search-tokenizer';

/** The groups of characters read alike among `chars`, for the index file. */
export function soundGroups(chars: Iterable<string>, readings: (char: string) => readonly string[]): string {
  const bySyllable = new Map<string, Set<string>>();
  for (const char of chars) {
    if (!isCjkToken(char) || [...char].length !== 1) continue;
    for (const syllable of readings(char)) {
      const group = bySyllable.get(syllable) ?? new Set<string>();
      group.add(char);
      bySyllable.set(syllable, group);
    }
  }
  return [...bySyllable]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, group]) => [...group].sort().join(''))
    .filter((group) => [...group].length > 1)
    .join(' ');
}

/** GB 2312's first level: rows 16 to 55, the last ending at cell 0xf9. */
const COMMON_ROWS = { first: 0xb0, last: 0xd7, lastCell: 0xf9 };
const COMMON_COUNT = 3755;

/**
 * The 3,755 characters of everyday Chinese (the first level of GB 2312), in the table's order,
 * which is by pinyin. A reader who picks the wrong character of a syllable picks one of these
 * more often than one the docs use (勾 for the 钩 of 钩子), so the homophones of a query's
 * character reach beyond the index's. Decoded from the code table by the build and the browser
 * alike, so no list is shipped; none where the platform cannot decode it.
 */
export function commonChars(): string[] {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder('gb18030');
  } catch {
    return [];
  }
  const bytes: number[] = [];
  for (let row = COMMON_ROWS.first; row <= COMMON_ROWS.last; row += 1)
    for (let cell = 0xa1; cell <= (row === COMMON_ROWS.last ? COMMON_ROWS.lastCell : 0xfe); cell += 1)
      bytes.push(row, cell);
  const chars = [...decoder.decode(Uint8Array.from(bytes))];
  return chars.length === COMMON_COUNT && chars.every((char) => isCjkToken(char)) ? chars : [];
}

/**
 * The runs of `chars` that share their first reading, as their lengths in base 36 separated by
 * spaces: of the common characters, which the table orders by pinyin, some 400 runs (one per
 * syllable) in under 1 KB instead of the characters themselves.
 */
export function soundRuns(chars: readonly string[], readings: (char: string) => readonly string[]): string {
  const lengths: number[] = [];
  let previous: string | undefined;
  chars.forEach((char, at) => {
    const all = readings(char);
    // A character read in several ways that the table sorts by another of its readings (吁, xū
    // and yù, between two yù) stays in the run, which would otherwise be cut in two.
    const next = chars[at + 1];
    const within =
      previous !== undefined && all.includes(previous) && next !== undefined && readings(next)[0] === previous;
    if (within || (all[0] ?? char) === previous) {
      lengths[lengths.length - 1] = (lengths[lengths.length - 1] ?? 0) + 1;
      return;
    }
    lengths.push(1);
    previous = all[0] ?? char;
  });
  return lengths.map((length) => length.toString(36)).join(' ');
}

/** The groups of `chars` the runs of `soundRuns` describe, those of two characters or more. */
function runGroups(runs: string, chars: readonly string[]): string[][] {
  const groups: string[][] = [];
  let at = 0;
  for (const run of runs === '' ? [] : runs.split(' ')) {
    const length = Number.parseInt(run, 36);
    if (!(length > 0) || at + length > chars.length) return [];
    if (length > 1) groups.push(chars.slice(at, at + length));
    at += length;
  }
  return at === chars.length ? groups : [];
}

/**
 * A character of the groups → the characters read like it, itself among them. `runs`
 * (`soundRuns` of the common characters) adds the syllables of the common characters; runs that
 * do not fit the characters this platform decodes add nothing. A character in one group shares
 * that group's list: some 3,700 characters are mapped when the index opens, without a copy each.
 */
export function homophoneMap(
  groups: string,
  runs = '',
  common: () => readonly string[] = commonChars,
): Map<string, readonly string[]> {
  const map = new Map<string, readonly string[]>();
  const lists = [
    ...(groups === '' ? [] : groups.split(' ').map((group) => [...group])),
    ...(runs === '' ? [] : runGroups(runs, common())),
  ];
  for (const chars of lists)
    for (const char of chars) {
      const known = map.get(char);
      map.set(char, known ? [...new Set([...known, ...chars])] : chars);
    }
  return map;
}
