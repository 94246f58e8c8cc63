/**
 * MDX in, Markdown out, as gatsby/markdown-export.ts does it: remark-parse + remark-mdx +
 * remark-gfm (gatsby/parse-mdx.ts), the pure conversion, mdast-util-to-markdown with GFM
 * (gatsby/markdown-render.ts). Jest's module registry cannot load these ESM-only packages, so
 * they come from Node's own require, which loads ESM synchronously since Node 20.19.
 */
import type { createRequire as CreateRequire } from 'node:module';
import {
  MARKDOWN_STYLE,
  mdxToMarkdownTree,
  type MarkdownContext,
  type MarkdownLabels,
  type MdxNode,
} from '../../../src/core/mdx-markdown';

const nodeModule = (
  process as unknown as { getBuiltinModule(id: 'node:module'): { createRequire: typeof CreateRequire } }
).getBuiltinModule('node:module');
const nodeRequire = nodeModule.createRequire(__filename);

const { unified } = nodeRequire('unified') as {
  unified: () => { use(plugin: unknown): ReturnType<typeof unified>; parse(source: string): unknown };
};
const remarkParse = (nodeRequire('remark-parse') as { default: unknown }).default;
const remarkMdx = (nodeRequire('remark-mdx') as { default: unknown }).default;
const remarkGfm = (nodeRequire('remark-gfm') as { default: unknown }).default;
const { toMarkdown } = nodeRequire('mdast-util-to-markdown') as { toMarkdown(tree: unknown, options: unknown): string };
const { gfmToMarkdown } = nodeRequire('mdast-util-gfm') as { gfmToMarkdown(): unknown };

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parse(source: string): MdxNode {
  try {
    return parser.parse(source) as MdxNode;
  } catch (error) {
    // An error from Node's module realm is not an Error of Jest's: rethrow its message.
    throw new Error(`MDX parse error: ${String((error as { message?: unknown }).message ?? error)}`, {
      cause: error,
    });
  }
}

export function stringify(tree: MdxNode): string {
  return toMarkdown(tree, { ...MARKDOWN_STYLE, unsafe: [...MARKDOWN_STYLE.unsafe], extensions: [gfmToMarkdown()] });
}

export const LABELS: MarkdownLabels = {
  callout: { tip: 'TIP', info: 'INFO', warning: 'WARNING', danger: 'DANGER' },
  details: 'DETAILS',
  type: 'Type',
  default: 'Default',
  version: 'Added in',
  publishedAt: 'Published on',
  source: 'Source',
  features: 'Features',
  others: 'Others',
};

/** Converts an MDX body; `snippets` maps content paths to the MDX of shared files. */
export function convert(
  source: string,
  options: { locale?: string; file?: string; snippets?: Record<string, string> } = {},
): string {
  const snippets = options.snippets ?? {};
  const ctx: MarkdownContext = {
    file: options.file ?? 'content/en/guide/basic/page.mdx',
    locale: options.locale ?? 'en',
    langs: ['en', 'zh'],
    defaultLang: 'en',
    siteUrl: 'https://rsbuild.dev',
    labels: LABELS,
    resolveImport: (importSource, fromFile) => {
      const parts = `${fromFile.slice(0, fromFile.lastIndexOf('/'))}/${importSource}`.split('/');
      const resolved: string[] = [];
      for (const part of parts) {
        if (part === '..') resolved.pop();
        else if (part !== '.') resolved.push(part);
      }
      const file = resolved.join('/');
      const snippet = snippets[file];
      return snippet === undefined ? null : { file, tree: parse(snippet) };
    },
  };
  return stringify(mdxToMarkdownTree(parse(source), ctx));
}
