/**
 * Gatsby's Babel step over the site's own modules (src/, gatsby-browser, gatsby-ssr) is done by
 * SWC where SWC does the same job (gatsby/loaders/swc-or-babel.js says which modules keep
 * Babel). Babel was the largest single cost of compiling the theme: about 7 s of a cold build's
 * main thread for some 270 modules compiled twice (browser bundle and HTML renderer). Page
 * modules (a template around a page's MDX) keep Gatsby's Babel step, which also removes the
 * export the browser's page component does not use.
 *
 * Not in develop's browser bundle: there a save recompiles one module or two, and in the same
 * run on the same machine develop was slower with SWC (an MDX save on screen after 2.2 s against
 * 1.5 s, a component's after 1.9 s against 1.5 s, median of 5). The develop HTML renderer, which
 * compiles the theme once per start, keeps it.
 *
 * Gatsby's own runtime (.cache) is compiled by SWC for the HTML renderers only. For the browser,
 * Gatsby's Babel turns every class into a function whatever the targets, and its runtime's
 * classes extend one another across files: a class SWC leaves native, extended by a function
 * Babel made, fails ("Class constructor cannot be invoked without 'new'"). For Node.js, Babel
 * leaves classes native too.
 *
 * The targets are Gatsby's: the site's browserslist for the browser bundle, this Node.js for the
 * HTML renderers; JSX with React's automatic runtime.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SWC_OR_BABEL_LOADER = path.resolve('gatsby/loaders/swc-or-babel.js');

const GATSBY_BABEL_LOADER = /gatsby[\\/]dist[\\/]utils[\\/]babel-loader/;

export type BundleStage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html';
/** The stages whose bundles SWC compiles. */
export type SwcStage = Exclude<BundleStage, 'develop'>;

interface Rule {
  test?: unknown;
  use?: unknown;
}

interface ModuleInfo {
  resource?: string;
}

interface LoaderStep {
  loader?: string;
  options?: unknown;
}

export interface SwcOptions {
  env: { targets: string | { node: string } };
  jsc: { transform: { react: { runtime: 'automatic'; importSource: string } } };
}

/** The site's browserslist, as one query. */
export function browserTargets(root: string): string {
  const { browserslist } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    browserslist?: string | string[];
  };
  if (!browserslist) throw new Error('package.json has no browserslist: the browser bundles need their targets.');
  return Array.isArray(browserslist) ? browserslist.join(', ') : browserslist;
}

export function swcOptionsFor(stage: SwcStage, root: string): SwcOptions {
  return {
    env: { targets: stage === 'build-javascript' ? browserTargets(root) : { node: process.versions.node } },
    jsc: { transform: { react: { runtime: 'automatic', importSource: 'react' } } },
  };
}

/** Gatsby's JavaScript rule, which covers the site's TypeScript and Gatsby's runtime. */
function isGatsbyJavaScriptRule(rule: Rule): boolean {
  return String(rule.test) === String(/\.(js|mjs|jsx|ts|tsx)$/);
}

/** Whether a module is one SWC compiles in this stage: the site's own, and Gatsby's runtime for Node.js. */
export function compiledBySwc(resource: string, stage: SwcStage, root: string): boolean {
  const file = path.relative(root, resource.split('?')[0] ?? '');
  if (file.startsWith('..') || path.isAbsolute(file)) return false;
  const [top] = file.split(path.sep);
  if (top === 'src' || /^gatsby-(browser|ssr)\.[jt]sx?$/.test(file)) return true;
  return top === '.cache' && (stage === 'build-html' || stage === 'develop-html');
}

/** Gatsby's JavaScript rule with its Babel step run by the SWC-or-Babel loader for the modules SWC compiles. */
export function compileModulesWithSwc(rules: Rule[], stage: BundleStage, root = process.cwd()): void {
  if (stage === 'develop') return;
  const swc = swcOptionsFor(stage, root);
  for (const rule of rules) {
    if (!isGatsbyJavaScriptRule(rule) || typeof rule.use !== 'function') continue;
    const stepsOf = rule.use as (info: ModuleInfo) => LoaderStep[];
    rule.use = (info: ModuleInfo) => {
      const steps = stepsOf(info);
      if (!compiledBySwc(info.resource ?? '', stage, root)) return steps;
      return steps.map((step) =>
        GATSBY_BABEL_LOADER.test(step.loader ?? '')
          ? { loader: SWC_OR_BABEL_LOADER, options: { babel: { loader: step.loader, options: step.options }, swc } }
          : step,
      );
    };
  }
}
