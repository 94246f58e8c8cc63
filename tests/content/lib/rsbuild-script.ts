/**
 * Runs a short script against the pinned Rsbuild 0.5.9 packages and returns its result.
 *
 * Like the helpers of rspack-config.ts, the script runs in a separate Node.js process, because
 * Rsbuild loads parts of itself with dynamic `import()`, which the Jest sandbox does not support.
 * It suits the checks that need more than the generated rules and plugins: other parts of the
 * Rspack config, a production build for each NODE_ENV, a dev or preview server answering requests.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixturePath } from './rsbuild';

/**
 * The body of an async function with these variables in scope:
 * - `core`: `@rsbuild/core`; `fixtureRequire`: `require` resolving from the pinned packages;
 * - `dist(file)`: a file of `@rsbuild/core/dist` that the package does not export, e.g. `'server/helper'`;
 * - `cwd`: the project folder; `plugins(config)`: the plugins of a Rspack config as `{ name, options }`.
 * Its return value comes back through JSON: a RegExp as `{ regexp: source }`, a function as `'[function]'`.
 */
export type RsbuildScript = string;

const CHILD = `
const { createRequire } = require('node:module');
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const [fixturePackageJson, cwd, outFile, body] = process.argv.slice(1);
const fixtureRequire = createRequire(fixturePackageJson);
const core = fixtureRequire('@rsbuild/core');
const coreDist = path.join(path.dirname(fixtureRequire.resolve('@rsbuild/core/package.json')), 'dist');
const dist = (file) => require(path.join(coreDist, file));
const plugins = (config) =>
  (config.plugins || []).filter(Boolean).map((plugin) => ({
    name: plugin.name || plugin.constructor.name,
    options: plugin.userOptions || plugin._options || plugin.options,
  }));
const AsyncFunction = (async () => {}).constructor;
const script = new AsyncFunction('core', 'fixtureRequire', 'dist', 'cwd', 'plugins', body);
script(core, fixtureRequire, dist, cwd, plugins)
  .then((result) => {
    const replacer = (key, value) =>
      value instanceof RegExp ? { regexp: value.source } : typeof value === 'function' ? '[function]' : value;
    writeFileSync(outFile, JSON.stringify(result === undefined ? null : result, replacer));
    // Servers and watchers the script forgot to close must not keep the test waiting.
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

/** Runs `script` with the project folder `cwd` (which must exist) as working directory, under the given NODE_ENV. */
export function runRsbuildScript<T>(
  cwd: string,
  script: RsbuildScript,
  nodeEnv: 'development' | 'production' = 'development',
): T {
  const outFile = path.join(cwd, '.rsbuild-script.json');
  execFileSync(process.execPath, ['-e', CHILD, fixturePath('package.json'), cwd, outFile, script], {
    cwd,
    env: { ...process.env, NODE_ENV: nodeEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
    // A server the script fails to close must fail the test, not hang it.
    timeout: 150_000,
  });
  return JSON.parse(readFileSync(outFile, 'utf8')) as T;
}
