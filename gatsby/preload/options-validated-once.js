// @ts-check
/**
 * Loaded before Gatsby (`--require` in the `build` and `develop` scripts of package.json): webpack
 * plugins and loaders check their options against a JSON schema with schema-utils, and the first
 * check of each copy of schema-utils (the packages bring versions 2, 3 and 4) loads Ajv and
 * compiles the schema: about 0.28 s of every `gatsby develop` start (React Refresh's plugin
 * alone 0.2 s, then mini-css-extract-plugin, ESLint's plugin, the dev middleware), 0.06 s of a
 * build's. The options are the same at every start. An options object found valid is now
 * remembered in `.cache`, by the schema-utils copy, the schema and the options, and the same
 * check passes at once next time. Options holding what cannot be written out (class instances,
 * `undefined`) are checked every time, as are options found invalid, which fail as before.
 */
const { createHash } = require('node:crypto');
const Module = require('node:module');
const path = require('node:path');
const { keptInCache } = require('./kept-in-cache');

const INDEX = /[\\/]schema-utils[\\/]dist[\\/]index\.js$/;

/** Digests of the options found valid, each with `true`. */
const valid = keptInCache('options-validated', (value) => value === true);

/**
 * `value` written out as a schema sees it, or undefined when it holds anything else (class
 * instances, symbols, `undefined`): plain objects, arrays, strings, finite numbers, booleans and
 * null as they are; a regular expression by its source and flags and a function by its kind
 * alone, since a schema can only ask whether an option is one (Gatsby passes React Refresh a
 * regular expression whose `test` it replaced).
 * @param {unknown} value
 * @returns {string | undefined}
 */
function optionsText(value) {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'function') return 'function';
  if (value instanceof RegExp) return `regexp ${JSON.stringify(value.source)} ${value.flags}`;
  if (Array.isArray(value)) {
    const items = value.map(optionsText);
    return items.every((item) => item !== undefined) ? `[${items.join(',')}]` : undefined;
  }
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const entries = Object.entries(/** @type {Record<string, unknown>} */ (value)).map(([key, item]) => {
    const text = optionsText(item);
    return text === undefined ? undefined : `${JSON.stringify(key)}:${text}`;
  });
  return entries.every((entry) => entry !== undefined) ? `{${entries.join(',')}}` : undefined;
}

/**
 * The check of one schema-utils copy, answered from the store when the same options passed it.
 * @param {string} copy the copy's folder
 * @param {(schema: unknown, options: unknown, configuration?: unknown) => void} validate
 * @param {() => boolean} checking whether the copy checks at all (versions 3.3 and 4 can be turned off)
 */
function validatedOnce(copy, validate, checking) {
  /** @type {WeakMap<object, string>} */
  const schemaDigests = new WeakMap();
  return function validateOnce(schema, options, configuration) {
    const text = typeof schema === 'object' && schema !== null ? optionsText(options) : undefined;
    if (text === undefined) return validate(schema, options, configuration);
    let schemaDigest = schemaDigests.get(schema);
    if (schemaDigest === undefined) {
      schemaDigest = createHash('sha1').update(JSON.stringify(schema)).digest('hex');
      schemaDigests.set(schema, schemaDigest);
    }
    const digest = createHash('sha1').update(`${copy}\0${schemaDigest}\0${text}`).digest('hex');
    if (valid.get(digest)) return undefined;
    // Options passed while checks are off were not checked: not remembered as valid.
    const checked = checking();
    validate(schema, options, configuration);
    if (checked) valid.set(digest, true);
    return undefined;
  };
}

/**
 * @param {{ exports: unknown }} loaded the module record of a schema-utils index
 * @param {string} filename
 */
function patch(loaded, filename) {
  const copy = path.dirname(path.dirname(filename));
  const exported = /** @type {any} */ (loaded.exports);
  if (typeof exported === 'function') {
    // Version 2: the module is the check itself, with properties, and it has no switch.
    loaded.exports = Object.assign(
      validatedOnce(copy, exported, () => true),
      exported,
    );
  } else if (exported && typeof exported.validate === 'function') {
    const needValidate = typeof exported.needValidate === 'function' ? exported.needValidate : () => true;
    exported.validate = validatedOnce(copy, exported.validate, needValidate);
  }
}

const patched = new WeakSet();
const internals =
  /** @type {{ _load: Function, _resolveFilename: Function, _cache: Record<string, { exports: unknown }> }} */ (
    /** @type {unknown} */ (Module)
  );
const load = internals._load;
internals._load = function loadPatched(
  /** @type {string} */ request,
  /** @type {unknown} */ parent,
  /** @type {boolean} */ isMain,
) {
  const exported = load.apply(this, arguments);
  // Only requests that can name schema-utils are resolved a second time.
  if (typeof request !== 'string' || !request.includes('schema-utils')) return exported;
  let filename;
  try {
    filename = internals._resolveFilename(request, parent, isMain);
  } catch {
    return exported;
  }
  const record = INDEX.test(filename) ? internals._cache[filename] : undefined;
  if (!record || patched.has(record)) return record ? record.exports : exported;
  patched.add(record);
  patch(record, filename);
  return record.exports;
};

module.exports = { optionsText };
