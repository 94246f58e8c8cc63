/** Derives the fields of every MDX node once: locale, route, page type, outline, links. */
import { readFileSync } from 'node:fs';
import type { GatsbyNode, Node } from 'gatsby';
import type { Locale } from '../src/config/types';
import { lastUpdatedTime } from './git-times';
import { createNodeFields } from './node-fields';
import { contentReport, inspectContentFile } from './run-content-checks';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'Mdx') return;
  const file = getNode(node.parent ?? '') as FileNode | undefined;
  if (!file) return;

  // The same inspection as `npm run check:content`; before sourcing, the build already ran it
  // over every file (gatsby/on-pre-bootstrap.ts), so an unchanged file is not parsed again.
  const inspected = inspectContentFile(
    `content/${file.sourceInstanceName}/${file.relativePath}`,
    file.sourceInstanceName as Locale,
    file.relativePath,
    readFileSync(file.absolutePath, 'utf8'),
  );
  if (inspected.problems.length > 0 && !inspected.repeated) {
    reporter.panicOnBuild(contentReport(inspected.problems));
  }
  const facts = inspected.facts;
  if (!facts) return;

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
  createNodeFields(node, fields, actions.createNodeField);
};
