import { graphql, useStaticQuery } from 'gatsby';

/** Where each locale's search index file is (a few bytes of static query data, not the index). */
export function useSearchIndexFiles(): readonly { lang: string; url: string }[] {
  const data = useStaticQuery<Queries.SearchIndexFilesQuery>(graphql`
    query SearchIndexFiles {
      searchIndexFiles {
        lang
        url
      }
    }
  `);
  return data.searchIndexFiles;
}
