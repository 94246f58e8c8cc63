/**
 * What a file's MDX says (src/core/mdast.ts: its outline, anchors, links, components, text),
 * once per file content. Every start inspects every content file (the checks before sourcing,
 * then the page facts), and the tree each analysis was made from, even read back from its store
 * (gatsby/parse-mdx.ts), took 0.24 s of a build after one edit for ~350 files. In Gatsby's own
 * process the analyses are therefore kept in one file in `.cache`, by content hash and for the
 * same site code (the analysis is the site's code), so a start reads the tree of a changed file
 * only, when it parses it. The store keeps one analysis per file, the one of its last content;
 * it is written a moment after a change (a store not written only means files parsed again).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { analyzeMdast, type MdxAnalysis } from '../src/core/mdast';
import { readCacheJson, writeCacheJson } from './cache-file';
import { parseMdx } from './parse-mdx';
import { siteCodeVersion } from './site-code-version';

interface Entry {
  hash: string;
  analysis: MdxAnalysis;
}

interface Stored {
  version: string;
  files: Record<string, Entry>;
}

interface Store {
  file: string;
  version: string;
  entries: Map<string, Entry>;
  /** A write is queued: one for a whole start's files, or for the saves of a moment in develop. */
  dirty: boolean;
}

/** How long after a new analysis the store is written. */
export const WRITE_DELAY_MS = 1000;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** The analyses stored for `root`'s compiled site code, in Gatsby's process; null elsewhere. */
function openStore(root: string): Store | null {
  if (!process.env.gatsby_executing_command) return null;
  const version = siteCodeVersion(root);
  if (version === null) return null;
  const file = path.join(root, '.cache', 'mdx-analyses.json');
  const stored = readCacheJson(file) as Stored | undefined;
  const valid = stored?.version === version && typeof stored.files === 'object';
  return { file, version, entries: new Map(valid ? Object.entries(stored.files) : []), dirty: false };
}

let store: Store | null | undefined;

function write(target: Store): void {
  target.dirty = false;
  writeCacheJson(target.file, {
    version: target.version,
    files: Object.fromEntries(target.entries),
  } satisfies Stored);
}

/**
 * The analysis of an MDX body; `file` (content-root relative, `en/guide/start/index.mdx`) names
 * its entry. Readers must not change it: the same object serves every reader of that content.
 */
export function mdxAnalysis(source: string, file: string): MdxAnalysis {
  if (store === undefined) store = openStore(process.cwd());
  if (store === null) return analyzeMdast(parseMdx(source, file));
  const hash = sha1(source);
  const known = store.entries.get(file);
  if (known?.hash === hash) return known.analysis;
  const analysis = analyzeMdast(parseMdx(source, file));
  store.entries.set(file, { hash, analysis });
  if (!store.dirty) {
    store.dirty = true;
    const target = store;
    // Off the path of the saved page's hot update in develop; it keeps no process running.
    setTimeout(() => write(target), WRITE_DELAY_MS).unref();
  }
  return analysis;
}
