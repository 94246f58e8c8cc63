/**
 * Finds queries of a new set that are too close to queries already in the sets
 * (tests/search/README.md): the same words, or at least half of the new query's words and the
 * same page. A close draft would measure the same thing twice, and one in the other part of
 * the split would leak what the tuning saw into the held-out figures.
 */
import type { RelevanceCase } from './sets';

/** Words that do not make two queries alike. */
const STOP_WORDS = new Set([
  'a', 'an', 'the', 'to', 'of', 'in', 'on', 'for', 'with', 'from', 'and', 'or', 'is', 'are',
  'do', 'does', 'how', 'what', 'which', 'my', 'i', 'it', 'vs', 'by', 'at', 'as', 'can',
  '的', '是', '什么', '怎么', '如何', '哪些', '吗', '了', '在', '用',
]);

const CJK_RUN = /[\u3400-\u9fff]+/g;

/** The words of a query: Latin words without a plural s, and Chinese text as pairs of characters. */
export function overlapTerms(query: string): Set<string> {
  const terms = new Set<string>();
  const lower = query.toLowerCase();
  for (const word of lower.replace(CJK_RUN, ' ').split(/[^a-z0-9]+/)) {
    if (word && !STOP_WORDS.has(word)) terms.add(word.length > 3 ? word.replace(/(?<!s)s$/, '') : word);
  }
  for (const run of lower.match(CJK_RUN) ?? []) {
    let text = run;
    for (const stop of STOP_WORDS) if (/[\u3400-\u9fff]/.test(stop)) text = text.split(stop).join(' ');
    for (const part of text.split(' ').filter(Boolean)) {
      if (part.length === 1) terms.add(part);
      for (let i = 0; i + 1 < part.length; i++) terms.add(part.slice(i, i + 2));
    }
  }
  return terms;
}

export interface CloseQuery {
  draft: RelevanceCase;
  existing: RelevanceCase;
}

/** Each draft with the first existing query it is too close to. */
export function closeQueries(drafts: readonly RelevanceCase[], existing: readonly RelevanceCase[]): CloseQuery[] {
  const known = existing.map((c) => ({ c, terms: overlapTerms(c.query) }));
  const close: CloseQuery[] = [];
  for (const draft of drafts) {
    const terms = overlapTerms(draft.query);
    const match = known.find(({ c, terms: other }) => {
      if (c === draft) return false;
      const shared = [...terms].filter((t) => other.has(t)).length;
      const same = shared === terms.size && shared === other.size;
      return same || (c.route === draft.route && shared * 2 >= terms.size);
    });
    if (match) close.push({ draft, existing: match.c });
  }
  return close;
}
