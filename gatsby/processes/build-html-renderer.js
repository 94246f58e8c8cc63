// @ts-check
/**
 * Compiles Gatsby's HTML renderer (the `build-html` webpack stage) in a process of its own,
 * started by gatsby/build-renderer-beside.ts. The process starts while Gatsby bootstraps and
 * loads the site's config and plugins the way Gatsby's own workers do (`prepare`, with the
 * program known then); it compiles when the build process starts the browser bundle (`build`,
 * with the build's final program and page components). Everything else Gatsby and its plugins
 * need is read from what the build has written to disk by then (the nodes, gatsby-plugin-mdx's
 * file-to-node map, `.cache/babelState.json`, the page modules).
 *
 * Messages to the parent: the renderer's hashes (the compilation's, and those Gatsby keeps per
 * page template, for the parent's page templates) or `{ errors }` once the renderer is written,
 * then `{ closed: true }` once webpack has stored its cache. A plain JavaScript file because it
 * is started by path, outside the bundle Gatsby makes of gatsby-node.
 */
const { createRequire } = require('node:module');
const path = require('node:path');

const load = createRequire(path.resolve('package.json'));

/**
 * @typedef {{ type: 'prepare', siteDirectory: string, program: Record<string, unknown> }} Prepare
 * @typedef {{
 *   type: 'build',
 *   cliProgram: Record<string, unknown>,
 *   storeProgram: Record<string, unknown>,
 *   components: { componentPath: string, componentChunkName: string }[],
 * }} Build
 */

/**
 * The fields of a webpack error Gatsby's error report reads, as data.
 * @param {any} error
 */
function plainError(error) {
  return {
    name: error?.name,
    message: String(error?.message ?? error),
    file: error?.file,
    loc: error?.loc,
    module: error?.module ? { resource: error.module.resource } : undefined,
    error: error?.error ? { message: String(error.error.message), loc: error.error.loc } : undefined,
  };
}

/** @param {object} message */
function send(message) {
  /** @type {NonNullable<typeof process.send>} */ (process.send)(message);
}

/** @param {Prepare} input */
async function prepare({ siteDirectory, program }) {
  const { loadConfigAndPlugins } = load('gatsby/dist/utils/worker/child/load-config-and-plugins');
  await loadConfigAndPlugins({ siteDirectory, program });
  return {
    siteDirectory,
    store: load('gatsby/dist/redux').store,
    webpackConfig: load('gatsby/dist/utils/webpack.config'),
    /** @type {(config: unknown) => Promise<{ stats: any, close: () => Promise<void> }>} */
    build: load('gatsby/dist/utils/webpack/bundle').build,
    getSSRChunkHashes: load('gatsby/dist/utils/webpack/get-ssr-chunk-hashes').getSSRChunkHashes,
  };
}

/**
 * @param {Awaited<ReturnType<typeof prepare>>} gatsby
 * @param {Build} input
 */
async function buildRenderer(gatsby, { cliProgram, storeProgram, components }) {
  gatsby.store.dispatch({ type: 'SET_PROGRAM', payload: storeProgram });
  // What Gatsby's sourcing sets on each plugin (internal-data-bridge), read by its theme resolver.
  for (const plugin of gatsby.store.getState().flattenedPlugins) plugin.pluginFilepath ??= plugin.resolve;
  const config = await gatsby.webpackConfig(cliProgram, gatsby.siteDirectory, 'build-html', null, {});
  let outcome;
  try {
    outcome = await gatsby.build(config);
  } catch (error) {
    send({ errors: (Array.isArray(error) ? error : [error]).map(plainError) });
    return;
  }
  const { renderPageHash, templateHashes } = gatsby.getSSRChunkHashes({
    stats: outcome.stats,
    components: new Map(components.map((component) => [component.componentPath, component])),
  });
  send({ hash: outcome.stats.hash, renderPageHash, templateHashes });
  await outcome.close();
  send({ closed: true });
}

/** @type {Promise<Awaited<ReturnType<typeof prepare>>> | undefined} */
let prepared;
process.on('message', (/** @type {Prepare | Build} */ message) => {
  if (message.type === 'prepare') {
    prepared = prepare(message);
    // A failure is reported when the build asks for the renderer.
    prepared.catch(() => undefined);
    return;
  }
  if (!prepared) throw new Error('The HTML renderer was asked for before the process was prepared.');
  prepared
    .then((gatsby) => buildRenderer(gatsby, message))
    .catch((error) => send({ errors: [plainError(error)] }))
    .finally(() => process.disconnect());
});
// The build ended (or failed) without asking for the renderer.
process.on('disconnect', () => process.exit());
