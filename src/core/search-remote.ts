/**
 * The remote search API (theme `search: { mode: 'remote', apiUrl, searchIndexes }`):
 * GET `{apiUrl}?keyword=&limit=&searchIndexes=&lang=`, answered by a list of index groups,
 * each with its hits (records of the search index fields; a hit may be a whole page whose
 * `toc` places its headings in `content`).
 */
import type { TocItem } from './mdast';
import type { SearchRecord } from './search-records';
import { MAX_QUERY_LENGTH } from './search-query';

export interface RemoteQuery {
  keyword: string;
  limit: number;
  searchIndexes: readonly string[];
  lang: string;
}

export interface RemoteIndexGroup {
  index: string;
  hits: SearchRecord[];
}

export function remoteSearchUrl(apiUrl: string, query: RemoteQuery): string {
  const params = new URLSearchParams({
    keyword: query.keyword.slice(0, MAX_QUERY_LENGTH),
    limit: String(query.limit),
    searchIndexes: query.searchIndexes.join(','),
    lang: query.lang,
  });
  return `${apiUrl}${apiUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function readToc(value: unknown): TocItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Partial<TocItem> | null) => {
    if (!item || typeof item.text !== 'string' || typeof item.id !== 'string') return [];
    return [
      {
        text: item.text,
        id: item.id,
        depth: typeof item.depth === 'number' ? item.depth : 2,
        charIndex: typeof item.charIndex === 'number' ? item.charIndex : -1,
      },
    ];
  });
}

function readHit(value: unknown, index: number): SearchRecord | null {
  const hit = value as Record<string, unknown> | null;
  if (!hit || typeof hit !== 'object' || typeof hit.routePath !== 'string' || !/^\/(?![/\\])/.test(hit.routePath))
    return null;
  return {
    id: typeof hit.id === 'number' || typeof hit.id === 'string' ? hit.id : index,
    routePath: hit.routePath,
    title: text(hit.title),
    content: text(hit.content),
    toc: readToc(hit.toc),
    domain: /^https?:\/\/[^/]+$/.test(text(hit.domain).replace(/\/+$/, '')) ? text(hit.domain).replace(/\/+$/, '') : '',
    lang: text(hit.lang),
    ...(typeof hit.description === 'string' ? { description: hit.description } : {}),
  };
}

/**
 * The index groups of an answer. Anything not shaped like one (an error object, a hit without
 * a route) is left out, so a bad answer reads as no results.
 */
export function readRemoteResponse(value: unknown): RemoteIndexGroup[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((group: { index?: unknown; hits?: unknown } | null) => {
    if (!group || typeof group !== 'object' || !Array.isArray(group.hits)) return [];
    const hits = group.hits.map(readHit).filter((hit): hit is SearchRecord => hit !== null);
    return [{ index: text(group.index), hits }];
  });
}
