/**
 * Gatsby's functions plugin compiles the site's serverless functions (`src/api` of the site and
 * of each plugin) with webpack at every `gatsby build` and `gatsby develop` start, before the
 * bootstrap: 0.15–0.25 s on this machine, on the main thread, for a site that has none. In
 * develop it also keeps that compiler watching for the whole session.
 *
 * When no `src/api` folder exists, the plugin's start-up step is left out: the store's list of
 * functions stays empty, as the plugin would leave it, and `gatsby serve`, finding no manifest of
 * compiled functions, serves none. A folder added while develop runs is seen at the next start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/** What this module reads of a plugin in Gatsby's store. */
export interface StoredPlugin {
  name: string;
  resolve: string;
  nodeAPIs: string[];
}

const FUNCTIONS_PLUGIN = 'functions';

/** Whether the site or one of its plugins has a folder of functions. */
function hasFunctionFolder(siteDirectory: string, plugins: readonly StoredPlugin[]): boolean {
  const roots = [siteDirectory, ...plugins.map((plugin) => plugin.resolve)];
  return roots.some((root) => existsSync(path.join(root, 'src', 'api')));
}

/** Removes the functions plugin's start-up step when there is nothing to compile; true if removed. */
export function skipFunctionsCompile(siteDirectory: string, plugins: StoredPlugin[]): boolean {
  const functions = plugins.find((plugin) => plugin.name === FUNCTIONS_PLUGIN);
  if (!functions?.nodeAPIs.includes('onPreBootstrap') || hasFunctionFolder(siteDirectory, plugins)) return false;
  functions.nodeAPIs = functions.nodeAPIs.filter((api) => api !== 'onPreBootstrap');
  return true;
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ store }) => {
  const { program, flattenedPlugins } = store.getState() as {
    program: { directory: string };
    flattenedPlugins: StoredPlugin[];
  };
  skipFunctionsCompile(program.directory, flattenedPlugins);
};
