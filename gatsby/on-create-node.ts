/** Derives the fields of every MDX node once: locale, route, page type, outline, links. */
import type { GatsbyNode, Node } from 'gatsby';
import type { Locale } from '../src/config/types';
import { lastUpdatedTime } from './git-times';
import { derivePageFacts } from './page-facts';

interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
  internal: Node['internal'] & { contentFilePath: string };
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

  const facts = derivePageFacts(file.sourceInstanceName as Locale, file.relativePath, mdx.frontmatter ?? {}, mdx.body);
  for (const problem of facts.frontmatterProblems) {
    reporter.panicOnBuild(
      `Bad frontmatter in content/${facts.relativePath}: ${problem.message}.\n` +
        `  fix: correct "${problem.field}" at the top of the file (see "Adding a page" in README.md).`,
    );
  }

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
