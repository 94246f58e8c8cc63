/**
 * Parses MDX and writes Markdown with the unified ecosystem: remark-parse + remark-mdx +
 * remark-gfm in (gatsby/parse-mdx.ts), mdast-util-to-markdown with the GFM extension out.
 */
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { MARKDOWN_STYLE, type MdxNode } from '../src/core/mdx-markdown';

const options: Options = { ...MARKDOWN_STYLE, unsafe: [...MARKDOWN_STYLE.unsafe], extensions: [gfmToMarkdown()] };

/** Markdown text of a tree that holds only Markdown nodes: an MDX node left over throws. */
export function stringifyMarkdown(tree: MdxNode): string {
  return toMarkdown(tree as Parameters<typeof toMarkdown>[0], options);
}
