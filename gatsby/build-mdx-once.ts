/**
 * Production builds: gatsby-plugin-mdx's loader step runs once per file for the browser bundle
 * and the HTML renderer together (gatsby/loaders/once-per-input.js), instead of once in each:
 * both compilations, which run side by side in one process, ask it for the same ~380 files with
 * the same options and get the same JavaScript.
 */
import { oncePerInput, type LoaderStep } from './once-per-input';

interface Rule {
  test?: unknown;
  use?: unknown;
}

const MDX_LOADER = /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader(\.js)?$/;

/** gatsby-plugin-mdx's rule for `.md`/`.mdx`, with its compile step shared between compilations. */
export function compileMdxOncePerBuild(rules: Rule[]): void {
  for (const rule of rules) {
    if (String(rule.test) !== String(/\.mdx?$/) || typeof rule.use !== 'function') continue;
    const stepsOf = rule.use as (info: unknown) => LoaderStep[];
    rule.use = (info: unknown) =>
      stepsOf(info).map((step) => (MDX_LOADER.test(step.loader ?? '') ? oncePerInput(step) : step));
  }
}
