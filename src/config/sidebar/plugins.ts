import type { SidebarSectionConfig } from '../types';

export const pluginsSidebar: SidebarSectionConfig = [
  {
    text: { en: 'Plugins', zh: '插件列表' },
    items: [
      { link: '/plugins/list/' },
      { link: '/plugins/list/plugin-react' },
      { link: '/plugins/list/plugin-svgr' },
      { link: '/plugins/list/plugin-vue' },
      { link: '/plugins/list/plugin-vue-jsx' },
      { link: '/plugins/list/plugin-vue2' },
      { link: '/plugins/list/plugin-vue2-jsx' },
      { link: '/plugins/list/plugin-preact' },
      { link: '/plugins/list/plugin-svelte' },
      { link: '/plugins/list/plugin-solid' },
      { link: '/plugins/list/plugin-assets-retry' },
      { link: '/plugins/list/plugin-babel' },
      { link: '/plugins/list/plugin-eslint' },
      { link: '/plugins/list/plugin-type-check' },
      { link: '/plugins/list/plugin-image-compress' },
      { link: '/plugins/list/plugin-mdx' },
      { link: '/plugins/list/plugin-node-polyfill' },
      { link: '/plugins/list/plugin-lightningcss' },
      { link: '/plugins/list/plugin-source-build' },
      { link: '/plugins/list/plugin-stylus' },
      { link: '/plugins/list/plugin-typed-css-modules' },
      { link: '/plugins/list/plugin-styled-components' },
      { link: '/plugins/list/plugin-check-syntax' },
      { link: '/plugins/list/plugin-css-minimizer' },
      { link: '/plugins/list/plugin-pug' },
    ],
  },
];
