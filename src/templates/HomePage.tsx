import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import { SeoHead, type PageI18nContext } from '../components/SeoHead/SeoHead';
import { HomeLayout } from '../layouts/HomeLayout';

interface HomeContext {
  language: string;
}

type Props = PageProps<Queries.HomePageQuery, HomeContext> & { children: ReactNode };

export default function HomePage({ data, location, children }: Props) {
  const frontmatter = data.mdx?.frontmatter;
  return (
    <HomeLayout hero={frontmatter?.hero ?? null} features={frontmatter?.features ?? []} pathname={location.pathname}>
      {children}
    </HomeLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, HomeContext & PageI18nContext>) {
  return (
    <SeoHead
      title={null}
      description={data.mdx?.fields.description ?? null}
      locale={pageContext.language}
      route={pageContext.i18n.originalPath}
      pageType="home"
      globalUIComponents={data.mdx?.frontmatter.globalUIComponents ?? null}
    />
  );
}

export const query = graphql`
  query HomePage($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        globalUIComponents
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
      fields {
        description
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
