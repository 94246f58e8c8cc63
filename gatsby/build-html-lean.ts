/**
 * The HTML renderer (`build-html`) is a Node bundle Gatsby runs once per page to write its
 * HTML; nobody downloads it. Two settings it shares with the browser bundle cost build time
 * there and give nothing:
 * - Scope hoisting (module concatenation) makes browser code smaller and faster; to join the
 *   modules webpack parses each of them a second time, which took about an eighth of the
 *   renderer's compile.
 * - Entry modules without their own function (`optimization.avoidEntryIife`, on in production
 *   since webpack 5.95): to lift the entry into the main file's top scope, webpack parses every
 *   module of that file again and analyses its scopes each time the file is rendered, which is
 *   every build (chunk files are not cached, gatsby/chunk-files-not-persisted.ts): 0.76 s of
 *   the renderer's 7 s compile after one MDX edit. Node runs the entry as well in a function.
 * - Source maps: Gatsby maps an error thrown while rendering a page with the renderer's main
 *   file's map only (render-page.js.map), never with those of the ~350 page chunks
 *   (`component---…`), which were written for nothing. The other chunks keep theirs.
 */

export const PAGE_CHUNK = /^component---/;

interface RendererConfig {
  devtool: unknown;
  optimization: { concatenateModules?: boolean; avoidEntryIife?: boolean };
  output: { sourceMapFilename?: string; devtoolModuleFilenameTemplate?: unknown };
  plugins: unknown[];
}

/** The options of webpack's SourceMapDevToolPlugin that `devtool: 'source-map'` sets, page chunks left out. */
export function sourceMapOptions(output: RendererConfig['output']) {
  return {
    filename: output.sourceMapFilename ?? '[file].map[query]',
    moduleFilenameTemplate: output.devtoolModuleFilenameTemplate,
    module: true,
    columns: true,
    exclude: PAGE_CHUNK,
  };
}

/** The renderer without scope hoisting or a top-level entry, and with source maps for its files but the page chunks. */
export function leanHtmlRenderer(
  config: RendererConfig,
  sourceMapPlugin: (options: ReturnType<typeof sourceMapOptions>) => unknown,
): void {
  config.optimization.concatenateModules = false;
  config.optimization.avoidEntryIife = false;
  if (config.devtool === 'source-map') {
    config.devtool = false;
    config.plugins.push(sourceMapPlugin(sourceMapOptions(config.output)));
  }
}
