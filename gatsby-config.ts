import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import remarkGfm from 'remark-gfm';
import { buildQueriesInProcess } from './gatsby/build-queries-in-process';
import { developSessionSettings } from './gatsby/develop-session';
import { i18nPluginOptions } from './gatsby/i18n-plugin-options';
import { rssFeedPluginOptions } from './gatsby/release-feeds';
import { recmaJsxRuntimeOnce } from './gatsby/recma-jsx-runtime-once';
import { remarkCodeBlocks } from './gatsby/remark-code-blocks';
import { remarkStoredTree } from './gatsby/remark-stored-tree';
import { sitemapPluginOptions } from './gatsby/sitemap-options';
import { siteConfig } from './src/config/site';

developSessionSettings();
buildQueriesInProcess();

const contentSources = siteConfig.locales.map(({ lang }) => ({
  resolve: 'gatsby-source-filesystem',
  options: { name: lang, path: path.join(__dirname, 'content', lang) },
}));

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.description,
    siteUrl: siteConfig.siteUrl,
  },
  // Page paths are exactly those of the page table: section roots end with "/", pages do not.
  trailingSlash: 'ignore',
  jsxRuntime: 'automatic',
  // Queries written on the Node side (gatsby/, marked with `gql`) are typed as well as those in src/.
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
    documentSearchPaths: ['./gatsby-node.ts', './gatsby/*.ts'],
  },
  plugins: [
    ...contentSources,
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(__dirname, 'locales') },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          remarkPlugins: [remarkStoredTree, remarkGfm, remarkCodeBlocks],
          recmaPlugins: [recmaJsxRuntimeOnce],
        },
        gatsbyRemarkPlugins: [
          // Ids only: the theme renders its own anchor links; the offset keeps hash targets below the navbar.
          { resolve: 'gatsby-remark-autolink-headers', options: { icon: false, offsetY: 72 } },
        ],
      },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: i18nPluginOptions(),
    },
    // RSS feeds of the release pages; the Atom feeds come from gatsby/on-post-build.ts.
    { resolve: 'gatsby-plugin-feed', options: rssFeedPluginOptions() },
    { resolve: 'gatsby-plugin-sitemap', options: sitemapPluginOptions },
  ],
};

export default config;
