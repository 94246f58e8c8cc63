/**
 * For every page it creates, Gatsby asks whether a theme shadows the page's component: for each
 * plugin it lists the folder where a shadowing file would be (`readdirSync`, which throws for the
 * missing ones). It memoises the answer by the component's path, but gatsby-plugin-mdx puts the
 * page's content file in that path (`DocPage.tsx?__contentFilePath=…`), so every one of ~350
 * pages asked again: 0.15–0.2 s of each createPages, in builds and after each save in develop.
 *
 * The answer does not depend on the content file, so it is kept per template: the lookup runs
 * without the content file and the page's content file is put back on the path it finds. As with
 * Gatsby's own memo, a shadowing file added while develop runs is seen at the next start.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const CONTENT_QUERY = '?__contentFilePath=';

interface Theme {
  themeName: string;
  themeDir: string;
}

interface Lookup {
  theme: Theme;
  component: string;
  originalRequestComponent: string;
}

interface ShadowingResolver {
  projectRoot: string;
  themes: Theme[];
  resolveComponentPath(lookup: Lookup): string | null;
}

type Resolve = ShadowingResolver['resolveComponentPath'] & { oncePerTemplate?: true };

/**
 * Gatsby's split of a component path (gatsby-core-utils' `splitComponentPath`): the component,
 * then its content file without the export the browser bundle adds, when it has one.
 */
export type SplitComponentPath = (componentPath: string) => string[];

/** Wraps Gatsby's lookup so that the pages of a template share one answer (see above). */
export function resolveOncePerTemplate(resolve: Resolve, split: SplitComponentPath): Resolve {
  const answers = new Map<string, string | null>();
  const once: Resolve = function (this: ShadowingResolver, lookup: Lookup) {
    const [component = lookup.component, content] = split(lookup.component);
    if (content === undefined) return resolve.call(this, lookup);
    const [original = lookup.originalRequestComponent] = split(lookup.originalRequestComponent);
    const key = JSON.stringify([
      this.projectRoot,
      this.themes.map((theme) => [theme.themeName, theme.themeDir]),
      lookup.theme.themeName,
      component,
      original,
    ]);
    let found = answers.get(key);
    if (found === undefined) {
      found = resolve.call(this, { ...lookup, component, originalRequestComponent: original }) ?? null;
      answers.set(key, found);
    }
    return found === null ? null : `${found}${CONTENT_QUERY}${content}`;
  };
  once.oncePerTemplate = true;
  return once;
}

/** Makes the Gatsby process this runs in look a template's shadowing up once for all its pages. */
export function pageShadowingOncePerTemplate(): void {
  // Resolved from the site at run time: Gatsby bundles this file, and its bundler rewrites `require`.
  const load = createRequire(path.resolve('package.json'));
  const resolver = load('gatsby/dist/internal-plugins/webpack-theme-component-shadowing') as {
    prototype: { resolveComponentPath: Resolve };
  };
  const resolve = resolver.prototype.resolveComponentPath;
  if (resolve.oncePerTemplate) return;
  const coreUtils = createRequire(load.resolve('gatsby/package.json'))('gatsby-core-utils') as {
    splitComponentPath: SplitComponentPath;
  };
  resolver.prototype.resolveComponentPath = resolveOncePerTemplate(resolve, coreUtils.splitComponentPath);
}
