/**
 * Production builds compile every page as a page template wrapped around the page's MDX
 * (`DocPage.tsx?__contentFilePath=…mdx`; in the browser bundle twice, `&export=default` and
 * `&export=head`): some 350 modules per bundle made from one template file. Two of Babel's
 * passes over them are repeated work:
 * - Gatsby's Babel step keys its memoised Babel config by the module's whole query, so it built
 *   a new config (presets, plugins) for every page. Babel reads only the `export=` part of the
 *   query (which export to remove from the browser's page component): the step gets that part.
 * - gatsby-plugin-mdx's rule for these modules runs Babel a second time over the template
 *   wrapped by its layout loader. The template is already compiled by Gatsby's step for the
 *   targets, and the wrapper the loader adds is plain JavaScript (its JSX is already
 *   `React.createElement` calls): webpack gets the loader's output as it is.
 * - What is left, Gatsby's Babel step, gives the same output for every page of a template and
 *   variant: it runs once per template and variant (gatsby/loaders/once-per-input.js) instead of
 *   once per page (where most pages read the result back from Babel's disk cache).
 * Develop keeps both: Fast Refresh needs Babel's pass over the wrapped module.
 */
import { oncePerInput, type LoaderStep } from './once-per-input';

interface Rule {
  resourceQuery?: unknown;
  use?: unknown;
}

type Use = (info: unknown) => LoaderStep[];

const PAGE_QUERY = /[?&]__contentFilePath=/;
const GATSBY_BABEL_LOADER = /gatsby[\\/]dist[\\/]utils[\\/]babel-loader/;
const BABEL_LOADER = /babel-loader/;

/** The part of a page module's query Gatsby's Babel config depends on: which export it keeps. */
export function babelQueryOf(resourceQuery: string): string {
  const variant = /[?&]export=(default|head)\b/.exec(resourceQuery);
  return variant ? `?export=${variant[1]}` : '';
}

function withUse(rule: Rule, change: (steps: LoaderStep[]) => LoaderStep[]) {
  if (typeof rule.use !== 'function') return;
  const stepsOf = rule.use as Use;
  rule.use = (info: unknown) => change(stepsOf(info));
}

/** The production rules for page modules: one Babel config per export variant, one Babel pass. */
export function compilePageTemplatesOnce(rules: Rule[]): void {
  for (const rule of rules) {
    const forPageModules = rule.resourceQuery instanceof RegExp && rule.resourceQuery.test('?__contentFilePath=a.mdx');
    withUse(rule, (steps) =>
      forPageModules
        ? steps.filter((step) => !BABEL_LOADER.test(step.loader ?? ''))
        : steps.map((step) => {
            const options = step.options as { resourceQuery?: string } | undefined;
            const query = options?.resourceQuery;
            if (!GATSBY_BABEL_LOADER.test(step.loader ?? '') || !query || !PAGE_QUERY.test(query)) return step;
            return oncePerInput({ ...step, options: { ...options, resourceQuery: babelQueryOf(query) } });
          }),
    );
  }
}
