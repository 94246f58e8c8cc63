/**
 * Marks a GraphQL document written on the Node side (a plugin's query, a query run after the
 * build) so Gatsby's typegen reads it (`graphqlTypegen.documentSearchPaths` in
 * gatsby-config.ts) and its result type is `Queries.<Name>Query`. Returns the text unchanged.
 */
export function gql(strings: TemplateStringsArray): string {
  return strings.raw.join('');
}
