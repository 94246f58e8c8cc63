/**
 * Step 5 of the ranking, once the texts of the first pages are loaded (they are fetched for
 * their snippets): those pages checked against their whole text.
 *
 * The index sees a page body through its term list only: every Latin word, but of the Chinese
 * pairs only those written in titles, headings and descriptions or standing together far more
 * often than chance (`cohesiveBigrams`). Everyday words such as 用户 or 原始 are in many bodies
 * and in the index for none of them, so a page that says the reader's words and one that does
 * not can score alike. The text tells them apart: for a query with a Chinese word (a run of two
 * characters or more), the score of each page the list shows is multiplied by the share of the
 * query its whole text holds (title, description, gloss, phrasings, headings and sections), and
 * they are sorted again. The pages after them keep their places: their texts are not loaded. A
 * query of Latin words alone is left as ranked: the index holds every such word of a body already.
 */
import { RANKING } from './search-parameters';
import type { QueryGroup } from './search-query';
import { fieldQuality, type RankedPage } from './search-rank';

/**
 * Whether a text's tokens hold a word of the query as typed or inflected (`plugins` for
 * `plugin`): the looser forms the index is searched with (a prefix, a typo's correction, a
 * synonym, an identifier's parts) are in nearly every text and would tell nothing.
 */
const holdsWord = (group: QueryGroup, tokens: ReadonlySet<string>) =>
  fieldQuality(group, tokens).quality >= RANKING.stemQuality;

/**
 * The share of the query a text's tokens hold. A word counts one, an identifier one for itself
 * and one for each of its parts (`compilerOptions.target` is held in part by a text that says
 * `target`); a Chinese run of the query counts half its characters (a word is about two), each
 * held when a pair of the run holding it, or an equivalent of a span holding it, is in the text.
 * A word saying something of the subject (不生效 of `proxy 不生效`, `enable`) counts
 * `RANKING.asideShare` of that, as it weighs in the ranking: a page on the subject need not say it.
 */
export function queryShareIn(groups: readonly QueryGroup[], tokens: ReadonlySet<string>): number {
  let total = 0;
  let held = 0;
  const runs = new Map<number, { length: number; aside: Set<number>; covered: Set<number> }>();
  for (const group of groups) {
    const share = group.aside ? RANKING.asideShare : 1;
    if (!group.run) {
      if (group.alternative) continue;
      const parts = group.parts.filter((part) => part !== group.label);
      total += share * (1 + parts.length);
      if (holdsWord(group, tokens)) held += share;
      held += share * parts.filter((part) => tokens.has(part)).length;
      continue;
    }
    // An equivalent of a mistyped word's correction counts no more than the correction does.
    if (group.alternative && group.corrected) continue;
    const run = runs.get(group.run.id) ?? { length: 0, aside: new Set<number>(), covered: new Set<number>() };
    runs.set(group.run.id, run);
    if (!group.alternative) {
      run.length = Math.max(run.length, group.run.to);
      if (group.aside) for (let at = group.run.from; at < group.run.to; at += 1) run.aside.add(at);
    }
    // An equivalent of a span counts in any form the text holds it: whole, or by all its pairs.
    const found = group.alternative ? fieldQuality(group, tokens).quality > 0 : holdsWord(group, tokens);
    if (found) for (let at = group.run.from; at < group.run.to; at += 1) run.covered.add(at);
  }
  for (const run of runs.values())
    for (let at = 0; at < run.length; at += 1) {
      const share = (run.aside.has(at) ? RANKING.asideShare : 1) / 2;
      total += share;
      if (run.covered.has(at)) held += share;
    }
  return total === 0 ? 1 : held / total;
}

/**
 * The pages with the first `shown` (those the list shows, whose texts it loads for their
 * snippets) sorted again by their score times the share of the query their text holds; as they
 * were for a query without a Chinese run, or unless every one of them has its text. Checking
 * more than the list shows, the measured ranking was one the browser never reached: it has the
 * texts of the pages shown only (the list shows up to three sections of a page, so often fewer
 * pages than rows).
 */
export function recheckPages(
  pages: readonly RankedPage[],
  groups: readonly QueryGroup[],
  pageTokens: (page: RankedPage) => ReadonlySet<string> | undefined,
  shown: number,
): RankedPage[] {
  if (!groups.some((group) => group.run)) return [...pages];
  const first = pages.slice(0, shown);
  const tokens = first.map(pageTokens);
  if (first.length < 2 || tokens.some((set) => set === undefined)) return [...pages];
  const checked = first.map((page, at) => ({
    page,
    score: page.score * queryShareIn(groups, tokens[at] ?? new Set()),
    at,
  }));
  checked.sort((a, b) => b.score - a.score || a.at - b.at);
  return [...checked.map((entry) => entry.page), ...pages.slice(shown)];
}
