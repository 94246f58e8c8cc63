import type { SidebarSectionConfig } from '../types';

export const guideSidebar: SidebarSectionConfig = [
  {
    text: { en: 'Getting Started', zh: '开始' },
    items: [
      { link: '/guide/start/' },
      { link: '/guide/start/quick-start' },
      { link: '/guide/start/features' },
      { link: '/guide/start/glossary' },
      { link: '/guide/start/npm-packages' },
    ],
  },
  {
    text: { en: 'Framework', zh: '框架' },
    items: [
      { link: '/guide/framework/react' },
      { link: '/guide/framework/vue3' },
      { link: '/guide/framework/vue2' },
      { link: '/guide/framework/svelte' },
      { link: '/guide/framework/solid' },
    ],
  },
  {
    text: { en: 'Basic', zh: '基础' },
    items: [
      { link: '/guide/basic/cli' },
      { link: '/guide/basic/server' },
      { link: '/guide/basic/output-files' },
      { link: '/guide/basic/css-usage' },
      { link: '/guide/basic/static-assets' },
      { link: '/guide/basic/json-files' },
      { link: '/guide/basic/wasm-assets' },
      { link: '/guide/basic/configure-rspack' },
      { link: '/guide/basic/configure-rsbuild' },
      { link: '/guide/basic/html-template' },
      { link: '/guide/basic/css-modules' },
      { link: '/guide/basic/typescript' },
      { link: '/guide/basic/tailwindcss' },
      { link: '/guide/basic/unocss' },
    ],
  },
];
