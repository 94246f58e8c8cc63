/**
 * Each Chinese page gets a gloss: more words for what its title names, which a Chinese query
 * may use where the title does not.
 * - A page titled by its English identifier (`server.proxy`, `plugin-type-check`), which a
 *   Chinese query (代理, 类型检查) never matches, is glossed by the Chinese words the site
 *   itself uses for the identifier's words, read from a lexicon learned at build time from the
 *   twin pages of the two locales, whose titles, descriptions and headings are translations of
 *   each other (the build checks that twins share their heading structure).
 * - Any other page is glossed by the fuller names its description gives its title (a page
 *   titled 服务器 is about the 开发服务器 and the 预览服务器), the equivalents of the title's
 *   words in the synonym table (产物 → 输出, 构建结果), and the lexicon's words for the English
 *   words of its title (`CSS Modules` → 模块).
 *
 * The lexicon pairs an English word with the CJK bigrams that occur in the translations of
 * the texts holding it, by Dice's coefficient over those aligned texts, each bigram going to
 * the word it is most associated with (competitive linking): `proxy` → 代理, `inline` → 内联.
 * A bigram that holds a function word, or that overhangs a better bigram of the same word by
 * one character (动时 beside 启动, learned from 启动时), is the junction of two words: not kept.
 * A text whose translation keeps the English word as it is (`hash` in 内容 hash) says nothing
 * about the word's translation and is not counted for it.
 */
import { writtenGlosses } from './search-glosses';
import { GLOSS_SEPARATOR, type IndexedPage, type SearchIndexFile } from './search-index-file';
import { cjkSynonymSpans, synonymTable, type SynonymTable } from './search-synonyms';
import { cjkTerms, cjkTokens, isIndexable, scan } from './search-tokenizer';

/** Pairs seen fewer times than this prove nothing. */
const MIN_PAIRS = 3;
/** Dice's coefficient a pair needs. */
const MIN_DICE = 0.6;
/** A word keeps the bigrams close to its best one. */
const RELATIVE_DICE = 0.75;

/** An English word as the lexicon keys it: lower case, without a plural ending (`aliases` → alias). */
export function lexiconKey(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The English words of a text (identifiers by their parts), keyed. */
export function englishWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const piece of scan(text)) {
    if (piece.kind !== 'word') continue;
    for (const word of piece.words)
      if (word.length >= 3 && /^[a-z]+$/.test(word) && isIndexable(word)) words.add(lexiconKey(word));
  }
  return words;
}

function translationSide(text: string): { bigrams: Set<string>; latin: Set<string> } {
  const bigrams = new Set<string>();
  const latin = new Set<string>();
  for (const piece of scan(text)) {
    if (piece.kind === 'cjk')
      for (const bigram of cjkTokens(piece.chars).slice(piece.chars.length)) bigrams.add(bigram);
    else for (const word of piece.words) latin.add(lexiconKey(word));
  }
  return { bigrams, latin };
}

/** English word → the CJK bigrams that translate it, best first. */
export type Lexicon = Map<string, string[]>;

/**
 * Whether a bigram is not a word of its own: it holds a function word (的图 of 应用的图标), or
 * it overhangs a better bigram of the same word by one character, as the end or the start of
 * the text around it (动时 and 器启 beside 启动, from 启动时 and 服务器启动).
 */
function straddles(bigram: string, better: readonly string[]): boolean {
  const [first = '', second = ''] = [...bigram];
  if (BOUNDARY.has(first) || BOUNDARY.has(second)) return true;
  return better.some((kept) => kept.endsWith(first) || kept.startsWith(second));
}

/** Learns the lexicon from texts paired with their translations. */
export function learnLexicon(pairs: readonly (readonly [english: string, translation: string])[]): Lexicon {
  const wordCount = new Map<string, number>();
  const bigramCount = new Map<string, number>();
  const pairCount = new Map<string, Map<string, number>>();
  for (const [english, translation] of pairs) {
    const { bigrams, latin } = translationSide(translation);
    for (const bigram of bigrams) bigramCount.set(bigram, (bigramCount.get(bigram) ?? 0) + 1);
    for (const word of englishWords(english)) {
      if (latin.has(word)) continue;
      wordCount.set(word, (wordCount.get(word) ?? 0) + 1);
      let counts = pairCount.get(word);
      if (!counts) pairCount.set(word, (counts = new Map()));
      for (const bigram of bigrams) counts.set(bigram, (counts.get(bigram) ?? 0) + 1);
    }
  }
  const links: { word: string; bigram: string; dice: number }[] = [];
  const bestWord = new Map<string, { word: string; dice: number }>();
  for (const [word, counts] of pairCount) {
    for (const [bigram, count] of counts) {
      if (count < MIN_PAIRS) continue;
      const dice = (2 * count) / ((wordCount.get(word) ?? 0) + (bigramCount.get(bigram) ?? 0));
      links.push({ word, bigram, dice });
      const best = bestWord.get(bigram);
      if (!best || dice > best.dice || (dice === best.dice && word < best.word)) bestWord.set(bigram, { word, dice });
    }
  }
  const kept = links.filter((link) => link.dice >= MIN_DICE && bestWord.get(link.bigram)?.word === link.word);
  const bestDice = new Map<string, number>();
  for (const link of kept) bestDice.set(link.word, Math.max(bestDice.get(link.word) ?? 0, link.dice));
  const lexicon: Lexicon = new Map();
  for (const link of kept.sort((a, b) => b.dice - a.dice || (a.bigram < b.bigram ? -1 : 1))) {
    if (link.dice < RELATIVE_DICE * (bestDice.get(link.word) ?? 0)) continue;
    const bigrams = lexicon.get(link.word) ?? [];
    if (straddles(link.bigram, bigrams)) continue;
    bigrams.push(link.bigram);
    lexicon.set(link.word, bigrams);
  }
  return lexicon;
}

/** Titles, descriptions and headings of twin pages, each with its translation. */
export function alignedTexts(
  source: readonly IndexedPage[],
  target: readonly IndexedPage[],
  twinRoute: (route: string) => string,
): [string, string][] {
  const byRoute = new Map(target.map((page) => [page[0], page]));
  const pairs: [string, string][] = [];
  for (const page of source) {
    const twin = byRoute.get(twinRoute(page[0]));
    if (!twin) continue;
    pairs.push([page[1], twin[1]], [page[2], twin[2]]);
    if (page[4].length === twin[4].length)
      page[4].forEach((heading, i) => pairs.push([heading[0], twin[4][i]?.[0] ?? '']));
  }
  return pairs;
}

/** Whether a title is an identifier (`server.proxy`, `plugins`, `plugin-react`), not a name or words. */
export function isIdentifierTitle(title: string): boolean {
  const text = title.trim();
  const pieces = scan(text);
  return (
    pieces.length === 1 &&
    pieces[0]?.kind === 'word' &&
    /^[\x21-\x7e]+$/.test(text) &&
    (/^[a-z]/.test(text) || /[a-zA-Z0-9][./_-][a-zA-Z]/.test(text))
  );
}

/**
 * The gloss of an identifier title: the bigrams the lexicon gives for its words, the
 * namespace before a dot left out (`server.proxy` → 代理), separated by spaces. Empty for
 * other titles.
 */
export function titleGloss(title: string, lexicon: Lexicon): string {
  if (!isIdentifierTitle(title)) return '';
  const name = title.includes('.') ? title.slice(title.indexOf('.') + 1) : title;
  const bigrams = new Set<string>();
  for (const word of englishWords(name)) for (const bigram of lexicon.get(word) ?? []) bigrams.add(bigram);
  return [...bigrams].join(' ');
}

const MAX_COMPOUNDS = 3;
/** Function words after which a word begins. */
const BOUNDARY = new Set([...'的和与及或在了把对从为是、']);

/** Fuller names of a title: a CJK word of it with the word of two characters before it where its texts write them (服务器 → 开发服务器). */
export function titleCompounds(title: string, texts: readonly string[], isTerm: (bigram: string) => boolean): string[] {
  const found = new Map<string, number>();
  for (const piece of scan(title)) {
    if (piece.kind !== 'cjk' || piece.chars.length < 3) continue;
    const word = piece.chars.join('');
    for (const text of texts)
      for (const run of scan(text)) {
        if (run.kind !== 'cjk') continue;
        const chars = run.chars.join('');
        for (let at = chars.indexOf(word); at !== -1; at = chars.indexOf(word, at + 1)) {
          // The two characters before must be a word of the locale (开发, 预览), not the end of one
          // (构建时 → 建时): a term, at the start of the run or after a function word.
          if (at < 2 || !isTerm(chars.slice(at - 2, at)) || (at > 2 && !BOUNDARY.has(chars[at - 3] ?? ''))) continue;
          const compound = chars.slice(at - 2, at + word.length);
          found.set(compound, (found.get(compound) ?? 0) + 1);
        }
      }
  }
  return [...found]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_COMPOUNDS)
    .map(([compound]) => compound);
}

/**
 * The words of a name of several capitalised words in a title (`Create React App`, `Rsbuild
 * Core`), folded; an acronym ends such a name (`CSS Modules` is read word by word).
 */
function productNameWords(title: string): Set<string> {
  const words = new Set<string>();
  for (const run of title.match(/\b[A-Z][a-z][\w.]*(?:\s+[A-Z][a-z][\w.]*)+/g) ?? [])
    for (const word of run.split(/\s+/)) words.add(word.toLowerCase());
  return words;
}

/**
 * The gloss of a page that is not titled by an identifier: the fuller names of its title in
 * its description, the synonym table's equivalents of the title's CJK words, and the lexicon's
 * words for its English words that are not part of a name; separated by spaces, each once.
 */
export function pageGloss(
  title: string,
  description: string,
  lexicon: Lexicon,
  table: SynonymTable,
  isTerm: (bigram: string) => boolean,
): string {
  const words = new Set<string>(titleCompounds(title, [description], isTerm));
  for (const piece of scan(title))
    if (piece.kind === 'cjk')
      for (const span of cjkSynonymSpans(table, piece.chars))
        for (const equivalent of span.equivalents) words.add(equivalent);
  // Whole English words only: a name (`TypeScript`) is not read by its parts, nor a name of
  // several words by its words (`Create React App` is not about creating).
  const named = productNameWords(title);
  for (const piece of scan(title))
    if (piece.kind === 'word' && piece.parts.length === 0 && /^[a-z]{3,}$/.test(piece.whole) && !named.has(piece.whole))
      for (const bigram of lexicon.get(lexiconKey(piece.whole)) ?? []) words.add(bigram);
  for (const piece of scan(title)) if (piece.kind === 'cjk') words.delete(piece.chars.join(''));
  return [...words].join(' ');
}

/** A page's gloss: the names written for it (src/core/search-glosses.ts), then the learned words, each once. */
export function joinGloss(written: readonly string[], learned: string): string {
  const names = [...written, ...learned.split(' ')].map((name) => name.trim()).filter(Boolean);
  return [...new Set(names)].join(GLOSS_SEPARATOR);
}

/**
 * A locale's index with the glosses of its pages: the words written for each page, and those
 * learned from the index of the locale its pages translate (`twinRoute` maps a route of that
 * locale to this one's).
 */
export function withGlosses(
  index: SearchIndexFile,
  twin: SearchIndexFile,
  twinRoute: (route: string) => string,
): SearchIndexFile {
  const lexicon = learnLexicon(alignedTexts(twin.pages, index.pages, twinRoute));
  const table = synonymTable(index.lang);
  const terms = cjkTerms(index.pages.flatMap((page) => [page[1], page[2], ...page[4].map((heading) => heading[0])]));
  const isTerm = (bigram: string) => terms.has(bigram);
  const written = writtenGlosses(index.lang);
  return {
    ...index,
    pages: index.pages.map((page) => [
      page[0],
      page[1],
      page[2],
      page[3],
      page[4],
      joinGloss(
        written[page[0]] ?? [],
        isIdentifierTitle(page[1]) ? titleGloss(page[1], lexicon) : pageGloss(page[1], page[2], lexicon, table, isTerm),
      ),
      page[6],
    ]),
  };
}
