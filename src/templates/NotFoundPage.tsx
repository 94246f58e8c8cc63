import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SeoHead } from '../components/SeoHead/SeoHead';
import { NotFoundLayout } from '../layouts/NotFoundLayout';

interface NotFoundContext {
  language: string;
}

export default function NotFoundPage({ location }: PageProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  return <NotFoundLayout pathname={location.pathname} />;
}

export function Head({ pageContext }: HeadProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  return (
    <SeoHead title="404" description={null} locale={pageContext.language} route={null} pageType="404">
      <meta name="robots" content="noindex" />
    </SeoHead>
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
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
