import type { SidebarSectionConfig } from '../types';

export const configSidebar: SidebarSectionConfig = [{ link: '/config/', text: { en: 'Overview', zh: 'Overview' } }];
