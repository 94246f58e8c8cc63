/**
 * Mistyped characters of a Chinese query. A pinyin input method offers every character of a
 * sound, and the reader picks a wrong one (预价载 for 预加载, 热跟新 for 热更新, 断口 for 端口):
 * the run then holds pairs of characters that are no word of the index. Edit distance, which
 * finds the Latin typos, cannot help here: every CJK word is two or three characters long, so
 * one edit away is nearly every word. A character whose pairs with its neighbours are unknown
 * is suspect, and two kinds of characters are its corrections:
 * - those read like it (src/core/search-sounds.ts) that make a pair with one neighbour a word
 *   of the index: the sound is the evidence, so one neighbour is enough, at the ends of a run
 *   too (配制 → 配置);
 * - any character that makes both its pairs words (预加 and 加载), since two neighbours agreeing
 *   on one character is rarely chance.
 * - for a pair of two suspect characters, the words of the index read like the whole pair: the
 *   input method offers whole words for a syllable pair, and a reader who picks the wrong one
 *   changes both characters (提及 for 体积, 便宜 for 编译).
 * A character with one pair unknown and the other a word is not suspect, but may be mistyped
 * all the same, joining its other neighbour into a pair the text holds (制文 of 复制文件 hid the
 * 配制 of 配制文件): it is corrected to a character read like it that makes both pairs words.
 * None pairs a correction with a character of grammar: 的构 of 的勾子 is a pair the index
 * holds, as the junction of 的 and 构建, but the 勾 meant 钩. A character of grammar is itself
 * corrected only to one read like it (代里 → 代理): the input method offers 里 for lǐ as readily
 * as 理, and nothing else found the page of a proxy for 代里.
 */
import { RANKING } from './search-parameters';
import { isCjkBigram } from './search-tokenizer';
import { lowerBound, vocabularyCount, type Vocabulary } from './search-vocabulary';

/** A correction: the known bigram that replaces the query's bigram at `from` (its first character). */
export interface CjkCorrection {
  from: number;
  token: string;
  quality: number;
}

/**
 * Characters of grammar, never a mistyped word (的 between two words makes unknown pairs on both
 * sides), with 只 and 想 of the reader's wish around the subject (文件只想导入, not 置项).
 */
const FUNCTION_CHARS = new Set([
  ...'的地得和与及或在了把对从为是被将让给也都就还又很再才吗呢吧啊个这那有要会能可不没里中上下只想',
]);

const MAX_CORRECTIONS = 3;
/**
 * Records a bigram must be in to be a correction: pairs in fewer are mostly the junction of two
 * words in a heading (何写 of 如何写), not a word a reader meant. A page's name of two characters
 * (the glossary's 术语, 分包 of the chunk options) is a word however few records hold it.
 */
const MIN_RECORDS = 3;

/** Whether a bigram found in `count` records is a word a mistyped character can be corrected to. */
function correctsTo(vocabulary: Vocabulary, bigram: string, count: number): boolean {
  return count >= MIN_RECORDS || (count > 0 && (vocabulary.names?.has(bigram) ?? false));
}

/** Bigrams of the vocabulary that begin with a character: the second character → count. */
function startingWith(vocabulary: Vocabulary, char: string): Map<string, number> {
  const found = new Map<string, number>();
  for (let i = lowerBound(vocabulary.words, char); i < vocabulary.words.length; i += 1) {
    const word = vocabulary.words[i] ?? '';
    if (!word.startsWith(char)) break;
    const count = vocabulary.counts[i] ?? 0;
    if (isCjkBigram(word) && count >= MIN_RECORDS) found.set([...word][1] ?? '', count);
  }
  return found;
}

/** Bigrams of the vocabulary that end with a character: the second character → count. */
function endingWith(vocabulary: Vocabulary, char: string): Map<string, number> {
  const found = new Map<string, number>();
  vocabulary.words.forEach((word, i) => {
    const count = vocabulary.counts[i] ?? 0;
    if (isCjkBigram(word) && count >= MIN_RECORDS && word.endsWith(char)) found.set([...word][0] ?? '', count);
  });
  return found;
}

/** The replacements found, by the records holding the word each makes, most first; at most MAX_CORRECTIONS. */
function mostFrequent(found: Map<string, number>): string[] {
  return [...found]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_CORRECTIONS)
    .map(([replacement]) => replacement);
}

/**
 * Characters read like `char` that make a word of the index with a neighbour whose pair with
 * `char` is unknown: each a correction of that pair.
 */
function homophoneCorrections(
  chars: readonly string[],
  at: number,
  vocabulary: Vocabulary,
  unknown: { left: boolean; right: boolean },
): CjkCorrection[] {
  const char = chars[at] ?? '';
  const left = chars[at - 1] ?? '';
  const right = chars[at + 1] ?? '';
  const before = new Map<string, number>();
  const after = new Map<string, number>();
  for (const replacement of vocabulary.homophones?.get(char) ?? []) {
    if (replacement === char || FUNCTION_CHARS.has(replacement)) continue;
    const leftCount =
      unknown.left && !FUNCTION_CHARS.has(left) ? vocabularyCount(vocabulary, `${left}${replacement}`) : 0;
    const rightCount =
      unknown.right && !FUNCTION_CHARS.has(right) ? vocabularyCount(vocabulary, `${replacement}${right}`) : 0;
    if (correctsTo(vocabulary, `${left}${replacement}`, leftCount)) before.set(replacement, leftCount);
    if (correctsTo(vocabulary, `${replacement}${right}`, rightCount)) after.set(replacement, rightCount);
  }
  const quality = RANKING.cjkTypoQuality;
  return [
    ...mostFrequent(before).map((replacement) => ({ from: at - 1, token: `${left}${replacement}`, quality })),
    ...mostFrequent(after).map((replacement) => ({ from: at, token: `${replacement}${right}`, quality })),
  ];
}

/** Each replacement of the character at `at` as a correction of both its pairs. */
function bothPairs(left: string, right: string, at: number, replacements: readonly string[]): CjkCorrection[] {
  const quality = RANKING.cjkTypoQuality;
  return replacements.flatMap((replacement) => [
    { from: at - 1, token: `${left}${replacement}`, quality },
    { from: at, token: `${replacement}${right}`, quality },
  ]);
}

/**
 * Characters that make both pairs of `char` words of the index, most frequent first: each a
 * correction of both pairs.
 */
function agreedCorrections(chars: readonly string[], at: number, vocabulary: Vocabulary): CjkCorrection[] {
  const char = chars[at] ?? '';
  const left = chars[at - 1] ?? '';
  const right = chars[at + 1] ?? '';
  if (FUNCTION_CHARS.has(left) || FUNCTION_CHARS.has(right)) return [];
  const after = startingWith(vocabulary, left);
  const before = endingWith(vocabulary, right);
  const candidates = new Map<string, { agree: number; count: number }>();
  // Both pairs the character is in must become words: one neighbour agreeing is mostly chance
  // (递选 for the 增 of 自动递增, a word the site does not use).
  for (const side of [after, before])
    for (const [replacement, count] of side) {
      if (replacement === char || FUNCTION_CHARS.has(replacement)) continue;
      const found = candidates.get(replacement) ?? { agree: 0, count: 0 };
      candidates.set(replacement, { agree: found.agree + 1, count: found.count + count });
    }
  const agreed = new Map([...candidates].filter(([, c]) => c.agree === 2).map(([r, c]) => [r, c.count]));
  return bothPairs(left, right, at, mostFrequent(agreed));
}

/**
 * Characters read like `char` that keep its known pair a word and make its unknown pair one:
 * each a correction of both pairs. A mistyped character may happen to join its other neighbour
 * into a pair the text holds (制文 of 复制文件 in 配制文件), which makes it look sound.
 */
function bridgingCorrections(chars: readonly string[], at: number, vocabulary: Vocabulary): CjkCorrection[] {
  const char = chars[at] ?? '';
  const left = chars[at - 1] ?? '';
  const right = chars[at + 1] ?? '';
  if (FUNCTION_CHARS.has(char) || FUNCTION_CHARS.has(left) || FUNCTION_CHARS.has(right)) return [];
  const found = new Map<string, number>();
  for (const replacement of vocabulary.homophones?.get(char) ?? []) {
    if (replacement === char || FUNCTION_CHARS.has(replacement)) continue;
    const leftCount = vocabularyCount(vocabulary, `${left}${replacement}`);
    const rightCount = vocabularyCount(vocabulary, `${replacement}${right}`);
    if (
      correctsTo(vocabulary, `${left}${replacement}`, leftCount) &&
      correctsTo(vocabulary, `${replacement}${right}`, rightCount)
    )
      found.set(replacement, leftCount + rightCount);
  }
  return bothPairs(left, right, at, mostFrequent(found));
}

/**
 * The words of the index read like the pair at `at` with both its characters changed (one
 * changed is a correction of a single character): the most frequent, each a correction of
 * that pair.
 */
function wordCorrections(chars: readonly string[], at: number, vocabulary: Vocabulary): CjkCorrection[] {
  const first = chars[at] ?? '';
  const second = chars[at + 1] ?? '';
  const seconds = vocabulary.homophones?.get(second) ?? [];
  const found = new Map<string, number>();
  for (const a of vocabulary.homophones?.get(first) ?? []) {
    if (a === first || FUNCTION_CHARS.has(a)) continue;
    for (const b of seconds) {
      if (b === second || FUNCTION_CHARS.has(b)) continue;
      const count = vocabularyCount(vocabulary, `${a}${b}`);
      if (correctsTo(vocabulary, `${a}${b}`, count)) found.set(`${a}${b}`, count);
    }
  }
  const quality = RANKING.cjkTypoQuality;
  return mostFrequent(found).map((token) => ({ from: at, token, quality }));
}

/**
 * The corrections of a CJK run (no question words): for each suspect character, those read
 * like it and those both its neighbours agree on; for each pair of suspect characters, the
 * words read like it.
 */
export function cjkCorrections(chars: readonly string[], vocabulary: Vocabulary): CjkCorrection[] {
  if (chars.length < 2) return [];
  const known = (bigram: string) => vocabularyCount(vocabulary, bigram) > 0;
  const pairKnown = chars.slice(0, -1).map((char, at) => known(`${char}${chars[at + 1] ?? ''}`));
  const corrections: CjkCorrection[] = [];
  // Suspect: every pair the character is in is unknown.
  const suspect = chars.map((_, at) => (at === 0 || !pairKnown[at - 1]) && (at + 1 === chars.length || !pairKnown[at]));
  chars.forEach((char, at) => {
    const inner = at > 0 && at + 1 < chars.length;
    if (inner && !suspect[at] && pairKnown[at - 1] !== pairKnown[at])
      corrections.push(...bridgingCorrections(chars, at, vocabulary));
    if (!suspect[at]) return;
    // Two suspect characters side by side may be one word mistyped whole, a character of grammar
    // among them (the 及 of 提及 for 体积), not two (只想); such a character alone is no typo.
    const next = chars[at + 1] ?? '';
    if (suspect[at + 1] && !(FUNCTION_CHARS.has(char) && FUNCTION_CHARS.has(next)))
      corrections.push(...wordCorrections(chars, at, vocabulary));
    const unknown = { left: at > 0 && !pairKnown[at - 1], right: at + 1 < chars.length && !pairKnown[at] };
    corrections.push(...homophoneCorrections(chars, at, vocabulary, unknown));
    if (FUNCTION_CHARS.has(char)) return;
    if (at > 0 && at + 1 < chars.length) corrections.push(...agreedCorrections(chars, at, vocabulary));
  });
  return corrections;
}
