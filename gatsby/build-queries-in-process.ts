/**
 * `gatsby build` on one or two cores renders the pages in a single worker process either way:
 * Gatsby starts one worker fewer than the cores it counts, and at least one. With two, it first
 * runs the page queries in that worker, which builds a GraphQL schema of its own to do so, then
 * restarts it before rendering, to free the queries' memory; the new worker loads Gatsby and the
 * site's plugins again. After one edit, with a single query to run, that restart was most of the
 * 3 s Gatsby spent rendering one page.
 *
 * Counted as one core (Gatsby's GATSBY_CPU_COUNT), the build runs the queries in its own process
 * and the worker, started during bootstrap, renders at once. The worker count and the minifier's
 * parallelism are the same. On more cores, or with the author's own GATSBY_CPU_COUNT, nothing changes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** Gatsby's count of the machine's cores, as it sizes its worker pool. */
export function gatsbyCoreCount(): number {
  const gatsbyPackage = createRequire(path.resolve('package.json')).resolve('gatsby/package.json');
  const coreUtils = createRequire(gatsbyPackage)('gatsby-core-utils') as {
    cpuCoreCount(ignoreEnvVar?: boolean): number;
  };
  return coreUtils.cpuCoreCount(true);
}

/** Set while Gatsby loads the site's config, before it sizes its worker pool. */
export function buildQueriesInProcess(env: NodeJS.ProcessEnv = process.env, cores = gatsbyCoreCount): void {
  if (env.gatsby_executing_command !== 'build' || env.GATSBY_CPU_COUNT !== undefined) return;
  if (cores() <= 2) env.GATSBY_CPU_COUNT = '1';
}
