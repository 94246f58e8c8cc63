/**
 * Production webpack settings for the browser bundle.
 * - Every stylesheet of the theme is a CSS module with its own class names, so the order in
 *   which chunks pull them into the single extracted stylesheet cannot change a rule's
 *   effect: mini-css-extract-plugin is told so instead of warning about "conflicting order".
 * - Each MDX page is its own chunk. Named chunk files would make the webpack runtime, which
 *   every page loads, carry the long name of all ~400 chunks; content-hashed names keep only
 *   the hashes.
 */
import type { GatsbyNode } from 'gatsby';

interface ExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig() as { plugins: ExtractPlugin[]; output: { chunkFilename: string } };
  config.output.chunkFilename = '[contenthash].js';
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};
