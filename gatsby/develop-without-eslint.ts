/**
 * `gatsby develop` adds Gatsby's ESLint plugin, which lints `.js` and `.jsx` modules only. The
 * site's code is TypeScript, so it linted none of it, only Gatsby's own runtime files in
 * `.cache`, and loading ESLint with the TypeScript plugin of Gatsby's config cost about two
 * seconds of every start. The site's own lint (`npm run lint`, part of `npm test`) checks its
 * code.
 */

interface Plugin {
  constructor: { name: string };
}

/** The plugins of the development bundle without Gatsby's ESLint plugin. */
export function withoutGatsbyEslint<P extends Plugin>(plugins: P[]): P[] {
  return plugins.filter((plugin) => plugin.constructor.name !== 'ESLintWebpackPlugin');
}
