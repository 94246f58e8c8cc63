/** Renders a component inside the route data of a page in the mocked current language, as a page template does. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { useI18next } from '../../__mocks__/gatsby-plugin-react-i18next';
import { RouteDataProvider } from '../../../src/hooks/useRouteData';
import { routeData } from '../site-data';

function WithRouteData({ children }: { children: ReactNode }) {
  return <RouteDataProvider value={routeData(useI18next().language as 'en' | 'zh')}>{children}</RouteDataProvider>;
}

export const renderInPage = (ui: ReactNode) => render(ui, { wrapper: WithRouteData });

/** jsdom has no matchMedia: a query that never matches. */
export function stubMatchMedia(): void {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
