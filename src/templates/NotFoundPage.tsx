import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SeoHead } from '../components/SeoHead/SeoHead';
import type { RouteData } from '../core/route-data';
import { RouteDataProvider } from '../hooks/useRouteData';
import { NotFoundLayout } from '../layouts/NotFoundLayout';

interface NotFoundContext {
  route: RouteData;
}

export default function NotFoundPage({ pageContext, location }: PageProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  return (
    <RouteDataProvider value={pageContext.route}>
      <NotFoundLayout pathname={location.pathname} />
    </RouteDataProvider>
  );
}

export function Head({ pageContext }: HeadProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  return (
    <SeoHead head={pageContext.route.head} globalUIComponents={pageContext.route.globalUIComponents}>
      <meta name="robots" content="noindex" />
    </SeoHead>
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...PageStrings
  }
`;
