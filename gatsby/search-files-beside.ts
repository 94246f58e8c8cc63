/**
 * The search files are written in a worker thread, beside the main thread, which meanwhile
 * creates the pages and bundles them: in a build after one edit, indexing both locales held the
 * main thread for about half a second, on a machine whose second core was idle then. The pages
 * need only the index URLs, which do not depend on what the pages hold. A build waits for the
 * files in onPostBuild (searchFilesWritten), which stops it with the worker's error.
 *
 * The worker runs gatsby/workers/search-files.ts as the site's preload compiles it beside
 * gatsby-node; where that compiled script is missing (Gatsby's own compile step), the files are
 * written in the main thread.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SitePage } from '../src/core/site-pages';
import { searchIndexUrls, writeSearchIndexFiles } from './search-index-files';

/** What the worker is given: writeSearchIndexFiles' arguments. */
export interface SearchFilesJob {
  pages: readonly SitePage[];
  pathPrefix: string;
  root: string;
}

export interface SearchFilesRun {
  /** Each locale's index URL, known at once. */
  urls: Record<string, string>;
  /** Settles once the files are written; rejects with the worker's error. */
  written: Promise<void>;
}

/** The worker's script as compiled from gatsby/workers/search-files.ts. */
export function searchWorkerScript(root: string): string {
  return path.join(root, '.cache', 'compiled', 'gatsby', 'workers', 'search-files.js');
}

let lastRun: Promise<void> = Promise.resolve();

/** Starts writing the search files of `pages` into `root`'s public folder. */
export function writeSearchFilesBeside(
  pages: readonly SitePage[],
  pathPrefix: string,
  root = process.cwd(),
  script = searchWorkerScript(root),
): SearchFilesRun {
  const urls = searchIndexUrls(pathPrefix);
  if (!existsSync(script)) {
    writeSearchIndexFiles(pages, pathPrefix, root);
    lastRun = Promise.resolve();
    return { urls, written: lastRun };
  }
  const job: SearchFilesJob = { pages, pathPrefix, root };
  const worker = new Worker(script, { workerData: job });
  const written = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The search files' worker ended with exit code ${code}.`)),
    );
  });
  // Whoever waits for the files reports a failure; until then it is not an unhandled rejection.
  written.catch(() => undefined);
  lastRun = written;
  return { urls, written };
}

/** Settles once the search files of the last start are written. */
export function searchFilesWritten(): Promise<void> {
  return lastRun;
}
