/** Link helpers shared by the build and the browser. Pure string functions. */

const EXTERNAL_URL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/** A link leaves the site when it carries a scheme and host, or is a mailto:/tel: link. */
export function isExternalUrl(url: string): boolean {
  return EXTERNAL_URL.test(url) || /^(?:mailto|tel):/i.test(url);
}

/**
 * A link written without its scheme (`www.example.com`, `github.com/web-infra-dev`): the
 * browser would read it as a path of this site.
 */
export function looksLikeHost(url: string): boolean {
  return (
    /^www\.[a-z\d-]/i.test(url) || /^[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|org|net|io|dev|cn|app|co)(?:[/?#:]|$)/i.test(url)
  );
}

export function isDataUrl(url: string): boolean {
  return /^data:/i.test(url);
}

/** Splits `path?query#hash` into its three parts (query and hash keep their marks). */
export function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? '' : beforeHash.slice(queryAt),
    hash,
  };
}

export function stripQueryAndHash(url: string): string {
  return splitUrl(url).path;
}

function trimSlashes(base: string): string {
  return base.replace(/^\/+|\/+$/g, '');
}

/** Prefixes a site path with the base path (`/` leaves it as it is). */
export function withBase(path: string, base = '/'): string {
  const prefix = trimSlashes(base);
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!prefix) return clean;
  if (clean === `/${prefix}` || clean.startsWith(`/${prefix}/`)) return clean;
  return `/${prefix}${clean}`;
}

export function removeBase(path: string, base = '/'): string {
  const prefix = trimSlashes(base);
  if (!prefix) return path;
  if (path === `/${prefix}`) return '/';
  return path.startsWith(`/${prefix}/`) ? path.slice(prefix.length + 1) : path;
}

/** The locale of a path: its first segment when that is a non-default locale. */
export function langFromPath<L extends string>(path: string, langs: readonly L[], defaultLang: L): L {
  const first = path.split('/').filter(Boolean)[0];
  const match = langs.find((lang) => lang !== defaultLang && lang === first);
  return match ?? defaultLang;
}

/** Removes a leading non-default locale segment: `/zh/guide/` → `/guide/`. */
export function removeLang<L extends string>(path: string, langs: readonly L[], defaultLang: L): string {
  const lang = langFromPath(path, langs, defaultLang);
  if (lang === defaultLang) return path;
  const rest = path.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

/** Adds the locale prefix for a non-default locale; the default locale has none. */
export function addLang<L extends string>(path: string, lang: L, defaultLang: L): string {
  if (lang === defaultLang) return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/** The same page in another locale, keeping query and hash. */
export function switchLang<L extends string>(url: string, target: L, langs: readonly L[], defaultLang: L): string {
  const { path, query, hash } = splitUrl(url);
  return addLang(removeLang(path, langs, defaultLang), target, defaultLang) + query + hash;
}

/**
 * Turns a site link into the file a host without clean URLs would serve:
 * a trailing slash gets `index.html`, a last segment without a dot gets `.html`.
 * With clean URLs on, the path is left as it is. Query and hash are kept.
 */
export function normalizeHref(url: string, cleanUrls: boolean): string {
  if (isExternalUrl(url) || isDataUrl(url) || url.startsWith('#')) return url;
  const { path, query, hash } = splitUrl(url);
  if (cleanUrls || path === '') return url;
  if (path.endsWith('/')) return `${path}index.html${query}${hash}`;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return `${last.includes('.') ? path : `${path}.html`}${query}${hash}`;
}

/** Image sources get the base path in production only; external and data URLs are left alone. */
export function imageSrc(src: string, base: string, production: boolean): string {
  if (!production || isExternalUrl(src) || isDataUrl(src) || !src.startsWith('/')) return src;
  return withBase(src, base);
}

/** A site link in the reader's locale: a path without a locale prefix gets the current one. */
export function localizeHref<L extends string>(href: string, locale: L, langs: readonly L[], defaultLang: L): string {
  if (isExternalUrl(href) || isDataUrl(href) || !href.startsWith('/')) return href;
  const { path, query, hash } = splitUrl(href);
  if (langFromPath(path, langs, defaultLang) !== defaultLang) return href;
  return addLang(path, locale, defaultLang) + query + hash;
}
