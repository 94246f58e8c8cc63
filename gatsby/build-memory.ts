/**
 * A cold `gatsby build`, one for which webpack has no cache of the browser bundle, compiles
 * every page twice side by side: the browser bundle in the build's process, the HTML renderer in
 * its own (build-renderer-beside.ts). The end of those two compilations is the build's peak
 * memory (about 2.3 GB, all processes), and a heap snapshot of each process then finds only
 * about 40 % of its resident memory alive: V8 lets the old generation grow to several times
 * what survived its last full collection before it collects again.
 *
 * For such a build, V8 collects once the heap has grown by half (no ceiling: a larger site still
 * gets the heap it needs), in both processes, and the rendering worker starts once both
 * compilations are done (build-worker-later.ts). A build with webpack's caches compiles only
 * what changed and keeps V8's own heap growth and Gatsby's early worker, which each cost it
 * about a second.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';

/** V8's flag for the above; a growing factor of 1.3 saved little more memory and cost 5–15 s of CPU. */
export const SOONER_COLLECTION = '--heap-growing-percent=50';

/** Whether webpack compiles the browser bundle from scratch: it has no cache of it. */
export function compilesEveryPage(siteDirectory: string): boolean {
  return !existsSync(path.join(siteDirectory, '.cache', 'webpack', 'stage-build-javascript'));
}

/** Makes V8 collect sooner in this process, from now on. */
export function collectSooner(): void {
  setFlagsFromString(SOONER_COLLECTION);
}
