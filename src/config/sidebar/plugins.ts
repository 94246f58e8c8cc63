import type { SidebarSectionConfig } from '../types';

export const pluginsSidebar: SidebarSectionConfig = [
  {
    text: { en: 'Development', zh: '插件开发' },
    items: [{ link: '/plugins/dev/' }, { link: '/plugins/dev/core' }, { link: '/plugins/dev/hooks' }],
  },
];
