/** Derives the fields of every MDX node once: locale, route, page type, outline, links. */
import { readFileSync } from 'node:fs';
import type { GatsbyNode, Node } from 'gatsby';
import type { Locale } from '../src/config/types';
import { lastUpdatedTime } from './git-times';
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

  const fields: Record<string, unknown> = {
    locale: facts.locale,
    lang: facts.lang,
    version: '',
    relativePath: facts.relativePath,
    routePath: facts.routePath,
    route: facts.route,
    pageType: facts.pageType,
    description: facts.description,
    section: facts.section,
    isShared: facts.isShared,
    toc: facts.toc,
    anchors: facts.anchors,
    headingDepths: facts.headingDepths,
    links: facts.links,
    components: facts.components,
    imports: facts.imports,
    importSources: facts.importSources,
    plainText: facts.text,
    lastUpdatedTime: lastUpdatedTime(file.absolutePath),
  };
  for (const [name, value] of Object.entries(fields)) {
    actions.createNodeField({ node, name, value });
  }
};
