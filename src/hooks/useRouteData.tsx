import { createContext, useContext, useMemo } from 'react';
import { readRouteData, type RouteData, type RouteDataText } from '../core/route-data';

const RouteDataContext = createContext<RouteData | null>(null);

/** Set by each page template from its page context: what createPages computed for the page. */
export const RouteDataProvider = RouteDataContext.Provider;

/** The route data of the page being rendered (src/core/route-data.ts). */
export function useRouteData(): RouteData {
  const route = useContext(RouteDataContext);
  if (!route) throw new Error('useRouteData is used outside a page template (no RouteDataProvider)');
  return route;
}

/** A template's route data, read from its page context once per page, the same object on every render. */
export function usePageRouteData(text: RouteDataText): RouteData {
  return useMemo(() => readRouteData(text), [text]);
}
