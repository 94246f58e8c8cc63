/** Route resolution: from a browser pathname or a content file to a page route. */

/**
 * Normalises a pathname before it is matched against the page table:
 * percent-decoding, no trailing `.html`, and a trailing `/index` becomes `/`.
 */
export function normalizeRoutePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it came; it will simply match nothing.
  }
  path = path.replace(/\.html$/, '');
  if (path === '/index' || path === 'index') return '/';
  path = path.replace(/\/index$/, '/');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Finds the route a pathname resolves to, or null for the 404 page. */
export function matchRoute(pathname: string, routes: Iterable<string>): string | null {
  const wanted = normalizeRoutePath(pathname);
  for (const route of routes) {
    if (route === wanted) return route;
  }
  return null;
}

export interface ContentLocation {
  /** Locale folder the file sits in. */
  locale: string;
  /** Path inside the locale folder, with `/` separators, e.g. `guide/start/index.mdx`. */
  pathInLocale: string;
}

/** Splits a path relative to the content root (`zh/guide/start/index.mdx`). */
export function locateContentFile(relativePath: string): ContentLocation {
  const normalized = relativePath.split('\\').join('/');
  const slash = normalized.indexOf('/');
  if (slash === -1) return { locale: '', pathInLocale: normalized };
  return { locale: normalized.slice(0, slash), pathInLocale: normalized.slice(slash + 1) };
}

export const MARKDOWN_EXTENSION = /\.mdx?$/;

/** Snippets under a `shared/` folder are imported by pages and never routed. */
export function isSharedSnippet(pathInLocale: string): boolean {
  return pathInLocale.split('/').slice(0, -1).includes('shared');
}

/**
 * The route of a content file inside its locale folder (without locale prefix):
 * `guide/start/index.mdx` → `/guide/start/`, `config/output/minify.mdx` → `/config/output/minify`.
 */
export function routeFromContentPath(pathInLocale: string): string {
  const withoutExt = pathInLocale.replace(MARKDOWN_EXTENSION, '');
  if (withoutExt === 'index') return '/';
  if (withoutExt.endsWith('/index')) return `/${withoutExt.slice(0, -'index'.length)}`;
  return `/${withoutExt}`;
}

/** The top-level section of a route (`/config/output/minify` → `config`), or '' for the home page. */
export function sectionOf(route: string): string {
  return route.split('/').filter(Boolean)[0] ?? '';
}
