/**
 * Writes each locale's search index (made by gatsby-plugin-local-search) as a static file
 * named by index name, language and content hash, with one text file per page named by its
 * content hash (src/core/search-index-file.ts), and returns each locale's index URL for the
 * pages' route data, so the browser knows what to fetch. Called by createPages, which runs
 * after the plugin's own createPages has made the index (in `build`, and in `develop` each
 * time the pages are created again as content changes); older files of the locale are removed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Node, Reporter } from 'gatsby';
import { siteConfig } from '../src/config/site';
import {
  buildSearchFiles,
  indexFileName,
  isIndexFileOf,
  localSearchNodeType,
  pluginIndexName,
  textFolder,
} from '../src/core/search-index-file';
import { addLang } from '../src/core/links';
import { withGlosses } from '../src/core/search-lexicon';
import type { SearchRecord } from '../src/core/search-records';

const STATIC_DIR = path.join(process.cwd(), 'public', 'static');

interface LocalSearchNode {
  index: string;
  store: Record<string, SearchRecord>;
}

const contentHash = (body: string, length = 10) => createHash('sha256').update(body).digest('hex').slice(0, length);
/** Page texts are named by 8 hex digits of their hash: enough for a few hundred files, and 172 of them in every index file. */
const textHash = (body: string) => contentHash(body, 8);

export interface LocaleSearchFiles {
  /** The index file's name and body. */
  name: string;
  body: string;
  /** The page texts: file name → body. */
  texts: Map<string, string>;
}

/**
 * The files of every locale: its index file (named with its content hash) and its page texts.
 * The index of a locale other than the default one carries the glosses of its pages' English
 * identifier titles, learned from the default locale's twin pages.
 */
export function searchFilesOf(nodes: ReadonlyMap<string, LocalSearchNode>): Map<string, LocaleSearchFiles> {
  const built = new Map(
    [...nodes].map(([lang, node]) => [lang, buildSearchFiles(lang, node.index, node.store, textHash)]),
  );
  const { defaultLang } = siteConfig;
  const twin = built.get(defaultLang)?.index;
  const files = new Map<string, LocaleSearchFiles>();
  for (const [lang, { index, texts }] of built) {
    const complete =
      twin && lang !== defaultLang ? withGlosses(index, twin, (route) => addLang(route, lang, defaultLang)) : index;
    const body = JSON.stringify(complete);
    files.set(lang, {
      name: indexFileName(lang, contentHash(body)),
      body,
      texts: new Map([...texts].map(([hash, text]) => [`${hash}.json`, text])),
    });
  }
  return files;
}

function writeSearchFiles(lang: string, { name, body, texts }: LocaleSearchFiles): void {
  mkdirSync(STATIC_DIR, { recursive: true });
  const textDir = path.join(STATIC_DIR, textFolder(lang));
  mkdirSync(textDir, { recursive: true });
  for (const [file, text] of texts) {
    const target = path.join(textDir, file);
    if (!existsSync(target)) writeFileSync(target, text);
  }
  for (const file of readdirSync(textDir)) {
    if (!texts.has(file)) rmSync(path.join(textDir, file), { force: true });
  }
  const target = path.join(STATIC_DIR, name);
  if (!existsSync(target)) writeFileSync(target, body);
  for (const file of readdirSync(STATIC_DIR)) {
    if (file !== name && isIndexFileOf(file, lang)) rmSync(path.join(STATIC_DIR, file), { force: true });
  }
}

/**
 * Writes the search files of every locale from the plugin's nodes; returns each locale's
 * site-relative index URL (`/static/search_index.<lang>.<hash>.json`).
 */
export function writeSearchIndexFiles(
  getNodesByType: (type: string) => Node[],
  pathPrefix: string,
  reporter: Reporter,
): Record<string, string> {
  const nodes = new Map<string, LocalSearchNode>();
  for (const { lang } of siteConfig.locales) {
    const node = getNodesByType(localSearchNodeType(pluginIndexName(lang)))[0] as (Node & LocalSearchNode) | undefined;
    if (node) nodes.set(lang, node);
    else
      reporter.panicOnBuild(`The search index of "${lang}" was not built (gatsby-plugin-local-search made no node).`);
  }
  const urls: Record<string, string> = {};
  for (const [lang, written] of searchFilesOf(nodes)) {
    writeSearchFiles(lang, written);
    urls[lang] = `${pathPrefix}/static/${written.name}`;
  }
  return urls;
}
