// @ts-check
/**
 * Where `require` found each package module, kept between runs. A `gatsby build` process
 * requires some 3,000 modules of node_modules, and Node.js finds each by trying folders, file
 * names and package.json files on disk: 0.8 s of a build's main process after one edit and 1.2 s
 * of its renderer's (profiled), mostly `stat` calls. This preload answers a `require` it has seen
 * before from the same folder with the file found then.
 *
 * What it keeps is only what node_modules decides: requests of a module under node_modules, and
 * bare package names from anywhere, found under node_modules. Requests with options
 * (`require.resolve(x, { paths })`), the main script and Node.js's own modules resolve as usual.
 * The answers are kept per Node.js version and per install: their file is named by the checkout's
 * folder and npm's record of what it installed (node_modules/.package-lock.json), so another
 * `npm install` or `npm ci` starts a new one. Without that record nothing is kept. Anything
 * unexpected (no folder, a bad file) means resolving as usual, never an error.
 */
'use strict';

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * Node.js's module internals this preload uses (lib/internal/modules/cjs/loader.js), not in its types.
 * @typedef {{ filename?: string | null }} ParentModule
 * @typedef {(request: string, parent?: ParentModule, isMain?: boolean, options?: unknown) => string} ResolveFilename
 * @typedef {{ _resolveFilename: ResolveFilename, isBuiltin(request: string): boolean }} ModuleInternals
 */
const Module = /** @type {ModuleInternals} */ (/** @type {unknown} */ (require('node:module')));

const PACKAGES = path.resolve('node_modules');
const IN_PACKAGES = `${path.sep}node_modules${path.sep}`;
/** Tools' caches in node_modules change within an install. */
const CACHES = path.join(PACKAGES, '.cache') + path.sep;

/** The file of this install's answers, or undefined when npm left no record of it. */
function answersFile() {
  try {
    const installed = fs.readFileSync(path.join(PACKAGES, '.package-lock.json'));
    const install = createHash('sha1').update(PACKAGES).update('\0').update(installed).digest('hex');
    return path.join(PACKAGES, '.cache', 'module-paths', `${process.version}-${process.arch}-${install}.json`);
  } catch {
    return undefined;
  }
}

/** @param {string} file */
function readAnswers(file) {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
    return new Map(Object.entries(kept).filter(([, found]) => typeof found === 'string'));
  } catch {
    return new Map();
  }
}

// A worker thread (the page files, parsing ahead) loads a few hundred modules: reading the
// answers for 3,000 cost it more than it saved.
const FILE = require('node:worker_threads').isMainThread ? answersFile() : undefined;
if (FILE) {
  /** @type {Map<string, string>} from `folder \0 request` to the file found */
  const answers = readAnswers(FILE);
  let added = 0;
  const resolveAsUsual = Module._resolveFilename;
  /** @type {ResolveFilename} */
  Module._resolveFilename = function resolveKnown(request, parent, isMain, options) {
    const from = parent?.filename;
    if (isMain || options !== undefined || !from || Module.isBuiltin(request)) {
      return resolveAsUsual.call(this, request, parent, isMain, options);
    }
    const bare = !request.startsWith('.') && !path.isAbsolute(request);
    if (!bare && !from.includes(IN_PACKAGES)) return resolveAsUsual.call(this, request, parent, isMain, options);
    const key = `${path.dirname(from)}\0${request}`;
    const known = answers.get(key);
    if (known !== undefined) return known;
    const found = resolveAsUsual.call(this, request, parent, isMain, options);
    if (found.startsWith(PACKAGES + path.sep) && !found.startsWith(CACHES)) {
      answers.set(key, found);
      added += 1;
    }
    return found;
  };

  process.once('exit', () => {
    if (added === 0) return;
    try {
      // Answers other processes wrote meanwhile are kept too.
      const all = new Map([...readAnswers(FILE), ...answers]);
      fs.mkdirSync(path.dirname(FILE), { recursive: true });
      // Written under another name first: a process reading the file meanwhile sees all or nothing.
      const partial = `${FILE}.${process.pid}`;
      fs.writeFileSync(partial, JSON.stringify(Object.fromEntries(all)));
      fs.renameSync(partial, FILE);
    } catch {
      // Answers that cannot be written only mean resolving again next time.
    }
  });
}
