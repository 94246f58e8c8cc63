/**
 * How search reads text, in one place for the index (built by gatsby/search-index.ts at
 * build time) and for the query (in the browser): the same folding, the same tokens, the same
 * FlexSearch options. FlexSearch 0.6's own encoders drop CJK characters; this tokenizer keeps
 * them.
 *
 * - Latin (and every other alphabetic script) words are folded: compatibility forms
 *   (full-width letters), accents and case are removed.
 * - Identifiers stay searchable whole and in parts: `output.minify` gives `output.minify`,
 *   `output` and `minify`; `assetPrefix` gives `assetprefix`, `asset` and `prefix`;
 *   `NODE_ENV` gives `node_env`, `node` and `env`; `vue3` gives `vue3`, `vue` and `3`. The
 *   names of languages (`JavaScript`, `TypeScript`) stay whole.
 * - CJK runs (Han, kana, Hangul) give every character and every pair of neighbours
 *   (bigrams): `环境变量` gives 环 境 变 量 环境 境变 变量.
 * - Single Latin letters and a few English function words are not indexed.
 *
 * What the index holds of a section's body is a selection of those tokens, its index terms
 * (`indexTerms`): no identifier joined by `.`, `-`, `_` or `/` whole (its parts are there)
 * but versions and addresses (`0.5.9`, `0.0.0.0`),
 * no lone CJK character, and only the CJK bigrams of the locale's term list — the pairs
 * written in two or more of its titles, headings and descriptions, and the pairs of its page
 * bodies that read as words (`cohesiveBigrams`). FlexSearch receives terms, never text.
 */
import { SEARCH_INDEX_CACHE_SIZE } from './constants';

const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'been',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'so',
  'than',
  'that',
  'the',
  'their',
  'then',
  'these',
  'this',
  'those',
  'to',
  'was',
  'we',
  'were',
  'what',
  'when',
  'which',
  'will',
  'with',
  'would',
  'you',
  'your',
  // What a reader says of what they want: the subject is elsewhere (`i want hash in file names`).
  'want',
  'wants',
  'wanted',
  'wanna',
  'need',
  'needs',
  'needed',
  // What an apostrophe leaves of a contraction: isn't → isn, you'll → ll.
  'aren',
  'couldn',
  'didn',
  'doesn',
  'don',
  'hasn',
  'haven',
  'isn',
  'shouldn',
  'wasn',
  'weren',
  'wouldn',
  'll',
  're',
  've',
  'won',
  // The same contractions typed without their apostrophe (`dont`, `doesnt`, `cant`): as rare
  // as they are in the docs, `dont` outweighed the subject of `ts type errors dont fail the build`.
  'arent',
  'cant',
  'couldnt',
  'didnt',
  'doesnt',
  'dont',
  'hasnt',
  'havent',
  'isnt',
  'shouldnt',
  'thats',
  'wasnt',
  'werent',
  'whats',
  'wont',
  'wouldnt',
]);

/** Characters that join the parts of an identifier when written between two word characters. */
const CONNECTORS = new Set(['.', '-', '_', '/']);

/** Han, kana, Hangul and their compatibility blocks: written without spaces between words. */
export function isCjk(codePoint: number): boolean {
  return (
    (codePoint >= 0x3040 && codePoint <= 0x30ff) || // hiragana, katakana
    (codePoint >= 0x3100 && codePoint <= 0x312f) || // bopomofo
    (codePoint >= 0x3400 && codePoint <= 0x4dbf) || // CJK extension A
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) || // CJK unified ideographs
    (codePoint >= 0xac00 && codePoint <= 0xd7af) || // Hangul syllables
    (codePoint >= 0xf900 && codePoint <= 0xfaff) || // CJK compatibility ideographs
    (codePoint >= 0x20000 && codePoint <= 0x3134f) // CJK extensions B to G
  );
}

const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
const COMBINING_MARK = /\p{M}/gu;

/** A letter or digit of a script written with spaces (everything but CJK). */
export function isWordChar(char: string, codePoint: number): boolean {
  if (codePoint < 0x80) {
    return (
      (codePoint >= 0x30 && codePoint <= 0x39) ||
      (codePoint >= 0x41 && codePoint <= 0x5a) ||
      (codePoint >= 0x61 && codePoint <= 0x7a)
    );
  }
  return !isCjk(codePoint) && LETTER_OR_NUMBER.test(char);
}

/**
 * The compatibility decomposition of one character without its accents, case kept: `Ａ` → `A`,
 * `é` → `e`. May be empty (a lone combining mark) or longer than the input (`ﬁ` → `fi`).
 */
export function foldChar(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char;
  return char.normalize('NFKD').replace(COMBINING_MARK, '');
}

/** Folds case, accents and compatibility forms of a whole string (for comparisons). */
export function foldText(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out.toLowerCase();
}

/** One identifier-like run: its parts in their original case and what joined them. */
interface Compound {
  segments: string[];
  connectors: string[];
}

/**
 * A run of text: an identifier or word (`whole`, its `parts` as indexed, and `words`, its
 * finest parts in reading order: `dev.assetPrefix` → dev, asset, prefix), or a CJK run.
 */
export type QueryPiece =
  { kind: 'word'; whole: string; parts: string[]; words: string[] } | { kind: 'cjk'; chars: string[] };

/** Where a segment splits: lower→upper (`assetPrefix`), acronym→word (`HTMLPlugin`), letter↔digit (`vue3`). */
const SUB_PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\p{L}+|\p{N}+/gu;

/**
 * Names of languages written as one word: their parts are not words of theirs (`script` in a
 * query means a script tag or a script file, not every page that says JavaScript).
 */
const WHOLE_NAMES = new Set(['javascript', 'typescript', 'coffeescript', 'webassembly']);

function subParts(segment: string): string[] {
  if (WHOLE_NAMES.has(segment.toLowerCase())) return [];
  const found = segment.match(SUB_PART) ?? [];
  return found.length > 1 ? found.map((part) => part.toLowerCase()) : [];
}

/** Whether a token is kept: not empty, not a lone Latin letter, not an English function word. */
export function isIndexable(token: string): boolean {
  if (token.length === 0) return false;
  if (token.length === 1) return /\p{N}/u.test(token);
  return !STOPWORDS.has(token);
}

/** The tokens of one identifier-like run, whole first. */
function compoundTokens({ segments, connectors }: Compound): { whole: string; parts: string[]; words: string[] } {
  const lower = segments.map((segment) => segment.toLowerCase());
  let whole = lower[0] ?? '';
  for (let i = 1; i < lower.length; i += 1) whole += (connectors[i - 1] ?? '') + lower[i];
  const parts: string[] = [];
  const add = (token: string) => {
    if (token !== whole && isIndexable(token) && !parts.includes(token)) parts.push(token);
  };
  segments.forEach((segment, i) => {
    add(lower[i] ?? '');
    for (const part of subParts(segment)) add(part);
  });
  const words = segments.flatMap((segment, i) => {
    const sub = subParts(segment);
    return sub.length > 0 ? sub : [lower[i] ?? ''];
  });
  return { whole, parts, words };
}

/** Splits text into identifier runs and CJK runs, in order. Nothing else survives. */
export function scan(text: string): QueryPiece[] {
  const pieces: QueryPiece[] = [];
  let segments: string[] = [];
  let connectors: string[] = [];
  let segment = '';
  let pendingConnector = '';
  let cjk: string[] = [];

  const endCompound = () => {
    if (segment) segments.push(segment);
    if (segments.length > 0) {
      pieces.push({ kind: 'word', ...compoundTokens({ segments, connectors }) });
    }
    segments = [];
    connectors = [];
    segment = '';
    pendingConnector = '';
  };
  const endCjk = () => {
    if (cjk.length > 0) pieces.push({ kind: 'cjk', chars: cjk });
    cjk = [];
  };

  for (const raw of text) {
    const codePoint = raw.codePointAt(0) ?? 0;
    if (isCjk(codePoint)) {
      endCompound();
      cjk.push(raw.normalize('NFKC'));
      continue;
    }
    endCjk();
    const folded = foldChar(raw);
    for (const char of folded) {
      const cp = char.codePointAt(0) ?? 0;
      if (isWordChar(char, cp)) {
        if (pendingConnector) {
          segments.push(segment);
          connectors.push(pendingConnector);
          segment = '';
          pendingConnector = '';
        }
        segment += char;
      } else if (CONNECTORS.has(char) && segment && !pendingConnector) {
        pendingConnector = char;
      } else {
        endCompound();
      }
    }
  }
  endCompound();
  endCjk();
  return pieces;
}

/** The tokens of a CJK run: every character, then every pair of neighbours. */
export function cjkTokens(chars: string[]): string[] {
  const tokens = [...chars];
  for (let i = 0; i + 1 < chars.length; i += 1) tokens.push(`${chars[i]}${chars[i + 1]}`);
  return tokens;
}

/** Every token of a text, each once, in order of first appearance. */
export function tokenize(text: string): string[] {
  const seen = new Set<string>();
  for (const piece of scan(text)) {
    if (piece.kind === 'cjk') {
      for (const token of cjkTokens(piece.chars)) seen.add(token);
    } else {
      if (isIndexable(piece.whole)) seen.add(piece.whole);
      for (const part of piece.parts) seen.add(part);
    }
  }
  return [...seen];
}

/** Whether a token is CJK (a character or a bigram). */
export function isCjkToken(token: string): boolean {
  return isCjk(token.codePointAt(0) ?? 0);
}

/** Where the words of a list occur in a CJK run, as spans of characters [from, to). */
export function wordSpans(chars: readonly string[], words: readonly string[]): { from: number; to: number }[] {
  const text = chars.join('');
  const spans: { from: number; to: number }[] = [];
  for (const word of words)
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      const from = [...text.slice(0, at)].length;
      spans.push({ from, to: from + [...word].length });
    }
  return spans;
}

/** Whether a token is a pair of CJK characters. */
export function isCjkBigram(token: string): boolean {
  return isCjkToken(token) && [...token].length === 2;
}

/** Whether a token is an identifier joined by a connector (`output.minify`), indexed by its parts. */
export function isJoinedIdentifier(token: string): boolean {
  for (const char of token) if (CONNECTORS.has(char)) return true;
  return false;
}

const CJK_RUN =
  /[\u3040-\u30ff\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u{20000}-\u{3134f}]+/gu;

/**
 * The CJK runs of a text as `scan` finds them (the ranges of `isCjk`, each character in NFKC),
 * without tokenizing the rest: the term lists read only these, from every page body of a locale,
 * and `scan` spent most of its time on the words around them.
 */
export function cjkRuns(text: string): string[][] {
  return Array.from(text.matchAll(CJK_RUN), ([run]) => Array.from(run, (char) => char.normalize('NFKC')));
}

/**
 * The term list of a locale: the CJK bigrams written in at least `minTexts` of its titles,
 * headings and descriptions. A pair seen in one text only is mostly the junction of two words.
 */
export function cjkTerms(texts: Iterable<string>, minTexts = 2): Set<string> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const chars of cjkRuns(text)) for (const token of cjkTokens(chars).slice(chars.length)) seen.add(token);
    for (const token of seen) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= minTexts).map(([token]) => token));
}

/**
 * How much more often than chance two characters must stand side by side in a locale's page
 * bodies for their pair to be read as a word of its own: e^6, about 400 times. A word (日期,
 * 骨架) is a pair of characters rarely seen apart; the junction of two words (的配, 时会) is a
 * pair of common characters that meet by chance. Chosen on the tuning part of the relevance
 * sets (tests/search/README.md).
 */
export const BODY_WORD_MIN_COHESION = 6;

/**
 * The CJK bigrams of page bodies that read as words: those whose pointwise mutual information
 * (the log of how much more often the pair occurs than its characters' frequencies predict)
 * is at least `minCohesion`. With the pairs of titles, headings and descriptions (`cjkTerms`),
 * they make a locale's term list, so that a word written only in a body (日期 of the TOML
 * plugin's value conversion) is found there.
 */
export function cohesiveBigrams(texts: Iterable<string>, minCohesion = BODY_WORD_MIN_COHESION): Set<string> {
  const chars = new Map<string, number>();
  const pairs = new Map<string, number>();
  let total = 0;
  for (const text of texts)
    for (const run of cjkRuns(text)) {
      run.forEach((char, i) => {
        chars.set(char, (chars.get(char) ?? 0) + 1);
        total += 1;
        const next = run[i + 1];
        if (next !== undefined) pairs.set(char + next, (pairs.get(char + next) ?? 0) + 1);
      });
    }
  const found = new Set<string>();
  for (const [pair, count] of pairs) {
    const [first = '', second = ''] = [...pair];
    const expected = ((chars.get(first) ?? 1) * (chars.get(second) ?? 1)) / total;
    if (Math.log(count / expected) >= minCohesion) found.add(pair);
  }
  return found;
}

/** Versions and addresses (`0.5.9`, `0.0.0.0`): their parts are single digits, which find nothing. */
const NUMBERS = /^\d+(?:\.\d+)+$/;

/**
 * The terms the index holds of a body text: its tokens without joined identifiers (their
 * parts stay; versions and addresses stay whole too), lone CJK characters, or CJK bigrams
 * outside the term list.
 */
export function indexTerms(text: string, terms: ReadonlySet<string>): string[] {
  return tokenize(text).filter((token) => {
    if (isCjkToken(token)) return terms.has(token);
    return !isJoinedIdentifier(token) || NUMBERS.test(token);
  });
}

function collectValues(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectValues(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectValues(item, out));
}

const WHITESPACE = /\s+/;

/**
 * The tokenizer FlexSearch calls. Terms are made before FlexSearch sees them — by
 * `indexTerms` for the index, by the query planner for a lookup — and written separated by
 * spaces; FlexSearch splits them. The index is given each record as JSON
 * (`{"terms":…}`): only the values are read, so field names never become words.
 */
export function tokenizeForEngine(text: string): string[] {
  let values = [text];
  if (text.startsWith('{')) {
    try {
      const found: string[] = [];
      collectValues(JSON.parse(text), found);
      values = found;
    } catch {
      // Not JSON: terms that happen to start with a brace.
    }
  }
  const seen = new Set<string>();
  for (const value of values) for (const term of value.split(WHITESPACE)) if (term) seen.add(term);
  return [...seen];
}

/**
 * FlexSearch 0.6 options, the same when the build makes the index and when the browser
 * imports it: no encoder (terms come folded), one resolution slot (ranking is done by
 * src/core/search-rank.ts), no contextual index, and a cache of recent lookups.
 */
export const SEARCH_ENGINE_OPTIONS = {
  encode: false as const,
  tokenize: tokenizeForEngine,
  threshold: 0,
  resolution: 1,
  depth: 0,
  async: false,
  worker: false as const,
  cache: SEARCH_INDEX_CACHE_SIZE,
};
