/**
 * Ranking: from a query to pages and their sections, best first, as a pipeline.
 *
 * 1. Plan (src/core/search-query.ts): the query is read once into groups (words,
 *    identifiers, CJK bigrams, with their derived forms, equivalents, prefix and typo
 *    expansions), its words as written and its phrase.
 * 2. Fetch: each group's postings, the sections holding one of its variants, and its weight,
 *    its rarity in the index (BM25's idf). CJK bigrams and equivalents that occur nowhere are
 *    dropped; so is one word found nowhere when the rest of the query is found (it is
 *    reported as left out).
 * 3. Score: a section scores, per group, the weight of the best field the group occurs in:
 *    the page title, its gloss, its own heading, the description, the phrasings, the content,
 *    and — as context — the page title, phrasings and parent headings of a section below. The
 *    sum is multiplied by the square of the share of the query's weight that matched (all words
 *    beat most words; a CJK run counts by the share of its characters its matched bigrams or
 *    equivalents cover), and sections whose title or heading is mostly the query get a bonus
 *    (`output.minify` for `minify`, `Environment Variables` for `environment variables`).
 * 4. Group: pages rank by their best section, with a little for their next ones.
 */
import { RELEASE_ROUTE_PREFIX } from './feeds';
import type { TocItem } from './mdast';
import { pastedAddress } from './search-address';
import { isLaterVersion, versionOf } from './search-intents';
import {
  holdsSequence,
  planQuery,
  typedKey,
  wholeWords,
  wordSequence,
  type QueryGroup,
  type QueryPlan,
} from './search-query';
import { glossNames } from './search-index-file';
import { RANKING } from './search-parameters';
import { sectionsOf, type SearchRecord, type SearchSection } from './search-records';
import type { SynonymTable } from './search-synonyms';
import { cjkCharacters, type Vocabulary } from './search-vocabulary';
import { cjkTokens, isIndexable, scan, tokenize } from './search-tokenizer';

export type HitType = 'title' | 'header' | 'content';

/** Words of the query that must be found, at the least, for the words found nowhere to be left out. */
const MIN_KNOWN_GROUPS = 1;

/** Whether the query names the version in a title, or a patch of it (`0.5`, `v0.5.9` for `Rsbuild v0.5`). */
export function namesVersion(title: readonly string[], words: readonly string[]): boolean {
  const versions = words.map(versionOf).filter((version) => version !== null);
  return title.some((word) => {
    const version = versionOf(word);
    return version !== null && versions.some((named) => named === version || named.startsWith(`${version}.`));
  });
}

/** Looks sections up in an index. */
export interface IndexSource {
  /** Ids of the sections whose own text (title, description, heading or body) holds the token. */
  lookup(token: string): readonly (number | string)[];
  section(id: number | string): SearchSection | undefined;
  /** Number of sections of the page a section belongs to. */
  sectionCount?(section: SearchSection): number;
  /** The sections of the page a pasted path names (src/core/search-address.ts), top first; none when it names none. */
  pageSections?(path: string): readonly SearchSection[];
  /** Number of sections. */
  size: number;
  vocabulary: Vocabulary;
  /** The locale's synonym table (src/core/search-synonyms.ts). */
  synonyms?: SynonymTable;
}

export interface RankedSection {
  section: SearchSection;
  score: number;
  type: HitType;
  /** Folded terms to mark, most important first. */
  terms: string[];
}

export interface RankedPage {
  key: string;
  routePath: string;
  domain: string;
  title: string;
  score: number;
  sections: RankedSection[];
}

/** A word as a title and a query are compared: `plugin-vue`, `plugin_vue` and `pluginVue` name one thing. */
function nameKey(word: string): string {
  return word.replace(/[-_]/g, '');
}

/**
 * The names of a term glossed in brackets in a heading, each apart (`资源前缀（Asset prefix）`,
 * `Hot module replacement (HMR)`); none for any other heading.
 */
export function glossedNames(heading: string): string[] {
  const glossed = /^(.+?)\s*[（(]([^（）()]+)[）)]$/u.exec(heading.trim());
  return glossed ? [glossed[1] ?? '', glossed[2] ?? ''] : [];
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length > 0 && a.length === b.length && a.every((word, i) => nameKey(word) === nameKey(b[i] ?? ''));
}

/** The mean weight of the groups that make the query (equivalents only stand in for them). */
function meanWeightOf(groups: readonly WeightedGroup[]): number {
  const own = groups.filter((group) => !group.alternative);
  return own.length === 0 ? 0 : own.reduce((sum, group) => sum + group.weight, 0) / own.length;
}

/** Tokens and word sequences of short strings (titles, headings, descriptions), computed once per string. */
export class TokenMemo {
  readonly #cache = new Map<string, Set<string>>();
  readonly #sequences = new Map<string, string[]>();
  readonly #identifiers = new Map<string, boolean>();
  readonly #typed = new Map<string, string>();

  /**
   * Whether a title is one identifier (`output.minify`, `plugins`, `createRsbuild`,
   * `plugin-react`) rather than a name or words (`React`, `TypeScript`, `Quick Start`).
   */
  isIdentifier(text: string): boolean {
    let known = this.#identifiers.get(text);
    if (known === undefined) {
      const trimmed = text.trim();
      const pieces = scan(trimmed);
      known =
        pieces.length === 1 &&
        pieces[0]?.kind === 'word' &&
        /^[\x21-\x7e]+$/.test(trimmed) &&
        (/^[a-z]/.test(trimmed) || /[a-zA-Z0-9][./_-][a-zA-Z]/.test(trimmed));
      this.#identifiers.set(text, known);
    }
    return known;
  }

  get(text: string): Set<string> {
    let tokens = this.#cache.get(text);
    if (!tokens) {
      tokens = new Set(tokenize(text));
      this.#cache.set(text, tokens);
    }
    return tokens;
  }

  sequence(text: string): string[] {
    let words = this.#sequences.get(text);
    if (!words) {
      words = wordSequence(text);
      this.#sequences.set(text, words);
    }
    return words;
  }

  /** A heading's `typedKey`, compared with every question query: the index keeps one memo for all queries. */
  typedKey(text: string): string {
    let key = this.#typed.get(text);
    if (key === undefined) {
      key = typedKey(text);
      this.#typed.set(text, key);
    }
    return key;
  }

  wholeWords(text: string): string[] {
    const key = `\u0000${text}`;
    let words = this.#sequences.get(key);
    if (!words) {
      words = wholeWords(text);
      this.#sequences.set(key, words);
    }
    return words;
  }
}

export interface WeightedGroup extends QueryGroup {
  weight: number;
  /** A bigram no record holds, kept for the equivalent that stands for it (`standingFor`). */
  byEquivalent?: boolean;
  /** Record id → quality of the best variant held by the record's indexed text. */
  postings: Map<number | string, number> | null;
}

/**
 * The best quality of the group's variants found in a set of tokens, 0 for none. An identifier's
 * parts may also be found among `around`, the rest of the field (a title's namespace).
 */
export function fieldQuality(
  group: QueryGroup,
  tokens: ReadonlySet<string>,
  around?: ReadonlySet<string>,
): { quality: number; token: string } {
  let best = { quality: 0, token: '' };
  for (const variant of group.variants) {
    if (variant.quality > best.quality && tokens.has(variant.token)) best = variant;
  }
  if (
    group.parts.length > 0 &&
    RANKING.partsQuality > best.quality &&
    group.parts.every((part) => tokens.has(part) || (around?.has(part) ?? false))
  ) {
    best = { quality: RANKING.partsQuality, token: group.parts[0] ?? '' };
  }
  return best;
}

/** Share of a title's words (or CJK runs) the matched tokens cover, from 0 to 1. */
export function textCoverage(text: string, matched: ReadonlySet<string>): number {
  // Function words and lone letters are never a query's: they are not part of what it can cover.
  const pieces = scan(text).filter(
    (piece) => piece.kind === 'cjk' || isIndexable(piece.whole) || piece.parts.length > 0,
  );
  if (pieces.length === 0) return 0;
  let covered = 0;
  for (const piece of pieces) {
    if (piece.kind === 'cjk') {
      const units = piece.chars.length === 1 ? piece.chars : cjkTokens(piece.chars).slice(piece.chars.length);
      covered += units.filter((unit) => matched.has(unit)).length / units.length;
    } else if (matched.has(piece.whole)) covered += 1;
    else if (piece.parts.length > 0)
      covered += piece.parts.filter((part) => matched.has(part)).length / piece.parts.length;
  }
  return covered / pieces.length;
}

/** The share of a gloss the matched tokens cover: of its best-covered name, the gloss being a list of other names. */
function glossCoverage(gloss: string, matched: ReadonlySet<string>): number {
  return Math.max(0, ...glossNames(gloss).map((name) => textCoverage(name, matched)));
}

interface Scored {
  ranked: RankedSection;
  coverage: number;
}

/** The fields of a section a group can be found in, tokenized once per section. */
interface SectionFields {
  /** The page's introduction (no heading): title, gloss and description are its own fields. */
  intro: boolean;
  own: TocItem | undefined;
  title: Set<string>;
  /** The words of an option title's namespace that its name does not hold (`dev` of `dev.client`), else empty. */
  namespace: Set<string>;
  heading: Set<string> | null;
  ancestors: Set<string>[];
  description: Set<string> | null;
  gloss: Set<string> | null;
  phrasings: Set<string> | null;
  /** The page is titled by an identifier (`output.minify`) whose description is its name in words. */
  describesTitle: boolean;
  /** The title as a query names it: an option's name without its namespace (`publicDir` of `server.publicDir`). */
  titleName: string;
}

/** An identifier title without the namespace before its first dot (`server.publicDir` → `publicDir`); any other title as it is. */
function optionName(title: string, memo: TokenMemo): string {
  const dot = title.indexOf('.');
  return dot > 0 && dot < title.length - 1 && memo.isIdentifier(title) ? title.slice(dot + 1) : title;
}

/**
 * The word every plugin page's title starts with (`plugin-svgr`): like an option's namespace, it
 * says what kind of page this is, not which, so `plugin` in a query found there alone weighs as a
 * word of the description. The title stays whole for its coverage (`svgr` is not all of it).
 */
const PLUGIN_TITLE_PREFIX = 'plugin';
const isPluginTitle = (title: string) => /^plugin-[a-z0-9-]+$/.test(title);

/** The title's tokens split into its name's and its namespace's (those of the namespace alone). */
function titleTokens(title: string, titleName: string, memo: TokenMemo): { name: Set<string>; namespace: Set<string> } {
  const all = memo.get(title);
  if (isPluginTitle(title))
    return {
      name: new Set([...all].filter((token) => token !== PLUGIN_TITLE_PREFIX)),
      namespace: new Set([PLUGIN_TITLE_PREFIX]),
    };
  if (titleName === title) return { name: all, namespace: new Set() };
  const own = memo.get(titleName);
  const namespace = new Set(
    [...memo.get(title.slice(0, title.length - titleName.length - 1))].filter((t) => !own.has(t)),
  );
  return { name: new Set([...all].filter((token) => !namespace.has(token))), namespace };
}

function sectionFields(section: SearchSection, memo: TokenMemo): SectionFields {
  const { record, trail } = section;
  const intro = trail.length === 0;
  const own = trail[trail.length - 1];
  const titleName = optionName(record.title ?? '', memo);
  const { name, namespace } = titleTokens(record.title ?? '', titleName, memo);
  return {
    intro,
    own,
    title: name,
    namespace,
    heading: own ? memo.get(own.text) : null,
    ancestors: trail.slice(0, -1).map((item: TocItem) => memo.get(item.text)),
    description: intro && section.description ? memo.get(section.description) : null,
    gloss: intro && section.gloss ? memo.get(section.gloss) : null,
    phrasings: section.phrasings ? memo.get(section.phrasings) : null,
    // A plugin's title is its name in words already (`plugin-svelte`): its description weighs as a guide's.
    describesTitle: intro && memo.isIdentifier(record.title ?? '') && !isPluginTitle(record.title ?? ''),
    titleName,
  };
}

/**
 * What the query's groups matched in one section so far. A CJK run counts as covered by the
 * share of its characters the matched bigrams hold, each character weighing as its most
 * common bigram: 压缩代码 is covered by 压缩 and 代码 even where 缩代, across the two words,
 * is missing; in 配置别名, 别名 weighs more than 配置.
 */
interface SectionMatch {
  raw: number;
  matchedWeight: number;
  totalWeight: number;
  runs: Map<number, { weight: number; chars: Map<number, number>; covered: Set<number> }>;
  ownMatch: boolean;
  titleMatched: boolean;
  glossMatched: boolean;
  headingMatched: boolean;
  matchedTokens: Set<string>;
  terms: { token: string; weight: number }[];
  /** The score counted for the equivalents of each span of the query (`run id:from:to`): the best one's. */
  equivalents: Map<string, number>;
}

/** A group's best field in a section: its weight times the variant's quality, the token, and whether the field is the section's own. */
interface GroupBest {
  value: number;
  token: string;
  isOwn: boolean;
}

/**
 * Whether a group was found in a sentence (a description, a gloss, the phrasings) by its parts
 * lying apart: an identifier's parts are its name only side by side (`configureWebpack` is not
 * `configure eslint-webpack-plugin`); titles and headings are short enough to hold them apart.
 */
function partsApart(
  group: WeightedGroup,
  found: { quality: number; token: string },
  tokens: ReadonlySet<string>,
  sentence: string,
  memo: TokenMemo,
): boolean {
  return (
    group.parts.length > 0 &&
    !group.run &&
    found.token === group.parts[0] &&
    !group.variants.some((variant) => variant.quality >= found.quality && tokens.has(variant.token)) &&
    !holdsSequence(memo.sequence(sentence), memo.sequence(group.parts.join(' ')))
  );
}

/**
 * Step 3a: the best field a group occurs in. Every prominent field it is found in (title,
 * gloss, heading) is noted for the bonuses, and its token as matched, best or not.
 */
function bestField(
  group: WeightedGroup,
  section: SearchSection,
  fields: SectionFields,
  inContent: number | undefined,
  match: SectionMatch,
  memo: TokenMemo,
): GroupBest {
  const best: GroupBest = { value: 0, token: '', isOwn: false };
  const consider = (
    weight: number,
    tokens: Set<string>,
    isOwn: boolean,
    kind?: 'title' | 'gloss' | 'heading',
    around?: Set<string>,
    sentence?: string,
  ) => {
    const found = fieldQuality(group, tokens, around);
    if (found.quality === 0) return;
    if (sentence !== undefined && partsApart(group, found, tokens, sentence, memo)) return;
    if (kind === 'title') match.titleMatched = true;
    if (kind === 'gloss') match.glossMatched = true;
    if (kind === 'heading') match.headingMatched = true;
    match.matchedTokens.add(found.token);
    const value = weight * found.quality;
    if (value > best.value) Object.assign(best, { value, token: found.token, isOwn });
  };
  if (fields.intro) {
    consider(RANKING.titleWeight, fields.title, true, 'title', fields.namespace);
    consider(RANKING.namespaceWeight, fields.namespace, true);
    if (fields.gloss) consider(RANKING.glossWeight, fields.gloss, true, 'gloss', undefined, section.gloss);
    if (fields.phrasings)
      consider(RANKING.phrasingWeight, fields.phrasings, true, undefined, undefined, section.phrasings);
    if (fields.description)
      consider(
        fields.describesTitle ? RANKING.identifierDescriptionWeight : RANKING.descriptionWeight,
        fields.description,
        true,
        undefined,
        undefined,
        section.description,
      );
  } else {
    if (fields.heading) consider(RANKING.headingWeight, fields.heading, true, 'heading');
    consider(RANKING.pageTitleWeight, fields.title, false);
    consider(RANKING.pageTitleWeight, fields.namespace, false);
    for (const tokens of fields.ancestors) consider(RANKING.ancestorWeight, tokens, false);
    if (fields.phrasings)
      consider(RANKING.pagePhrasingWeight, fields.phrasings, false, undefined, undefined, section.phrasings);
  }
  if (inContent !== undefined && inContent > 0) {
    const value = RANKING.contentWeight * inContent;
    // The variant the index found; an identifier found by its parts is marked by its parts.
    const token = group.variants.find((v) => v.quality === inContent)?.token ?? group.parts[0] ?? group.label;
    if (value > best.value) Object.assign(best, { value, token, isOwn: true });
    match.ownMatch = true;
  }
  return best;
}

/** Step 3b: counts a group's weight as matched, or, for a CJK bigram, the characters of its run it covers. */
function countCoverage(group: WeightedGroup, best: GroupBest, match: SectionMatch): void {
  if (!group.alternative) match.totalWeight += group.weight;
  if (!group.run) {
    if (best.value > 0) match.matchedWeight += group.weight;
    return;
  }
  const run = match.runs.get(group.run.id) ?? {
    weight: 0,
    chars: new Map<number, number>(),
    covered: new Set<number>(),
  };
  match.runs.set(group.run.id, run);
  if (!group.alternative) run.weight += group.weight;
  for (let at = group.run.from; at < group.run.to; at += 1) {
    if (!group.alternative) run.chars.set(at, Math.min(run.chars.get(at) ?? Infinity, group.weight));
    if (best.value > 0) run.covered.add(at);
  }
}

/** Step 3c: a found group's score and the terms to mark for it. */
function addFound(group: WeightedGroup, best: GroupBest, match: SectionMatch): void {
  if (best.value === 0) return;
  const value = group.weight * best.value;
  if (group.alternative && group.run) {
    // The equivalents of one word of the query stand for it once (产物 for 输出 in a gloss that
    // lists 产物, 构建结果 and 打包结果 counts as one match, not three): the best one counts.
    const span = `${group.run.id}:${group.run.from}:${group.run.to}`;
    const counted = match.equivalents.get(span) ?? 0;
    if (value > counted) {
      match.raw += value - counted;
      match.equivalents.set(span, value);
    }
  } else match.raw += value;
  if (best.isOwn) match.ownMatch = true;
  const byParts = group.parts.length > 0 && best.token === group.parts[0];
  // An identifier found by its parts (the body index holds parts only) is marked whole where the text has it whole.
  if (byParts) match.terms.push({ token: group.label, weight: group.weight });
  match.terms.push({ token: best.token, weight: byParts ? group.weight / 2 : group.weight });
  for (const variant of group.variants)
    if (variant.token !== best.token && match.matchedTokens.has(variant.token))
      match.terms.push({ token: variant.token, weight: 0 });
  if (byParts) for (const part of group.parts) match.terms.push({ token: part, weight: group.weight / 2 });
}

/** Step 3d: the share of the query's weight matched, CJK runs by the weighted share of their characters covered. */
function coverageOf(match: SectionMatch): number {
  let matchedWeight = match.matchedWeight;
  for (const run of match.runs.values()) {
    let all = 0;
    let covered = 0;
    for (const [at, weight] of run.chars) {
      all += weight;
      if (run.covered.has(at)) covered += weight;
    }
    if (all > 0) matchedWeight += (run.weight * covered) / all;
  }
  return Math.min(1, matchedWeight / match.totalWeight);
}

/**
 * How much of the title the query covers: of an option title, its name's share, its
 * namespace adding a little (`dev.client` is not mostly `dev`); of any other title, its words'.
 */
function titleCoverage(section: SearchSection, fields: SectionFields, match: SectionMatch): number {
  const title = section.record.title ?? '';
  if (fields.titleName === title) return textCoverage(title, match.matchedTokens);
  const namespace = title.slice(0, title.length - fields.titleName.length - 1);
  return Math.min(
    1,
    textCoverage(fields.titleName, match.matchedTokens) +
      RANKING.namespaceCoverage * textCoverage(namespace, match.matchedTokens),
  );
}

/**
 * Step 3e: bonuses for a title, gloss or heading that is mostly the query, for a title or a
 * gloss's name that is the query, for a heading that is the question typed whole, for an
 * identifier heading a word of the query names, and for a heading that is the term a question
 * asks about.
 */
function prominenceBonus(
  section: SearchSection,
  fields: SectionFields,
  match: SectionMatch,
  scale: { meanWeight: number; coverage: number },
  isTyped: (text: string) => boolean,
  isQuery: (text: string) => boolean,
  namesHeading: (text: string) => boolean = () => false,
  definesQuery: (text: string) => boolean = () => false,
): number {
  const { meanWeight, coverage } = scale;
  let bonus = 0;
  if (match.titleMatched) bonus += RANKING.titleBonus * meanWeight * coverage * titleCoverage(section, fields, match);
  if (match.glossMatched)
    bonus += RANKING.glossBonus * meanWeight * coverage * glossCoverage(section.gloss, match.matchedTokens);
  if (match.headingMatched && fields.own)
    bonus += RANKING.headingBonus * meanWeight * coverage * textCoverage(fields.own.text, match.matchedTokens);
  if (fields.intro && match.titleMatched && isQuery(section.record.title ?? ''))
    bonus += RANKING.exactTitleBonus * meanWeight;
  // A heading typed whole, question words and all (`为什么选择 Rsbuild`), is as exact as a title.
  if (!fields.intro && match.headingMatched && fields.own && isTyped(fields.own.text))
    bonus += RANKING.exactTitleBonus * meanWeight;
  if (!fields.intro && match.headingMatched && fields.own && namesHeading(fields.own.text))
    bonus += RANKING.namedHeadingBonus * meanWeight;
  if (!fields.intro && match.headingMatched && fields.own && definesQuery(fields.own.text))
    bonus += RANKING.definitionBonus * meanWeight;
  if (fields.intro && match.glossMatched && glossNames(section.gloss).some(isQuery))
    bonus += RANKING.exactGlossBonus * meanWeight;
  return bonus;
}

/**
 * Scores one section against the groups. `indexed` gives, per group, the quality with which
 * the section's own indexed text (its title or heading, description and content) holds it,
 * or undefined; `undefined` for every group means the caller knows nothing and the content
 * is searched as text (remote hits).
 */
function scoreSection(
  section: SearchSection,
  groups: readonly WeightedGroup[],
  memo: TokenMemo,
  indexed: (group: WeightedGroup) => number | undefined,
  plan: Pick<QueryPlan, 'words' | 'asksDefinition' | 'typed'>,
): Scored | null {
  const { words } = plan;
  const fields = sectionFields(section, memo);
  const match: SectionMatch = {
    raw: 0,
    matchedWeight: 0,
    totalWeight: 0,
    runs: new Map(),
    ownMatch: false,
    titleMatched: false,
    glossMatched: false,
    headingMatched: false,
    matchedTokens: new Set(),
    terms: [],
    equivalents: new Map(),
  };
  for (const group of groups) {
    const best = bestField(group, section, fields, indexed(group), match, memo);
    countCoverage(group, best, match);
    addFound(group, best, match);
  }
  if (!match.ownMatch || match.totalWeight === 0) return null;
  const coverage = coverageOf(match);
  const meanWeight = match.totalWeight / groups.filter((group) => !group.alternative).length;
  const isQuery = (text: string) => sameWords(memo.wholeWords(text), words);
  const isTyped = (text: string) => plan.typed !== '' && memo.typedKey(text) === plan.typed;
  // A heading whose words are all the query's: the term a question asks about, whatever else it
  // says of its context (`what meaning of chunk in build`).
  // Or one name of a glossed term, when the query is that name alone (`资源前缀是什么意思`); one
  // word of a longer query is not what it asks about (`what does liveReload do when hmr is on`).
  const namesTerm = (text: string) => {
    const heading = memo.wholeWords(text);
    if (heading.length > 0 && heading.every((word) => words.some((other) => nameKey(word) === nameKey(other))))
      return true;
    return glossedNames(text).some((name) => sameWords(memo.wholeWords(name), words));
  };
  // Whether a word of the query is the identifier heading a section, whole or without its namespace.
  const namesHeading = (text: string) => {
    if (!memo.isIdentifier(text)) return false;
    const whole = memo.wholeWords(text)[0] ?? '';
    const name = memo.wholeWords(optionName(text, memo))[0] ?? '';
    return words.some((word) => word === whole || word === name);
  };
  const score =
    match.raw * coverage ** RANKING.coveragePower +
    prominenceBonus(
      section,
      fields,
      match,
      { meanWeight, coverage },
      isTyped,
      isQuery,
      namesHeading,
      // An option's page heads its values and sub-options, not definitions (`entry` of `output.polyfill`).
      (text) => plan.asksDefinition && namesTerm(text) && !memo.isIdentifier(section.record.title),
    );
  let type: HitType = 'content';
  if (fields.intro && (match.titleMatched || match.glossMatched)) type = 'title';
  else if (!fields.intro && match.headingMatched) type = 'header';
  const ordered = match.terms.sort((a, b) => b.weight - a.weight).map((t) => t.token);
  return { ranked: { section, score, type, terms: [...new Set(ordered)] }, coverage };
}

/** Only the best sections are read for the phrase: reading every candidate's text costs more than it changes. */
const PHRASE_CANDIDATES = 100;

/**
 * Sections holding every word of the query side by side, in order, gain a bonus: more in a
 * title, heading or description than in content (read when the section has its text) or in one
 * of the phrasings of a page's top (`svg as react component`, typed as a reader would).
 */
function addPhraseBonus(
  scored: readonly Scored[],
  phrase: readonly string[] | null,
  groups: readonly WeightedGroup[],
  memo: TokenMemo,
): void {
  if (!phrase || groups.length === 0) return;
  const meanWeight = meanWeightOf(groups);
  const complete = scored.filter((s) => s.coverage > 0.999).sort((a, b) => b.ranked.score - a.ranked.score);
  for (const { ranked } of complete.slice(0, PHRASE_CANDIDATES)) {
    const { section } = ranked;
    const own = section.trail[section.trail.length - 1];
    const prominent = own ? [own.text] : [section.record.title, section.gloss, section.description];
    if (prominent.some((text) => text && holdsSequence(memo.sequence(text), phrase)))
      ranked.score += RANKING.phraseBonusProminent * meanWeight;
    else if (
      (section.content && holdsSequence(wordSequence(section.content), phrase)) ||
      (!own && glossNames(section.phrasings ?? '').some((text) => holdsSequence(memo.sequence(text), phrase)))
    )
      ranked.score += RANKING.phraseBonusContent * meanWeight;
  }
}

/** Whether a page is the notes of a release. */
const isReleaseNotes = (page: { routePath: string }) => page.routePath.includes(RELEASE_ROUTE_PREFIX);

/** The fewest pages a query lists when that many pass `RANKING.fillCoverage` (`groupPages`). */
const FILL_PAGES = 5;

/** A page's key: its domain and route. */
const pageKey = (record: Pick<SearchRecord, 'domain' | 'routePath'>) => `${record.domain ?? ''}${record.routePath}`;

/**
 * Pages by their sections that pass the coverage floor, best first. When fewer than
 * `FILL_PAGES` pass it, the best pages below it follow them, down to `RANKING.fillCoverage`: a
 * reader whose words are spread over pages that each hold a few of them (moment of
 * `moment 国际化文件` in one page, 国际化 in another) still sees the others, after the pages
 * that hold most of the query. `score` makes pages of sections (`scorePages`); a section the
 * query names (`isNamed`) passes whatever its coverage.
 */
function groupPages(
  scored: readonly Scored[],
  score: (sections: readonly Scored[]) => RankedPage[],
  isNamed: (s: Scored) => boolean = () => false,
): RankedPage[] {
  const best = Math.max(0, ...scored.map((s) => s.coverage));
  const floor = Math.max(RANKING.minCoverage, best * RANKING.relativeCoverage);
  const passes = (s: Scored) => s.coverage >= floor - 1e-9 || isNamed(s);
  const above = sortPages(score(scored.filter(passes)));
  if (above.length >= FILL_PAGES) return above;
  const listed = new Set(above.map((page) => page.key));
  const below = scored.filter(
    (s) => !passes(s) && s.coverage >= RANKING.fillCoverage - 1e-9 && !listed.has(pageKey(s.ranked.section.record)),
  );
  return [...above, ...sortPages(score(below)).slice(0, FILL_PAGES - above.length)];
}

/**
 * Pages by their sections, best section first. A page scores its best section, a little of its
 * next two, and — when `sectionCount` tells how many sections it has — its focus: the share of
 * them holding the whole query besides the best one, times `RANKING.focusWeight` and the query's
 * mean weight (a page about the topic above a page with one section on it).
 */
function scorePages(
  scored: readonly Scored[],
  meanWeight: number,
  namesRelease: (title: string) => boolean,
  sectionCount?: (section: SearchSection) => number,
): RankedPage[] {
  const pages = new Map<string, RankedPage>();
  const complete = new Map<string, number>();
  for (const { ranked, coverage } of scored) {
    const { record } = ranked.section;
    const key = pageKey(record);
    let page = pages.get(key);
    if (!page) {
      page = {
        key,
        routePath: record.routePath,
        domain: record.domain ?? '',
        title: record.title,
        score: 0,
        sections: [],
      };
      pages.set(key, page);
    }
    page.sections.push(ranked);
    if (coverage > 0.999) complete.set(key, (complete.get(key) ?? 0) + 1);
  }
  for (const page of pages.values()) {
    page.sections.sort((a, b) => b.score - a.score);
    page.score =
      (page.sections[0]?.score ?? 0) +
      RANKING.nextSectionShare * page.sections.slice(1, 3).reduce((sum, s) => sum + s.score, 0);
    const first = page.sections[0]?.section;
    const count = first && sectionCount ? sectionCount(first) : 0;
    // Sections beyond the best one that hold the whole query, as a share of the page's sections.
    const more = Math.max(0, (complete.get(page.key) ?? 0) - 1);
    if (count > 0) page.score += RANKING.focusWeight * meanWeight * Math.min(1, more / count);
    if (isReleaseNotes(page) && !namesRelease(page.title)) page.score *= RANKING.releaseNotesShare;
  }
  return [...pages.values()];
}

function idf(size: number, count: number): number {
  return Math.max(0.05, Math.log(1 + (size - count + 0.5) / (count + 0.5)));
}

/**
 * The number of records a group's rarity is measured on: for an identifier found whole
 * somewhere, the records holding it whole or as a variant, not those holding its parts apart
 * (`webpack-chain` is rare even where webpack and chain are common words).
 */
function rarityCount(group: QueryGroup, postings: ReadonlyMap<number | string, number>): number {
  if (group.parts.length < 2) return postings.size;
  let whole = 0;
  for (const quality of postings.values()) if (quality > RANKING.partsQuality) whole += 1;
  return whole > 0 ? whole : postings.size;
}

/**
 * Neighbouring bigrams of a CJK run share a character: L of them in a row hold (L + 1) / 2
 * words' worth of text, not L, so each weighs that share. `字符串` is one word of the query,
 * as `toml` is, not two.
 */
function shareOverlappingBigrams(groups: WeightedGroup[]): void {
  const chains: WeightedGroup[][] = [];
  const byRun = [...groups]
    .filter((group) => group.run && !group.alternative && group.run.to - group.run.from === 2)
    .sort((a, b) => (a.run?.id ?? 0) - (b.run?.id ?? 0) || (a.run?.from ?? 0) - (b.run?.from ?? 0));
  for (const group of byRun) {
    const chain = chains[chains.length - 1];
    const last = chain?.[chain.length - 1];
    if (chain && last?.run && group.run && last.run.id === group.run.id && last.run.from + 1 === group.run.from)
      chain.push(group);
    else chains.push([group]);
  }
  for (const chain of chains) {
    const share = (chain.length + 1) / (2 * chain.length);
    for (const group of chain) group.weight *= share;
  }
}

/**
 * The CJK bigrams no record holds that an equivalent found in the index stands for (丑化 for
 * 压缩, 阀值 for 阈值): they stay in the query, as rare as their rarest found equivalent, and only
 * that equivalent covers them. Dropped like the other bigrams found nowhere, a query of such a
 * word alone had no word of its own left and found nothing.
 */
function standingFor(foundNowhere: readonly QueryGroup[], groups: readonly WeightedGroup[]): WeightedGroup[] {
  const stand: WeightedGroup[] = [];
  for (const group of foundNowhere) {
    const { run } = group;
    if (!run) continue;
    const equivalents = groups.filter(
      (other) => other.alternative && other.run?.id === run.id && other.run.from <= run.from && run.to <= other.run.to,
    );
    if (equivalents.length === 0) continue;
    const weight = Math.max(...equivalents.map((other) => other.weight));
    stand.push({ ...group, postings: new Map(), weight, byEquivalent: true });
  }
  return stand;
}

/**
 * A word saying something of the subject weighs no more than the lightest word of the subject:
 * rare as `vs` or `difference` are in the docs, half their rarity outweighed `plugin` and
 * `rspack` in `rsbuild plugin vs rspack plugin difference`, and the section on the two kinds of
 * plugin, which says neither, fell below the coverage floor.
 */
function capAsides(groups: WeightedGroup[]): void {
  const subject = groups.filter((group) => !group.aside && !group.alternative && (group.postings?.size ?? 0) > 0);
  if (subject.length === 0) return;
  const lightest = Math.min(...subject.map((group) => group.weight));
  for (const group of groups) if (group.aside && group.weight > lightest) group.weight = lightest;
}

/** Step 2: the groups of a plan with their postings and weights, and the words left out, if any. */
export function fetchCandidates(source: IndexSource, plan: QueryPlan): { groups: WeightedGroup[]; leftOut: string[] } {
  const groups: WeightedGroup[] = [];
  const leftOut: string[] = [];
  const foundNowhere: QueryGroup[] = [];
  for (const group of plan.groups) {
    const postings = new Map<number | string, number>();
    for (const variant of group.variants) {
      for (const id of source.lookup(variant.token)) {
        if ((postings.get(id) ?? 0) < variant.quality) postings.set(id, variant.quality);
      }
    }
    if (group.parts.length > 1) {
      let holding = recordsHoldingAll(source, group.parts);
      // An identifier no record holds whole (`htmlWebpackPlugin.tags.headTags`, `output.foobarbaz`)
      // finds the records holding most of its parts; a name of it no record holds is said to be
      // left out. Not a word inside a name (`own` of `hasOwnProperty`): the reader did not type it.
      // Not an equivalent either: 没有反应 for 失效 is not found where 没有 alone is.
      if (postings.size === 0 && holding.length === 0 && !group.alternative) {
        holding = recordsHoldingMost(source, group.parts);
        const names = new Set(group.label.split(/[^\p{L}\p{N}]+/u));
        if (holding.length > 0)
          leftOut.push(...group.parts.filter((part) => names.has(part) && source.lookup(part).length === 0));
      }
      for (const id of holding)
        if ((postings.get(id) ?? 0) < RANKING.partsQuality) postings.set(id, RANKING.partsQuality);
    }
    if (group.soft && postings.size === 0) {
      if (!group.alternative) foundNowhere.push(group);
      continue;
    }
    const weight = idf(source.size, rarityCount(group, postings)) * (group.aside ? RANKING.asideShare : 1);
    groups.push({ ...group, postings, weight });
  }
  groups.push(...standingFor(foundNowhere, groups));
  capAsides(groups);
  shareOverlappingBigrams(groups);
  // A CJK run none of whose pairs a record holds, or an equivalent stands for, is left out whole
  // (犇骉); not one whose characters all are in words of the index: page bodies keep only the pairs
  // of the term list, so its words may be there (对应 of `里对应什么`), and the reader is not told otherwise.
  const runs = unfoundRuns(plan.groups, foundNowhere, groups);
  if (runs.length > 0) {
    const characters = cjkCharacters(source.vocabulary);
    leftOut.push(...runs.filter((run) => [...run].some((char) => !characters.has(char))));
  }
  // Words no page holds do not hide the pages holding the others (`output foobarbaz`), as long
  // as the query is mostly understood: the others are as many at least.
  const unknown = groups.filter((g) => g.postings?.size === 0 && !g.byEquivalent);
  const known = groups.filter((g) => !g.alternative).length - unknown.length;
  if (unknown.length > 0 && known >= Math.max(MIN_KNOWN_GROUPS, unknown.length)) {
    return {
      groups: groups.filter((group) => !unknown.includes(group)),
      leftOut: [...leftOut, ...unknown.map((group) => group.label)],
    };
  }
  return { groups, leftOut };
}

/** The text of the CJK runs of a plan whose every pair was found nowhere, and for which no equivalent stands. */
function unfoundRuns(
  planned: readonly QueryGroup[],
  foundNowhere: readonly QueryGroup[],
  found: readonly WeightedGroup[],
): string[] {
  const runs = new Map<number, QueryGroup[]>();
  for (const group of planned)
    if (group.run && !group.alternative) runs.set(group.run.id, [...(runs.get(group.run.id) ?? []), group]);
  const texts: string[] = [];
  for (const [id, pairs] of runs) {
    if (!pairs.every((pair) => foundNowhere.includes(pair)) || found.some((group) => group.run?.id === id)) continue;
    texts.push(
      pairs.map((pair) => [...pair.label][0] ?? '').join('') + ([...(pairs[pairs.length - 1]?.label ?? '')][1] ?? ''),
    );
  }
  return texts;
}

/** The records holding the most of some tokens, one at least. */
function recordsHoldingMost(source: IndexSource, tokens: readonly string[]): (number | string)[] {
  const held = new Map<number | string, number>();
  for (const token of new Set(tokens)) for (const id of source.lookup(token)) held.set(id, (held.get(id) ?? 0) + 1);
  const most = Math.max(0, ...held.values());
  return [...held].filter(([, count]) => count === most).map(([id]) => id);
}

/** The records holding every one of some tokens. */
function recordsHoldingAll(source: IndexSource, tokens: readonly string[]): (number | string)[] {
  let common: (number | string)[] = [...source.lookup(tokens[0] ?? '')];
  for (const token of tokens.slice(1)) {
    const ids = new Set(source.lookup(token));
    common = common.filter((id) => ids.has(id));
  }
  return common;
}

/** What a query found in the local index: pages, best first, and the word of the query left out to find them. */
export interface Ranking {
  pages: RankedPage[];
  leftOut: string[];
  /** The query's groups as planned, for the check against the pages' texts (src/core/search-recheck.ts). */
  groups: readonly QueryGroup[];
}

/**
 * The page a pasted address names, first, its section of the address's anchor leading, and the
 * pages the rest of the query found after it.
 */
function withAddressed(sections: readonly SearchSection[], anchor: string, ranking: Ranking): Ranking {
  const top = sections[0];
  if (!top) return ranking;
  const key = pageKey(top.record);
  const pages = ranking.pages.filter((page) => page.key !== key);
  // The top section has no anchor: an anchor names a heading below it.
  const anchored = anchor ? sections.find((section) => section.anchor === anchor) : undefined;
  const score = (pages[0]?.score ?? 0) + 1;
  const ranked = (section: SearchSection): RankedSection => ({ section, score, type: 'title', terms: [] });
  const page: RankedPage = {
    key,
    routePath: top.record.routePath,
    domain: top.record.domain ?? '',
    title: top.record.title,
    score,
    sections: anchored ? [ranked(anchored), ranked(top)] : [ranked(top)],
  };
  // The page the reader named stays first: no groups to check the texts against.
  return { pages: [page, ...pages], leftOut: ranking.leftOut, groups: [] };
}

/** Ranks the local index for a query: plan, fetch, score, group; a page address pasted in it names its page first. */
export function rankQuery(source: IndexSource, query: string, memo = new TokenMemo()): Ranking {
  const address = pastedAddress(query);
  const addressed = address ? (source.pageSections?.(address.path) ?? []) : [];
  if (address && addressed.length > 0)
    return withAddressed(addressed, address.anchor, rankWords(source, address.rest, memo));
  return rankWords(source, query, memo);
}

/** Ranks the local index for the words of a query: plan, fetch, score, group. */
function rankWords(source: IndexSource, query: string, memo: TokenMemo): Ranking {
  const plan = planQuery(query, source.vocabulary, source.synonyms ?? null);
  const { groups, leftOut } = fetchCandidates(source, plan);
  if (groups.length === 0 || groups.every((g) => g.postings?.size === 0))
    return { pages: [], leftOut: [], groups: plan.groups };

  const candidates = new Set<number | string>();
  for (const group of groups) for (const id of group.postings?.keys() ?? []) candidates.add(id);
  const scored: Scored[] = [];
  for (const id of candidates) {
    const section = source.section(id);
    if (!section) continue;
    const result = scoreSection(section, groups, memo, (group) => group.postings?.get(id), plan);
    if (result) scored.push(result);
  }
  addPhraseBonus(scored, plan.phrase, groups, memo);
  // A question about a change that names a release (`removed in 0.4`) is about that release's
  // notes only, one that names the release left (`after upgrading from 0.1`) about the later
  // ones; a version of something else (`removed in node 18.12`) names none.
  const { versionLeft } = plan;
  const named = plan.words.filter((word) => {
    const version = versionOf(word);
    return version !== null && version !== versionLeft;
  });
  const namesRelease = (title: string) => {
    const words = memo.wholeWords(title);
    if (named.length > 0 || versionLeft === undefined) return namesVersion(words, named);
    return words.some((word) => isLaterVersion(versionOf(word), versionLeft));
  };
  const namesAny =
    (named.length > 0 || versionLeft !== undefined) &&
    scored.some(({ ranked: { section } }) => isReleaseNotes(section.record) && namesRelease(section.record.title));
  // An option named in full (`server.proxy 部署上线以后还生效吗`), or in camelCase without its
  // namespace (`vite publicDir equivalent`), is what the query asks about: its page is listed
  // however little of the rest it holds. A plain word (`externals`) names no option this way.
  const identifiers = new Set(plan.names.map(nameKey));
  const namesTitle = ({ ranked: { section } }: Scored) => {
    if (identifiers.size === 0 || section.trail.length > 0) return false;
    const title = memo.wholeWords(section.record.title);
    if (title.length !== 1) return false;
    const name = nameKey(title[0] ?? '');
    return identifiers.has(name) || identifiers.has(name.slice(name.lastIndexOf('.') + 1));
  };
  const pages = groupPages(
    scored,
    (sections) =>
      scorePages(
        sections,
        meanWeightOf(groups),
        (title) => (namesAny ? namesRelease(title) : plan.asksChange),
        source.sectionCount ? (section) => source.sectionCount?.(section) ?? 0 : undefined,
      ),
    namesTitle,
  );
  return { pages, leftOut: pages.length > 0 ? leftOut : [], groups: plan.groups };
}

function sortPages(pages: RankedPage[]): RankedPage[] {
  return pages.sort(
    (a, b) => b.score - a.score || a.routePath.length - b.routePath.length || (a.routePath < b.routePath ? -1 : 1),
  );
}

/**
 * Reads hits ranked elsewhere (the remote API): pages keep the order they came in; their
 * sections are matched against the query's words here, to tell titles, headings and content
 * apart and to cut snippets. A hit whose text holds none of the words is kept as it came,
 * by its top section (the API may match in ways this code does not know).
 */
export function rankHits(hits: readonly SearchRecord[], query: string, memo = new TokenMemo()): RankedPage[] {
  const plan = planQuery(query, null);
  const groups: WeightedGroup[] = plan.groups.map((group) => ({ ...group, postings: null, weight: 1 }));
  const { phrase } = plan;
  const pages: RankedPage[] = [];
  hits.forEach((hit, order) => {
    const sections = sectionsOf(hit);
    const results: Scored[] = [];
    for (const section of sections) {
      const contentTokens = memo.get(section.content);
      const result = scoreSection(
        section,
        groups,
        memo,
        (group) => fieldQuality(group, contentTokens).quality || undefined,
        plan,
      );
      if (result) results.push(result);
    }
    addPhraseBonus(results, phrase, groups, memo);
    const scored = results.map((result) => result.ranked);
    const first = sections[0];
    if (scored.length === 0 && first)
      scored.push({ section: first, score: 0, type: 'content', terms: groups.map((g) => g.label) });
    scored.sort((a, b) => b.score - a.score);
    const key = pageKey(hit);
    const existing = pages.find((page) => page.key === key);
    if (existing) existing.sections.push(...scored);
    else
      pages.push({
        key,
        routePath: hit.routePath,
        domain: hit.domain ?? '',
        title: hit.title,
        score: hits.length - order,
        sections: scored,
      });
  });
  return pages;
}
