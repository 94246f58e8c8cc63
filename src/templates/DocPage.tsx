import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import { SeoHead } from '../components/SeoHead/SeoHead';
import type { RouteData } from '../core/route-data';
import { RouteDataProvider } from '../hooks/useRouteData';
import { DocLayout } from '../layouts/DocLayout';

/** What createPages puts in a doc page's context (gatsby/create-pages.ts). */
export interface DocPageContext {
  route: RouteData;
}

type Props = PageProps<Queries.DocPageQuery, DocPageContext> & { children: ReactNode };

export default function DocPage({ pageContext, location, children }: Props) {
  return (
    <RouteDataProvider value={pageContext.route}>
      <DocLayout route={pageContext.route} location={location}>
        {children}
      </DocLayout>
    </RouteDataProvider>
  );
}

export function Head({ pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  return <SeoHead head={pageContext.route.head} globalUIComponents={pageContext.route.globalUIComponents} />;
}

export const query = graphql`
  query DocPage($language: String!) {
    ...PageStrings
  }
`;
