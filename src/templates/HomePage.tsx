import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import { SeoHead } from '../components/SeoHead/SeoHead';
import type { RouteDataText } from '../core/route-data';
import { RouteDataProvider, pageRouteData } from '../hooks/useRouteData';
import { HomeLayout } from '../layouts/HomeLayout';

interface HomeContext {
  route: RouteDataText;
}

type Props = PageProps<Queries.HomePageQuery, HomeContext> & { children: ReactNode };

export default function HomePage({ pageContext, location, children }: Props) {
  const route = pageRouteData(pageContext.route);
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
  const route = pageRouteData(pageContext.route);
  return <SeoHead head={route.head} globalUIComponents={route.globalUIComponents} />;
}

export const query = graphql`
  query HomePage($language: String!) {
    ...PageStrings
  }
`;
