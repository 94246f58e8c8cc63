import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import { SeoHead, type PageI18nContext } from '../components/SeoHead/SeoHead';
import { DocLayout, type DocPageContext } from '../layouts/DocLayout';

type Props = PageProps<Queries.DocPageQuery, DocPageContext> & { children: ReactNode };

export default function DocPage({ data, pageContext, location, children }: Props) {
  if (!data.mdx) return null;
  return (
    <DocLayout page={data.mdx} context={pageContext} location={location}>
      {children}
    </DocLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext & PageI18nContext>) {
  const frontmatter = data.mdx?.frontmatter;
  return (
    <SeoHead
      title={frontmatter?.title ?? null}
      description={data.mdx?.fields.description ?? null}
      locale={pageContext.language}
      route={pageContext.i18n.originalPath}
      pageType={frontmatter?.pageType ?? 'doc'}
      publishedAt={frontmatter?.published_at ?? null}
      globalUIComponents={frontmatter?.globalUIComponents ?? null}
    />
  );
}

export const query = graphql`
  query DocPage($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        pageType
        navbar
        sidebar
        outline
        footer
        globalUIComponents
        published_at
        type
        default
        version
      }
      fields {
        locale
        routePath
        relativePath
        description
        lastUpdatedTime
        toc {
          text
          id
          depth
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
