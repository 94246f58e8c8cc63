/**
 * Query planning, the first step of ranking (src/core/search-rank.ts): a query is read once
 * into a plan — its groups, its words as written and its phrase — that the later steps use
 * without reading the query again.
 *
 * A group is one word or identifier of the query, one CJK bigram, or one equivalent of a span
 * of the query. With a vocabulary (the local index), a Latin group also matches, with lower
 * quality:
 * - its plural/singular and -ing/-ed forms (`requests` → `request`);
 * - its equivalents in the locale's synonym table (`dir` → `directory`, `folder`), those of
 *   a term it makes with its neighbours (`command line` → `cli`), and the words of its first
 *   equivalent of several words, as parts (`og` → open + graph);
 * - the words it begins (what is being typed: `minif` → `minify`), and the identifiers that
 *   two neighbouring words of the query begin (`public dir` → `publicdir`);
 * - when it matches nothing, the words one edit away (two for long words: `minfy` → `minify`).
 * An identifier also matches records holding all its parts. A CJK word of the synonym table
 * adds its equivalents as alternative groups, which cover the span of the query they stand for
 * (`构建结果` → 产物) without adding to the weight the query must match. A CJK character whose
 * pairs with both neighbours are no words of the index is read as mistyped, and its bigrams
 * also match those a replacement makes words (`预价载` → 预加, 加载).
 */
import { cjkCorrections, type CjkCorrection } from './search-cjk-typos';
import {
  addMigrationWords,
  cjkMigrationGroups,
  commandWords,
  PRODUCT_NAME,
  releaseQuestionWords,
  versionLeft,
} from './search-intents';
import { RANKING } from './search-parameters';
import { cjkSynonymSpans, type SynonymTable } from './search-synonyms';
import { foldTraditional } from './search-traditional';
import {
  cjkTokens,
  isCjkToken,
  isIndexable,
  isJoinedIdentifier,
  scan,
  wordSpans,
  type QueryPiece,
} from './search-tokenizer';
import { countWithPrefix, lowerBound, vocabularyCount, type Vocabulary } from './search-vocabulary';

export interface TermVariant {
  token: string;
  /** 1 for the word itself, less for a derived form. */
  quality: number;
}

export interface QueryGroup {
  /** The folded text the group stands for (a word, an identifier, a CJK bigram or character, an equivalent). */
  label: string;
  variants: TermVariant[];
  /** An identifier's parts: a record holding them all matches with `RANKING.partsQuality`. */
  parts: string[];
  /** A CJK bigram or an equivalent: dropped when no record holds it. */
  soft: boolean;
  /** The characters of a CJK run of the query the group covers when matched: [from, to). */
  run?: { id: number; from: number; to: number };
  /** An equivalent of a span of the query: covers the span, adds nothing to the weight to match. */
  alternative?: boolean;
  /**
   * A word saying something of the subject: that it fails (不生效, 报错) or to switch it
   * (`enable`). It weighs `RANKING.asideShare` of its rarity, less than the subject of the query.
   */
  aside?: boolean;
  /**
   * The word of the index a word found nowhere is read as, a typo corrected (`loadr` → loader);
   * of an equivalent, the corrected word it stands for (修改 of 调正, read as 调整).
   */
  corrected?: string;
}

/** A query read once, for every step of ranking. */
export interface QueryPlan {
  groups: QueryGroup[];
  /** The words as written, identifiers whole (`output.minify`): compared with titles. */
  words: string[];
  /** The names of options the query writes as one: dotted (`server.proxy`) or camelCase (`publicDir`). */
  names: string[];
  /** The words as a phrase (`rsbuild dev`, `代理 API`): two words or more, else null. */
  phrase: string[] | null;
  /** The query asks what its words mean (`what is a chunk`, `chunk 是什么`). */
  asksDefinition: boolean;
  /** The query asks about a change between releases (`target option removed`, `不再默认`). */
  asksChange: boolean;
  /** The release the reader upgraded from (`after upgrading from 0.1`: `0.1`). */
  versionLeft?: string;
  /** A question as typed, by `typedKey` (else ''): compared with headings, for an FAQ's question typed whole. */
  typed: string;
}

/** A query asking a question, in either locale. */
const QUESTION =
  /\b(?:how|why|what|when|where|which|can|does|do|is|should)\b|为什么|为何|如何|怎么|怎样|什么|能否|能不能|是否|吗/i;

/** A text as a heading typed whole is compared: lower-case, without spaces and punctuation (`为什么选择 Rsbuild？`). */
export function typedKey(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** Questions that ask what a term means, in both locales. */
const DEFINITION_QUESTION =
  /^\s*what(?:\s+(?:exactly\s+)?(?:is|are|does)|['’]?s)\b|\bmeaning\b|\bpurpose\b|是什么|什么是|什么意思|的含义|是个啥|是个什么|是啥|啥是|啥意思|的作用|有什么用|有啥用|干嘛|干什么/i;
/**
 * Words that say something changed between releases, in both locales: the past forms only, as
 * `remove` or `rename` ask how to do it (`dev.proxy moved to server.proxy`, `name changed to`).
 */
const CHANGE_QUESTION =
  /\b(?:removed|renamed|moved|changed|deprecated|no longer|after (?:the |an |my )?(?:upgrade|upgrading|update|updating))\b|不再|已移除|被移除|没了|不见了|废弃|弃用|改名|重命名|升级后|升级之后|更新后/i;
/**
 * `how do .env files work`, `how hmr works`: asking for an explanation, whose `work` is no word of
 * the subject (its prefix and typo forms found `worker` and `workspace` first).
 */
const HOW_IT_WORKS_QUESTION = /\bhow\b.*\bworks?\s*\??\s*$/i;
const HOW_IT_WORKS_WORDS = new Set(['work', 'works']);
/**
 * A runtime error naming what cannot be called (`Array.prototype.at is not a function`): the
 * name is the subject; `not` and `function` are in the code of many pages. (`is not defined`
 * is left as it is: the pages on a missing global quote it.)
 */
const NOT_CALLABLE_MESSAGE = /\bis not a (?:function|constructor)\b/i;
const NOT_CALLABLE_WORDS = new Set(['not', 'function', 'constructor']);
/**
 * `how to use .env files`, `how do i use sass`: asking how to use the subject, as 怎么用 does,
 * whose `use` is no word of it (the config guide, saying `use` beside files and environment,
 * came first). `use` alone is a word of the subject (`use sass`: the page on using CSS).
 */
const HOW_TO_USE_QUESTION = /\bhow\s+(?:to|(?:do|can|should)\s+(?:i|you|we))\s+use\b/i;
const HOW_TO_USE_WORDS = new Set(['use']);
/**
 * `possible values of targets`, `what values can polyfill take`: asking for an option's values,
 * which its page lists, seldom saying `value` (output.targets names its targets).
 */
const VALUES_QUESTION = /\b(?:possible|allowed|accepted|valid)\s+values?\b|\bwhat\s+values?\b|\bvalues?\b.*\btakes?\b/i;
const VALUES_WORDS = new Set(['value', 'values', 'possible', 'allowed', 'accepted', 'valid', 'take', 'takes']);
/** English words of such a question that are not stop words: the term is what is left (`meaning of chunk`). */
const DEFINITION_WORDS = new Set(['mean', 'meaning', 'means', 'purpose', 'used']);
/** Words asking for an example: the pages answer with code, seldom with the word. */
const EXAMPLE_WORDS = new Set(['example', 'examples', 'sample', 'samples', 'usage']);
/**
 * Words of speech around a question (`build got really slow`, `something like plugin-legacy`):
 * they say nothing of the subject, and a page that happens to hold them is no better for it.
 */
const FILLER_WORDS = new Set([
  'really',
  'quite',
  'just',
  'still',
  'actually',
  'basically',
  'somehow',
  'something',
  'anything',
  'everything',
  'like',
  'got',
  'please',
  'pls',
  'plz',
  'thanks',
  'anyone',
  'someone',
  'maybe',
  'probably',
  'stuff',
  // Saying that something cannot be done: `unable` is no word of the pages, and was read as a
  // typo of `enable`.
  'unable',
  'where',
  'now',
  // Intensifiers (`what exactly is a chunk`): as rare as `exactly` is in the docs, it outweighed the term.
  'exactly',
  'literally',
  'totally',
]);
/** Words asking how two things differ (`chunk vs module`). */
const DIFFERENCE_WORDS = new Set([
  'vs',
  'versus',
  'difference',
  'differences',
  'differ',
  'different',
  'compare',
  'compared',
  'comparing',
  'comparison',
]);
/**
 * Words asking how two things differ, or what stands for one elsewhere (`webpack DefinePlugin
 * equivalent`): a page compares them by saying both, seldom with the word.
 */
const COMPARISON_WORDS = new Set([
  ...DIFFERENCE_WORDS,
  'equivalent',
  'equivalents',
  'alternative',
  'alternatives',
  'counterpart',
]);
/** The words between two things compared (`entry vs usage`). */
const COMPARED_BY = new Set(['vs', 'versus', 'or']);
/**
 * Words asking to switch the subject on or off (`enable https`): the option's page says it
 * with a value, and a page with an `enable` option and the subject somewhere came first. They
 * weigh less than the subject, as 不生效 does; not nothing, as `disable url() handling in css`
 * is answered by a page that says it.
 */
const TOGGLE_WORDS = new Set([
  'enable',
  'enabled',
  'enabling',
  'disable',
  'disabled',
  'disabling',
  'activate',
  'deactivate',
  'toggle',
]);

/**
 * Words naming the kind of text a reader wants (`plugin tutorial`, `react setup guide`): every
 * page is one, and the few that say the word (入门 of the quick start) are no better for it.
 */
const DOC_WORDS = new Set([
  'tutorial',
  'tutorials',
  'guide',
  'guides',
  'docs',
  'doc',
  'documentation',
  'intro',
  'introduction',
  'walkthrough',
  'steps',
  // What every page builds: `my website` says where the reader's code lives, not what it asks.
  'website',
  'websites',
  'webpage',
  'webpages',
]);
const CJK_DOC_WORDS = ['入门', '教程', '文档', '指南', '完整步骤', '步骤'];

/** A command-line option as typed (`--port`, `--env-mode`), or its one-letter form (`-v`, `-c`). */
const CLI_FLAG = /(?:^|\s)(?:--[a-z][a-z-]*\b|-[a-z](?=\s|$))/i;
const CLI_WORD = 'cli';

/**
 * A path climbing two folders or more (`../../`, `../../../`): a reader tired of relative imports,
 * whose page (path aliases) says `relative` where the query has only dots and slashes, which no
 * index holds. The first of these words the locale's index holds stands for them.
 */
const CLIMBING_PATH = /(?:\.\.[/\\]){2,}/;
const RELATIVE_WORDS = ['relative', '相对'];

/**
 * The scheme of a web address pasted whole (`https://cdn.example.com`): it says how the address
 * is fetched, not what the query asks; the host and path stay words.
 */
const WEB_SCHEME = /\bhttps?:\/\//gi;

/**
 * `out of the box` says what happens without configuring anything, which the pages say with
 * `default` (`What the dev server does by default`); read word by word, it matched `output` and
 * the pages that use the idiom for the tool as a whole.
 */
const OUT_OF_THE_BOX = /\bout[\s-]+of[\s-]+the[\s-]+box\b/gi;

/**
 * Other build tools a reader names to say where a setting comes from (`vite 的 build.sourcemap`): the
 * Rsbuild page they want does not say the tool's name, and the pages that merely mention it are no answer.
 * Not webpack: Rsbuild's own pages name webpack's options as theirs.
 */
const OTHER_TOOLS = new Set(['vite', 'rollup', 'parcel', 'esbuild', 'turbopack', 'snowpack']);

/** Beyond this, a query is not read further (a pasted page must not stall the browser). */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query looked for: enough for a pasted sentence and the error name at its end. */
export const MAX_GROUPS = 16;
const MAX_ALTERNATIVES = 12;
const MAX_PREFIX_EXPANSIONS = 24;
const MAX_JOINED_EXPANSIONS = 4;
const MAX_TYPO_EXPANSIONS = 4;
const MAX_TYPO_GROUPS = 6;

/** What joins the parts of an identifier (`dev.client`, `plugin-react`, `@rsbuild/core`, `max_age`). */
const IDENTIFIER_SEPARATOR = /[./_@:-]/;

/**
 * The most frequent words that begin with `prefix` (not the prefix itself). An identifier of
 * which the prefix is a whole part (`dev.client` for `dev`, `plugin-react` for `plugin`) is
 * not one: the part is matched as itself, and `dev` in a query does not mean `dev.client`.
 */
export function prefixExpansions(vocabulary: Vocabulary, prefix: string, max = MAX_PREFIX_EXPANSIONS): string[] {
  const found: { word: string; count: number }[] = [];
  for (let i = lowerBound(vocabulary.words, prefix); i < vocabulary.words.length; i += 1) {
    const word = vocabulary.words[i] ?? '';
    if (!word.startsWith(prefix)) break;
    if (word !== prefix && !IDENTIFIER_SEPARATOR.test(word.charAt(prefix.length)))
      found.push({ word, count: vocabulary.counts[i] ?? 0 });
  }
  return found
    .sort((a, b) => b.count - a.count || a.word.length - b.word.length || (a.word < b.word ? -1 : 1))
    .slice(0, max)
    .map(({ word }) => word);
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, swaps of
 * neighbours), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/**
 * The candidate fewest edits from `word` within what `allowed` grants it, the first of equals;
 * undefined when none is that close.
 */
export function closestByEdits(
  word: string,
  candidates: Iterable<string>,
  allowed: (candidate: string) => number,
): string | undefined {
  let found: string | undefined;
  let fewest = Infinity;
  for (const candidate of candidates) {
    const max = Math.min(allowed(candidate), fewest - 1);
    if (max < 0) continue;
    const edits = editDistance(word, candidate, max);
    if (edits <= max) [found, fewest] = [candidate, edits];
  }
  return found;
}

/** Edits allowed for a typed word: none below 5 characters, 1 up to 8, then 2. */
export function allowedTypos(word: string): number {
  if (word.length < 5) return 0;
  return word.length < 9 ? 1 : 2;
}

/** The shortest word a swap of two neighbouring letters corrects: too short for an edit (`evn`). */
const MIN_SWAPPED_LENGTH = 3;

/**
 * Words of the vocabulary a short word stands for with two neighbouring letters swapped (`evn`
 * → env, `jsno` → json), most frequent first: a slip of the fingers common in short words, where
 * any other edit would reach too many words to tell which was meant.
 */
function swappedNeighbours(vocabulary: Vocabulary, word: string): string[] {
  if (word.length < MIN_SWAPPED_LENGTH || !/^[a-z]+$/.test(word)) return [];
  const found = new Map<string, number>();
  for (let at = 0; at + 1 < word.length; at += 1) {
    if (word[at] === word[at + 1]) continue;
    const swapped = word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    const count = vocabularyCount(vocabulary, swapped);
    if (count > 0) found.set(swapped, count);
  }
  return [...found].sort((a, b) => b[1] - a[1]).map(([w]) => w);
}

/** Words of the vocabulary within the allowed edits, closest and most frequent first. */
export function typoExpansions(
  vocabulary: Vocabulary,
  word: string,
  max = MAX_TYPO_EXPANSIONS,
): { word: string; distance: number }[] {
  const allowed = allowedTypos(word);
  if (allowed === 0) return swappedNeighbours(vocabulary, word).map((w) => ({ word: w, distance: 1 }));
  const found: { word: string; distance: number; count: number }[] = [];
  vocabulary.words.forEach((candidate, i) => {
    if (Math.abs(candidate.length - word.length) > allowed || candidate === word) return;
    const distance = editDistance(word, candidate, allowed);
    if (distance <= allowed) found.push({ word: candidate, distance, count: vocabulary.counts[i] ?? 0 });
  });
  return found
    .sort((a, b) => a.distance - b.distance || b.count - a.count)
    .slice(0, max)
    .map(({ word: w, distance }) => ({ word: w, distance }));
}

/** Verbs whose past forms no suffix rule reaches, base first (`written` → write, `built` → build). */
const IRREGULAR_VERBS: readonly (readonly [string, ...string[]])[] = [
  ['write', 'wrote', 'written'],
  ['build', 'built'],
  ['break', 'broke', 'broken'],
  ['choose', 'chose', 'chosen'],
  ['hide', 'hidden'],
  ['take', 'took', 'taken'],
  ['give', 'gave', 'given'],
  ['show', 'shown'],
  ['throw', 'threw', 'thrown'],
  ['find', 'found'],
  ['keep', 'kept'],
  ['make', 'made'],
  ['send', 'sent'],
  ['hold', 'held'],
  ['mean', 'meant'],
  ['tell', 'told'],
  ['freeze', 'froze', 'frozen'],
  ['begin', 'began', 'begun'],
  ['lose', 'lost'],
  ['spend', 'spent'],
  ['stick', 'stuck'],
  ['draw', 'drew', 'drawn'],
  ['drive', 'drove', 'driven'],
  ['understand', 'understood'],
];
/** A past form of an irregular verb → its base (not the other way: `build` stays the word typed). */
const IRREGULAR_FORMS = new Map<string, string>(
  IRREGULAR_VERBS.flatMap(([base, ...past]) => past.map((form): [string, string] => [form, base])),
);

/**
 * Other forms a word may stand for: plural and singular, -ing, -ed, -ion and -er forms and
 * their base, an adverb in -ically its adjective (`requests` → `request`, `repository` →
 * `repositories`, `migrate` → `migrating`, `compression` → `compress`, `copied` → `copy`).
 * Only those present in the index are used.
 */
export function stemVariants(word: string): string[] {
  if (!/^[a-z]+$/.test(word) || word.length < 4) return [];
  const irregularBase = IRREGULAR_FORMS.get(word);
  const out = new Set<string>(irregularBase ? [irregularBase] : []);
  const base = (stem: string) => {
    if (stem.length < 3) return;
    out.add(stem);
    out.add(`${stem}e`);
    // The base's other forms too: generating → generation, configured → configuration.
    for (const suffix of ['s', 'ion', 'ation']) out.add(`${stem}${suffix}`);
  };
  if (word.endsWith('ies') && word.length > 4) out.add(`${word.slice(0, -3)}y`);
  if (/(s|x|z|ch|sh)es$/.test(word)) out.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.add(word.slice(0, -1));
  const undouble = (stem: string) => (/([bdgklmnprt])\1$/.test(stem) ? stem.slice(0, -1) : stem);
  if (word.endsWith('ing')) {
    base(word.slice(0, -3));
    out.add(undouble(word.slice(0, -3)));
  }
  if (word.endsWith('ied')) out.add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ed')) {
    base(word.slice(0, -2));
    out.add(word.slice(0, -1));
    out.add(undouble(word.slice(0, -2)));
  }
  if (word.endsWith('ation')) base(word.slice(0, -5));
  // An adverb in -ically stands for its adjective (`programmatically` → programmatic).
  if (/^.{4,}ically$/.test(word)) out.add(word.slice(0, -4));
  // A verb made with -ize or -ise stands for the word it is made of (`externalize` → external,
  // `customise` → custom), of five letters at least (not `res` of `resize`).
  const made = /^(.{5,})i[sz](?:e|es|ed|ing|ation|ations)$/.exec(word)?.[1];
  if (made) out.add(made);
  if (word.endsWith('ion')) base(word.slice(0, -3));
  if (word.endsWith('er') || word.endsWith('or')) base(word.slice(0, -2));
  if (!word.endsWith('s')) out.add(`${word}s`);
  // Plurals of the other spelling: repository → repositories, alias → aliases, patch → patches.
  if (/[^aeiou]y$/.test(word)) out.add(`${word.slice(0, -1)}ies`);
  if (/(s|x|z|ch|sh)$/.test(word)) out.add(`${word}es`);
  const stem = word.endsWith('e') ? word.slice(0, -1) : word;
  for (const suffix of ['ing', 'ed', 'ion', 'ation', 'er']) out.add(`${stem}${suffix}`);
  // A short vowel before a last consonant doubles it: split → splitting, set → setting.
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(word))
    for (const suffix of ['ing', 'ed', 'er']) out.add(`${word}${word.slice(-1)}${suffix}`);
  // The British spelling of a verb in -ize stands for the docs' American one and its forms (optimise → optimization).
  const american = word.replace(/is(e|es|ed|ing|ation|ations|er)$/, 'iz$1');
  if (american !== word) for (const form of [american, ...stemVariants(american)]) out.add(form);
  out.delete(word);
  return [...out];
}

/** Asking which of two to take: question words, and words of a comparison (CJK_DIFFERENCE). */
const CJK_CHOICE_WORDS = ['选哪一个', '选哪个', '该怎么选', '怎么选', '如何选'];

/**
 * Words a Chinese reader puts around the subject of a question (`0.4 更新了什么`,
 * `为什么热更新不生效`, `如何配置别名`): a query is not required to match them, as English
 * function words are not indexed. Longest first, so that 为什么 goes before 什么.
 */
const CJK_QUESTION_WORDS = [
  // Asking what a term means: the words of the question, not of the term (`chunk 是什么意思`).
  '是什么意思',
  '是个什么',
  '是个啥',
  '什么意思',
  '啥意思',
  '的含义',
  // Asking what it is for: 作用 alone is also the start of 作用域 (scope), so only these.
  '有什么作用',
  '有什么用',
  '是干嘛的',
  '干什么的',
  '干什么用',
  '的作用',
  '干嘛的',
  '干嘛用',
  '有啥用',
  // Asking for an option's values (`polyfill 有哪些取值`, `charset 的可选值`): its page lists them,
  // seldom under a 取值 heading (source.preEntry's came first).
  '可选值',
  '取值',
  '哪些值',
  '什么值',
  // What a reader says of what they want (`我想关掉压缩`): 想 next to 关 was read as a mistyped 相 of 相关.
  '我想要',
  '我需要',
  '我希望',
  '我想',
  '想要',
  '希望',
  // Asking whether the subject can be used (`swc 能用吗`): 能用 matched pages that say so of
  // anything. 能用 alone is in CJK_RUN_START_QUESTION_WORDS.
  '可不可以用',
  '能不能用',
  '可以使用',
  '能否使用',
  '可以用',
  '能用吗',
  '可不可以',
  // Asking for an example: the pages answer with code, seldom with the word (`别名 示例`,
  // `webpack-chain 写法`).
  '的示例',
  '的例子',
  '的写法',
  '示例',
  '例子',
  '范例',
  '样例',
  '使用方法',
  '用法',
  '写法',
  // Asking what to look out for: many pages end with a 注意事项 heading, whatever their subject.
  '的注意事项',
  '注意事项',
  // Asking how to use the subject: 用 left alone is in nearly every page (`代理怎么用`).
  '怎么使用',
  '如何使用',
  '怎样使用',
  '怎么用',
  '如何用',
  '怎样用',
  // Asking which of two to take (`dns-prefetch 跟 preconnect 选哪个`): 选 alone is the start of 选项.
  ...CJK_CHOICE_WORDS,
  // What a reader ought to do (`缓存该怎么配`): 该 left beside the subject read 存该 as a word.
  '应该怎么',
  '应该如何',
  '该怎么',
  '该如何',
  // Asking when (`?inline 和 ?url 什么时候用`): 时候 matched every heading asking it.
  '什么情况下',
  '什么时候',
  '啥时候',
  '何时',
  // When it happens (`写插件的时候`, `build 的时候`): 时候 is in few pages and weighed as a rare word.
  '的时候',
  '为什么',
  '怎么办',
  '怎么样',
  '在哪里',
  '在哪儿',
  '能不能',
  '是不是',
  '会不会',
  '有没有',
  '要不要',
  '有哪些',
  '有什么',
  '什么是',
  '是什么',
  '是啥',
  '啥是',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '哪些',
  '哪个',
  '哪里',
  '哪儿',
  '在哪',
  // Where to put it (`配置文件放哪`, `放在哪`): 放 left beside the subject read 件放 as a word.
  '放在哪',
  '放到哪',
  '放哪',
  // Where it ends up (`字体文件输出到哪`): 到 left beside the subject read 出到 as a word.
  '到哪个',
  '到哪里',
  '到哪儿',
  '到哪',
  '是否',
  '能否',
  '啥',
  '咋',
  '吗',
  '呢',
  '吧',
  '了',
  // Particles that join two words of a sentence and make no word of the docs with either
  // (端口被占用, 有类型错误时让开发服务器也编译失败): their pairs, 口被 and 被占, were rare junctions
  // weighing as rare words. 还是 (still, or) before 还.
  '还是',
  // On earth (`chunk 到底是个啥`): emphasis, no word of the docs.
  '到底',
  // Each of them (`chunk 和 module 分别指什么`, `host remote 分别怎么配`): the things asked about are its subject.
  '分别',
  '被',
  '把',
  '让',
  '也',
  '都',
  '还',
  '又',
  '才',
  // Words of speech around the question (请问, 居然, 感觉): no word of the docs.
  '请问',
  '求助',
  '大佬们',
  '大佬',
  '各位',
  '一下',
  '居然',
  '竟然',
  '好像',
  '感觉',
  '其实',
  '为啥',
  '去哪了',
  '去哪',
  // And: the pairs across it (置和, 和插 of `配置和插件`) are no words.
  '和',
];

/**
 * Words a Chinese reader puts beside the subject of a problem (`别名不生效`, `tailwind 样式不生效`,
 * `产物体积太大`, `import.meta.env 不能用`, `页面没反应`, `资源路径问题`, `字体无法访问`): they are
 * matched, but pages that hold them and not the subject (the HMR FAQ, 热更新不生效; a note that a
 * threshold must not be 太大; every FAQ title's 问题) must not come first, so they weigh less.
 */
const CJK_PROBLEM_WORDS = [
  '不生效',
  '没生效',
  '不起作用',
  '没有效果',
  '没效果',
  '不工作',
  '不能用',
  '用不了',
  '不管用',
  '没反应',
  '没有反应',
  '失效',
  // Taking effect at all (`CSS Modules 默认对哪些文件生效`): the subject is what it applies to.
  '生效',
  '报错',
  '问题',
  '无法',
  '太大',
  '过大',
  '太慢',
  '很慢',
  '太多',
  '太久',
];

/**
 * 自定义 (custom), which a reader says of nearly any setting (`自定义 postcss 插件`) and the docs
 * seldom: as rare as it is in them, it outweighed the subject, and the page of tools.postcss,
 * which says 添加, fell below the coverage floor. The docs' English says `custom` often, and it
 * weighs little there already.
 */
const CJK_MANNER_WORDS = ['自定义'];

/**
 * Words asking how two things differ (`chunk 和 module 有什么区别`), as COMPARISON_WORDS do in
 * English: a page compares them by saying both, seldom with the word, and 区别, rare in the docs,
 * outweighed both and kept the glossary below the coverage floor.
 */
const CJK_COMPARISON_WORDS = ['区别', '差异', '对比', '比较', '相比'];

/** A Chinese query asking how two things differ (`rsbuild 跟 vite 比有什么不同`). */
const CJK_DIFFERENCE = new RegExp([...CJK_COMPARISON_WORDS, '不同', '不一样', ...CJK_CHOICE_WORDS].join('|'));

/** The Chinese words weighing as asides: of a problem, of the kind of text wanted, of the manner, of a comparison. */
const CJK_ASIDE_WORDS = [...CJK_PROBLEM_WORDS, ...CJK_DOC_WORDS, ...CJK_MANNER_WORDS, ...CJK_COMPARISON_WORDS];

/**
 * Question words that count only where a run starts (`能用 webpack 插件吗`), or right after
 * another question word (`还能用 babel 吗`): inside a run 能用 is the end of 性能 or 功能
 * (性能用什么工具分析).
 */
const CJK_RUN_START_QUESTION_WORDS = ['能用'];
const RUN_START_WORDS = [...CJK_RUN_START_QUESTION_WORDS, ...CJK_QUESTION_WORDS];

/** A CJK run without its question words: the runs of characters between them (`更新了什么` → 更新). */
export function withoutQuestionWords(chars: readonly string[]): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (let at = 0; at < chars.length;) {
    const words = run.length === 0 ? RUN_START_WORDS : CJK_QUESTION_WORDS;
    const word = words.find((w) => [...w].every((char, i) => chars[at + i] === char));
    if (word) {
      if (run.length > 0) runs.push(run);
      run = [];
      at += [...word].length;
    } else {
      run.push(chars[at] ?? '');
      at += 1;
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The pieces of a query, its CJK runs without their question words (all of them kept when nothing else is left). */
function queryPieces(query: string): QueryPiece[] {
  const pieces = scan(clipQuery(query));
  const split = pieces.flatMap((piece): QueryPiece[] =>
    piece.kind === 'cjk' ? withoutQuestionWords(piece.chars).map((chars) => ({ kind: 'cjk', chars })) : [piece],
  );
  return split.length > 0 ? split : pieces;
}

/** The first MAX_QUERY_LENGTH characters of a query, without a word cut in two at the end. */
export function clipQuery(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH) return query;
  const clipped = query.slice(0, MAX_QUERY_LENGTH);
  const space = clipped.search(/\s\S*$/);
  return /\s/.test(query[MAX_QUERY_LENGTH] ?? ' ') || space === -1 ? clipped : clipped.slice(0, space);
}

/**
 * A word as phrases compare it: without a plural `s` (`types` reads as `type`) or `es` after
 * the endings that are no plural (`aliases` as `alias`, which keeps its `s`).
 */
function phraseKey(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /(?:ss|us|is|ias)$/.test(word)) return word;
  return /(?:ss|us|ias)es$/.test(word) ? word.slice(0, -2) : word.slice(0, -1);
}

function sequenceOf(pieces: readonly QueryPiece[]): string[] {
  const words: string[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'cjk') words.push(...piece.chars);
    else for (const word of piece.words) if (isIndexable(word)) words.push(phraseKey(word));
  }
  return words;
}

function wholeWordsOf(pieces: readonly QueryPiece[]): string[] {
  const words: string[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'cjk') words.push(...piece.chars);
    else if (isIndexable(piece.whole))
      words.push(isJoinedIdentifier(piece.whole) ? piece.whole : phraseKey(piece.whole));
  }
  return words;
}

/** The words a reader writes as an option's name: dotted (`server.proxy`), or one camelCase word (`publicDir`). */
function optionNames(pieces: readonly QueryPiece[]): string[] {
  return pieces.flatMap((piece) =>
    piece.kind === 'word' && (piece.whole.includes('.') || (piece.parts.length > 0 && !isJoinedIdentifier(piece.whole)))
      ? [piece.whole]
      : [],
  );
}

/**
 * The words of a text in reading order, as phrases compare them: identifiers by their finest
 * parts (`plugin-type-check` → plugin, type, check), CJK runs by their characters, without
 * function words and lone letters.
 */
export function wordSequence(text: string): string[] {
  return sequenceOf(scan(text));
}

/** The words of a text as written, identifiers whole (`output.minify`), for comparing a title with a query. */
export function wholeWords(text: string): string[] {
  return wholeWordsOf(scan(text));
}

/** Whether the words of a phrase occur side by side, in order, in a word sequence. */
export function holdsSequence(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || words.length < phrase.length) return false;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    let i = 0;
    while (i < phrase.length && words[start + i] === phrase[i]) i += 1;
    if (i === phrase.length) return true;
  }
  return false;
}

/**
 * The longest leading part of a dotted path, of two names or more, that `known` accepts:
 * `output.distpath.root` → `output.distpath`.
 */
export function parentOption(path: string, known: (token: string) => boolean): string | undefined {
  for (let end = path.lastIndexOf('.'); end > 0; end = path.lastIndexOf('.', end - 1)) {
    const head = path.slice(0, end);
    if (!head.includes('.')) return undefined;
    if (known(head)) return head;
  }
  return undefined;
}

/**
 * The last name of a dotted path when it is a name of several words that `known` accepts:
 * `api.modifyRspackConfig` → `modifyrspackconfig` (the object before it is how the reader's
 * code reaches the method). Only for an object the docs name members of (`api.expose`, for
 * `api`): the option of another tool (`optimization.splitChunks`) is no member of Rsbuild's
 * and may share its name with one (the `splitChunks` option of a plugin). A plain word
 * (`rsbuild.build` → build) is not taken.
 */
export function calledMember(
  path: string,
  words: readonly string[],
  known: (token: string) => boolean,
  namesMembersOf: (object: string) => boolean,
): string | undefined {
  const dot = path.lastIndexOf('.');
  const last = path.slice(dot + 1);
  if (dot <= 0 || !known(last) || !namesMembersOf(path.slice(0, dot))) return undefined;
  for (let count = 2; count < words.length; count += 1) if (words.slice(-count).join('') === last) return last;
  return undefined;
}

/** The pairs of the first CJK equivalent of more than two characters whose pairs the index all holds. */
function cjkEquivalentPairs(equivalents: readonly string[], known: (token: string) => boolean): string[] | undefined {
  for (const equivalent of equivalents) {
    const chars = [...equivalent];
    if (!isCjkToken(equivalent) || chars.length <= 2) continue;
    const pairs = cjkTokens(chars).slice(chars.length);
    if (pairs.every(known)) return pairs;
  }
  return undefined;
}

/** The objects code reads environment variables from. */
const ENV_OBJECTS = new Set(['process.env', 'import.meta.env']);

/**
 * The first name of a dotted path when it is a name of several words that `known` accepts: a
 * sub-option written without its namespace (`chunkSplit.override` → `chunksplit`). Not a plain
 * word (`output.foo` → output), nor a constant (`CHAIN_ID.RULE`).
 */
export function leadingOption(
  path: string,
  words: readonly string[],
  known: (token: string) => boolean,
): string | undefined {
  const head = path.slice(0, path.indexOf('.'));
  return /^[a-z][a-z0-9]*$/.test(head) && !words.includes(head) && known(head) ? head : undefined;
}

/** A first name that this many dotted names of the index begin is a namespace of the index (`dev.`, `api.`). */
const NAMESPACE_MEMBERS = 3;
/** Beyond this many dotted names ending alike, a last name says too little to stand for one. */
const MAX_SAME_NAMED = 2;

/**
 * The options of the index named as the second name of another tool's setting: `build.sourcemap`
 * (Vite) → output.sourcemap, `builtins.define` (Rspack) → source.define. Not for a path in a
 * namespace of the index (there, a name found nowhere is an old or mistyped one), nor for a path
 * of more names, a short name, or one that many options end with.
 */
export function sameNamedOptions(path: string, vocabulary: Vocabulary): string[] {
  const [head, last = '', ...more] = path.split('.');
  if (more.length > 0 || !/^[a-z]{4,}$/.test(last)) return [];
  if (countWithPrefix(vocabulary, `${head}.`, NAMESPACE_MEMBERS) >= NAMESPACE_MEMBERS) return [];
  const suffix = `.${last}`;
  const named = vocabulary.words.filter(
    (word) => word.endsWith(suffix) && word.indexOf('.') === word.length - suffix.length,
  );
  return named.length <= MAX_SAME_NAMED ? named : [];
}

/**
 * What a dotted path found nowhere whole names that the index holds: a sub-option's path
 * (`output.distPath.root`, `chunkSplit.override`) its option, a call (`api.modifyRspackConfig`)
 * its method, a variable read from the environment (`process.env.RSDOCTOR`) that variable
 * besides the object, another tool's setting (`build.sourcemap`) the option of its name.
 */
function pathVariants(path: string, words: readonly string[], vocabulary: Vocabulary): TermVariant[] {
  const known = (token: string) => vocabularyCount(vocabulary, token) > 0;
  const namesMembersOf = (object: string) => countWithPrefix(vocabulary, `${object}.`, 1) > 0;
  const option = parentOption(path, known);
  if (!option) {
    const member = calledMember(path, words, known, namesMembersOf);
    if (member) return [{ token: member, quality: RANKING.memberQuality }];
    const leading = leadingOption(path, words, known);
    if (leading) return [{ token: leading, quality: RANKING.parentOptionQuality }];
    return sameNamedOptions(path, vocabulary).map((token) => ({ token, quality: RANKING.memberQuality }));
  }
  const variable = ENV_OBJECTS.has(option) ? path.slice(option.length + 1) : '';
  return [
    { token: option, quality: RANKING.parentOptionQuality },
    ...(known(variable) ? [{ token: variable, quality: RANKING.memberQuality }] : []),
  ];
}

/** Words of a loader's or plugin's name that say what kind of package it is. */
const PACKAGE_KIND_WORDS = new Set(['loader', 'webpack', 'plugin']);

/**
 * The tool a loader or plugin is named after (`eslint-loader`, `eslint-webpack-plugin`, webpack's
 * `DefinePlugin`): the package is about that tool or feature, whose page may name another
 * package of it, or none. Not for `plugin-react`, a package of its own, nor for a name of two
 * letters (`ts` is a word of too many pages). A package named the other way round that the index
 * lacks, `plugin-` and one word (`@rsbuild/plugin-sass` of a later version, `vite-plugin-svgr`),
 * is about that word.
 */
function toolOfPackage(whole: string, words: readonly string[], known: (token: string) => boolean): string | undefined {
  const [tool, ...others] = words.filter((word) => !PACKAGE_KIND_WORDS.has(word));
  const last = words[words.length - 1];
  const isPackage = last === 'loader' || last === 'plugin';
  if (isPackage && tool && tool.length > 2 && others.length === 0) return tool;
  if (known(whole)) return undefined;
  const own = whole.slice(whole.lastIndexOf('/') + 1).split(/[^a-z0-9]+/);
  const feature = own[own.length - 1] ?? '';
  return own[own.length - 2] === 'plugin' && feature.length > 2 ? feature : undefined;
}

/**
 * The words an identifier or a short form is found by. A short form whose equivalent is several
 * words (`og` for Open Graph, `hmr` for Hot Module Replacement) matches records holding those
 * words, as an identifier matches by its parts; so does one in an identifier the index lacks
 * (`ie` of `ie11`, Internet Explorer), unless it is a word of the index longer than two letters
 * (`cli` of `VueCLI`): a pair of letters such as `ie` is as often something else (i.e.).
 */
function shortFormParts(
  whole: string,
  parts: string[],
  known: (token: string) => boolean,
  synonyms: SynonymTable | null,
): string[] {
  const phraseWords = (word: string) =>
    synonyms
      ?.phrasesOf(word)
      .map((phrase) => phrase.filter(isIndexable))
      .find((words) => words.length > 1 && words.every(known));
  if (parts.length === 0) return phraseWords(whole) ?? [];
  if (known(whole)) return parts;
  return parts.flatMap((part) => (part.length > 2 && known(part) ? [part] : (phraseWords(part) ?? [part])));
}

/** The groups of a Latin word or identifier. */
function wordGroup(
  piece: Extract<QueryPiece, { kind: 'word' }>,
  vocabulary: Vocabulary | null,
  synonyms: SynonymTable | null,
  typos: boolean,
): QueryGroup {
  const { whole, parts } = piece;
  const variants: TermVariant[] = [{ token: whole, quality: 1 }];
  let identifierParts = parts.length > 1 ? parts : [];
  let correction: string | undefined;
  // A compound with one word left besides function words (`built-in`, `set-up`) is found by that
  // word where the text holds it as a word; page bodies never hold a compound whole.
  const [onlyPart] = parts;
  if (parts.length === 1 && onlyPart && /[a-z]/.test(onlyPart))
    variants.push({ token: onlyPart, quality: RANKING.partsQuality });
  // Without a vocabulary (the remote API), every name counts as known.
  const tool = toolOfPackage(whole, piece.words, (token) => !vocabulary || vocabularyCount(vocabulary, token) > 0);
  if (tool) variants.push({ token: tool, quality: RANKING.partsQuality });
  const add = (token: string, quality: number) => {
    if (!variants.some((v) => v.token === token)) variants.push({ token, quality });
  };
  if (vocabulary) {
    const known = (token: string) => vocabularyCount(vocabulary, token) > 0;
    identifierParts = shortFormParts(whole, identifierParts, known, synonyms);
    for (const stem of stemVariants(whole)) if (known(stem)) add(stem, RANKING.stemQuality);
    // A scoped package (`@rsbuild/plugin-react`) is its name without the scope, its page's title.
    const unscoped = /^[a-z0-9-]+\/(plugin-[a-z0-9-]+)$/.exec(whole)?.[1];
    if (unscoped && known(unscoped)) add(unscoped, RANKING.stemQuality);
    for (const equivalent of synonyms?.word(whole) ?? [])
      if (known(equivalent)) add(equivalent, RANKING.synonymQuality);
    // A CJK equivalent longer than a pair (服务器 for `server`, 国际化 for `i18n`) is no token of
    // the index: it is found by its pairs, as a short form by the words it stands for.
    if (identifierParts.length === 0) identifierParts = cjkEquivalentPairs(synonyms?.word(whole) ?? [], known) ?? [];
    // A word typed whole is as likely mistyped as cut short (`sever`: server, not several), so
    // the words it begins do not keep it from being corrected below.
    const derived = variants.length;
    for (const word of prefixExpansions(vocabulary, whole))
      add(word, RANKING.prefixQuality * (1 + whole.length / word.length));
    if (!known(whole))
      for (const { token, quality } of pathVariants(whole, piece.words, vocabulary)) add(token, quality);
    // A mistyped word of an identifier (`perfomance.profile`) stands for the word of the index
    // one edit away, as a mistyped word does; the identifier is then found by its parts.
    if (typos && !known(whole) && parts.length > 1) {
      const corrected = parts.map((part) =>
        known(part) ? part : (typoExpansions(vocabulary, part).find((e) => e.distance === 1)?.word ?? part),
      );
      if (corrected.some((part, i) => part !== parts[i])) {
        identifierParts = corrected;
        const fixed = parts.reduce((text, part, i) => text.replace(part, corrected[i] ?? part), whole);
        if (known(fixed)) add((correction = fixed), RANKING.typoQuality1);
      }
    }
    if (typos && !known(whole) && derived === 1 && identifierParts.length === 0)
      for (const { word, distance } of typoExpansions(vocabulary, whole)) {
        const quality = distance === 1 ? RANKING.typoQuality1 : RANKING.typoQuality2;
        add(word, quality);
        correction ??= word;
        // The word meant has its forms and equivalents too (`mvgrate` → migrate → migrating,
        // `minifcation` → minification → minify).
        for (const stem of stemVariants(word)) if (known(stem)) add(stem, quality * RANKING.stemQuality);
        for (const equivalent of synonyms?.word(word) ?? [])
          if (known(equivalent)) add(equivalent, quality * RANKING.synonymQuality);
      }
    // Two words typed without the space between them (`codesplitting`, `webworker`) are found by
    // those words, as an identifier by its parts; not a mistyped word, which reads as two words
    // as often (`browserlist`: browser, list). So are those the index holds joined in a few
    // records only (`treeshaking`, in two names of options) and apart far more often.
    if (variants.length === 1 && identifierParts.length === 0) identifierParts = joinedWords(vocabulary, whole);
  }
  return { label: whole, variants, parts: identifierParts, soft: false, corrected: correction };
}

/** A word the index holds in more records than this is not read as two (`preload`). */
const MAX_JOINED_RECORDS = 3;
/** How many times commoner than the word joined each of its words must be to read it as two (not `homepage`). */
const APART_RATIO = 3;

/** The two words a word is typed as, by `splitInTwo`: any word found nowhere, a word of the index held joined seldom. */
function joinedWords(vocabulary: Vocabulary, whole: string): string[] {
  const joined = vocabularyCount(vocabulary, whole);
  if (joined > MAX_JOINED_RECORDS) return [];
  const parts = splitInTwo(vocabulary, whole) ?? [];
  return parts.every((part) => vocabularyCount(vocabulary, part) >= APART_RATIO * joined) ? parts : [];
}

/** The shortest word `splitInTwo` reads in a word found nowhere. */
const MIN_SPLIT_PART = 3;

/**
 * A Latin word found nowhere as two words of the index (`codesplitting` → code, splitting), the
 * split whose rarer half is the most common when there are several; undefined for none.
 */
export function splitInTwo(vocabulary: Vocabulary, word: string): [string, string] | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  let best: { parts: [string, string]; count: number } | undefined;
  for (let at = MIN_SPLIT_PART; at <= word.length - MIN_SPLIT_PART; at += 1) {
    const parts: [string, string] = [word.slice(0, at), word.slice(at)];
    if (!parts.every(isIndexable)) continue;
    const count = Math.min(...parts.map((part) => vocabularyCount(vocabulary, part)));
    if (count > 0 && (!best || count > best.count)) best = { parts, count };
  }
  return best?.parts;
}

/**
 * The groups of a CJK run: its bigrams (or its one character), each with the bigrams of the
 * index a mistyped character of it stands for (src/core/search-cjk-typos.ts), and the
 * equivalents of its words in the synonym table.
 */
function cjkGroups(
  chars: string[],
  id: number,
  vocabulary: Vocabulary | null,
  synonyms: SynonymTable | null,
): QueryGroup[] {
  if (chars.length === 1) {
    const token = chars[0] ?? '';
    return [{ label: token, variants: [{ token, quality: 1 }], parts: [], soft: false }];
  }
  const groups: QueryGroup[] = cjkTokens(chars)
    .slice(chars.length)
    .map((token, at) => ({
      label: token,
      variants: [{ token, quality: 1 }],
      parts: [],
      soft: true,
      run: { id, from: at, to: at + 2 },
    }));
  const corrections = vocabulary ? cjkCorrections(chars, vocabulary) : [];
  for (const { from, token, quality } of corrections) {
    const group = groups[from];
    if (group && !group.variants.some((v) => v.token === token)) group.variants.push({ token, quality });
  }
  for (const span of wordSpans(chars, CJK_ASIDE_WORDS))
    for (const group of groups)
      if (group.run && group.run.from >= span.from && group.run.to <= span.to) group.aside = true;
  if (!synonyms) return groups;
  const spans = [
    ...cjkSynonymSpans(synonyms, chars).map((span) => ({ ...span, quality: 1, corrected: false })),
    ...correctedSpans(synonyms, chars, corrections),
  ];
  for (const span of spans)
    for (const equivalent of span.equivalents) {
      // A longer CJK equivalent is found by all its bigrams, as an identifier by its parts, at a
      // quality a correction's doubt cannot lower: a correction's equivalents are whole words only.
      const letters = [...equivalent];
      const whole = !isCjkToken(equivalent) || letters.length <= 2;
      if (!whole && span.corrected) continue;
      groups.push({
        label: equivalent,
        variants: whole ? [{ token: equivalent, quality: RANKING.alternativeQuality * span.quality }] : [],
        parts: whole ? [] : cjkTokens(letters).slice(letters.length),
        soft: true,
        run: { id, from: span.from, to: span.to },
        alternative: true,
        ...(span.corrected ? { corrected: span.word } : {}),
      });
    }
  return groups;
}

/**
 * The spans of the synonym table a run holds once a mistyped pair is read as its correction
 * (调正 rspack 配置: 调整, whose equivalent 修改 the page says), as doubtful as the correction.
 */
function correctedSpans(synonyms: SynonymTable, chars: readonly string[], corrections: readonly CjkCorrection[]) {
  return corrections.flatMap(({ from, token, quality }) =>
    cjkSynonymSpans(synonyms, [...chars.slice(0, from), ...token, ...chars.slice(from + 2)])
      .filter((span) => span.from < from + 2 && from < span.to)
      .map((span) => ({ ...span, quality, corrected: true })),
  );
}

/** Two neighbouring words may begin one identifier: `public dir` → `publicdir`, `asset pref` → `assetprefix`. */
function addJoinedWords(wordGroups: ReadonlyMap<number, QueryGroup>, vocabulary: Vocabulary): void {
  for (const [id, group] of wordGroups) {
    const next = wordGroups.get(id + 1);
    if (!next || group.parts.length > 0 || next.parts.length > 0) continue;
    const joined = `${group.label}${next.label}`;
    const found = vocabularyCount(vocabulary, joined) > 0 ? [joined] : [];
    for (const word of [...found, ...prefixExpansions(vocabulary, joined, MAX_JOINED_EXPANSIONS)])
      for (const target of [group, next])
        if (!target.variants.some((v) => v.token === word))
          target.variants.push({ token: word, quality: RANKING.joinedQuality });
  }
}

/**
 * Words side by side that make a term of the synonym table (`command line`, `hot reload`) each
 * match its one-word equivalents found in the index (cli, hmr), as a joined identifier does.
 */
function addPhraseEquivalents(
  wordGroups: ReadonlyMap<number, QueryGroup>,
  pieces: readonly QueryPiece[],
  vocabulary: Vocabulary,
  synonyms: SynonymTable,
): void {
  // An identifier is no word of a phrase. A word's group may have parts all the same, those of its
  // own phrase equivalent (`reload` → hard refresh), and it is still a word of `hot reload`.
  const isIdentifier = (id: number) => {
    const piece = pieces[id];
    return piece?.kind === 'word' && piece.parts.length > 1;
  };
  for (const start of wordGroups.keys())
    for (let length = 2; length <= synonyms.longestPhrase; length += 1) {
      const span = Array.from({ length }, (_, i) => wordGroups.get(start + i));
      if (span.some((group, i) => !group || isIdentifier(start + i))) break;
      const groups = span as QueryGroup[];
      for (const equivalent of synonyms.phrase(groups.map((group) => group.corrected ?? group.label)))
        if (vocabularyCount(vocabulary, equivalent) > 0)
          for (const group of groups)
            if (!group.variants.some((v) => v.token === equivalent))
              group.variants.push({ token: equivalent, quality: RANKING.synonymQuality });
    }
}

/**
 * A CJK pair no record holds, for which no correction was found, is a junction of two words
 * (型错, 误时 of 类型错误时): it is kept for the words left out, but does not count against the
 * cap, or a long sentence lost its last words (编译失败) to them.
 */
function isJunction(group: QueryGroup, vocabulary: Vocabulary | null): boolean {
  return (
    vocabulary !== null &&
    group.run !== undefined &&
    group.variants.length === 1 &&
    vocabularyCount(vocabulary, group.label) === 0
  );
}

/**
 * The groups of a plan in the order of the query, within the caps: at most MAX_GROUPS words and
 * MAX_ALTERNATIVES equivalents, each label once.
 */
class PlannedGroups {
  readonly groups: QueryGroup[] = [];
  readonly alternatives: QueryGroup[] = [];
  readonly #seen = new Set<string>();
  readonly #vocabulary: Vocabulary | null;
  #counted = 0;

  constructor(vocabulary: Vocabulary | null) {
    this.#vocabulary = vocabulary;
  }

  push(group: QueryGroup): void {
    if (this.#seen.has(group.label)) return;
    if (group.alternative) {
      if (this.alternatives.length >= MAX_ALTERNATIVES) return;
      this.alternatives.push(group);
    } else {
      const junction = isJunction(group, this.#vocabulary);
      if ((!junction && this.#counted >= MAX_GROUPS) || this.groups.length >= 2 * MAX_GROUPS) return;
      if (!junction) this.#counted += 1;
      this.groups.push(group);
    }
    this.#seen.add(group.label);
  }
}

/**
 * Pieces a page need not hold beside the subject of the query, unless they are all there is:
 * - the words asking what a term means or for an example (`meaning of define`, `alias example`);
 * - words of speech around the question (`really`, `something like`);
 * - a CJK character alone (`别名怎么写`, `js 和 css`), a verb or a particle, in the title or a
 *   heading of many pages;
 * - the words of a package manager's command (`pnpm add … -D`);
 * - beside a release's version, the words asking what it brought (`what changed in 0.5`).
 */
function optionalPieces(
  query: string,
  pieces: readonly QueryPiece[],
  asksDefinition: boolean,
): (piece: QueryPiece) => boolean {
  const command = commandWords(pieces);
  const asksRelease = releaseQuestionWords(pieces);
  const asksHowItWorks = HOW_IT_WORKS_QUESTION.test(query);
  const asksValues = VALUES_QUESTION.test(query);
  const asksHowToUse = HOW_TO_USE_QUESTION.test(query);
  // A word compared with another is a subject (`polyfill entry vs usage`: the value `usage`).
  const isComparedBy = (piece: QueryPiece | undefined) => piece?.kind === 'word' && COMPARED_BY.has(piece.whole);
  const compared = new Set(pieces.filter((_, at) => isComparedBy(pieces[at - 1]) || isComparedBy(pieces[at + 1])));
  // `between` after a word of difference says nothing the things compared do not.
  const between = new Set(
    pieces.filter((piece, at) => {
      const before = pieces[at - 1];
      return (
        piece.kind === 'word' &&
        piece.whole === 'between' &&
        before?.kind === 'word' &&
        DIFFERENCE_WORDS.has(before.whole)
      );
    }),
  );
  return (piece) =>
    asksRelease(piece) ||
    between.has(piece) ||
    (piece.kind === 'cjk'
      ? piece.chars.length === 1
      : (EXAMPLE_WORDS.has(piece.whole) && !compared.has(piece)) ||
        FILLER_WORDS.has(piece.whole) ||
        (asksDefinition && DEFINITION_WORDS.has(piece.whole)) ||
        (asksHowItWorks && HOW_IT_WORKS_WORDS.has(piece.whole)) ||
        (asksValues && VALUES_WORDS.has(piece.whole)) ||
        (asksHowToUse && HOW_TO_USE_WORDS.has(piece.whole)) ||
        command.has(piece.whole));
}

/** The locale's word for a relative path; pushed once, as a query saying it already holds its group. */
function relativeWord(vocabulary: Vocabulary): string | undefined {
  return RELATIVE_WORDS.find((word) => vocabularyCount(vocabulary, word) > 0);
}

/**
 * Whether a query asks how the tool differs from another (`how is rsbuild different from vite
 * during development`, `rsbuild 跟 vite 比有什么不同`): it is about the two, whatever else it
 * names, in either language, as the page comparing them says both.
 */
function comparesToolsIn(query: string, pieces: readonly QueryPiece[]): boolean {
  const isWord = (piece: QueryPiece, words: ReadonlySet<string>) => piece.kind !== 'cjk' && words.has(piece.whole);
  return (
    (pieces.some((piece) => isWord(piece, DIFFERENCE_WORDS)) || CJK_DIFFERENCE.test(query)) &&
    pieces.some((piece) => piece.kind !== 'cjk' && piece.whole === PRODUCT_NAME) &&
    pieces.some((piece) => isWord(piece, OTHER_TOOLS))
  );
}

/**
 * The plan of a query. With a vocabulary (the local index), Traditional characters are read as
 * the Simplified ones of the index, Latin words get their derived forms, equivalents, prefix and
 * typo expansions, and CJK words of the synonym table their equivalents; without one (the remote
 * API), only the words.
 */
export function planQuery(
  typed: string,
  vocabulary: Vocabulary | null,
  synonyms: SynonymTable | null = null,
): QueryPlan {
  const query = vocabulary?.simplified ? foldTraditional(typed, vocabulary.simplified) : typed;
  const pieces = queryPieces(query.replace(WEB_SCHEME, ' ').replace(OUT_OF_THE_BOX, 'default'));
  const planned = new PlannedGroups(vocabulary);
  let typoGroups = 0;
  const wordGroups = new Map<number, QueryGroup>();

  const asksDefinition = DEFINITION_QUESTION.test(query);
  const optional = optionalPieces(query, pieces, asksDefinition);
  // A toggle word, a word of comparison, the tool's name (every page is about it) or another
  // tool's says little of the subject, beside a word that does. Where the tools are all the query
  // names (`rsbuild and vite what different`), they are its subject, and the other words say of them.
  const saysOfSubject = (piece: QueryPiece) =>
    piece.kind !== 'cjk' && (TOGGLE_WORDS.has(piece.whole) || COMPARISON_WORDS.has(piece.whole));
  const namesTool = (piece: QueryPiece) =>
    piece.kind !== 'cjk' && (piece.whole === PRODUCT_NAME || OTHER_TOOLS.has(piece.whole));
  const weighsLess = (piece: QueryPiece) =>
    saysOfSubject(piece) || namesTool(piece) || (piece.kind !== 'cjk' && DOC_WORDS.has(piece.whole));
  const hasSubject = pieces.some(
    (piece) => !optional(piece) && !weighsLess(piece) && (piece.kind === 'cjk' || isIndexable(piece.whole)),
  );
  const namesNotCallable = NOT_CALLABLE_MESSAGE.test(query);
  const hasTool = pieces.some((piece) => !optional(piece) && namesTool(piece));
  const comparesTools = comparesToolsIn(query, pieces);
  pieces.forEach((piece, id) => {
    if (hasSubject && optional(piece)) return;
    if (piece.kind === 'cjk') {
      for (const group of cjkGroups(piece.chars, id, vocabulary, vocabulary ? synonyms : null)) {
        if (comparesTools && !group.alternative) group.aside = true;
        planned.push(group);
      }
      return;
    }
    if (!isIndexable(piece.whole)) return;
    const unknown = vocabulary !== null && vocabularyCount(vocabulary, piece.whole) === 0;
    const group = wordGroup(piece, vocabulary, synonyms, typoGroups < MAX_TYPO_GROUPS);
    if (comparesTools ? !namesTool(piece) : (hasSubject && weighsLess(piece)) || (hasTool && saysOfSubject(piece)))
      group.aside = true;
    if (namesNotCallable && NOT_CALLABLE_WORDS.has(piece.whole)) group.aside = true;
    if (unknown) typoGroups += 1;
    planned.push(group);
    wordGroups.set(id, group);
  });

  if (vocabulary) addJoinedWords(wordGroups, vocabulary);
  if (vocabulary && synonyms) addPhraseEquivalents(wordGroups, pieces, vocabulary, synonyms);
  // An option written as the command line takes it (`rsbuild preview --port`) asks of the CLI too.
  if (
    vocabulary &&
    CLI_FLAG.test(query) &&
    vocabularyCount(vocabulary, CLI_WORD) > 0 &&
    ![...wordGroups.values()].some((group) => group.label === CLI_WORD)
  )
    planned.push({ label: CLI_WORD, variants: [{ token: CLI_WORD, quality: 1 }], parts: [], soft: false, aside: true });
  const relative = vocabulary && CLIMBING_PATH.test(query) ? relativeWord(vocabulary) : undefined;
  if (relative) planned.push({ label: relative, variants: [{ token: relative, quality: 1 }], parts: [], soft: false });
  if (vocabulary) {
    addMigrationWords(pieces, wordGroups, vocabulary);
    for (const group of cjkMigrationGroups(pieces, vocabulary)) planned.push(group);
  }

  const sequence = sequenceOf(pieces);
  // A mistyped word is compared with titles and headings as the word it is read as.
  const corrected = new Map([...wordGroups.values()].map((group) => [group.label, group.corrected]));
  const words = wholeWordsOf(pieces).map((word) => corrected.get(word) ?? word);
  return {
    groups: [...planned.groups, ...planned.alternatives],
    words: asksDefinition ? words.filter((word) => !DEFINITION_WORDS.has(word)) : words,
    names: optionNames(pieces),
    phrase: sequence.length >= 2 ? sequence : null,
    asksDefinition,
    asksChange: CHANGE_QUESTION.test(query),
    typed: QUESTION.test(query) ? typedKey(clipQuery(query)) : '',
    versionLeft: versionLeft(pieces),
  };
}
