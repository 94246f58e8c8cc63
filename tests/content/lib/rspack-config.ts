/**
 * The Rspack config that Rsbuild 0.5.9 generates for a project, and a production build of it.
 *
 * Both run in a separate Node.js process: Rsbuild and its plugins load parts of themselves
 * with dynamic `import()`, which the Jest sandbox does not support.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixturePath } from './rsbuild';

export interface PluginCall {
  /** Package name, e.g. `@rsbuild/plugin-source-build`. */
  package: string;
  /** Exported plugin function, e.g. `pluginSourceBuild`. */
  export: string;
  options?: unknown;
}

export interface GeneratedConfigRequest {
  /** The Rsbuild config; ignored when `configFile` is given. */
  config?: Record<string, unknown>;
  /** A config file to load with `loadConfig`, relative to the project folder, as `rsbuild -c` does. */
  configFile?: string;
  /** Plugins to add to the config, instantiated in the child process. */
  plugins?: PluginCall[];
}

/** A RegExp as the child process serialises it. */
export interface SerialisedRegExp {
  regexp: string;
}

export interface GeneratedRule {
  test?: SerialisedRegExp;
  resolve?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface GeneratedConfig {
  resolve: Record<string, unknown>;
  rules: GeneratedRule[];
  /** Constructor name and the options the plugin was created with (`userOptions` or `options`). */
  plugins: Array<{ name: string; options?: Record<string, unknown> }>;
}

const CHILD = `
const { createRequire } = require('node:module');
const { writeFileSync } = require('node:fs');
const [fixturePackageJson, cwd, requestJson, outFile, mode] = process.argv.slice(1);
const fixtureRequire = createRequire(fixturePackageJson);
const core = fixtureRequire('@rsbuild/core');
(async () => {
  const request = JSON.parse(requestJson);
  let config = request.config || {};
  if (request.configFile) config = (await core.loadConfig({ cwd, path: request.configFile })).content;
  const plugins = (request.plugins || []).map((call) => fixtureRequire(call.package)[call.export](call.options));
  config.plugins = [...(config.plugins || []), ...plugins];
  const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: config });
  if (mode === 'build') {
    await rsbuild.build();
    writeFileSync(outFile, '{}');
    return;
  }
  const [generated] = await rsbuild.initConfigs();
  const result = {
    resolve: generated.resolve,
    rules: generated.module.rules,
    plugins: generated.plugins.filter(Boolean).map((plugin) => ({
      name: plugin.constructor.name,
      options: plugin.userOptions || plugin.options,
    })),
  };
  const replacer = (key, value) =>
    value instanceof RegExp ? { regexp: value.source } : typeof value === 'function' ? '[function]' : value;
  writeFileSync(outFile, JSON.stringify(result, replacer));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

function runChild(cwd: string, request: GeneratedConfigRequest, mode: 'inspect' | 'build'): string {
  const outFile = path.join(cwd, `.rsbuild-${mode}.json`);
  execFileSync(process.execPath, ['-e', CHILD, fixturePath('package.json'), cwd, JSON.stringify(request), outFile, mode], {
    cwd,
    env: { ...process.env, NODE_ENV: mode === 'build' ? 'production' : 'development' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return readFileSync(outFile, 'utf8');
}

/** Generates the development config of the project in `cwd` (which must exist) and returns its JSON form. */
export function generatedConfig(cwd: string, request: GeneratedConfigRequest): GeneratedConfig {
  return JSON.parse(runChild(cwd, request, 'inspect')) as GeneratedConfig;
}

/** Runs a production build of the project in `cwd`; the output is in its `dist` folder unless configured otherwise. */
export function productionBuild(cwd: string, request: GeneratedConfigRequest): void {
  runChild(cwd, request, 'build');
}

/** Whether a serialised rule's `test` matches a file name. */
export function ruleMatches(rule: GeneratedRule, fileName: string): boolean {
  return rule.test ? new RegExp(rule.test.regexp).test(fileName) : false;
}
