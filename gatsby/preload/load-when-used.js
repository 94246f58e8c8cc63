// @ts-check
/**
 * Loaded before Gatsby (`--require` in the `build` and `develop` scripts of package.json): a few
 * packages Gatsby and its command line require as they load, though they serve only some
 * commands or some inputs, are loaded when first used instead. Each process of a build or of
 * `gatsby develop` loaded them at every start:
 * - autoprefixer (with its browser data), which Gatsby's webpack settings call for each
 *   stylesheet they compile: none when webpack's cache holds them all;
 * - @graphql-codegen/core, which writes the query types: not when they are unchanged
 *   (gatsby/typegen-when-changed.ts);
 * - @vercel/webpack-asset-relocator-loader, for the query and page engines of deferred or
 *   server-rendered pages, which the site has none of;
 * - envinfo and create-gatsby, for the `gatsby info` and `gatsby new` commands;
 * - @graphql-tools/code-file-loader and @graphql-tools/load, with which the query types' writer
 *   reads the queries (with @graphql-codegen/core);
 * - axios, with which the build's own process fetches Gatsby's latest list of hosting adapters,
 *   and no other process uses;
 * - express, webpack-dev-middleware, got and socket.io: `gatsby develop`'s server, which
 *   `gatsby build` and the HTML renderer's process load with the modules that share its helpers,
 *   and the middleware of Gatsby Functions and Partytown's proxy (express and
 *   express-http-proxy), which the site uses neither of.
 * The requiring module gets a stand-in that loads the package at its first use (a property read,
 * a call) and passes everything on to it. Only for packages whose exports those modules read
 * when they use them, not when they load (checked, for the installed versions, by
 * tests/unit/gatsby/load-when-used.test.ts): Babel's interop reads `__esModule` at once, so the
 * stand-in answers it as the package would.
 */
const Module = require('node:module');
const path = require('node:path');

/**
 * @typedef {{ from: string, request: string, esModule: boolean }} Deferred
 * `from`: the requiring module's path under node_modules; `esModule`: the package's `__esModule`.
 */

/** @type {readonly Deferred[]} */
const DEFERRED = [
  { from: 'gatsby/dist/utils/webpack-utils.js', request: 'autoprefixer', esModule: false },
  { from: 'gatsby/dist/utils/graphql-typegen/ts-codegen.js', request: '@graphql-codegen/core', esModule: true },
  {
    from: 'gatsby/dist/schema/graphql-engine/bundle-webpack.js',
    request: '@vercel/webpack-asset-relocator-loader',
    esModule: false,
  },
  { from: 'gatsby-cli/lib/create-cli.js', request: 'envinfo', esModule: false },
  { from: 'gatsby-cli/lib/create-cli.js', request: 'create-gatsby', esModule: false },
  {
    from: 'gatsby/dist/utils/graphql-typegen/ts-codegen.js',
    request: '@graphql-tools/code-file-loader',
    esModule: true,
  },
  { from: 'gatsby/dist/utils/graphql-typegen/ts-codegen.js', request: '@graphql-tools/load', esModule: true },
  { from: 'gatsby/dist/utils/get-latest-gatsby-files.js', request: 'axios', esModule: false },
  { from: 'gatsby/dist/utils/start-server.js', request: 'express', esModule: false },
  { from: 'gatsby/dist/commands/develop-static.js', request: 'express', esModule: false },
  { from: 'gatsby/dist/utils/start-server.js', request: 'webpack-dev-middleware', esModule: false },
  { from: 'gatsby/dist/utils/start-server.js', request: 'got', esModule: true },
  { from: 'gatsby/dist/utils/websocket-manager.js', request: 'socket.io', esModule: false },
  { from: 'gatsby/dist/internal-plugins/functions/gatsby-node.js', request: './middleware', esModule: true },
  { from: 'gatsby/dist/internal-plugins/partytown/gatsby-node.js', request: './proxy', esModule: true },
];

/**
 * A stand-in for a module's exports that loads them at first use.
 * @param {() => any} load
 * @param {boolean} esModule
 */
function standIn(load, esModule) {
  /** @type {any} */
  let loaded;
  const real = () => (loaded ??= load());
  // A method is callable but has no own `prototype`, so the proxy may report the real exports' keys.
  const target = { exports() {} }.exports;
  return new Proxy(target, {
    get: (_, key) => (key === '__esModule' && loaded === undefined ? esModule || undefined : Reflect.get(real(), key)),
    has: (_, key) => Reflect.has(real(), key),
    apply: (_, thisArg, args) => Reflect.apply(real(), thisArg, args),
    set: (_, key, value) => Reflect.set(real(), key, value),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** @param {string} filename */
const underPackages = (filename) =>
  filename.split(`${path.sep}node_modules${path.sep}`).pop()?.split(path.sep).join('/');

const internals = /** @type {{ _load: Function }} */ (/** @type {unknown} */ (Module));
const load = internals._load;
/** @type {Map<string, unknown>} */
const standIns = new Map();

internals._load = function loadWhenUsed(
  /** @type {string} */ request,
  /** @type {{ filename?: string | null } | undefined} */ parent,
  /** @type {boolean} */ isMain,
) {
  // The request first: this runs for every `require` of the process.
  const named = isMain ? [] : DEFERRED.filter((item) => item.request === request);
  const from = named.length > 0 && typeof parent?.filename === 'string' ? underPackages(parent.filename) : undefined;
  const deferred = from && named.find((item) => item.from === from);
  if (!deferred) return load.apply(this, arguments);
  const key = `${parent?.filename}\0${request}`;
  if (!standIns.has(key)) {
    const args = arguments;
    standIns.set(
      key,
      standIn(() => load.apply(this, args), deferred.esModule),
    );
  }
  return standIns.get(key);
};

module.exports = { DEFERRED, standIn };
