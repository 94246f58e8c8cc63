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
 */
const { createHash } = require('node:crypto');

const { loadLoader, runLoader } = require('./run-loader');

/** @typedef {import('./run-loader').Outcome} Outcome */

/** @type {Map<string, Promise<Outcome>>} */
const outcomes = new Map();

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
  const key = [loaderPath, dataOf(options), this.resourcePath, createHash('sha1').update(source).digest('hex')].join(
    '\0',
  );
  let outcome = outcomes.get(key);
  const first = !outcome;
  if (!outcome) {
    outcome = runLoader(loadLoader(loaderPath), this, options, [source, map, meta]);
    outcomes.set(key, outcome);
    // A failure is not kept: each module reports it, and a rebuild runs the loader again.
    outcome.catch(() => outcomes.delete(key));
  }
  outcome.then(
    ({ result, calls }) => {
      if (!first) for (const [kind, args] of calls) this[kind](...args);
      callback(null, ...result);
    },
    (error) => callback(error),
  );
};
