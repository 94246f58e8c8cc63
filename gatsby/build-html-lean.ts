/**
 * The HTML renderer (`build-html`) is a Node bundle Gatsby runs once per page to write its
 * HTML; nobody downloads it. Two settings it shares with the browser bundle cost build time
 * there and give nothing:
 * - Scope hoisting (module concatenation) makes browser code smaller and faster; to join the
 *   modules webpack parses each of them a second time, which took about an eighth of the
 *   renderer's compile.
 * - Source maps: Gatsby maps an error thrown while rendering a page with the renderer's main
 *   file's map only (render-page.js.map), never with those of the ~350 page chunks
 *   (`component---…`), which were written for nothing. The other chunks keep theirs.
 */

export const PAGE_CHUNK = /^component---/;

interface RendererConfig {
  devtool: unknown;
  optimization: { concatenateModules?: boolean };
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

/** The renderer without scope hoisting, and with source maps for its files but the page chunks. */
export function leanHtmlRenderer(
  config: RendererConfig,
  sourceMapPlugin: (options: ReturnType<typeof sourceMapOptions>) => unknown,
): void {
  config.optimization.concatenateModules = false;
  if (config.devtool === 'source-map') {
    config.devtool = false;
    config.plugins.push(sourceMapPlugin(sourceMapOptions(config.output)));
  }
}
