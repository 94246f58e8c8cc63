import type { SidebarSectionConfig } from '../types';

export const apiSidebar: SidebarSectionConfig = [];
