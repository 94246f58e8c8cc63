/**
 * A search as a link: `?search=<query>` on any page opens the search panel with that query, so
 * that a search can be handed to the other locale's docs, shared, or set as a browser's site
 * search (src/core/opensearch.ts). Read by the navbar's search button on every page: it imports
 * nothing of the search.
 */

const SEARCH_PARAM = 'search';

/** A page's address with the panel opened on `placeholder`, unescaped: `/zh/?search={searchTerms}` (OpenSearch). */
export function searchLinkTemplate(path: string, placeholder: string): string {
  return `${path}?${SEARCH_PARAM}=${placeholder}`;
}

/** The query a page address asks to search for, trimmed; null when it asks none. */
export function searchParamOf(search: string): string | null {
  // URLSearchParams reads any string, a broken percent-escape included, without throwing.
  const query = new URLSearchParams(search).get(SEARCH_PARAM)?.trim() ?? '';
  return query === '' ? null : query;
}

/** The name of one `name=value` part of a query string, decoded as URLSearchParams decodes it. */
const paramName = (part: string) => [...new URLSearchParams(part).keys()][0];

/**
 * The query string without the search parameter (`?a=1` or `''`), once the panel has taken it.
 * The other parameters stay as written (`%20` is not rewritten `+`): the page may read them.
 */
export function withoutSearchParam(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && paramName(part) !== SEARCH_PARAM);
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

/** A page's address with the panel opened on `query`. */
export function searchLink(path: string, query: string): string {
  return `${path}?${new URLSearchParams({ [SEARCH_PARAM]: query }).toString()}`;
}
