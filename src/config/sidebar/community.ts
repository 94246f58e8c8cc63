import type { SidebarSectionConfig } from '../types';

export const communitySidebar: SidebarSectionConfig = [];
