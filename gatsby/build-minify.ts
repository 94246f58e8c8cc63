/**
 * The production browser bundle is minified by SWC instead of Terser: the same plugin
 * (terser-webpack-plugin) with its `swcMinify` implementation and Gatsby's own Terser settings
 * (ES5 syntax rules for compress and output, the Safari 10 mangling fix). On this site's ~380
 * chunks SWC is about five times faster than Terser, and its files are a little smaller, raw
 * and gzipped.
 *
 * The plugin runs the minifier in worker processes, one fewer than the machine's cores, and
 * waits: on two cores, one worker, and the build's own core idle for the 3.5 s of a cold build's
 * minification. SWC minifies on native threads of its own, so the plugin runs it in the build's
 * process, every chunk at once: both cores work, and no worker has to load SWC.
 *
 * Gatsby builds its own Terser plugin, which is replaced here, and the plugin checks its options
 * with schema-utils, whose first check sets Ajv up: 0.4–0.7 s of the build's main thread after
 * one edit, before webpack starts, for options that are Gatsby's and this file's constants. So
 * schema-utils' checks are off from onPreBuild until the plugin is replaced
 * (`checksOffUntilMinimizerReplaced`), the only window in which they are; webpack's own check of
 * the config, which calls schema-utils when a config is wrong, comes after it, and the unit tests
 * check these options with schema-utils.
 */
import { createRequire } from 'node:module';
import { requireFromGatsby } from './require-from-gatsby';

interface MinimizerPlugin {
  constructor: { name: string };
}

interface TerserPluginClass {
  new (options: object): MinimizerPlugin;
  swcMinify: unknown;
}

/** What schema-utils 4 exports to turn its checks off and on; older ones have none of it. */
interface SchemaUtils {
  needValidate(): boolean;
  disableValidation(): void;
  enableValidation(): void;
}

/** The options of the plugin that replaces Gatsby's. */
export function swcMinimizerOptions(TerserPlugin: Pick<TerserPluginClass, 'swcMinify'>): object {
  return {
    exclude: /\.min\.js/,
    minify: TerserPlugin.swcMinify,
    parallel: false,
    terserOptions: { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true } },
  };
}

/** schema-utils as terser-webpack-plugin, which Gatsby requires, loads it. */
function terserSchemaUtils(siteDirectory: string): Partial<SchemaUtils> {
  const fromTerser = createRequire(requireFromGatsby(siteDirectory).resolve('terser-webpack-plugin'));
  return fromTerser('schema-utils') as Partial<SchemaUtils>;
}

/** Whether this schema-utils can turn its checks off and on (version 4). */
function hasSwitch(utils: Partial<SchemaUtils>): utils is SchemaUtils {
  return Boolean(utils.needValidate && utils.disableValidation && utils.enableValidation);
}

/** schema-utils whose checks were turned off below, with whether they were on before. */
let checksOff: { utils: SchemaUtils; wereOn: boolean } | undefined;

/** Runs `turn`, which also writes SKIP_VALIDATION, and leaves that variable as it was, for the processes started later. */
function keepingEnvironment(turn: () => void): void {
  const before = process.env.SKIP_VALIDATION;
  turn();
  if (before === undefined) delete process.env.SKIP_VALIDATION;
  else process.env.SKIP_VALIDATION = before;
}

/** Turns schema-utils' checks off in this process until `minifyWithSwc` has replaced Gatsby's minimizer. */
export function checksOffUntilMinimizerReplaced(siteDirectory = process.cwd()): void {
  if (checksOff) return;
  const utils = terserSchemaUtils(siteDirectory);
  if (!hasSwitch(utils)) return;
  checksOff = { utils, wereOn: utils.needValidate() };
  keepingEnvironment(() => utils.disableValidation());
}

/** Turns the checks back on, if they were on before `checksOffUntilMinimizerReplaced`. */
function checksBackOn(): void {
  if (!checksOff) return;
  const { utils, wereOn } = checksOff;
  checksOff = undefined;
  if (wereOn) keepingEnvironment(() => utils.enableValidation());
}

/** Replaces Gatsby's Terser minimizer with the same plugin running SWC. */
export function minifyWithSwc(optimization: { minimizer?: MinimizerPlugin[] }): void {
  try {
    optimization.minimizer = optimization.minimizer?.map((plugin) => {
      if (plugin.constructor.name !== 'TerserPlugin') return plugin;
      const TerserPlugin = plugin.constructor as unknown as TerserPluginClass;
      return new TerserPlugin(swcMinimizerOptions(TerserPlugin));
    });
  } finally {
    checksBackOn();
  }
}
