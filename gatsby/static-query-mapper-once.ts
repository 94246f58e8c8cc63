/**
 * After webpack has built the modules of a browser bundle (`build-javascript`, and each compile
 * in develop), Gatsby's StaticQueryMapper finds the module of every page component and static
 * query by comparing every module with every component. Each comparison parses the module's
 * path with `URLSearchParams` to drop a possible `export` parameter, and each MDX page's module
 * has a query in its path (`DocPage.tsx?__contentFilePath=…`): ~350 modules × ~360 components,
 * 0.4 s of every build, on the main thread.
 *
 * The plugin is swapped for the same plugin from a copy of Gatsby's file in which that
 * comparison reads each module path's parsed form once. Nothing else of the plugin changes; if
 * Gatsby's file no longer holds the comparison as written, its own plugin stays.
 */
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';

const MAPPER_FILE = 'gatsby/dist/utils/webpack/plugins/static-query-mapper.js';

/** The comparison as Gatsby 5.16 writes it, and the same with each module path parsed once. */
const COMPARISON = `function doesModuleMatchResourcePath(resourcePath, webpackModule) {
  return removeExportQueryParam(webpackModule.resource) === resourcePath;
}`;
const COMPARISON_ONCE = `const resourcesWithoutExport = new Map();
function doesModuleMatchResourcePath(resourcePath, webpackModule) {
  const resource = webpackModule.resource;
  let withoutExport = resourcesWithoutExport.get(resource);
  if (withoutExport === undefined) {
    withoutExport = removeExportQueryParam(resource);
    resourcesWithoutExport.set(resource, withoutExport);
  }
  return withoutExport === resourcePath;
}`;

interface MapperPlugin {
  constructor: { name: string };
  store?: unknown;
}

interface MapperModule {
  StaticQueryMapper: new (store: unknown) => MapperPlugin;
}

interface CompilableModule {
  filename: string;
  paths: string[];
  exports: unknown;
  _compile(source: string, filename: string): void;
}

/** Gatsby's mapper source with the comparison made once per module path, or null if it is not there. */
export function withComparisonOnce(source: string): string | null {
  const at = source.indexOf(COMPARISON);
  if (at === -1 || source.indexOf(COMPARISON, at + 1) !== -1) return null;
  return source.slice(0, at) + COMPARISON_ONCE + source.slice(at + COMPARISON.length);
}

let patched: MapperModule | null | undefined;

/** Gatsby's mapper module compiled from the changed source, once per process (null if it cannot be). */
function patchedMapperModule(): MapperModule | null {
  if (patched !== undefined) return patched;
  // Resolved from the site at run time: Gatsby bundles this file, and its bundler rewrites `require`.
  const file = createRequire(path.resolve('package.json')).resolve(MAPPER_FILE);
  const source = withComparisonOnce(readFileSync(file, 'utf8'));
  if (source === null) return (patched = null);
  const copy = new Module(file) as unknown as CompilableModule;
  copy.filename = file;
  copy.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(file));
  copy._compile(source, file);
  return (patched = copy.exports as MapperModule);
}

/** Replaces Gatsby's StaticQueryMapper in a browser bundle's plugins with the one from the copy. */
export function staticQueryMapperOncePerModule<Plugin>(plugins: Plugin[]): Plugin[] {
  const mapper = patchedMapperModule();
  if (mapper === null) return plugins;
  return plugins.map((plugin) => {
    if (plugin instanceof mapper.StaticQueryMapper) return plugin;
    const candidate = plugin as unknown as MapperPlugin | null;
    if (candidate?.constructor?.name !== 'StaticQueryMapper') return plugin;
    return new mapper.StaticQueryMapper(candidate.store) as unknown as Plugin;
  });
}
