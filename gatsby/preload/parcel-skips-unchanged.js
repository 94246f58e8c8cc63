// @ts-check
/**
 * Loaded before Gatsby (`--require` in the `build` and `develop` scripts of package.json).
 *
 * At every start, Gatsby empties `.cache/compiled` and starts a process that runs Parcel to
 * compile gatsby-config.ts and gatsby-node.ts into it, whether or not anything they are made of
 * changed: 1.3 to 2.2 s of every build and develop start on a 2-core machine, of which an edit
 * to the content needs none.
 *
 * In Parcel's process, each compile records the files it read and wrote (parcel-inputs.js);
 * Gatsby's process accepts the record once it has loaded the output without error. At the next
 * start, when every recorded file and setting is unchanged, Gatsby's compile step returns at
 * once and the files compiled last time are used.
 */
const Module = require('node:module');
const path = require('node:path');
const { acceptRecord, outputUpToDate, writeRecord } = require('./parcel-inputs');

const GATSBY_COMPILE = /(^|[\\/])parcel[\\/]compile-gatsby-files(\.js)?$/;
/** Where Gatsby has Parcel write (its COMPILED_CACHE_DIR). */
const OUTPUT_DIR = path.join('.cache', 'compiled');

/**
 * Gatsby's compile step, skipped while its output is up to date.
 * @param {{ compileGatsbyFiles: (siteRoot: string, retry?: number) => Promise<void> }} compileModule
 */
function skipWhenUnchanged(compileModule) {
  const compile = compileModule.compileGatsbyFiles;
  compileModule.compileGatsbyFiles = async function compileUnlessUnchanged(siteRoot, retry = 0) {
    const outputDir = path.join(siteRoot, OUTPUT_DIR);
    if (retry === 0 && outputUpToDate(siteRoot, outputDir)) return;
    await compile(siteRoot, retry);
    acceptRecord(outputDir);
  };
}

/**
 * Parcel's run, recording what it read and wrote when it compiled into Gatsby's folder.
 * @param {{ prototype: { run: () => Promise<{ bundleGraph: ParcelBundleGraph }> } }} Parcel
 * @typedef {{ filePath: string, traverseAssets: (visit: (asset: { filePath: string }) => void) => void }} ParcelBundle
 * @typedef {{ getBundles: () => ParcelBundle[] }} ParcelBundleGraph
 */
function recordRuns(Parcel) {
  const run = Parcel.prototype.run;
  Parcel.prototype.run = async function runAndRecord() {
    const result = await run.call(this);
    const bundles = result.bundleGraph.getBundles();
    const outputDir = bundles.length > 0 ? path.dirname(bundles[0].filePath) : '';
    if (!outputDir.endsWith(OUTPUT_DIR)) return result;
    /** @type {Set<string>} */
    const inputs = new Set();
    for (const bundle of bundles) bundle.traverseAssets((asset) => void inputs.add(asset.filePath));
    const siteRoot = path.resolve(outputDir, '..', '..');
    writeRecord(
      siteRoot,
      outputDir,
      [...inputs],
      bundles.map((bundle) => bundle.filePath),
    );
    return result;
  };
}

// @ts-expect-error Module._load is Node's internal loader, not in its types.
const load = Module._load;
/** @type {Set<unknown>} */
const patched = new Set();
// @ts-expect-error see above
Module._load = function loadWithCompileRecords(request, ...rest) {
  const exported = load.call(this, request, ...rest);
  if (patched.has(exported)) return exported;
  if (request === '@parcel/core') {
    patched.add(exported);
    recordRuns(exported.Parcel);
  } else if (GATSBY_COMPILE.test(request)) {
    patched.add(exported);
    skipWhenUnchanged(exported);
  }
  return exported;
};
