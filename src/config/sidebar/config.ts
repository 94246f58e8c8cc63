import type { SidebarSectionConfig } from '../types';

export const configSidebar: SidebarSectionConfig = [
  { link: '/config/', text: { en: 'Overview', zh: 'Overview' } },
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
];
