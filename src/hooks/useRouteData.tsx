import { createContext, useContext } from 'react';
import type { RouteData } from '../core/route-data';

const RouteDataContext = createContext<RouteData | null>(null);

/** Set by each page template from its page context: what createPages computed for the page. */
export const RouteDataProvider = RouteDataContext.Provider;

/** The route data of the page being rendered (src/core/route-data.ts). */
export function useRouteData(): RouteData {
  const route = useContext(RouteDataContext);
  if (!route) throw new Error('useRouteData is used outside a page template (no RouteDataProvider)');
  return route;
}
