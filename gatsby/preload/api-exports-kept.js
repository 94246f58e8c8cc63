// @ts-check
/**
 * Loaded before Gatsby (`--require` in the `build` and `develop` scripts of package.json): at every
 * start Gatsby reads each plugin's gatsby-browser and gatsby-ssr file (the site's own too) with
 * Babel, parsing and walking it to list the APIs it exports: about 0.2 s of every `gatsby build`
 * and `gatsby develop` start, for some 25 files that rarely change. The names found are now kept
 * in `.cache` by the file's path and content (and Gatsby's version), and a file read before is
 * not parsed again. A file that does not parse is reported by Gatsby as before; the files whose
 * exports Gatsby learns by loading them (gatsby-node) are left to it.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const { keptInCache } = require('./kept-in-cache');

const RESOLVE_MODULE_EXPORTS = /[\\/]gatsby[\\/]dist[\\/]bootstrap[\\/]resolve-module-exports\.js$/;

/** Export names by file digest. */
const exportsOf = keptInCache(
  'api-exports',
  (value) => Array.isArray(value) && value.every((name) => typeof name === 'string'),
);

/**
 * @typedef {(modulePath: string, options?: { mode?: string, resolver?: unknown, rootDir?: string }) => Promise<string[]>} ResolveModuleExports
 */

/**
 * @param {ResolveModuleExports} resolveModuleExports Gatsby's
 * @param {(modulePath: string) => string} resolveModule Gatsby's lookup of the file, as Gatsby's static reading does it
 * @param {string} gatsbyVersion
 * @returns {ResolveModuleExports}
 */
function keptExports(resolveModuleExports, resolveModule, gatsbyVersion) {
  return async function resolveModuleExportsKept(modulePath, options = {}) {
    if ((options.mode ?? 'analysis') !== 'analysis' || options.resolver !== undefined) {
      return resolveModuleExports(modulePath, options);
    }
    let file;
    let source;
    try {
      file = resolveModule(modulePath);
      source = fs.readFileSync(file, 'utf8');
    } catch {
      // No such file: Gatsby's answer (none) comes at once.
      return resolveModuleExports(modulePath, options);
    }
    const key = createHash('sha1').update(`${gatsbyVersion}\0${file}\0${source}`).digest('hex');
    const kept = exportsOf.get(key);
    if (kept) return [...kept];
    const names = await resolveModuleExports(modulePath, options);
    exportsOf.set(key, [...names]);
    return names;
  };
}

const internals = /** @type {{ _load: Function, _resolveFilename: Function }} */ (/** @type {unknown} */ (Module));
const load = internals._load;
let patched = false;
internals._load = function loadPatched(
  /** @type {string} */ request,
  /** @type {unknown} */ parent,
  /** @type {boolean} */ isMain,
) {
  const exported = load.apply(this, arguments);
  if (patched || typeof request !== 'string' || !request.endsWith('resolve-module-exports')) return exported;
  let filename;
  try {
    filename = internals._resolveFilename(request, parent, isMain);
  } catch {
    return exported;
  }
  if (!RESOLVE_MODULE_EXPORTS.test(filename)) return exported;
  patched = true;
  const gatsby = Module.createRequire(filename);
  const moduleResolver = gatsby('../utils/module-resolver');
  const { version } = gatsby('../../package.json');
  // Read at each call: gatsby/preload/process-memos.js replaces it with one resolver per process.
  const resolveModule = (/** @type {string} */ modulePath) => moduleResolver.resolveModule(modulePath);
  exported.resolveModuleExports = keptExports(exported.resolveModuleExports, resolveModule, version);
  return exported;
};
