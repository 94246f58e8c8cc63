import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import { SeoHead } from '../components/SeoHead/SeoHead';
import type { RouteData } from '../core/route-data';
import { RouteDataProvider } from '../hooks/useRouteData';
import { HomeLayout } from '../layouts/HomeLayout';

interface HomeContext {
  route: RouteData;
}

type Props = PageProps<Queries.HomePageQuery, HomeContext> & { children: ReactNode };

export default function HomePage({ pageContext: { route }, location, children }: Props) {
  return (
    <RouteDataProvider value={route}>
      <HomeLayout
        hero={route.hero}
        features={route.features}
        footerMessage={route.footerMessage}
        pathname={location.pathname}
      >
        {children}
      </HomeLayout>
    </RouteDataProvider>
  );
}

export function Head({ pageContext }: HeadProps<Queries.HomePageQuery, HomeContext>) {
  return <SeoHead head={pageContext.route.head} globalUIComponents={pageContext.route.globalUIComponents} />;
}

export const query = graphql`
  query HomePage($language: String!) {
    ...PageStrings
  }
`;
