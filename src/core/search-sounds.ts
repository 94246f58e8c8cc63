/**
 * The characters of an index read alike. A pinyin input method lists every character of the
 * syllable typed, and a reader who picks the wrong one types a character that sounds like the
 * one meant (断口 for 端口, 配制 for 配置, 别明 for 别名): src/core/search-cjk-typos.ts tries the
 * characters read like it. The build knows the readings (pinyin, tones ignored) and writes them
 * into the index file as groups: the CJK characters of the index that share a syllable, one
 * group per syllable of two characters or more, separated by spaces. A character read in
 * several ways is in the group of each reading.
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

/** A character of the groups → the other characters read like it. */
export function homophoneMap(groups: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const group of groups.split(' ')) {
    const chars = [...group];
    for (const char of chars) {
      const others = chars.filter((other) => other !== char);
      map.set(char, [...new Set([...(map.get(char) ?? []), ...others])]);
    }
  }
  return map;
}
