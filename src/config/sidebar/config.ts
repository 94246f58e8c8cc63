import type { SidebarSectionConfig } from '../types';

export const configSidebar: SidebarSectionConfig = [
  { link: '/config/', text: { en: 'Overview', zh: 'Overview' } },
  { link: '/config/plugins' },
  {
    text: { en: 'dev', zh: 'dev' },
    items: [
      { link: '/config/dev/asset-prefix' },
      { link: '/config/dev/before-start-url' },
      { link: '/config/dev/client' },
      { link: '/config/dev/hmr' },
      { link: '/config/dev/live-reload' },
      { link: '/config/dev/progress-bar' },
      { link: '/config/dev/setup-middlewares' },
      { link: '/config/dev/start-url' },
      { link: '/config/dev/write-to-disk' },
    ],
  },
  {
    text: { en: 'source', zh: 'source' },
    items: [
      { link: '/config/source/alias-strategy' },
      { link: '/config/source/alias' },
      { link: '/config/source/decorators' },
      { link: '/config/source/define' },
      { link: '/config/source/entry' },
      { link: '/config/source/exclude' },
      { link: '/config/source/include' },
      { link: '/config/source/pre-entry' },
      { link: '/config/source/transform-import' },
      { link: '/config/source/tsconfig-path' },
    ],
  },
  {
    text: { en: 'html', zh: 'html' },
    items: [
      { link: '/config/html/app-icon' },
      { link: '/config/html/crossorigin' },
      { link: '/config/html/favicon' },
      { link: '/config/html/inject' },
      { link: '/config/html/meta' },
      { link: '/config/html/mount-id' },
      { link: '/config/html/output-structure' },
      { link: '/config/html/script-loading' },
      { link: '/config/html/tags' },
      { link: '/config/html/template-parameters' },
      { link: '/config/html/template' },
      { link: '/config/html/title' },
    ],
  },
  {
    text: { en: 'server', zh: 'server' },
    items: [
      { link: '/config/server/compress' },
      { link: '/config/server/headers' },
      { link: '/config/server/history-api-fallback' },
      { link: '/config/server/host' },
      { link: '/config/server/html-fallback' },
      { link: '/config/server/https' },
      { link: '/config/server/port' },
      { link: '/config/server/print-urls' },
      { link: '/config/server/proxy' },
      { link: '/config/server/public-dir' },
      { link: '/config/server/strict-port' },
    ],
  },
  {
    text: { en: 'security', zh: 'security' },
    items: [
      { link: '/config/security/nonce' },
    ],
  },
  {
    text: { en: 'moduleFederation', zh: 'moduleFederation' },
    items: [
      { link: '/config/module-federation/options' },
    ],
  },
];
