import type { SidebarSectionConfig } from '../types';

export const communitySidebar: SidebarSectionConfig = [
  {
    text: { en: 'Releases', zh: '版本发布' },
    items: [
      { link: '/community/releases/' },
      { link: '/community/releases/v0-5' },
      { link: '/community/releases/v0-4' },
      { link: '/community/releases/v0-3' },
      { link: '/community/releases/v0-2' },
      { link: '/community/releases/v0-1' },
    ],
  },
];
