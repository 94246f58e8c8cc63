/**
 * What Rsbuild 0.5.9 makes of a project, beyond what rspack-config.ts returns: chosen keys of the
 * generated Rspack config (plugins by constructor name), the files `inspectConfig` writes, or the
 * async chunks of a build, in the mode given by NODE_ENV.
 */
import { execFileSync } from 'node:child_process';
import { fixturePath } from './rsbuild';
import type { PluginCall } from './rspack-config';

// Runs in a separate Node.js process, like rspack-config.ts: Rsbuild loads parts of itself with
// dynamic import(), which the Jest sandbox does not support.
const CONFIG_PART_CHILD = `
const { createRequire } = require('node:module');
const { readdirSync } = require('node:fs');
const [fixturePackageJson, cwd, requestJson] = process.argv.slice(1);
const fixtureRequire = createRequire(fixturePackageJson);
const core = fixtureRequire('@rsbuild/core');
(async () => {
  const request = JSON.parse(requestJson);
  const config = request.config || {};
  config.plugins = (request.plugins || []).map((call) => fixtureRequire(call.package)[call.export](call.options));
  const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: config });
  let result;
  if (request.asyncChunks) {
    await rsbuild.build();
    result = readdirSync(rsbuild.context.distPath + '/static/js/async').filter((file) => file.endsWith('.js'));
  } else if (request.inspectTwice) {
    await rsbuild.inspectConfig({ writeToDisk: true });
    await rsbuild.inspectConfig({ writeToDisk: true });
    result = readdirSync(rsbuild.context.distPath).sort();
  } else {
    const [generated] = await rsbuild.initConfigs();
    // Plugin instances are reduced to their constructor names.
    result = Object.fromEntries(
      request.keys.map((key) => [key, key === 'plugins' ? generated.plugins.filter(Boolean).map((p) => p.constructor.name) : generated[key]]),
    );
  }
  const replacer = (key, value) =>
    value instanceof RegExp ? { regexp: value.source } : typeof value === 'function' ? '[function]' : value;
  process.stdout.write('\\n' + JSON.stringify(result, replacer));
})().catch((error) => { console.error(error); process.exit(1); });
`;

export interface PartRequest {
  /** The Rsbuild config (JSON values only). */
  config?: Record<string, unknown>;
  /** Plugins to add to the config, instantiated in the child process. */
  plugins?: PluginCall[];
  /** Keys of the generated Rspack config to return, e.g. `entry`, `optimization`, `plugins`. */
  keys?: string[];
  /** Instead: run `inspectConfig` twice and return the names of the files in the output folder. */
  inspectTwice?: boolean;
  /** Instead: build and return the names of the JavaScript files in `static/js/async`. */
  asyncChunks?: boolean;
}

/** Runs the request for the project in `cwd` and returns the child's result as JSON. */
export function configPart<T>(cwd: string, request: PartRequest, nodeEnv = 'development'): T {
  const out = execFileSync(process.execPath, ['-e', CONFIG_PART_CHILD, fixturePath('package.json'), cwd, JSON.stringify(request)], {
    cwd,
    env: { ...process.env, NODE_ENV: nodeEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
  return JSON.parse(out.trim().split('\n').pop() ?? 'null') as T;
}
