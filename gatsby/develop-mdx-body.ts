/**
 * In `gatsby develop`, gatsby-plugin-mdx's webpack loader compiles the body of a page's Mdx
 * node, which Gatsby updates only after its data work for a save is done. Reading the body
 * from the file itself, split from its frontmatter exactly as the plugin does when it creates
 * the node, lets a saved page compile at once (gatsby/develop-compile-soon.ts). The production
 * build keeps the plugin's loader as it is.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseFrontmatter } from 'gatsby-plugin-mdx/dist/frontmatter';

interface MdxNode {
  body?: string;
  internal: { contentFilePath?: string };
}

type GetNode = (id: string) => MdxNode | undefined;

/** `getNode` for the MDX loader: the node with its body as the file on disk has it now. */
export function withBodyFromDisk(getNode: GetNode): GetNode {
  // While Gatsby replaces a saved file's node there is briefly none: remember where each one lives.
  const files = new Map<string, string>();
  return (id) => {
    const node = getNode(id);
    const file = node?.internal.contentFilePath ?? files.get(id);
    if (!file) return node;
    files.set(id, file);
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      return node;
    }
    const digest = createHash('md5').update(raw).digest('hex');
    return {
      ...node,
      internal: { ...node?.internal, contentFilePath: file },
      body: parseFrontmatter(digest, raw).body,
    };
  };
}

interface Rule {
  test?: unknown;
  use?: unknown;
}

interface LoaderStep {
  loader?: string;
  options?: { getNode?: GetNode };
}

/** gatsby-plugin-mdx's rule for `.md`/`.mdx` files, with its loader reading bodies from disk. */
export function mdxLoaderReadsFiles(rules: Rule[]): void {
  for (const rule of rules) {
    if (String(rule.test) !== String(/\.mdx?$/) || typeof rule.use !== 'function') continue;
    const stepsOf = rule.use as (info: unknown) => LoaderStep[];
    let getNode: GetNode | undefined;
    let fresh: GetNode | undefined;
    rule.use = (info: unknown) =>
      stepsOf(info).map((step) => {
        const original = step.options?.getNode;
        if (!/gatsby-mdx-loader/.test(step.loader ?? '') || !original) return step;
        // One wrapper for the plugin's one getNode, so its memory of files lasts across compiles.
        if (original !== getNode) [getNode, fresh] = [original, withBodyFromDisk(original)];
        return { ...step, options: { ...step.options, getNode: fresh } };
      });
  }
}
