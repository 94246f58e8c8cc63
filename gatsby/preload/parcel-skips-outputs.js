// @ts-check
/**
 * Loaded before Gatsby (`--require` in the `build` and `develop` scripts of package.json).
 *
 * At every start, Gatsby runs Parcel to compile gatsby-config.ts and gatsby-node.ts. Before it
 * reads its cache, Parcel walks the whole project to find what changed since its last run, and
 * after the run it walks it again to record the state: about 128,000 files, nearly all of them
 * in node_modules, 2.5 s of every start on a 2-core machine. Parcel only ever ignores its own
 * cache and `.git`, and Gatsby gives no way to pass it more.
 *
 * The folders below hold no file that gatsby-config.ts or gatsby-node.ts import: packages are
 * left as `require` calls in Parcel's output, and the others are the site's outputs, caches,
 * tests and benchmark runs. Leaving them out of the walk changes nothing in what Parcel
 * compiles or when it compiles again.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const NOT_COMPILED = ['node_modules', 'public', 'tests', 'bench'];

/** Parcel's own output folder is watched: Gatsby empties it before each run, and Parcel must see that. */
const PARCEL_OUTPUT = 'compiled';

/** The folders of Gatsby's cache but Parcel's output. @param {string} root */
function cacheFolders(root) {
  const cache = path.join(root, '.cache');
  if (!fs.existsSync(cache)) return [];
  return fs
    .readdirSync(cache, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== PARCEL_OUTPUT)
    .map((entry) => path.join(cache, entry.name));
}

/** @param {string} root @param {{ ignore?: string[] } | undefined} options */
function withOutputsIgnored(root, options) {
  const ignore = [...NOT_COMPILED.map((folder) => path.join(root, folder)), ...cacheFolders(root)];
  return { ...options, ignore: [...(options?.ignore ?? []), ...ignore] };
}

/** @param {Record<string, Function>} watcher */
function narrowWalks(watcher) {
  const { getEventsSince, writeSnapshot } = watcher;
  return {
    ...watcher,
    /** @param {string} root @param {string} snapshot @param {{ ignore?: string[] }} [options] */
    getEventsSince: (root, snapshot, options) => getEventsSince(root, snapshot, withOutputsIgnored(root, options)),
    /** @param {string} root @param {string} snapshot @param {{ ignore?: string[] }} [options] */
    writeSnapshot: (root, snapshot, options) => writeSnapshot(root, snapshot, withOutputsIgnored(root, options)),
  };
}

// Only Parcel's process loads @parcel/watcher; every other process pays one comparison per require.
// @ts-expect-error Module._load is Node's internal loader, not in its types.
const load = Module._load;
/** @type {unknown} */
let narrowed;
// @ts-expect-error see above
Module._load = function loadWithNarrowWalks(request, ...rest) {
  const exported = load.call(this, request, ...rest);
  if (request !== '@parcel/watcher') return exported;
  narrowed ??= narrowWalks(exported);
  return narrowed;
};
