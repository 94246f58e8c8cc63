import type { SidebarSectionConfig } from '../types';

export const apiSidebar: SidebarSectionConfig = [
  {
    text: { en: 'Start', zh: '开始' },
    items: [{ link: '/api/start/' }],
  },
  {
    text: { en: 'JavaScript API', zh: 'JavaScript API' },
    items: [
      { link: '/api/javascript-api/core' },
      { link: '/api/javascript-api/instance' },
      { link: '/api/javascript-api/types' },
    ],
  },
];
