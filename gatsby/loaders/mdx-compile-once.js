// @ts-check
/**
 * gatsby-plugin-mdx's webpack loader, compiling each MDX file once per build process. The
 * production build bundles every page twice, for the browser and for the HTML renderer, in two
 * webpack compilations that run side by side in one process; both ask the plugin's loader to
 * compile the same ~380 files with the same options, and get the same JavaScript. The first
 * request for a file (by path and content) compiles it; the other one waits for that result.
 * A plain JavaScript file because webpack loads loaders by path (gatsby/build-mdx-once.ts).
 */
const { createHash } = require('node:crypto');
const mdxLoader = require('gatsby-plugin-mdx/dist/gatsby-mdx-loader').default;

/** @type {Map<string, Promise<string | Buffer>>} */
const compiled = new Map();

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
module.exports = function mdxCompileOnce(source) {
  const callback = this.async();
  const key = `${this.resourcePath}\0${createHash('sha1').update(source).digest('hex')}`;
  let result = compiled.get(key);
  if (!result) {
    result = Promise.resolve(mdxLoader.call(this, source));
    compiled.set(key, result);
    // A failed compile is not kept: the other compilation reports it too, and a rebuild retries.
    result.catch(() => compiled.delete(key));
  }
  result.then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
};
