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
 *
 * The worker then renders pages only, from the HTML renderer and the page data on disk. The
 * GraphQL schema Gatsby still has it build after createPages is never read: its pool gets no
 * `buildSchema` call, which took 0.4 to 1.2 s of CPU while both cores were busy with the
 * bootstrap and the HTML renderer's process.
 */
import { gatsbyPoolModule, wrapPoolCreate, type PoolModule } from './build-worker-later';
import { requireFromGatsby } from './require-from-gatsby';

/** Gatsby's count of the machine's cores, as it sizes its worker pool. */
export function gatsbyCoreCount(): number {
  const coreUtils = requireFromGatsby()('gatsby-core-utils') as {
    cpuCoreCount(ignoreEnvVar?: boolean): number;
  };
  return coreUtils.cpuCoreCount(true);
}

type SchemaPool = { all: Record<string, unknown> };

/** Makes the pools Gatsby creates from now on skip the schema Gatsby asks its workers to build. */
export function workersWithoutSchema(poolModule: PoolModule<SchemaPool>): void {
  wrapPoolCreate(poolModule, 'withoutSchema', (create) => {
    const pool = create();
    // Gatsby does not wait for the call: an empty list of the workers' answers.
    pool.all.buildSchema = () => [];
    return pool;
  });
}

/** Set while Gatsby loads the site's config, before it sizes and creates its worker pool. */
export function buildQueriesInProcess(
  env: NodeJS.ProcessEnv = process.env,
  cores = gatsbyCoreCount,
  poolModule: () => PoolModule<SchemaPool> = gatsbyPoolModule,
): void {
  if (env.gatsby_executing_command !== 'build' || env.GATSBY_CPU_COUNT !== undefined) return;
  if (cores() > 2) return;
  env.GATSBY_CPU_COUNT = '1';
  workersWithoutSchema(poolModule());
}
