/**
 * The numbers of the ranking (src/core/search-rank.ts, src/core/search-query.ts,
 * src/core/search-cjk-typos.ts) in one table, read where they are used, so that
 * `npm run tune:search` can fit them on the tuning part of the relevance sets
 * (tests/search/README.md) and a maintainer sees every weight beside the others. Weights are
 * relative: the title's is fixed at 10 and the others are measured against it. Names ending in
 * `Quality`, `Share` or `Coverage` are between 0 and 1 (the tuner keeps them there).
 */
export const RANKING = {
  // Step 3: what a query word found in each field of a section weighs.
  /** The page title, on the page's top section. */
  titleWeight: 10,
  /**
   * A section's own heading. Half the title's: a section on the subject of a broader page
   * (`Proxy API requests` in the Server guide) comes after the page about it (`server.proxy`)
   * unless it matches much better.
   */
  headingWeight: 5,
  descriptionWeight: 4,
  /** The description of a page titled by an identifier (`output.minify`), not a plugin's: its name in words. */
  identifierDescriptionWeight: 10,
  contentWeight: 1.25,
  /** The gloss of a title (`server.proxy` → 代理): the title in the locale's words. */
  glossWeight: 8,
  /** The phrasings readers type for what a page answers (`change output folder`): a reader's words, not the page's. */
  phrasingWeight: 4,
  /** The page title, as the context of a section below the top. */
  pageTitleWeight: 6,
  /**
   * The page's phrasings, as the context of a section below the top: a reader's words for the
   * page joined with the section's own (an FAQ answer, an error's section). The phrasings
   * weigh here as the title does, in proportion (phrasingWeight × pageTitleWeight / titleWeight).
   */
  pagePhrasingWeight: 2.4,
  /** The headings above a section's own, as its context. */
  ancestorWeight: 2.5,
  /**
   * The namespace of an option's title (`dev` of `dev.client`): it says where the option
   * lives, not what it is, so a query word found there alone (`dev` in `change dev server
   * port`) weighs as a word of the description.
   */
  namespaceWeight: 4,
  /** The power of the share of the query's weight a section matches that multiplies its score (all words beat most words). */
  coveragePower: 2,

  // Step 3e: bonuses, in units of the query's mean word weight.
  /** The share of a title's coverage its namespace adds to its name's (`server.port` for `server port` over `port`). */
  namespaceCoverage: 0.15,
  /** A title mostly made of the query's words, by the share it covers. */
  titleBonus: 8,
  /** A gloss name mostly made of the query's words. */
  glossBonus: 6,
  /** A heading mostly made of the query's words; below the title's for the reason of headingWeight. */
  headingBonus: 4,
  /** A page whose title is the query, word for word (`source.alias`, `react`). */
  exactTitleBonus: 12,
  /**
   * A section headed by an identifier a word of the query names (`font` of `output.distPath`
   * for `fonts 目录`, a hook for its name): the option or hook itself, not a mention of it.
   */
  namedHeadingBonus: 4,
  /**
   * A section headed by the term a question asks the meaning of (`Loader` of the glossary for
   * `what is a loader`): a definition, before the pages that use the term in their name and
   * in many of their sections (`performance.chunkSplit` for `chunk 是什么意思`).
   */
  definitionBonus: 16,
  /** A page whose gloss has a name that is the query, word for word (产物目录 for `output.distPath`). */
  exactGlossBonus: 5,
  /** The query's words side by side, in order, in a title, heading or description. */
  phraseBonusProminent: 10,
  /** The same in a section's text: for the hits of the search API, which come with their texts (the local index ranks sections without theirs). */
  phraseBonusContent: 6,

  // Step 4: pages.
  /**
   * The share of the query's weight a page must match: when no page holds the whole query, a
   * page holding its rarest word alone (mock of 本地 mock 数据) is still an answer.
   */
  minCoverage: 0.4,
  /** …and the share of the best coverage found. */
  relativeCoverage: 0.5,
  /**
   * The share a page below that floor must match to follow the pages above it, when fewer than
   * five pass (a reader's words spread over pages that each hold a few of them).
   */
  fillCoverage: 0.3,
  /** What a page's next two sections add to its best one's score. */
  nextSectionShare: 0.1,
  /** A page with many sections holding the whole query is about it (times the mean word weight). */
  focusWeight: 5,
  /**
   * A release's notes name options as they were (`disableFilenameHash` in 0.4), and a reader
   * looking for an option wants its page: the notes of a release count this share of their
   * score, unless the query names the release (`0.5 breaking changes`) or asks about a change
   * (`target option removed`, `不再默认`).
   */
  releaseNotesShare: 0.5,
  /** The share of its rarity a word saying something of the subject weighs (不生效 of 别名不生效, `enable`). */
  asideShare: 0.5,

  // Step 1: the quality of a derived form of a query word (1 for the word itself).
  /** An identifier found by its parts. */
  partsQuality: 0.7,
  /** Plural, singular, -ing, -ed forms. */
  stemQuality: 0.9,
  /** An equivalent in the synonym table. */
  synonymQuality: 0.85,
  /** An identifier two neighbouring words of the query begin (`public dir` → publicdir). */
  joinedQuality: 0.9,
  /** The option a sub-option's path found nowhere belongs to (`output.distPath.root` → output.distpath). */
  parentOptionQuality: 0.9,
  /**
   * The method a call found nowhere names (`api.onAfterBuild` → onafterbuild), or the option
   * another tool's setting is named as (`build.sourcemap` → output.sourcemap): below an
   * identifier's parts, since the last name of an option path (`source.globalVars`) can be the
   * name of something else too.
   */
  memberQuality: 0.6,
  /** A CJK equivalent of a span of the query (构建结果 → 产物). */
  alternativeQuality: 0.8,
  /** A word one edit away from a typed word found nowhere. */
  typoQuality1: 0.6,
  /** Two edits away (long words only). */
  typoQuality2: 0.45,
  /** A word the typed word begins: this, plus as much again times the share of it typed. */
  prefixQuality: 0.45,
  /** A CJK bigram a mistyped character stands for: a character may be corrected wrongly even when both neighbours agree. */
  cjkTypoQuality: 0.5,
};

export type RankingParameters = typeof RANKING;
