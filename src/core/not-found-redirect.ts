/** Where the 404 screen sends a visitor whose path almost names a page. */
import { langFromPath, removeLang } from './links';
import { normalizeRoutePath } from './routes';

/** Slashes and backslashes at the start of a path: two or more make the browser read a host. */
const LEADING_SLASHES = /^[/\\]+/;

/**
 * The path to send a visitor of the 404 screen to, or null to stay: a path that only differs
 * from a page's by `.html`, `/index` or percent-encoding goes to that page; an unknown path
 * under a locale prefix goes to the same path without it. Always a path of this site: the
 * prefix of `/zh//example.com/` removed leaves `//example.com/`, which the browser reads as
 * another host, so leading slashes are reduced to one.
 */
export function notFoundRedirect<L extends string>(
  pathname: string,
  langs: readonly L[],
  defaultLang: L,
): string | null {
  // Encoded again, as the router's pathname is: a path with a malformed escape (repaired to a
  // literal %25 in the head) must not come back decoded and malformed.
  const normalized = encodeURI(normalizeRoutePath(pathname));
  let target: string | null = null;
  if (normalized !== pathname) target = normalized;
  else if (langFromPath(pathname, langs, defaultLang) !== defaultLang)
    target = removeLang(pathname, langs, defaultLang);
  if (target === null) return null;
  const onSite = target.replace(LEADING_SLASHES, '/');
  return onSite === pathname ? null : onSite;
}
