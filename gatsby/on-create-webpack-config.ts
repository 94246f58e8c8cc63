/**
 * Webpack settings.
 * - Every stage: `i18next` resolves to src/i18n/i18next-lite.ts, the part of its API the site
 *   uses (server and browser alike, so both render the same strings).
 * - Browser bundles (develop and production): every stylesheet is a CSS module with its own
 *   class names, so the order in which chunks pull them into the extracted stylesheet cannot
 *   change a rule's effect: mini-css-extract-plugin is told so instead of warning about
 *   "conflicting order".
 * - Production: each MDX page is its own chunk; named chunk files would make the webpack
 *   runtime, which every page loads, carry the long name of all ~400 chunks, so files are
 *   named by hash.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

interface ExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  actions.setWebpackConfig({
    resolve: { alias: { i18next$: path.resolve('src/i18n/i18next-lite.ts') } },
  });
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  const config = getConfig() as { plugins: ExtractPlugin[]; output: { chunkFilename: string } };
  if (stage === 'build-javascript') config.output.chunkFilename = '[contenthash].js';
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};
