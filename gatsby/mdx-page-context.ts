/**
 * gatsby-plugin-mdx copies an MDX page's frontmatter into its context unless the context has
 * one: it reads and parses the file again, deletes the page and creates it anew, which ran every
 * plugin's onCreatePage a second time for each of the ~350 pages. The route data already carries
 * all a page shows of its frontmatter, so the site's pages hold an empty one: no second creation,
 * and no copy of the frontmatter in every page's data.
 *
 * The plugin looks for the page's File node among all of them before it looks at the context,
 * for every page, each time the pages are created (at every save in develop): a second of a
 * build. Its onCreatePage is wrapped to look at the context first, which is the plugin's own
 * test, only sooner.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** The frontmatter every MDX page's context holds. */
export const NO_FRONTMATTER = {};

type OnCreatePage = (args: { page: { context?: { frontmatter?: unknown } } }, ...rest: unknown[]) => unknown;

interface PluginNode {
  onCreatePage?: OnCreatePage & { keepsContext?: true };
}

/** Makes the plugin's onCreatePage leave alone a page whose context already has a frontmatter. */
export function mdxOnCreatePageKeepsContext(plugin: PluginNode): void {
  const original = plugin.onCreatePage;
  if (!original || original.keepsContext) return;
  const wrapped: OnCreatePage & { keepsContext?: true } = (args, ...rest) =>
    args.page.context?.frontmatter ? undefined : original(args, ...rest);
  wrapped.keepsContext = true;
  plugin.onCreatePage = wrapped;
}

/** The installed gatsby-plugin-mdx's Node API, as Gatsby loads it. */
export function installedMdxPlugin(): PluginNode {
  // Resolved from the site at run time: Gatsby bundles this file, and its bundler rewrites `require`.
  return createRequire(path.resolve('package.json'))('gatsby-plugin-mdx/gatsby-node') as PluginNode;
}
