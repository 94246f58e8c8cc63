// @ts-check
/**
 * V8 code cache for the packages Gatsby loads: each `gatsby build` or `gatsby develop` process
 * requires some 3,000 modules of node_modules, and compiling their source was about 0.8 s of a
 * build's main process alone, again in each worker. Node.js 20 has no compile cache of its own
 * (`module.enableCompileCache` came in 22.1), so this preload compiles a package module with
 * V8's cached data when it has some, and at the process's exit writes it for the modules that
 * had none, once their functions have run, so the cache holds the functions compiled lazily too.
 *
 * Only CommonJS modules under node_modules: the site's own code changes between runs. An entry
 * is named by the module's path and source, so an updated package is compiled afresh, and the
 * folder is per Node.js version. V8 also rejects data made under other V8 flags (any of them,
 * heap sizes too), and processes here run with different ones (a cold build's renderer with
 * `--heap-growing-percent`, set in the main process too once it starts; a deploy may set
 * NODE_OPTIONS): the flags in force are part of an entry's name, else processes of different
 * flags would replace each other's entries at every run. V8 makes data under the flags in force
 * when it is made, so a module's data is written while the flags it was compiled under are: at
 * exit, and just before a flag is set while running. A build sets its flags in onPreBootstrap,
 * when some 2,400 modules have loaded; written only at exit, their code was compiled again at
 * every build.
 * Anything unexpected (no folder, a bad file) means compiling as usual, never an error.
 */
'use strict';

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');

/**
 * Node.js's module internals this preload uses (lib/internal/modules/cjs/loader.js), not in
 * its types.
 * @typedef {{ exports: unknown, require(id: string): unknown }} LoadedModule
 * @typedef {(this: LoadedModule, content: string, filename: string, format?: string) => unknown} Compile
 * @typedef {{
 *   prototype: { _compile: Compile },
 *   wrap(source: string): string,
 *   _resolveFilename(request: string, parent: LoadedModule, isMain: boolean, options?: unknown): string,
 *   _resolveLookupPaths(request: string, parent: LoadedModule): string[] | null,
 *   _extensions: unknown,
 *   _cache: unknown,
 * }} ModuleInternals
 */
const Module = /** @type {ModuleInternals} */ (/** @type {unknown} */ (require('node:module')));

const FOLDER = path.resolve('node_modules/.cache/v8-code', `${process.version}-${process.arch}`);
const IN_PACKAGES = `${path.sep}node_modules${path.sep}`;
const SCRIPT = /\.c?js$/;

/**
 * Scripts compiled without cached data this run, by their entry, with the flags they were compiled under.
 * @type {Map<string, { script: import('node:vm').Script, flags: string }>}
 */
const unwritten = new Map();
const compileAsUsual = Module.prototype._compile;

/** The V8 flags in force: NODE_OPTIONS' and the command line's, then those set while running. */
let flags = [process.env.NODE_OPTIONS ?? '', ...process.execArgv].join(' ');
const setFlags = v8.setFlagsFromString;
/** @param {string} text */
v8.setFlagsFromString = function setFlagsFromString(text) {
  // V8 makes data under the flags in force: the code compiled so far is written while they still are.
  writeUnwritten();
  setFlags.call(this, text);
  flags += ` ${text}`;
};

/**
 * @param {string} filename
 * @param {string} content
 */
function entryOf(filename, content) {
  const hash = createHash('sha1').update(flags).update('\0').update(filename).update('\0').update(content);
  return path.join(FOLDER, hash.digest('hex'));
}

/** @param {string} file */
function readEntry(file) {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The `require` Node.js gives a module (lib/internal/modules/helpers.js, makeRequireFunction).
 * @param {LoadedModule} module
 */
function requireFor(module) {
  const require = (/** @type {string} */ id) => module.require(id);
  const resolve = (/** @type {string} */ request, /** @type {unknown} */ options) =>
    Module._resolveFilename(request, module, false, options);
  resolve.paths = (/** @type {string} */ request) => Module._resolveLookupPaths(request, module);
  require.resolve = resolve;
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

/** @type {Compile} */
Module.prototype._compile = function compileWithCodeCache(content, filename, format) {
  // A script of its own cannot `import()` in Node.js 20 without an experimental option:
  // such modules compile as usual.
  if (format === 'module' || !filename.includes(IN_PACKAGES) || !SCRIPT.test(filename) || content.includes('import(')) {
    return compileAsUsual.call(this, content, filename, format);
  }
  const file = entryOf(filename, content);
  const cachedData = readEntry(file);
  // A hashbang is only allowed at the very start of a script; the wrapper comes before it.
  const source = content.startsWith('#!') ? `//${content.slice(2)}` : content;
  const script = new vm.Script(Module.wrap(source), { filename, cachedData });
  if (!cachedData || script.cachedDataRejected) unwritten.set(file, { script, flags });
  const wrapper = script.runInThisContext({ displayErrors: true });
  return Reflect.apply(wrapper, this.exports, [this.exports, requireFor(this), this, filename, path.dirname(filename)]);
};

/**
 * Entries are never read again once their package is updated or their flags are no longer used,
 * so the folder would only grow: past this many entries, a process that writes some removes all
 * the others, and the processes that need them write theirs again at their next run. A build
 * and a develop server of this site use about 13,000 in a fresh checkout; `V8_CODE_CACHE_MAX_ENTRIES`
 * sets another limit.
 */
const MAX_ENTRIES = Number(process.env.V8_CODE_CACHE_MAX_ENTRIES) || 40_000;

/** @param {Set<string>} kept */
function removeOthersWhenFull(kept) {
  const names = fs.readdirSync(FOLDER);
  if (names.length <= MAX_ENTRIES) return;
  for (const name of names) {
    const file = path.join(FOLDER, name);
    if (kept.has(file)) continue;
    try {
      fs.unlinkSync(file);
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/** The entries this process wrote: kept when the folder is full. @type {Set<string>} */
const written = new Set();

/** Writes the data of the scripts compiled without it under the flags in force now. */
function writeUnwritten() {
  try {
    let wrote = false;
    for (const [file, { script, flags: compiledUnder }] of unwritten) {
      if (compiledUnder !== flags) continue;
      if (!wrote) fs.mkdirSync(FOLDER, { recursive: true });
      // Written under another name first: a process reading the entry meanwhile sees all or nothing.
      const partial = `${file}.${process.pid}`;
      fs.writeFileSync(partial, script.createCachedData());
      fs.renameSync(partial, file);
      unwritten.delete(file);
      written.add(file);
      wrote = true;
    }
    if (wrote) removeOthersWhenFull(written);
  } catch {
    // A cache that cannot be written only means compiling again next time.
  }
}

process.once('exit', writeUnwritten);
