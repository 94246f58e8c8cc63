import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SeoHead } from '../components/SeoHead/SeoHead';
import type { RouteDataText } from '../core/route-data';
import { RouteDataProvider, pageRouteData } from '../hooks/useRouteData';
import { NotFoundLayout } from '../layouts/NotFoundLayout';

interface NotFoundContext {
  route: RouteDataText;
}

export default function NotFoundPage({ pageContext, location }: PageProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  const route = pageRouteData(pageContext.route);
  return (
    <RouteDataProvider value={route}>
      <NotFoundLayout pathname={location.pathname} />
    </RouteDataProvider>
  );
}

export function Head({ pageContext }: HeadProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  const route = pageRouteData(pageContext.route);
  return (
    <SeoHead head={route.head} globalUIComponents={route.globalUIComponents}>
      <meta name="robots" content="noindex" />
    </SeoHead>
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...PageStrings
  }
`;
