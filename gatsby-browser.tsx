import type { GatsbyBrowser } from 'gatsby';
import { themeConfig } from './src/config/theme';
import { installAnchorScroll } from './src/theme/anchor-scroll';
import { installNavigationEffects, navigationRendered } from './src/theme/navigation-effects';
import { hydrateInSlices } from './src/theme/hydrate-in-slices';
import { nextTask } from './src/theme/next-task';
import { installPageDataGuard } from './src/theme/page-data-guard';
import { routeUpdated } from './src/theme/route-updates';
import { installSearchShortcut } from './src/theme/search-shortcut';
import './src/theme/tokens.css';
import './src/theme/global.css';
import './src/theme/prism.css';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installAnchorScroll();
  installSearchShortcut();
  // Inside the navigation effects, so a failed load ends the progress bar and transition they start.
  installPageDataGuard(navigationRendered);
  installNavigationEffects(themeConfig.enableContentAnimation);
  // The rest of Gatsby's start-up (page data, hydration) in a task of its own.
  return nextTask();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  navigationRendered();
  routeUpdated();
};

/**
 * The first render yields to the browser while it hydrates (see src/theme/hydrate-in-slices.ts).
 * Not typed with GatsbyBrowser: its `Renderer` is the legacy `ReactDOM.render` signature.
 */
export const replaceHydrateFunction = () => hydrateInSlices;
