/**
 * The search files, written from the page records createPages reads, as every other build
 * step does (gatsby/site-pages.ts), in a worker thread (gatsby/page-files-beside.ts): per locale, the records of its pages (src/core/search-records.ts),
 * their FlexSearch index (gatsby/search-index.ts), and from both the index file, at a fixed path
 * per language, with one text file per page named by its content hash
 * (src/core/search-index-file.ts). Each locale's index URL, in the pages' route data so the
 * browser knows what to fetch, does not change with the content (searchIndexUrls), so an edit
 * renders again only the pages it changed. Text files no page names any more are removed. The files are
 * made again only when the pages or the site's code changed since they were written, and then
 * from the records of the last run for the pages that did not change (kept in `.cache`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { buildSearchFiles, indexFileBody, indexFilePath, textFolder } from '../src/core/search-index-file';
import { indexedPhrasings } from '../src/core/search-phrasings';
import { addLang } from '../src/core/links';
import { withGlosses } from '../src/core/search-lexicon';
import {
  localeRecords,
  type IndexedRecord,
  type RecordMemo,
  type SearchRecord,
  type SearchSourceNode,
} from '../src/core/search-records';
import type { SitePage } from '../src/core/site-pages';
import { readCacheJson, readText, writeCacheJson } from './cache-file';
import { CHAR_FACTS } from './char-facts';
import { mdxAnalysis } from './mdx-analysis';
import { writeWhenChanged } from './public-file';
import { buildLocaleIndex, type LocaleIndex } from './search-index';
import { siteCodeVersion } from './site-code-version';

/** Page texts are named by 8 hex digits of their hash: enough for a few hundred files, and 172 of them in every index file. */
const textHash = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 8);

export interface LocaleSearchFiles {
  /** The index file's path (from the site's root) and body. */
  name: string;
  body: string;
  /** The page texts: file name → body. */
  texts: Map<string, string>;
}

/**
 * The files of every locale: its index file and its page texts (named by their content hash).
 * The index of a locale other than the default one carries a gloss for each page: the names
 * written for it (src/core/search-glosses.ts) and those learned from the default locale's twin.
 */
export function searchFilesOf(indexes: ReadonlyMap<string, LocaleIndex>): Map<string, LocaleSearchFiles> {
  const built = new Map(
    [...indexes].map(([lang, { index, store }]) => [
      lang,
      buildSearchFiles(lang, index, store, textHash, CHAR_FACTS, indexedPhrasings(lang, siteConfig.defaultLang)),
    ]),
  );
  const { defaultLang } = siteConfig;
  const twin = built.get(defaultLang)?.index;
  const files = new Map<string, LocaleSearchFiles>();
  for (const [lang, { index, texts }] of built) {
    const complete =
      twin && lang !== defaultLang ? withGlosses(index, twin, (route) => addLang(route, lang, defaultLang)) : index;
    const body = indexFileBody(complete);
    files.set(lang, {
      name: indexFilePath(lang),
      body,
      texts: new Map([...texts].map(([hash, text]) => [`${hash}.json`, text])),
    });
  }
  return files;
}

function writeSearchFiles(publicDir: string, lang: string, { name, body, texts }: LocaleSearchFiles): void {
  const textDir = path.join(publicDir, textFolder(lang));
  mkdirSync(textDir, { recursive: true });
  for (const [file, text] of texts) {
    const target = path.join(textDir, file);
    if (!existsSync(target)) writeFileSync(target, text);
  }
  for (const file of readdirSync(textDir)) {
    if (!texts.has(file)) rmSync(path.join(textDir, file), { force: true });
  }
  writeWhenChanged(path.join(publicDir, name), body);
}

/** A page record as the search records read it: its body, title, description, text and outline. */
function searchSourceOf(page: SitePage): SearchSourceNode {
  return {
    body: page.body,
    frontmatter: { title: page.frontmatter.title, description: page.frontmatter.description },
    fields: {
      routePath: page.routePath,
      relativePath: page.relativePath,
      isShared: page.isShared,
      lang: page.lang,
      pageType: page.pageType,
      importSources: [...page.importSources],
      plainText: page.plainText,
      toc: page.toc.map((item) => ({ ...item })),
    },
  };
}

/**
 * The search records of one locale's pages (shared snippets included, for the pages that
 * render them). Where a page renders a snippet is read from the analysis of its MDX, the one
 * made for its page facts (gatsby/mdx-analysis.ts).
 */
export function localeSearchRecords(pages: readonly SitePage[], locale: string, memo?: RecordMemo): IndexedRecord[] {
  return localeRecords(
    pages.filter((page) => page.locale === locale).map(searchSourceOf),
    (node) => mdxAnalysis(node.body, node.fields.relativePath).embeds,
    memo,
  );
}

/** A locale's records as the last run made them, in `.cache`: valid for the same site code only. */
interface StoredRecords {
  version: string;
  termList: string;
  pages: Record<string, SearchRecord[]>;
  terms: Record<string, string>;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * The records the last run made for a locale, to reuse for its unchanged pages (a build after
 * one edit makes one page's records, not every page's); empty when the site's code changed.
 */
function storedRecords(file: string, version: string): RecordMemo {
  const stored = readCacheJson(file) as StoredRecords | undefined;
  const valid = stored?.version === version;
  return {
    key: sha1,
    pages: new Map(valid ? Object.entries(stored.pages) : []),
    terms: new Map(valid ? Object.entries(stored.terms) : []),
    termList: valid ? stored.termList : '',
  };
}

function storeRecords(file: string, version: string, memo: RecordMemo): void {
  writeCacheJson(file, {
    version,
    termList: memo.termList,
    pages: Object.fromEntries(memo.pages),
    terms: Object.fromEntries(memo.terms),
  } satisfies StoredRecords);
}

/**
 * The digest of everything the search files are made from, with the site's code; stored in
 * `.cache` when they are written, so that a build or a develop start whose pages and code did not
 * change does not index them again (a few seconds). Null outside a site Gatsby compiled.
 */
function searchInputsDigest(pages: readonly SitePage[], root: string): string | null {
  const version = siteCodeVersion(root);
  if (version === null) return null;
  return createHash('sha1')
    .update(version)
    .update(JSON.stringify(pages.map(searchSourceOf)))
    .digest('hex');
}

/** Each locale's site-relative index URL (`/search-index/<lang>.json`): fixed, whatever the pages hold. */
export function searchIndexUrls(pathPrefix: string): Record<string, string> {
  return Object.fromEntries(siteConfig.locales.map(({ lang }) => [lang, `${pathPrefix}/${indexFilePath(lang)}`]));
}

/**
 * Indexes the pages of every locale and writes their search files into `root`'s public folder,
 * unless the files there were made from the same pages and code.
 */
export function writeSearchIndexFiles(pages: readonly SitePage[], root = process.cwd()): void {
  const langs = siteConfig.locales.map(({ lang }) => lang);
  const publicDir = path.join(root, 'public');
  const stamp = path.join(root, '.cache', 'search-files.digest');
  const digest = searchInputsDigest(pages, root);
  const written = langs.every((lang) => existsSync(path.join(publicDir, indexFilePath(lang))));
  if (digest !== null && written && readText(stamp) === digest) return;
  const version = siteCodeVersion(root);
  const indexes = new Map(
    langs.map((lang) => {
      const store = path.join(root, '.cache', 'search-records', `${lang}.json`);
      const memo = version === null ? undefined : storedRecords(store, version);
      const records = localeSearchRecords(pages, lang, memo);
      if (memo && version !== null) storeRecords(store, version, memo);
      return [lang, buildLocaleIndex(records)] as const;
    }),
  );
  for (const [lang, files] of searchFilesOf(indexes)) writeSearchFiles(publicDir, lang, files);
  if (digest !== null) {
    mkdirSync(path.dirname(stamp), { recursive: true });
    writeFileSync(stamp, digest);
  }
}
