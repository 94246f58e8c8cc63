// @ts-check
/**
 * Runs another webpack loader once per input and hands its result to every module that asks
 * for the same input: the same loader, options, file and source. The production build makes
 * many such requests: Babel's pass over a page template, asked once per page (~350 page modules
 * are one template file each, `DocPage.tsx?__contentFilePath=…`), with the same source and
 * options each time.
 * The first request runs the loader; the others wait for its result. The files the loader said
 * it depends on are declared for every module that gets the result, so webpack's cache still
 * knows when to build each module again. Only for loaders whose output depends on nothing else
 * of the module; functions and other non-data objects in the options (Gatsby's helpers, remark
 * plugins) count the same in every compilation.
 * A plain JavaScript file because webpack loads loaders by path (gatsby/once-per-input.ts).
 *
 * Outcomes are also kept between builds, in `.cache/once-per-input`: a build after one edit
 * compiles the edited page again, and Babel's pass over its template cost 0.3 s in each of the
 * two compiling processes, most of it loading Babel's presets and plugins, for the same output as
 * the build before. A kept outcome is used when, besides the input, the packages (the lockfile),
 * the site's code as Gatsby compiled it, its Babel state and the files the loader depended on are
 * those it was made with, and the files it found missing still are.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { loadLoader, runLoader } = require('./run-loader');

/** @typedef {import('./run-loader').Outcome} Outcome */
/** @typedef {{ result: unknown[], calls: [string, unknown[]][], files: Record<string, string | null> }} Stored */

/** @type {Map<string, Promise<Outcome>>} */
const outcomes = new Map();

/** What a kept outcome depends on besides its own input, from the site's root. */
const SETTINGS = ['package-lock.json', 'package.json', '.cache/compiled/gatsby-node.js', '.cache/babelState.json'];

const sha1 = (/** @type {string | Buffer} */ data) => createHash('sha1').update(data).digest('hex');

/**
 * A file's digest, or null when it does not exist.
 * @param {string} file
 */
function digestOf(file) {
  try {
    return sha1(fs.readFileSync(file));
  } catch {
    return null;
  }
}

/** @type {Map<string, string>} */
const settingsByRoot = new Map();

/** @param {string} root */
function settingsOf(root) {
  let digest = settingsByRoot.get(root);
  if (digest === undefined) {
    digest = sha1(SETTINGS.map((file) => `${file}:${digestOf(path.join(root, file))}`).join('\n'));
    settingsByRoot.set(root, digest);
  }
  return digest;
}

/**
 * The files a run of the loader depended on, with their digests; null for those it found missing.
 * Undefined when it depended on a folder, which a digest does not describe.
 * @param {[string, unknown[]][]} calls
 * @returns {Record<string, string | null> | undefined}
 */
function filesOf(calls) {
  if (calls.some(([kind]) => kind === 'addContextDependency')) return undefined;
  /** @type {Record<string, string | null>} */
  const files = {};
  for (const [kind, [file]] of calls) {
    if (kind === 'addDependency') files[String(file)] = digestOf(String(file));
    if (kind === 'addMissingDependency') files[String(file)] = null;
  }
  return files;
}

/**
 * The kept outcome under `file`, if every file it depended on is as it was.
 * @param {string} file
 * @returns {Outcome | undefined}
 */
function readKept(file) {
  try {
    const kept = /** @type {Stored} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
    const same = Object.entries(kept.files).every(([dependency, digest]) => digestOf(dependency) === digest);
    return same ? { result: kept.result, calls: kept.calls } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps an outcome made of data only (the code as a string), for the next build.
 * @param {string} file
 * @param {Outcome} outcome
 */
function keep(file, { result, calls }) {
  const files = filesOf(calls);
  const trimmed = [...result];
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === undefined) trimmed.pop();
  const text = JSON.stringify({ result: trimmed, calls, files });
  if (!files || typeof trimmed[0] !== 'string' || dataOf(JSON.parse(text).result) !== dataOf(trimmed)) return;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written under another name first: the other compiling process may read it meanwhile.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, text);
    fs.renameSync(partial, file);
  } catch {
    // Not kept: the next build runs the loader again.
  }
}

/**
 * The options as data: plain objects, arrays and primitives. Functions and other objects
 * (Gatsby's helpers, remark plugins) are the same in every compilation and count as a mark.
 * @param {unknown} value
 * @returns {string}
 */
function dataOf(value, seen = new Set()) {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' ? '"ƒ"' : (JSON.stringify(value) ?? 'undefined');
  }
  const proto = Object.getPrototypeOf(value);
  if (seen.has(value) || (proto !== Object.prototype && proto !== null && !Array.isArray(value))) return '"○"';
  seen.add(value);
  const inner = Array.isArray(value)
    ? `[${value.map((item) => dataOf(item, seen)).join(',')}]`
    : `{${Object.keys(value)
        .sort()
        .map((name) => `${JSON.stringify(name)}:${dataOf(/** @type {Record<string, unknown>} */ (value)[name], seen)}`)
        .join(',')}}`;
  seen.delete(value);
  return inner;
}

/**
 * @this {any} the webpack loader context
 * @param {string | Buffer} source
 * @param {unknown} [map]
 * @param {unknown} [meta]
 */
module.exports = function oncePerInput(source, map, meta) {
  const callback = this.async();
  const { loader: loaderPath, options } = this.getOptions();
  const key = [loaderPath, dataOf(options), this.resourcePath, sha1(source)].join('\0');
  /** @type {string | undefined} the site's root, where webpack runs; none outside a compilation */
  const root = this.rootContext;
  const keptFile =
    root && path.join(root, '.cache', 'once-per-input', sha1([key, settingsOf(root), digestOf(loaderPath)].join('\0')));
  let outcome = outcomes.get(key);
  let first = !outcome;
  if (!outcome) {
    const kept = keptFile ? readKept(keptFile) : undefined;
    if (kept) first = false;
    outcome = kept ? Promise.resolve(kept) : runLoader(loadLoader(loaderPath), this, options, [source, map, meta]);
    outcomes.set(key, outcome);
    // A failure is not kept: each module reports it, and a rebuild runs the loader again.
    outcome.catch(() => outcomes.delete(key));
    if (!kept && keptFile)
      outcome.then(
        (made) => keep(keptFile, made),
        () => undefined,
      );
  }
  outcome.then(
    ({ result, calls }) => {
      if (!first) for (const [kind, args] of calls) this[kind](...args);
      callback(null, ...result);
    },
    (error) => callback(error),
  );
};
