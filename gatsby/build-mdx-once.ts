/**
 * Production builds: gatsby-plugin-mdx's loader step runs through gatsby/loaders/mdx-compile-once.js,
 * which compiles each MDX file once for the browser bundle and the HTML renderer together, instead
 * of once in each. The step keeps the plugin's options; only the loader that reads them changes.
 */
import path from 'node:path';

interface Rule {
  test?: unknown;
  use?: unknown;
}

interface LoaderStep {
  loader?: string;
  options?: unknown;
}

const MDX_LOADER = /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader(\.js)?$/;

/** The loader file, from the site's root (Gatsby runs there; its compiled Node code lives in .cache). */
export const MDX_COMPILE_ONCE_LOADER = path.resolve('gatsby/loaders/mdx-compile-once.js');

/** gatsby-plugin-mdx's rule for `.md`/`.mdx`, with its compile step shared between compilations. */
export function compileMdxOncePerBuild(rules: Rule[]): void {
  for (const rule of rules) {
    if (String(rule.test) !== String(/\.mdx?$/) || typeof rule.use !== 'function') continue;
    const stepsOf = rule.use as (info: unknown) => LoaderStep[];
    rule.use = (info: unknown) =>
      stepsOf(info).map((step) =>
        MDX_LOADER.test(step.loader ?? '') ? { ...step, loader: MDX_COMPILE_ONCE_LOADER } : step,
      );
  }
}
