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
  {
    text: { en: 'Advanced', zh: '进阶' },
    items: [
      { link: '/guide/advanced/alias' },
      { link: '/guide/advanced/env-vars' },
      { link: '/guide/advanced/hmr' },
      { link: '/guide/advanced/browserslist' },
      { link: '/guide/advanced/browser-compatibility' },
      { link: '/guide/advanced/rem' },
    ],
  },
  {
    text: { en: 'Optimization', zh: '优化' },
    items: [
      { link: '/guide/optimization/optimize-bundle' },
      { link: '/guide/optimization/build-performance' },
      { link: '/guide/optimization/split-chunk' },
      { link: '/guide/optimization/inline-assets' },
    ],
  },
  {
    text: { en: 'Migration', zh: '迁移' },
    items: [
      { link: '/guide/migration/webpack' },
      { link: '/guide/migration/cra' },
      { link: '/guide/migration/vue-cli' },
      { link: '/guide/migration/modern-builder' },
    ],
  },
  {
    text: { en: 'Debug', zh: '调试' },
    items: [
      { link: '/guide/debug/debug-mode' },
      { link: '/guide/debug/build-profiling' },
      { link: '/guide/debug/rsdoctor' },
    ],
  },
  {
    text: { en: 'FAQ', zh: '常见问题' },
    items: [
      { link: '/guide/faq/general' },
      { link: '/guide/faq/features' },
      { link: '/guide/faq/exceptions' },
      { link: '/guide/faq/hmr' },
    ],
  },
];
