/**
 * Parses MDX the way gatsby-plugin-mdx does (remark-parse + remark-mdx), with GFM tables,
 * once per file content: the page facts (onCreateNode), the search records and the Markdown
 * export all read the same tree. A tree is kept per file and replaced when the file's content
 * changes, so `gatsby develop` holds one tree per file however often it is edited. Readers
 * must not change the tree.
 */
import { createHash } from 'node:crypto';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { MdNode } from '../src/core/mdast';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();

const trees = new Map<string, { hash: string; tree: MdNode }>();

/**
 * The syntax tree of an MDX body. `file` (content-root relative, `en/guide/start/index.mdx`)
 * names the cache entry; without it the tree is parsed and not kept.
 */
export function parseMdx(source: string, file?: string): MdNode {
  if (file === undefined) return parser.parse(source) as unknown as MdNode;
  const hash = createHash('sha1').update(source).digest('hex');
  const cached = trees.get(file);
  if (cached?.hash === hash) return cached.tree;
  const tree = parser.parse(source) as unknown as MdNode;
  trees.set(file, { hash, tree });
  return tree;
}
