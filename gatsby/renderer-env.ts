/**
 * Gatsby bundles its HTML renderers (`build-html`, `develop-html`) for Node and writes every
 * variable of the build's environment into them (webpack's DefinePlugin, `process.env.NAME`),
 * where the browser bundles get only Gatsby's own names, those starting with `GATSBY_` and those
 * of the `.env.*` file. Webpack keys the cache entry of every module it parses on the list of
 * defined names, so a build run from another shell, script or CI step (one variable more or
 * less: `OLDPWD`, the `npm_config_loglevel` of `npm run --silent`, `_`) compiled every module of
 * the renderer again: 8.2 s instead of 3.5 s in a build after one edit, the whole shell renderer
 * at a develop start.
 *
 * The renderers get the browser's names. Another variable reads as unset in them, as it does in
 * the browser, so a page's HTML and its hydration see the same environment.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Env = Record<string, string | undefined>;

/** The names Gatsby defines for every stage, whatever the environment holds (besides `GATSBY_*` ones). */
const GATSBY_OWN = new Set(['NODE_ENV', 'PUBLIC_DIR', 'BUILD_STAGE', 'CYPRESS_SUPPORT']);
const ENV_PREFIX = 'process.env.';
/** A variable's name in a dotenv file: `NAME=value`, `export NAME=value` or `NAME: value`. */
const DOTENV_NAME = /^[ \t]*(?:export[ \t]+)?([\w.-]+)[ \t]*(?:=|:[ \t])/gm;

/** The names a dotenv file defines. */
export function dotenvNames(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(DOTENV_NAME), (match) => match[1]!));
}

/** The names of the `.env.*` file Gatsby reads (`.env.<GATSBY_ACTIVE_ENV or NODE_ENV>`); none without one. */
export function envFileNames(directory: string, env: Env): Set<string> {
  const name = env.GATSBY_ACTIVE_ENV || env.NODE_ENV || 'development';
  try {
    return dotenvNames(readFileSync(path.join(directory, `.env.${name}`), 'utf8'));
  } catch {
    return new Set();
  }
}

/** Whether the browser bundles define `process.env.<name>` too. */
function browserDefines(name: string, env: Env, fileNames: ReadonlySet<string>): boolean {
  return !(name in env) || name.startsWith('GATSBY_') || GATSBY_OWN.has(name) || fileNames.has(name);
}

/** Gatsby's definitions without the environment's variables the browser bundles do not get. */
export function browserEnvOnly<T>(
  definitions: Record<string, T>,
  env: Env,
  fileNames: ReadonlySet<string>,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(definitions).filter(
      ([key]) => !key.startsWith(ENV_PREFIX) || browserDefines(key.slice(ENV_PREFIX.length), env, fileNames),
    ),
  );
}

interface Plugin {
  constructor: { name: string };
  definitions?: Record<string, unknown>;
}

/** Narrows the DefinePlugin of a renderer's config to the browser's environment. */
export function rendererWithBrowserEnv(config: { plugins: unknown[] }, directory: string, env: Env): void {
  const fileNames = envFileNames(directory, env);
  for (const plugin of config.plugins as Plugin[]) {
    if (plugin.constructor.name !== 'DefinePlugin' || !plugin.definitions) continue;
    if (!('process.env' in plugin.definitions)) continue;
    plugin.definitions = browserEnvOnly(plugin.definitions, env, fileNames);
  }
}
