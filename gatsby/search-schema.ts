/** Types of the search feature, added to the schema by gatsby/schema.ts. */
export const searchTypeDefs = `
  "A locale's static search index file (gatsby/search-index-files.ts)."
  type SearchIndexFile {
    lang: String!
    "Site-relative URL: /static/search_index.<lang>.<content hash>.json"
    url: String!
    "Number of records (page sections) in the index."
    records: Int!
  }
`;
