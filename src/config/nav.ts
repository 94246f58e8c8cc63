import type { NavItemConfig } from './types';

export const navItems: NavItemConfig[] = [
  { text: { en: 'Guide', zh: '指南' }, link: '/guide/start/', activeMatch: '^/guide/', position: 'right' },
  { text: { en: 'Config', zh: '配置' }, link: '/config/', activeMatch: '^/config/', position: 'right' },
  { text: { en: 'Plugin', zh: '插件' }, link: '/plugins/list/', activeMatch: '^/plugins/', position: 'right' },
  { text: { en: 'API', zh: 'API' }, link: '/api/start/', activeMatch: '^/api/', position: 'right' },
  {
    text: { en: 'Community', zh: '社区' },
    link: '/community/releases/',
    activeMatch: '^/community/',
    position: 'right',
  },
];
