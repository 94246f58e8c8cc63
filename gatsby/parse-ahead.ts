/**
 * A start without stored syntax trees (a cold build, develop's first start, a new parser)
 * parses every content file in the content checks before sourcing (run-content-checks.ts):
 * about 3.5 s of the main thread for ~380 files, one after the other, while the second core
 * waits. A worker thread now parses the same files from the other end of the list and stores
 * each tree (parse-mdx.ts); the checks read a stored tree where they find one and parse the
 * file themselves otherwise, so the two meet in the middle, and each file is read as before.
 * The threads share the machine's memory and garbage collection helpers, so the gain is less
 * than half: develop's onPreBootstrap from a cold cache took 4.6 s against 5.2 s (medians of
 * five starts each, in turns, a slow hour). When the worker's first file has a stored tree (a
 * build after an edit, a restart), no worker starts.
 *
 * The worker runs gatsby/workers/parse-ahead.ts as the site's preload compiles it beside
 * gatsby-node; without that compiled script, or outside Gatsby's process, nothing starts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import matter from 'gray-matter';
import { FRONTMATTER_OPTIONS } from './frontmatter-options';
import { isMdxTreeStored, storeMdxTree } from './parse-mdx';
import { compiledWorkerScript } from './worker-scripts';

/** What the worker is given: the content files, in the order the checks read them. */
export interface ParseAheadJob {
  files: string[];
}

/** The MDX body of a content file, as the checks read it. */
function bodyOf(file: string): string {
  return matter(readFileSync(file, 'utf8'), FRONTMATTER_OPTIONS).content;
}

/**
 * Stores the tree of each file's MDX body, last file first. A file whose frontmatter or MDX does
 * not parse is left to the checks, which report it.
 */
export function parseFromTheEnd({ files }: ParseAheadJob): void {
  for (const file of [...files].reverse()) {
    try {
      storeMdxTree(bodyOf(file));
    } catch {
      // Reported by the checks.
    }
  }
}

/** Whether the worker's first file has a stored tree: then most have, and the checks read them alone. */
function lastStored(files: readonly string[]): boolean {
  try {
    return isMdxTreeStored(bodyOf(files[files.length - 1] ?? ''));
  } catch {
    return false;
  }
}

/**
 * Starts the worker for the files the checks are about to read, in Gatsby's process, unless the
 * trees are stored already; never waited for.
 */
export function parseAhead(files: readonly string[], root = process.cwd()): Worker | null {
  const script = compiledWorkerScript(root, 'parse-ahead');
  if (!process.env.gatsby_executing_command || files.length === 0 || !existsSync(script) || lastStored(files))
    return null;
  const worker = new Worker(script, { workerData: { files: [...files] } satisfies ParseAheadJob });
  // A worker that fails only leaves more files to the checks.
  worker.on('error', () => undefined);
  worker.unref();
  return worker;
}
