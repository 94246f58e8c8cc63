/**
 * Develop's browser bundle maps the site's own modules back to their source (Gatsby's
 * `eval-cheap-module-source-map`: each module in an `eval` with its map), but not the packages'
 * nor Gatsby's runtime. Nobody steps through react-dom or Gatsby's loader while editing the
 * site, and their maps were most of the two files the browser loads first on every develop
 * page: `commons.js` went from 3.6 to 1.8 MB and `framework.js` from 3.2 to 1.2 MB, which
 * webpack renders again at every start. Packages' modules go into the chunk as plain code, and
 * their loaders are not asked for maps either. The site's TypeScript and MDX pages keep theirs.
 *
 * Three interleaved pairs of `scripts/bench-develop.ts` against the commit before (medians):
 * the first page on screen from a cold start 30.8 s against 36.0 s, after a restart 13.4 s
 * against 15.5 s; MDX saves 844 ms against 893 ms.
 */

/** A module of an installed package, or of Gatsby's runtime, which Gatsby copies to `.cache`. */
export const PACKAGE_MODULE = /[\\/](node_modules|\.cache)[\\/]/;

interface Module {
  resource?: string;
  useSourceMap?: boolean;
  useSimpleSourceMap?: boolean;
}

interface Compiler {
  options: {
    output: {
      devtoolModuleFilenameTemplate?: unknown;
      devtoolFallbackModuleFilenameTemplate?: unknown;
      devtoolNamespace?: string;
    };
  };
  webpack: { EvalSourceMapDevToolPlugin: new (options: object) => { apply(compiler: Compiler): void } };
  hooks: {
    compilation: {
      tap(
        name: string,
        fn: (compilation: {
          hooks: { buildModule: { tap(name: string, fn: (module: Module) => void): void } };
        }) => void,
      ): void;
    };
  };
}

/** The options webpack gives its eval source map plugin for `eval-cheap-module-source-map`, packages left out. */
export function evalSourceMapOptions(output: Compiler['options']['output']) {
  return {
    moduleFilenameTemplate: output.devtoolModuleFilenameTemplate,
    fallbackModuleFilenameTemplate: output.devtoolFallbackModuleFilenameTemplate,
    namespace: output.devtoolNamespace,
    module: true,
    columns: false,
    exclude: PACKAGE_MODULE,
  };
}

/**
 * Webpack plugin, in place of `devtool` (set it to false): eval source maps for every module
 * but the packages'. The eval plugin asks every module for a map as it is built; this plugin's
 * hook runs after it and takes that back for the packages' modules.
 */
export class SourceMapsForSiteCode {
  apply(compiler: Compiler): void {
    const { EvalSourceMapDevToolPlugin } = compiler.webpack;
    new EvalSourceMapDevToolPlugin(evalSourceMapOptions(compiler.options.output)).apply(compiler);
    compiler.hooks.compilation.tap('SourceMapsForSiteCode', (compilation) => {
      compilation.hooks.buildModule.tap('SourceMapsForSiteCode', (module) => {
        if (!PACKAGE_MODULE.test(module.resource ?? '')) return;
        module.useSourceMap = false;
        module.useSimpleSourceMap = false;
      });
    });
  }
}
