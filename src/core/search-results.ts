/**
 * What the search panel lists: ranked pages turned into groups of result items, each with
 * its hit type, link, marked title and heading path, and snippet. Pure data: no HTML.
 */
import { SEARCH_SNIPPET_WIDTH } from './constants';
import type { HitType, RankedPage, RankedSection } from './search-rank';
import { highlight, snippet, type Segment } from './search-snippet';

/** At most this many items of one page, so that other pages still show. */
export const MAX_ITEMS_PER_PAGE = 3;

export interface ResultItem {
  /** Unique in a result list: the link. */
  key: string;
  type: HitType;
  link: string;
  /** The page title, marked. */
  title: Segment[];
  /** The headings from the h2 down to the hit's own, each marked; empty for the page itself. */
  headings: Segment[][];
  snippet: Segment[];
}

export interface ResultGroup {
  key: string;
  routePath: string;
  title: string;
  items: ResultItem[];
}

/** Results of one index: the local one, or one index of the remote API. */
export interface IndexResults {
  index: string;
  groups: ResultGroup[];
  /** Words of the query found nowhere and left out to find these results. */
  leftOut?: string[];
}

/** The URL of a section: the page, and the heading's anchor for a section below the top. */
export function sectionLink(domain: string, routePath: string, anchor: string): string {
  const base = `${domain.replace(/\/+$/, '')}${routePath}`;
  return anchor ? `${base}#${anchor}` : base;
}

function toItem(page: RankedPage, ranked: RankedSection): ResultItem {
  const { section, terms, type } = ranked;
  const link = sectionLink(page.domain, page.routePath, section.anchor);
  const text = type === 'title' && section.description ? `${section.description}\n${section.content}` : section.content;
  const source = text || section.description;
  return {
    key: link,
    type,
    link,
    title: highlight(page.title, terms),
    headings: section.trail.map((heading) => highlight(heading.text, terms)),
    snippet: source ? snippet(source, terms, SEARCH_SNIPPET_WIDTH) : [],
  };
}

/**
 * The first `limit` items of the ranked pages, at most MAX_ITEMS_PER_PAGE per page, grouped
 * by page in rank order. One item per link.
 */
export function toResultGroups(pages: readonly RankedPage[], limit: number): ResultGroup[] {
  const groups: ResultGroup[] = [];
  const links = new Set<string>();
  let count = 0;
  for (const page of pages) {
    if (count >= limit) break;
    const items: ResultItem[] = [];
    for (const ranked of page.sections) {
      if (count >= limit || items.length >= MAX_ITEMS_PER_PAGE) break;
      const item = toItem(page, ranked);
      if (links.has(item.link)) continue;
      links.add(item.link);
      items.push(item);
      count += 1;
    }
    if (items.length > 0) groups.push({ key: page.key, routePath: page.routePath, title: page.title, items });
  }
  return groups;
}

/**
 * The ranked pages with the texts of their sections filled in where known (`texts`: the page
 * text files fetched, by route); sections of other pages keep what they had.
 */
export function withSectionTexts(
  pages: readonly RankedPage[],
  texts: ReadonlyMap<string, readonly string[]>,
): RankedPage[] {
  return pages.map((page) => {
    const known = page.domain ? undefined : texts.get(page.routePath);
    if (!known) return page;
    return {
      ...page,
      sections: page.sections.map((ranked) => {
        const content = known[ranked.section.index];
        return content === undefined ? ranked : { ...ranked, section: { ...ranked.section, content } };
      }),
    };
  });
}

/** The routes of the pages a result list shows, in order. */
export function shownRoutes(groups: readonly ResultGroup[]): string[] {
  return groups.map((group) => group.routePath);
}

/** All items of a result list, in display order (for keyboard selection). */
export function flattenItems(results: readonly IndexResults[]): ResultItem[] {
  return results.flatMap((result) => result.groups.flatMap((group) => group.items));
}

/** Plain text of marked pieces. */
export function segmentsText(segments: readonly Segment[]): string {
  return segments.map((segment) => segment.text).join('');
}
