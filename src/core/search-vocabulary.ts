/**
 * The words of a search index, sorted, with the number of records holding each: what query
 * planning looks words up in (src/core/search-query.ts) and what a mistyped Chinese character
 * is corrected from (src/core/search-cjk-typos.ts).
 */
import { isCjk } from './search-tokenizer';

/** Words of the index (Latin and other spaced scripts, and CJK bigrams), sorted, with the records holding each. */
export interface Vocabulary {
  words: readonly string[];
  counts: readonly number[];
  /** A CJK character (of the index or in common use) → the characters read alike, itself among them (src/core/search-sounds.ts). */
  homophones?: ReadonlyMap<string, readonly string[]>;
  /** A Traditional form of a CJK character of the index → the character (src/core/search-traditional.ts). */
  simplified?: ReadonlyMap<string, string>;
  /** The page titles and gloss names that are one CJK bigram (术语, 分包): words, however few records hold them. */
  names?: ReadonlySet<string>;
}

/** Index of the first word not below `prefix`. */
export function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((words[mid] ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** How many words begin with `prefix`, counted up to `max`. */
export function countWithPrefix(vocabulary: Vocabulary, prefix: string, max: number): number {
  const { words } = vocabulary;
  let count = 0;
  for (let i = lowerBound(words, prefix); count < max && words[i]?.startsWith(prefix); i += 1) count += 1;
  return count;
}

/** The records holding `word`, 0 for a word of no record. */
export function vocabularyCount(vocabulary: Vocabulary, word: string): number {
  const at = lowerBound(vocabulary.words, word);
  return vocabulary.words[at] === word ? (vocabulary.counts[at] ?? 0) : 0;
}

const charactersMemo = new WeakMap<Vocabulary, ReadonlySet<string>>();

/** The CJK characters the index's words hold (memoized per vocabulary). */
export function cjkCharacters(vocabulary: Vocabulary): ReadonlySet<string> {
  let characters = charactersMemo.get(vocabulary);
  if (!characters) {
    const found = new Set<string>();
    for (const word of vocabulary.words) for (const char of word) if (isCjk(char.codePointAt(0) ?? 0)) found.add(char);
    characters = found;
    charactersMemo.set(vocabulary, characters);
  }
  return characters;
}
