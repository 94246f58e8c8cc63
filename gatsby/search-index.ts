/**
 * The search index of each locale, built by gatsby-plugin-local-search with FlexSearch from
 * a GraphQL query over the MDX pages: one record per section (src/core/search-records.ts),
 * indexed by the terms of its body, made by src/core/search-tokenizer.ts — the module the
 * browser uses for queries. gatsby-config.ts adds one plugin instance per locale;
 * gatsby/search-index-files.ts writes the static files the browser fetches.
 */
import { siteConfig } from '../src/config/site';
import { analyzeMdast } from '../src/core/mdast';
import { INDEXED_FIELDS, pluginIndexName, STORED_FIELDS } from '../src/core/search-index-file';
import { localeRecords, type IndexedRecord, type SearchSourceNode } from '../src/core/search-records';
import { SEARCH_ENGINE_OPTIONS } from '../src/core/search-tokenizer';
import { parseMdx } from './parse-mdx';

/**
 * Records of one locale; the trees of pages that render a snippet are those parsed for their
 * page facts (gatsby/parse-mdx.ts keeps one per file). Code blocks are found in the MDX
 * source line by line, without a parser.
 */
export function searchRecords(data: { allMdx: { nodes: SearchSourceNode[] } }): IndexedRecord[] {
  return localeRecords(data.allMdx.nodes, (node) => analyzeMdast(parseMdx(node.body, node.fields.relativePath)).embeds);
}

function sourceQuery(lang: string): string {
  return `
    query SearchIndexSource_${lang} {
      allMdx(filter: { fields: { locale: { eq: "${lang}" } } }) {
        nodes {
          body
          frontmatter { title description }
          fields {
            routePath
            relativePath
            isShared
            lang
            pageType
            importSources
            plainText
            toc { text id depth charIndex }
          }
        }
      }
    }
  `;
}

/** One gatsby-plugin-local-search instance per locale, for gatsby-config.ts. */
export function searchIndexPlugins() {
  return siteConfig.locales.map(({ lang }) => ({
    resolve: 'gatsby-plugin-local-search',
    options: {
      name: pluginIndexName(lang),
      engine: 'flexsearch',
      engineOptions: SEARCH_ENGINE_OPTIONS,
      query: sourceQuery(lang),
      ref: 'id',
      index: INDEXED_FIELDS,
      store: STORED_FIELDS,
      normalizer: ({ data }: { data: { allMdx: { nodes: SearchSourceNode[] } } }) => searchRecords(data),
    },
  }));
}
