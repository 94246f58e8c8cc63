/**
 * The files made from the page records besides the pages themselves are written in a worker
 * thread, beside the main thread, which meanwhile creates the pages and bundles them: the search
 * files (gatsby/search-index-files.ts) and, in a build, the Atom feeds, the Markdown export and
 * robots.txt (gatsby/page-exports.ts). In a build after one edit, indexing both locales held the
 * main thread for about half a second before webpack could start, and the exports 0.2 s after the
 * pages (1.4 s in a cold build), while the second core was idle. The pages need only the index
 * URLs, which do not depend on what the pages hold (searchIndexUrls). A build waits for the files
 * in onPostBuild (pageFilesWritten), which stops it with the worker's error.
 *
 * The worker runs gatsby/workers/page-files.ts as the site's preload compiles it beside
 * gatsby-node; where that compiled script is missing (Gatsby's own compile step), the files are
 * written in the main thread.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { writePageExports } from './page-exports';
import { writeSearchIndexFiles } from './search-index-files';
import { compiledWorkerScript } from './worker-scripts';
import type { SiteData } from './site-pages';

/** What the worker is given. */
export interface PageFilesJob {
  data: SiteData;
  /** The site's root, whose `public` folder gets the files. */
  root: string;
  /** The time the Atom feeds are dated (ms since the epoch); null to write the search files only. */
  exportsAt: number | null;
}

/** What the worker reports once the files are written. */
export interface PageFilesOutcome {
  /** The number of pages exported as Markdown; null when only the search files were written. */
  markdownPages: number | null;
}

/** The worker's script as compiled from gatsby/workers/page-files.ts. */
export function pageFilesWorkerScript(root: string): string {
  return compiledWorkerScript(root, 'page-files');
}

/** Writes the files of a job in the calling thread. */
export function writePageFiles({ data, root, exportsAt }: PageFilesJob): PageFilesOutcome {
  writeSearchIndexFiles(data.pages, root);
  if (exportsAt === null) return { markdownPages: null };
  return { markdownPages: writePageExports(data, root, new Date(exportsAt)) };
}

function inThisThread(job: PageFilesJob): Promise<PageFilesOutcome> {
  try {
    return Promise.resolve(writePageFiles(job));
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

function inWorker(job: PageFilesJob, script: string): Promise<PageFilesOutcome> {
  const worker = new Worker(script, { workerData: job });
  return new Promise<PageFilesOutcome>((resolve, reject) => {
    let outcome: PageFilesOutcome | undefined;
    worker.once('message', (message: PageFilesOutcome) => (outcome = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0 && outcome) resolve(outcome);
      else reject(new Error(`The page files' worker ended with exit code ${code} before it was done.`));
    });
  });
}

let lastRun: Promise<PageFilesOutcome> = Promise.resolve({ markdownPages: null });

/**
 * Starts writing the files of `job`; settles once they are written, and rejects with the
 * worker's error.
 */
export function writePageFilesBeside(
  job: PageFilesJob,
  script = pageFilesWorkerScript(job.root),
): Promise<PageFilesOutcome> {
  const written = existsSync(script) ? inWorker(job, script) : inThisThread(job);
  // Whoever waits for the files reports a failure; until then it is not an unhandled rejection.
  written.catch(() => undefined);
  lastRun = written;
  return written;
}

/** Settles once the files of the last start are written. */
export function pageFilesWritten(): Promise<PageFilesOutcome> {
  return lastRun;
}
