import type { SidebarSectionConfig } from '../types';

export const configSidebar: SidebarSectionConfig = [
  { link: '/config/', text: { en: 'Overview', zh: 'Overview' } },
  {
    text: { en: 'output', zh: 'output' },
    items: [
      { link: '/config/output/asset-prefix' },
      { link: '/config/output/charset' },
      { link: '/config/output/clean-dist-path' },
      { link: '/config/output/copy' },
      { link: '/config/output/css-modules' },
      { link: '/config/output/data-uri-limit' },
      { link: '/config/output/dist-path' },
      { link: '/config/output/externals' },
      { link: '/config/output/filename-hash' },
      { link: '/config/output/filename' },
      { link: '/config/output/inject-styles' },
      { link: '/config/output/inline-scripts' },
      { link: '/config/output/inline-styles' },
      { link: '/config/output/legal-comments' },
      { link: '/config/output/minify' },
      { link: '/config/output/override-browserslist' },
      { link: '/config/output/polyfill' },
      { link: '/config/output/source-map' },
      { link: '/config/output/targets' },
    ],
  },
  {
    text: { en: 'tools', zh: 'tools' },
    items: [
      { link: '/config/tools/autoprefixer' },
      { link: '/config/tools/bundler-chain' },
      { link: '/config/tools/css-loader' },
      { link: '/config/tools/html-plugin' },
      { link: '/config/tools/less' },
      { link: '/config/tools/postcss' },
      { link: '/config/tools/rspack' },
      { link: '/config/tools/sass' },
      { link: '/config/tools/style-loader' },
      { link: '/config/tools/swc' },
    ],
  },
];
