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
];
