/**
 * Parses MDX the way gatsby-plugin-mdx does (remark-parse + remark-mdx), with GFM tables,
 * once per file content: the page facts (onCreateNode), the search records and the Markdown
 * export all read the same tree. A tree is kept per file and replaced when the file's content
 * changes, so `gatsby develop` holds one tree per file however often it is edited. Readers
 * must not change the tree.
 *
 * In Gatsby's own process (`gatsby build`, `gatsby develop`) trees are also stored in `.cache`
 * by content hash: every start checks and reads every file, and reading a stored tree takes a
 * thirtieth of the time of parsing the file again, so a build after one edit and a restart of
 * develop parse only the files that changed. A stored tree is the parsed one as JSON (the same
 * values; its embedded JavaScript syntax trees become plain objects). A file saved while
 * develop runs replaces its stored tree, so the store keeps one tree per file however often it
 * is edited.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { MdNode } from '../src/core/mdast';
import { readCacheJson, writeCacheJson } from './cache-file';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();

/** Per file: the hash of its content, its tree, and where the tree is stored (in Gatsby's process). */
const trees = new Map<string, { hash: string; tree: MdNode; stored: string | null }>();

/** Where Gatsby's process stores trees; elsewhere (tests, content checks) nothing is stored. */
const STORE = process.env.gatsby_executing_command ? path.join(process.cwd(), '.cache', 'mdx-trees') : null;

let parserDigest: string | undefined;

/** The installed parser's versions, as the lockfile pins them: a new parser parses afresh. */
function parserVersion(): string {
  if (parserDigest === undefined) {
    let lock = '';
    try {
      lock = readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8');
    } catch {
      // No lockfile: the content hash alone keys the store.
    }
    parserDigest = createHash('sha1').update(lock).digest('hex');
  }
  return parserDigest;
}

/** Where the tree of a source is stored: named by the parser's version and the source. */
function storeFileOf(store: string, source: string): string {
  const key = createHash('sha1').update(parserVersion()).update('\0').update(source).digest('hex');
  return path.join(store, `${key}.json`);
}

/** Parses, or reads the tree stored for the same source by an earlier run; says where it is stored. */
function parseOrRead(source: string): { tree: MdNode; stored: string | null } {
  if (!STORE) return { tree: parser.parse(source) as unknown as MdNode, stored: null };
  const file = storeFileOf(STORE, source);
  const stored = readCacheJson(file) as MdNode | undefined;
  if (stored) return { tree: stored, stored: file };
  const tree = parser.parse(source) as unknown as MdNode;
  writeCacheJson(file, tree);
  return { tree, stored: file };
}

/**
 * The syntax tree of an MDX body. `file` (content-root relative, `en/guide/start/index.mdx`)
 * names the cache entry; without it the tree is parsed and not kept.
 */
export function parseMdx(source: string, file?: string): MdNode {
  if (file === undefined) return parser.parse(source) as unknown as MdNode;
  const hash = createHash('sha1').update(source).digest('hex');
  const cached = trees.get(file);
  if (cached?.hash === hash) return cached.tree;
  const { tree, stored } = parseOrRead(source);
  // The file changed while this process runs (a save in develop): the tree of its former content
  // would only fill the store. Another file with that same content just parses it again.
  if (cached?.stored && cached.stored !== stored) rmSync(cached.stored, { force: true });
  trees.set(file, { hash, tree, stored });
  return tree;
}

/**
 * A copy of the tree stored for exactly this source, by this process or an earlier one, or
 * undefined (outside Gatsby's process, or never parsed): never parses. Each call reads a new
 * copy, which the caller may change.
 */
export function storedMdxTree(source: string): MdNode | undefined {
  return STORE ? (readCacheJson(storeFileOf(STORE, source)) as MdNode | undefined) : undefined;
}

/** Whether a tree is stored for this source, in Gatsby's process; never parses. */
export function isMdxTreeStored(source: string): boolean {
  return STORE !== null && existsSync(storeFileOf(STORE, source));
}

/**
 * Parses an MDX body into the store of Gatsby's process unless a tree is stored for it already,
 * without keeping the tree in this thread (gatsby/parse-ahead.ts). Outside Gatsby's process, nothing.
 */
export function storeMdxTree(source: string): void {
  if (!STORE) return;
  const file = storeFileOf(STORE, source);
  if (!existsSync(file)) writeCacheJson(file, parser.parse(source));
}
