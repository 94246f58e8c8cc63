/** Parses MDX the way gatsby-plugin-mdx does (remark-parse + remark-mdx), with GFM tables. */
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { MdNode } from '../src/core/mdast';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();

export function parseMdx(source: string): MdNode {
  return parser.parse(source) as unknown as MdNode;
}
