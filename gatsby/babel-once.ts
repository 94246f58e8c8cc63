/**
 * Gatsby 5 always loads its TypeScript plugin, which adds a webpack rule running Gatsby's Babel
 * step on `.ts`/`.tsx` files. Gatsby's own JavaScript rule already matches `.ts` and `.tsx` with
 * the same step and the same Babel config (the plugin's TypeScript preset is part of it), so
 * every TypeScript module of the site went through Babel twice in every compilation, the second
 * time over the first pass's output.
 *
 * Page modules (a template wrapped around a page's MDX, `DocPage.tsx?__contentFilePath=…`) are
 * the exception that needs the plugin's rule: webpack runs it first, and gatsby-plugin-mdx's
 * layout loader, which runs next, reads the template as JavaScript. So the plugin's rule is kept
 * for page modules only. In production builds Gatsby's rule then skips page modules: what it
 * would get is the compiled template plus the layout loader's plain JavaScript wrapper, the same
 * kind of code the MDX output is, which the production build already passes on without Babel.
 * Develop keeps that last pass, which Fast Refresh needs.
 */

interface Rule {
  test?: unknown;
  include?: unknown;
  resourceQuery?: unknown;
  use?: unknown;
}

const PAGE_MODULE = /[?&]__contentFilePath=/;

/** The TypeScript plugin's rule: `/\.tsx?$/`, Gatsby's Babel step, no `include` of its own. */
function isTypeScriptPluginRule(rule: Rule): boolean {
  return String(rule.test) === String(/\.tsx?$/) && rule.include === undefined && typeof rule.use === 'function';
}

/** Gatsby's JavaScript rule, which covers TypeScript itself. */
function isGatsbyJavaScriptRule(rule: Rule): boolean {
  return String(rule.test) === String(/\.(js|mjs|jsx|ts|tsx)$/);
}

/** One Babel pass per module: the TypeScript plugin's rule for page modules only. */
export function babelOncePerModule(rules: Rule[], { production }: { production: boolean }): void {
  const gatsbyRule = rules.find(isGatsbyJavaScriptRule);
  const pluginRule = rules.find(isTypeScriptPluginRule);
  if (!gatsbyRule || !pluginRule || gatsbyRule.resourceQuery || pluginRule.resourceQuery) return;
  pluginRule.resourceQuery = PAGE_MODULE;
  if (production) gatsbyRule.resourceQuery = { not: [PAGE_MODULE] };
}
