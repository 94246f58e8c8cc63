/**
 * Webpack's persistent cache keeps its items in pack files and rewrites a pack whole once any
 * item in it changed: it reads the pack, drops the old item and writes the rest again. The items
 * stored by one build go to packs in the order webpack asked for them, split only where a minute
 * of requests has passed, so a cold build puts every module of the site into one pack: 80 MB for
 * the browser bundle and 50 MB for the HTML renderer. The first build after an edit to any page
 * then decoded and wrote both again (the browser bundle's in the build's main thread, during
 * Gatsby's writing of the pages, which onPostBuild waits for), whatever the size of the edit.
 *
 * Here the items a build stores are put into packs page by page: those that name a content file
 * (the page's MDX module, its template module, their generated code, their resolutions) come
 * after the others, grouped by page, with places to split between pages, and the items every
 * build stores again come last. Webpack still decides where to split (a new pack holds at least
 * 100 items), so a pack holds a few dozen pages, and an edit rewrites the pack of its page. A
 * build that stores few items (after an edit) puts them in one pack, as before.
 */
import path from 'node:path';
import { requireFromGatsby } from './require-from-gatsby';

/** What this module uses of webpack's pack (webpack/lib/cache/PackFileCacheStrategy.js). */
interface Pack {
  /** The identifiers of items read or written, in order; `undefined` marks where a pack may end. */
  requests: (string | undefined)[];
  _persistFreshContent(): void;
}

type PackClass = { prototype: Pack };

const PATCHED = Symbol.for('rsbuild-docs.packsByPage');

/** The page of a cache item, for the content folder of the last call of packCacheByPage. */
let pageOfCurrentSite: ((identifier: string) => string | undefined) | undefined;

/** What follows the content folder in a page's path: its path in the folder, up to the file's extension. */
const PATH_IN_CONTENT = /[^!?|]*?\.mdx?(?![\w.])/y;

/** The content file a cache item belongs to: the first MDX or Markdown path under `contentDir` it names. */
export function pageOfItem(contentDir: string): (identifier: string) => string | undefined {
  const folder = contentDir + path.sep;
  return (identifier) => {
    for (let at = identifier.indexOf(folder); at !== -1; at = identifier.indexOf(folder, at + 1)) {
      PATH_IN_CONTENT.lastIndex = at + folder.length;
      const rest = PATH_IN_CONTENT.exec(identifier);
      if (rest) return identifier.slice(at, PATH_IN_CONTENT.lastIndex);
    }
    return undefined;
  };
}

/**
 * Items stored again by every build, whatever changed: the CSS modules of mini-css-extract-plugin
 * and the code of webpack's runtime modules (the chunk file names of every page). Kept in a pack
 * of their own, they do not make the pack they would share rewritten at each build.
 */
const STORED_EVERY_BUILD = /^Compilation\/modules\|css\||\|webpack\/runtime\//;

/**
 * Requests of no page between two marks, and items of pages (whole pages, at least that many).
 * Webpack merges ten packs under 1 MB into one at the next build, reading and writing them all;
 * packs of 100 page items were 0.8–2 MB in the renderer's cache and 1.6–4.4 MB in the browser
 * bundle's.
 */
export const REST_PER_MARK = 400;
export const PAGE_ITEMS_PER_MARK = 200;

/**
 * The requests in the order their items should be packed: first those of no page, as they came,
 * with a mark every REST_PER_MARK of them (and webpack's own); then the pages' items, page by
 * page in path order, with a mark before the first page and before a page once
 * PAGE_ITEMS_PER_MARK items came since the last mark; last, after a mark, the items stored again
 * by every build.
 */
export function requestsByPage(
  requests: readonly (string | undefined)[],
  pageOf: (identifier: string) => string | undefined,
): (string | undefined)[] {
  const ordered: (string | undefined)[] = [];
  const pages = new Map<string, Set<string>>();
  const everyBuild = new Set<string>();
  let sinceMark = 0;
  for (const identifier of requests) {
    if (identifier !== undefined && STORED_EVERY_BUILD.test(identifier)) {
      everyBuild.add(identifier);
      continue;
    }
    const page = identifier === undefined ? undefined : pageOf(identifier);
    if (page !== undefined) {
      (pages.get(page) ?? pages.set(page, new Set()).get(page)!).add(identifier!);
      continue;
    }
    ordered.push(identifier);
    sinceMark = identifier === undefined ? 0 : sinceMark + 1;
    if (sinceMark === REST_PER_MARK) {
      ordered.push(undefined);
      sinceMark = 0;
    }
  }
  sinceMark = PAGE_ITEMS_PER_MARK;
  for (const page of [...pages.keys()].sort()) {
    if (sinceMark >= PAGE_ITEMS_PER_MARK) {
      ordered.push(undefined);
      sinceMark = 0;
    }
    const items = pages.get(page)!;
    ordered.push(...items);
    sinceMark += items.size;
  }
  if (everyBuild.size > 0) ordered.push(undefined, ...everyBuild);
  return ordered;
}

/** The class of webpack's pack, as its serializer registry knows it once the cache strategy is loaded. */
function packClass(requireWebpack: NodeJS.Require): PackClass | undefined {
  requireWebpack('webpack/lib/cache/PackFileCacheStrategy');
  const registry = requireWebpack('webpack/lib/serialization/ObjectMiddleware') as {
    _getDeserializerForWithoutError?: (request: string, name: string) => { Constructor?: PackClass } | undefined;
  };
  return registry._getDeserializerForWithoutError?.('webpack/lib/cache/PackFileCacheStrategy', 'Pack')?.Constructor;
}

/**
 * Makes the webpack Gatsby uses pack the items of the site's pages by page (patched once per
 * process; a later call only changes the content folder). Returns false when webpack's
 * internals are not as expected (nothing is changed then).
 */
export function packCacheByPage(
  contentDir = path.resolve('content'),
  requireWebpack: NodeJS.Require = requireFromGatsby(),
): boolean {
  const Pack = packClass(requireWebpack);
  const persist = Pack?.prototype._persistFreshContent;
  if (!Pack || typeof persist !== 'function' || !Array.isArray(new (Pack as unknown as new () => Pack)().requests)) {
    return false;
  }
  pageOfCurrentSite = pageOfItem(contentDir);
  const prototype = Pack.prototype as Pack & { [PATCHED]?: true };
  if (prototype[PATCHED]) return true;
  prototype._persistFreshContent = function persistFreshContentByPage(this: Pack) {
    if (pageOfCurrentSite) this.requests = requestsByPage(this.requests, pageOfCurrentSite);
    persist.call(this);
  };
  prototype[PATCHED] = true;
  return true;
}
