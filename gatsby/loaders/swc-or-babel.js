// @ts-check
/**
 * Gatsby's Babel step for the modules gatsby/swc-for-modules.ts chooses, done by SWC where SWC
 * does the same job: TypeScript and JSX stripped and compiled for the targets it sets per bundle.
 * SWC compiles a module in a fraction of Babel's time, off the main thread.
 *
 * A module holding anything only Gatsby's Babel plugins understand goes through Gatsby's step as
 * before: GraphQL queries (`graphql` tags, `useStaticQuery`, `<StaticQuery>`, whose query Babel
 * replaces with its result), Gatsby's slices, and lodash imports (which a Babel plugin rewrites).
 * A plain JavaScript file because webpack loads loaders by path.
 */
const swc = require('@swc/core');
const { loadLoader, runLoader } = require('./run-loader');

/** What only Gatsby's Babel plugins handle. */
const BABEL_ONLY = /\bgraphql\b|\bStaticQuery\b|\buseStaticQuery\b|\bSlice\b|['"]lodash[/'"]/;

/**
 * SWC's parser for a file.
 * @param {string} file
 */
function parserFor(file) {
  if (/\.tsx$/.test(file)) return { syntax: 'typescript', tsx: true };
  if (/\.[cm]?ts$/.test(file)) return { syntax: 'typescript', tsx: false };
  return { syntax: 'ecmascript', jsx: true };
}

/**
 * @this {any} the webpack loader context
 * @param {string | Buffer} source
 * @param {unknown} [map]
 * @param {unknown} [meta]
 */
module.exports = function swcOrBabel(source, map, meta) {
  const callback = this.async();
  /** @type {{ babel: { loader: string, options: unknown }, swc: { env: object, jsc: { transform: object } } }} */
  const { babel, swc: options } = this.getOptions();
  const text = String(source);
  if (BABEL_ONLY.test(text)) {
    runLoader(loadLoader(babel.loader), this, babel.options, [source, map, meta]).then(
      ({ result }) => callback(null, ...result),
      (error) => callback(error),
    );
    return;
  }
  swc
    .transform(text, {
      filename: this.resourcePath,
      sourceMaps: Boolean(this.sourceMap),
      inputSourceMap: typeof map === 'string' ? map : map ? JSON.stringify(map) : undefined,
      // A file without import or export is a script (CommonJS), as Babel's `unambiguous` reads it.
      isModule: 'unknown',
      swcrc: false,
      configFile: false,
      env: options.env,
      jsc: { ...options.jsc, parser: parserFor(this.resourcePath) },
    })
    .then(
      (output) => callback(null, output.code, output.map ? JSON.parse(output.map) : undefined),
      (error) => callback(error),
    );
};
