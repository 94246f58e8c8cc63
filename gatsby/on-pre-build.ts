/** Runs after the bootstrap of `gatsby build`, before Gatsby creates the browser bundle's webpack config. */
import type { GatsbyNode } from 'gatsby';
import { checksOffUntilMinimizerReplaced } from './build-minify';

export const onPreBuild: GatsbyNode['onPreBuild'] = () => {
  checksOffUntilMinimizerReplaced();
};
