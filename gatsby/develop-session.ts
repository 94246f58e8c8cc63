/**
 * What `gatsby develop` does once per session that a build does every time. Gatsby creates the
 * pages again after every save in develop; work whose result only the production build needs
 * fresh (the search files) is done when the session starts and its result kept.
 */

/** Whether Gatsby's process runs `gatsby develop`. */
export function isDevelop(command = process.env.gatsby_executing_command): boolean {
  return command === 'develop';
}

/**
 * `run` as it is outside develop; in develop, its first result for the rest of the session
 * (later calls, whatever their arguments, get that result without running it).
 */
export function firstResultInDevelop<A extends unknown[], R>(
  run: (...args: A) => R,
  develop: () => boolean = isDevelop,
): (...args: A) => R {
  let first: { result: R } | undefined;
  return (...args) => {
    if (!develop()) return run(...args);
    first ??= { result: run(...args) };
    return first.result;
  };
}

/**
 * Gatsby's own switches for `gatsby develop`, set while Gatsby loads the site's config, before it
 * reads them; an author's own value is kept.
 * - Query on Demand wherever develop runs. Gatsby turns it off when the CI variable is set, and
 *   a page's data is then read from a file written only once the first compile is done: a page
 *   opened at once stayed empty until reloaded. On, the server waits for the page's query.
 * Gatsby's switch that keeps the schema of the start (GATSBY_EXPERIMENTAL_DISABLE_SCHEMA_REBUILD)
 * is not set: it applies only to a refresh asked through the refresh endpoint, not to the pages
 * Gatsby creates again after a save, which still rebuild the schema.
 */
export function developSessionSettings(env: NodeJS.ProcessEnv = process.env): void {
  if (!isDevelop(env.gatsby_executing_command)) return;
  env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI ??= 'true';
}
