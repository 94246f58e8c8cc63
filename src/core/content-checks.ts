/**
 * Checks across all pages that stop the build: duplicate routes, missing translations,
 * sidebar links to nowhere, pages in no sidebar, unknown components, broken internal links.
 * Each problem names the file and says how to fix it.
 */
import type { LinkRef } from './mdast';
import { addLang, isDataUrl, isExternalUrl, langFromPath, looksLikeHost, removeLang, splitUrl } from './links';
import { normalizeRoutePath } from './routes';
import { closestByEdits } from './search-query';
import { safeDecodeURIComponent } from './url-escapes';

export interface PageRecord {
  /** Path shown to the author, e.g. `content/en/guide/start/index.mdx`. */
  file: string;
  locale: string;
  /** Route without locale prefix; null for shared snippets. */
  route: string | null;
  pageType: string;
  anchors: readonly string[];
  headingDepths: readonly number[];
  links: readonly LinkRef[];
  components: readonly string[];
  imports: readonly string[];
  /** Modules the page imports (`../../shared/onExit.mdx`). */
  importSources: readonly string[];
  /**
   * The file does not parse (frontmatter or MDX), which is reported on its own: only its
   * route is known, so the checks of its content, and of links into its headings, skip it.
   */
  broken?: boolean;
}

export interface BuildProblem {
  file: string;
  message: string;
  fix: string;
}

export interface LocaleSettings {
  langs: readonly string[];
  defaultLang: string;
}

const localizedRoute = (page: PageRecord, settings: LocaleSettings): string | null =>
  page.route === null ? null : addLang(page.route, page.locale, settings.defaultLang);

export function checkDuplicateRoutes(pages: readonly PageRecord[], settings: LocaleSettings): BuildProblem[] {
  const seen = new Map<string, string>();
  const problems: BuildProblem[] = [];
  for (const page of pages) {
    const localized = localizedRoute(page, settings);
    if (localized === null) continue;
    // `/a` and `/a/` are both written to a/index.html: the same route for a static host.
    const route = localized.length > 1 ? localized.replace(/\/$/, '') : localized;
    const first = seen.get(route);
    if (first) {
      problems.push({
        file: page.file,
        message: `the route ${route} is already produced by ${first}`,
        fix: 'keep one of the two files (an index.mdx and a file named like its folder give the same route)',
      });
    } else {
      seen.set(route, page.file);
    }
  }
  return problems;
}

/** The names a route is made of: lowercase letters and digits, words joined by hyphens (`plugin-vue2`). */
const ROUTE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A name of a route as ROUTE_NAME wants it: `My Page` and `myPage` → `my-page`. */
export function routeName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A page's file and folder names become its address: a space, a capital or another sign there
 * makes an address readers cannot type or read (`/guide/My%20Page`), and links to it easy to
 * get wrong.
 */
export function checkRouteNames(pages: readonly PageRecord[]): BuildProblem[] {
  const problems: BuildProblem[] = [];
  for (const page of pages) {
    if (page.route === null) continue;
    const names = page.route.split('/').filter(Boolean);
    if (names.every((name) => ROUTE_NAME.test(name))) continue;
    const wanted = `/${names.map(routeName).join('/')}${page.route.endsWith('/') ? '/' : ''}`;
    problems.push({
      file: page.file,
      message: `the address ${page.route} has names other than lowercase letters, digits and hyphens`,
      fix: `rename the file or folder so that the address reads ${wanted}`,
    });
  }
  return problems;
}

export function checkLocaleTwins(pages: readonly PageRecord[], settings: LocaleSettings): BuildProblem[] {
  const byLocale = new Map<string, Set<string>>();
  for (const page of pages) {
    if (page.route === null) continue;
    const routes = byLocale.get(page.locale) ?? new Set<string>();
    routes.add(page.route);
    byLocale.set(page.locale, routes);
  }
  const problems: BuildProblem[] = [];
  for (const page of pages) {
    if (page.route === null) continue;
    for (const other of settings.langs) {
      if (other === page.locale || byLocale.get(other)?.has(page.route)) continue;
      const twin = page.file.replace(`content/${page.locale}/`, `content/${other}/`);
      problems.push({
        file: page.file,
        message: `the page ${page.route} has no ${other} version`,
        fix: `write ${twin} (every page exists in every locale, with the same headings)`,
      });
    }
  }
  return problems;
}

/** Both languages of a page share its heading structure, so anchors and search line up. */
export function checkHeadingParity(pages: readonly PageRecord[], settings: LocaleSettings): BuildProblem[] {
  const shape = (depths: readonly number[]) => depths.map((depth) => `h${depth}`).join(' ');
  const byRoute = new Map<string, PageRecord[]>();
  for (const page of pages) {
    if (page.route === null) continue;
    byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), page]);
  }
  const problems: BuildProblem[] = [];
  for (const twins of byRoute.values()) {
    const reference = twins.find((page) => page.locale === settings.defaultLang);
    if (!reference || reference.broken) continue;
    for (const page of twins) {
      if (page === reference || page.broken || shape(page.headingDepths) === shape(reference.headingDepths)) continue;
      problems.push({
        file: page.file,
        message: `its headings (${shape(page.headingDepths) || 'none'}) differ from ${reference.file} (${shape(reference.headingDepths) || 'none'})`,
        fix: 'give both languages the same headings in the same order and at the same levels',
      });
    }
  }
  return problems;
}

export interface SidebarLinkRecord {
  locale: string;
  /** Route with locale prefix. */
  link: string;
  /** Where the entry is configured, e.g. `src/config/sidebar/guide.ts`. */
  source: string;
}

/**
 * The page an author most likely meant by a route no page has, as they write it (without the
 * locale prefix), among the pages of the same locale: the same path with or without its trailing
 * slash, else the route closest in spelling (an edit per four characters, three at most), else
 * the only route that ends in the same segment (`/guide/cli` → `/guide/basic/cli`). Null when
 * nothing is that close.
 */
export function closestRoute(missing: string, routes: Iterable<string>, settings: LocaleSettings): string | null {
  const lang = langFromPath(missing, settings.langs, settings.defaultLang);
  const own = [...routes].filter((route) => langFromPath(route, settings.langs, settings.defaultLang) === lang);
  const bare = (route: string) => route.replace(/\/+$/, '');
  let found = own.find((route) => bare(route) === bare(missing));
  // A short route is close to many: `/faq` is one edit from nothing worth suggesting.
  found ??= closestByEdits(missing, own, () => Math.min(3, Math.floor(missing.length / 4)));
  if (!found) {
    const last = bare(missing).slice(bare(missing).lastIndexOf('/'));
    const same = last.length > 1 ? own.filter((route) => bare(route).endsWith(last)) : [];
    if (same.length === 1) found = same[0];
  }
  return found === undefined ? null : removeLang(found, settings.langs, settings.defaultLang);
}

const EXEMPT_FROM_SIDEBAR = new Set(['home', '404', 'custom', 'blank']);

function routedPages(pages: readonly PageRecord[], settings: LocaleSettings): Map<string, PageRecord> {
  const routes = new Map<string, PageRecord>();
  for (const page of pages) {
    const route = localizedRoute(page, settings);
    if (route !== null) routes.set(route, page);
  }
  return routes;
}

/** Links configured outside the content (sidebar, navigation bar) must point at pages. */
export function checkConfiguredLinks(
  pages: readonly PageRecord[],
  links: readonly SidebarLinkRecord[],
  settings: LocaleSettings,
  where: string,
): BuildProblem[] {
  const routes = routedPages(pages, settings);
  return links
    .filter((entry) => !routes.has(entry.link))
    .map((entry) => {
      const meant = closestRoute(entry.link, routes.keys(), settings);
      return {
        file: entry.source,
        message: `the ${where} links to ${entry.link}, but no page has that route`,
        fix: `${meant ? `link to ${meant}, the closest existing route, or ` : ''}write the page for ${entry.link} or remove the entry`,
      };
    });
}

/**
 * A page has one place in the reading order: listed twice, it is marked current in both places,
 * and the pages around its second entry lead to it while its own previous and next links follow
 * its first. Reported once for all locales, since they share the sidebar's configuration.
 */
function repeatedSidebarEntries(sidebar: readonly SidebarLinkRecord[], settings: LocaleSettings): BuildProblem[] {
  const seen = new Map<string, SidebarLinkRecord>();
  const reported = new Set<string>();
  const problems: BuildProblem[] = [];
  for (const entry of sidebar) {
    const key = `${entry.locale} ${entry.link}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, entry);
      continue;
    }
    const route = removeLang(entry.link, settings.langs, settings.defaultLang);
    if (reported.has(route)) continue;
    reported.add(route);
    const where = first.source === entry.source ? `twice in ${entry.source}` : `in ${first.source} and ${entry.source}`;
    problems.push({
      file: entry.source,
      message: `the sidebar lists ${route} ${where}`,
      fix: `keep one { link: '${route}' } and remove the other`,
    });
  }
  return problems;
}

export function checkSidebar(
  pages: readonly PageRecord[],
  sidebar: readonly SidebarLinkRecord[],
  settings: LocaleSettings,
): BuildProblem[] {
  const routes = routedPages(pages, settings);
  const linked = new Set(sidebar.map((entry) => entry.link));
  const problems = [
    ...checkConfiguredLinks(pages, sidebar, settings, 'sidebar'),
    ...repeatedSidebarEntries(sidebar, settings),
  ];
  for (const [route, page] of routes) {
    if (page.broken || EXEMPT_FROM_SIDEBAR.has(page.pageType) || linked.has(route)) continue;
    problems.push({
      file: page.file,
      message: `the page ${route} is in no sidebar group, so readers cannot reach it`,
      fix: `add { link: '${page.route}' } to a group in src/config/sidebar/, or set pageType to custom`,
    });
  }
  return problems;
}

/** Components the MDX kit provides to every page without an import. */
export function checkComponents(pages: readonly PageRecord[], provided: ReadonlySet<string>): BuildProblem[] {
  const problems: BuildProblem[] = [];
  for (const page of pages) {
    const imported = new Set(page.imports);
    for (const name of page.components) {
      if (provided.has(name) || imported.has(name)) continue;
      problems.push({
        file: page.file,
        message: `<${name}> is neither part of the MDX kit nor imported`,
        fix: `use one of ${[...provided].sort().join(', ')}, or import ${name} at the top of the file`,
      });
    }
  }
  return problems;
}

/** Snippets a page imports by relative path must exist, in the page's own locale folder. */
export function checkMdxImports(pages: readonly PageRecord[], fileExists: (file: string) => boolean): BuildProblem[] {
  const problems: BuildProblem[] = [];
  for (const page of pages) {
    for (const source of page.importSources) {
      if (!source.startsWith('.')) continue;
      const target = new URL(source, `http://site/${page.file}`).pathname.slice(1);
      if (!fileExists(target)) {
        problems.push({
          file: page.file,
          message: `imports ${source}, but ${target} does not exist`,
          fix: `write ${target} (snippets live in content/${page.locale}/shared/) or correct the path`,
        });
      } else if (!target.startsWith(`content/${page.locale}/`)) {
        problems.push({
          file: page.file,
          message: `imports ${source} from another locale`,
          fix: `import the snippet from content/${page.locale}/shared/ instead`,
        });
      }
    }
  }
  return problems;
}

/** Whether a URL's path ends in an extension other than a page's: an image or another file. */
function namesAFile(url: string): boolean {
  const { path } = splitUrl(url);
  return /\.(?!mdx?$|html$)[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Resolves a link written in a page to the route it targets, with the page's locale
 * added when the link has none. Returns null for links that leave the site or point at files.
 */
export function resolveInternalLink(
  url: string,
  fromRoute: string,
  locale: string,
  settings: LocaleSettings,
): { route: string; hash: string } | { file: string } | null {
  if (isExternalUrl(url) || isDataUrl(url)) return null;
  const { path, hash } = splitUrl(url);
  if (path === '') return { route: addLang(fromRoute, locale, settings.defaultLang), hash: hash.slice(1) };
  const absolute = new URL(path, `http://site${fromRoute}`).pathname;
  if (namesAFile(absolute)) return { file: absolute };
  const route = normalizeRoutePath(absolute.replace(/\.mdx?$/, ''));
  const routeLang = langFromPath(route, settings.langs, settings.defaultLang);
  const localized = routeLang === settings.defaultLang ? addLang(route, locale, settings.defaultLang) : route;
  return { route: localized, hash: safeDecodeURIComponent(hash.slice(1)) };
}

/**
 * The route a link written as a file path means, read from the page's own file as an editor
 * reads it (`../dev/hmr` or `./hmr.mdx` beside `content/en/config/output/minify.mdx` →
 * `/config/dev/hmr`), with its hash; null when no page of the locale has that route.
 */
function routeMeant(
  url: string,
  page: Pick<PageRecord, 'file' | 'locale'>,
  routes: ReadonlySet<string>,
  settings: LocaleSettings,
): string | null {
  const { path, hash } = splitUrl(url);
  const inLocale = page.file.replace(/^(?:.*\/)?content\/[^/]+/, '');
  const folder = inLocale.slice(0, inLocale.lastIndexOf('/') + 1) || '/';
  const route = normalizeRoutePath(new URL(path, `http://site${folder}`).pathname.replace(/\.mdx?$/, ''));
  const bare = (r: string) => r.replace(/(.)\/$/, '$1');
  const found = [route, `${bare(route)}/`, bare(route)].find((r) =>
    routes.has(addLang(r, page.locale, settings.defaultLang)),
  );
  return found === undefined ? null : `${found}${hash}`;
}

function missingPageFix(route: string, routes: Iterable<string>, settings: LocaleSettings): string {
  const meant = closestRoute(route, routes, settings);
  return meant
    ? `link to ${meant}, the closest existing route`
    : 'link to an existing route (see src/config/sidebar/) without a locale prefix, e.g. /guide/start/';
}

/** A link written as a file path, relative or naming a source file, with the route it means where one does. */
function fileStyleLinkProblem(
  url: string,
  page: PageRecord,
  routes: ReadonlySet<string>,
  settings: LocaleSettings,
): Omit<BuildProblem, 'file'> | null {
  if (!url.startsWith('/') && !url.startsWith('#')) {
    if (namesAFile(url))
      return {
        message: `the link ${url} is relative`,
        fix: 'put the file under static/ and write its path from the site root, e.g. /images/config-flow.svg',
      };
    const meant = routeMeant(url, page, routes, settings);
    return {
      message: `the link ${url} is relative`,
      fix: meant
        ? `write ${meant}, the route it means, from the site root`
        : 'write the route from the site root without a locale prefix, e.g. /config/output/minify',
    };
  }
  if (!/\.mdx?(?:[?#]|$)/.test(url)) return null;
  const meant = routeMeant(url, page, routes, settings);
  return {
    message: `the link ${url} names a source file`,
    fix: meant ? `link to its route instead: ${meant}` : 'link to the route instead, e.g. /guide/start/quick-start',
  };
}

export function checkInternalLinks(
  pages: readonly PageRecord[],
  settings: LocaleSettings,
  staticFiles: ReadonlySet<string>,
): BuildProblem[] {
  const anchorsByRoute = new Map<string, Set<string>>();
  // The headings of a page that does not parse are unknown: links into them are not judged.
  const brokenRoutes = new Set<string>();
  for (const page of pages) {
    const route = localizedRoute(page, settings);
    if (route !== null) anchorsByRoute.set(route, new Set(page.anchors));
    if (route !== null && page.broken) brokenRoutes.add(route);
  }
  const routes = new Set(anchorsByRoute.keys());
  const problems: BuildProblem[] = [];
  for (const page of pages) {
    const from = page.route ?? '/';
    for (const link of page.links) {
      const where = `${page.file}:${link.line}`;
      if (isExternalUrl(link.url) || isDataUrl(link.url)) continue;
      if (looksLikeHost(link.url)) {
        problems.push({
          file: where,
          message: `the link ${link.url} has no scheme, so it would open as a page of this site`,
          fix: `write it in full: https://${link.url}`,
        });
        continue;
      }
      const written = fileStyleLinkProblem(link.url, page, routes, settings);
      if (written) {
        problems.push({ file: where, ...written });
        continue;
      }
      const target = resolveInternalLink(link.url, from, page.locale, settings);
      if (target === null) continue;
      if ('file' in target) {
        if (!staticFiles.has(target.file)) {
          problems.push({
            file: where,
            message: `the link ${link.url} points at ${target.file}, which the site does not publish`,
            fix: 'put the file under static/ or correct the link',
          });
        }
        continue;
      }
      if (page.route === null && link.url.startsWith('#')) continue;
      const anchors = anchorsByRoute.get(target.route);
      if (!anchors) {
        problems.push({
          file: where,
          message: `the link ${link.url} points at ${target.route}, which is not a page`,
          fix: missingPageFix(target.route, anchorsByRoute.keys(), settings),
        });
      } else if (target.hash && !anchors.has(target.hash) && !brokenRoutes.has(target.route)) {
        problems.push({
          file: where,
          message: `the link ${link.url} points at #${target.hash}, which is no heading of ${target.route}`,
          fix: `use one of: ${[...anchors]
            .slice(0, 12)
            .map((a) => `#${a}`)
            .join(', ')}${anchors.size > 12 ? ', …' : ''}`,
        });
      }
    }
  }
  return problems;
}

export function formatProblems(problems: readonly BuildProblem[]): string {
  return problems.map((p) => `  ✖ ${p.file}\n    ${p.message}\n    fix: ${p.fix}`).join('\n');
}
