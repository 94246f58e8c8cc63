/** Derives the fields of every MDX node once: locale, route, page type, outline, links. */
import { readFileSync } from 'node:fs';
import type { GatsbyNode, Node } from 'gatsby';
import type { Locale } from '../src/config/types';
import { lastUpdatedTime } from './git-times';
import { derivePageFacts } from './page-facts';

interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
  internal: Node['internal'] & { contentFilePath: string };
}

/** A parse error of the MDX syntax, with the file, the line in the file and the usual fix. */
/** Lines above the MDX body: positions in the body plus this are lines of the file. */
function bodyLineOffset(absolutePath: string, body: string): number {
  return readFileSync(absolutePath, 'utf8').split('\n').length - body.split('\n').length;
}

function describeParseError(path: string, offset: number, error: unknown): string {
  const { line, reason, message } = error as { line?: number; reason?: string; message?: string };
  const where = line === undefined ? path : `${path}:${line + offset}`;
  return (
    `The MDX of ${where} does not parse: ${reason ?? message ?? String(error)}\n` +
    '  fix: escape a literal { } or < in text as \\{ \\} or &lt;, put it in `inline code`, ' +
    'or write comments as {/* … */}.'
  );
}

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'Mdx') return;
  const mdx = node as MdxNode;
  const file = getNode(mdx.parent ?? '') as FileNode | undefined;
  if (!file) return;

  const offset = bodyLineOffset(file.absolutePath, mdx.body);
  let facts: ReturnType<typeof derivePageFacts>;
  try {
    facts = derivePageFacts(
      file.sourceInstanceName as Locale,
      file.relativePath,
      mdx.frontmatter ?? {},
      mdx.body,
      offset,
    );
  } catch (error) {
    reporter.panicOnBuild(describeParseError(`content/${file.sourceInstanceName}/${file.relativePath}`, offset, error));
    return;
  }
  for (const problem of facts.frontmatterProblems) {
    reporter.panicOnBuild(
      `Bad frontmatter in content/${facts.relativePath}: ${problem.message}.\n` +
        `  fix: correct "${problem.field}" at the top of the file (see "Adding a page" in README.md).`,
    );
  }

  // Every fact is a field of the same name (MdxFields, gatsby/schema.ts), but the problems
  // reported above, the first paragraph (already the default description) and the embeds,
  // which the search index reads from the parsed tree.
  const { frontmatterProblems, embeds, firstParagraph, text, ...derived } = facts;
  const fields: Record<string, unknown> = {
    ...derived,
    version: '',
    plainText: text,
    lastUpdatedTime: lastUpdatedTime(file.absolutePath),
  };
  for (const [name, value] of Object.entries(fields)) {
    actions.createNodeField({ node, name, value });
  }
};
