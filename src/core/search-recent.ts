/**
 * Recent searches: the last results a reader opened from the search panel, per locale, kept
 * in localStorage and listed when the query is empty. What is stored may have been written by
 * another version of the site, edited by hand or cut short: anything that is not a list of
 * results of this site is ignored, never thrown.
 */

/** At most this many results are kept. */
export const MAX_RECENT = 5;
const STORAGE_PREFIX = 'rsbuild-docs:recent-searches:';
const MAX_TEXT = 300;

export interface RecentSearch {
  /** Site-relative link of the opened result, with its anchor. */
  link: string;
  /** The page title. */
  title: string;
  /** The heading of the section opened, '' for the page itself. */
  heading: string;
}

/** The localStorage key of a locale's recent searches. */
export function recentKey(locale: string): string {
  return `${STORAGE_PREFIX}${locale}`;
}

const PROBE_ORIGIN = 'https://site.invalid';

/**
 * Whether a stored link stays on this site: a stored value must not send the reader elsewhere.
 * Read as the browser reads it: `/\host` and `/\t/host` lead to another host as `//host` does.
 */
function isSitePath(link: string): boolean {
  if (!link.startsWith('/')) return false;
  try {
    return new URL(link, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

function readItem(value: unknown): RecentSearch | null {
  if (!value || typeof value !== 'object') return null;
  const { link, title, heading } = value as Record<string, unknown>;
  if (typeof link !== 'string' || typeof title !== 'string') return null;
  if (!isSitePath(link) || link.length > MAX_TEXT) return null;
  if (title.trim() === '' || title.length > MAX_TEXT) return null;
  return { link, title, heading: typeof heading === 'string' ? heading.slice(0, MAX_TEXT) : '' };
}

/** The recent searches in a stored value; [] for a missing, broken or foreign one. */
export function readRecent(stored: string | null): RecentSearch[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: RecentSearch[] = [];
  for (const entry of value) {
    const item = readItem(entry);
    if (item && !items.some((known) => known.link === item.link)) items.push(item);
    if (items.length === MAX_RECENT) break;
  }
  return items;
}

/** The list with an opened result first (moved there if it was already in), at most MAX_RECENT. */
export function addRecent(items: readonly RecentSearch[], item: RecentSearch): RecentSearch[] {
  return [item, ...items.filter((known) => known.link !== item.link)].slice(0, MAX_RECENT);
}

/** The list without one result. */
export function removeRecent(items: readonly RecentSearch[], link: string): RecentSearch[] {
  return items.filter((item) => item.link !== link);
}

/** The value to store. */
export function writeRecent(items: readonly RecentSearch[]): string {
  return JSON.stringify(items.slice(0, MAX_RECENT));
}
