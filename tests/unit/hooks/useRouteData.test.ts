import { routeDataText, type RouteData } from '../../../src/core/route-data';
import { pageRouteData } from '../../../src/hooks/useRouteData';

const route = (title: string) => ({ title, toc: [] }) as unknown as RouteData;

describe('pageRouteData', () => {
  it('reads a page context once: the page and its Head get the same object', () => {
    const text = routeDataText(route('Quick start'));
    const first = pageRouteData(text);
    expect(first.title).toBe('Quick start');
    expect(pageRouteData(text)).toBe(first);
    // An equal text of another page context (a new navigation to it) reads back the same object too.
    expect(pageRouteData(routeDataText(route('Quick start')))).toBe(first);
  });

  it('reads the route data of the next page', () => {
    pageRouteData(routeDataText(route('Quick start')));
    expect(pageRouteData(routeDataText(route('Glossary'))).title).toBe('Glossary');
  });
});
