/**
 * The MDX compile (gatsby-plugin-mdx's webpack loader, in the build and in develop) starts from
 * the syntax tree the site already parsed for the same body (gatsby/parse-mdx.ts) instead of
 * parsing the file a second time: parsing was three quarters of the compile, and every page's
 * facts, search records and Markdown export parse it anyway. Both parse with remark-parse,
 * remark-mdx and remark-gfm, the compile's own parser settings, so the tree is the same; a body
 * without a stored tree is parsed as before.
 */
import { storedMdxTree } from './parse-mdx';

type Parse = (document: string, file: unknown) => unknown;

/** A remark plugin: the processor's parser answers from the store first. */
export function remarkStoredTree(this: { Parser?: Parse }): void {
  const parse = this.Parser;
  if (!parse) return;
  this.Parser = (document, file) => storedMdxTree(document) ?? parse(document, file);
}
