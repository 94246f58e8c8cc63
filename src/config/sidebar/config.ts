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
];
