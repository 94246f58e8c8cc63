/**
 * A page address pasted into the search box: a link to this site or to the docs it replaces
 * (`https://rsbuild.dev/config/output/dist-path#distpathroot`), or a path from the address bar
 * (`/zh/guide/basic/cli`). Read as words, its segments match pages that link to it more than
 * the page itself; when it names a page, that page comes first.
 */
import { splitUrl } from './links';
import { normalizeRoutePath } from './routes';
import { safeDecodeURIComponent } from './url-escapes';

export interface PastedAddress {
  /** The page path as typed: decoded, without `.html` or a trailing `/index`. */
  path: string;
  /** The fragment, decoded and without its `#`: a heading's anchor, or ''. */
  anchor: string;
  /** The query without the address: the words the reader typed beside it. */
  rest: string;
}

/** A path with a scheme and any host, a bare host with a dot (`rsbuild.dev/…`), or a path alone. */
const ADDRESS =
  /^(?:https?:\/\/[^\s/?#]+|(?:[a-z\d-]+\.)+[a-z]{2,}(?::\d+)?)?(\/[^\s?#]*[a-z][^\s?#]*)(?:\?[^\s#]*)?(?:#(\S*))?$/i;

/** The first word of a query that is a page address, or null. */
export function pastedAddress(query: string): PastedAddress | null {
  const words = query.trim().split(/\s+/);
  for (const [at, word] of words.entries()) {
    const match = ADDRESS.exec(word);
    if (!match?.[1]) continue;
    return {
      path: normalizeRoutePath(splitUrl(match[1]).path),
      anchor: safeDecodeURIComponent(match[2] ?? ''),
      rest: words.filter((_, i) => i !== at).join(' '),
    };
  }
  return null;
}

/**
 * The routes a pasted path may name in an index whose routes carry `prefix` (`/zh`, or '' for
 * the default locale), its own first: the path under the prefix, without another locale's prefix
 * of two letters (a link to the other locale's twin), then as typed; each with and without its
 * trailing slash.
 */
export function addressRoutes(path: string, prefix: string): string[] {
  const twin = `${prefix}${path.replace(/^\/[a-z]{2}(?=\/)/, '')}`;
  return [...new Set([twin, path].flatMap((form) => [form, form.endsWith('/') ? form.slice(0, -1) : `${form}/`]))];
}
