import { graphql, useStaticQuery } from 'gatsby';

/** The release feeds of every locale, resolved at build time (gatsby/schema-feeds.ts). */
export function useReleaseFeeds() {
  const data = useStaticQuery<Queries.ReleaseFeedsQuery>(graphql`
    query ReleaseFeeds {
      siteConfig {
        releaseFeeds {
          locale
          url
          mime
          language
          title
        }
      }
    }
  `);
  return data.siteConfig?.releaseFeeds ?? [];
}
