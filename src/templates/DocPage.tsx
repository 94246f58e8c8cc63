import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import { SeoHead } from '../components/SeoHead/SeoHead';
import type { RouteDataText } from '../core/route-data';
import { RouteDataProvider, pageRouteData } from '../hooks/useRouteData';
import { DocLayout } from '../layouts/DocLayout';

/** What createPages puts in a doc page's context (gatsby/create-pages.ts). */
export interface DocPageContext {
  route: RouteDataText;
}

type Props = PageProps<Queries.DocPageQuery, DocPageContext> & { children: ReactNode };

export default function DocPage({ pageContext, location, children }: Props) {
  const route = pageRouteData(pageContext.route);
  return (
    <RouteDataProvider value={route}>
      <DocLayout route={route} location={location}>
        {children}
      </DocLayout>
    </RouteDataProvider>
  );
}

export function Head({ pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  const route = pageRouteData(pageContext.route);
  return <SeoHead head={route.head} globalUIComponents={route.globalUIComponents} />;
}

export const query = graphql`
  query DocPage($language: String!) {
    ...PageStrings
  }
`;
