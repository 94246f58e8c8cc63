import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `require` as Gatsby's own modules have it: packages come from Gatsby's dependencies (its
 * copies of gatsby-core-utils, graphql, terser-webpack-plugin), which may differ from the
 * site's. Resolved from the site at run time: Gatsby bundles the files of `gatsby/`, and its
 * bundler rewrites `require`.
 */
export function requireFromGatsby(siteDirectory = process.cwd()): NodeJS.Require {
  return createRequire(createRequire(path.join(siteDirectory, 'package.json')).resolve('gatsby/package.json'));
}
