import { graphql } from 'gatsby';

/**
 * The UI strings of the page's language, which gatsby-plugin-react-i18next reads from the
 * `locales` field of every page query. Each template's query spreads it (`...PageStrings`)
 * and declares `$language`, which the plugin puts in the page context.
 */
export const pageStrings = graphql`
  fragment PageStrings on Query {
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
