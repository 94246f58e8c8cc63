import type { SectionKey, SidebarSectionConfig } from '../types';
import { apiSidebar } from './api';
import { communitySidebar } from './community';
import { configSidebar } from './config';
import { guideSidebar } from './guide';
import { pluginsSidebar } from './plugins';

/** The sidebar of each section, in reading order; previous/next follow it. */
export const sidebarSections: Record<SectionKey, SidebarSectionConfig> = {
  guide: guideSidebar,
  config: configSidebar,
  plugins: pluginsSidebar,
  api: apiSidebar,
  community: communitySidebar,
};
