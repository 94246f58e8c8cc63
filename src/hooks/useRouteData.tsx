import { createContext, useContext } from 'react';
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

/** The page whose route data was read last: its page component and its Head read the same text. */
let lastRead: { text: RouteDataText; route: RouteData } | null = null;

/**
 * A template's route data, read from its page context once per page: the page component and
 * its Head share one parse, and every render gets the same object.
 */
export function pageRouteData(text: RouteDataText): RouteData {
  if (lastRead?.text !== text) lastRead = { text, route: readRouteData(text) };
  return lastRead.route;
}
