import type { SidebarSectionConfig } from '../types';

export const pluginsSidebar: SidebarSectionConfig = [];
