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

export default function HomePage({ data, pageContext, location, children }: Props) {
  const frontmatter = data.mdx?.frontmatter;
  return (
    <RouteDataProvider value={pageContext.route}>
      <HomeLayout
        hero={frontmatter?.hero ?? null}
        features={frontmatter?.features ?? []}
        footerMessage={pageContext.route.footerMessage}
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
  query HomePage($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        hero {
          name
          text
          tagline
          actions {
            text
            link
            theme
          }
          image {
            src
            alt
          }
        }
        features {
          icon
          title
          details
          link
          span
        }
      }
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
