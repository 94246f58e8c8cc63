/**
 * A build on a warm cache (after an edit) renders few pages, often one. Gatsby still starts its
 * worker during bootstrap, and the worker loads Gatsby, the site's config and its plugins before
 * it renders: 2–3 s of CPU, on a core the HTML renderer's compile (build-renderer-beside.ts) and
 * the bootstrap already share. Rendering needs none of it: Gatsby's render step reads the HTML
 * renderer, the page data and the static query results from disk.
 *
 * So such a build gets a stand-in for the pool that renders pages (and slices) in the build's own
 * process, with Gatsby's own render functions, the ones its worker runs; the worker's calls made
 * during bootstrap are kept, and any other call starts the real pool, which makes them first
 * (poolStartedLater). On one or two cores Gatsby's pool has a single worker, so the pages were
 * rendered on one core before as well. A cold build keeps its worker (build-worker-later.ts),
 * which loads while the build runs its queries.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { gatsbyPoolModule, poolStartedLater, wrapPoolCreate } from './build-worker-later';

type Call = (...args: unknown[]) => unknown;

interface WorkerPool {
  all: Record<string | symbol, Call>;
  single: Record<string | symbol, Call>;
}

/** The calls of the pool's `single` that Gatsby's render module answers in this process. */
const RENDER_CALLS = ['renderHTMLProd', 'renderSlices'] as const;

/** A pool whose render calls run in this process; the real pool starts only for another call. */
export function poolRenderingInProcess<P extends WorkerPool>(
  create: () => P,
  render: () => Partial<Record<(typeof RENDER_CALLS)[number], Call>>,
): P {
  const later = poolStartedLater(create);
  const inProcess = new Proxy({} as P['single'], {
    get(_, name) {
      const call = (RENDER_CALLS as readonly (string | symbol)[]).includes(name)
        ? render()[name as (typeof RENDER_CALLS)[number]]
        : undefined;
      return call ?? later.pool.single[name];
    },
  });
  return new Proxy(later.pool, {
    get: (pool, key) => (key === 'single' ? inProcess : Reflect.get(pool, key)),
  });
}

/** Makes the pools Gatsby creates from now on render in this process (see above). Idempotent. */
export function buildRendersInProcess(): void {
  const load = createRequire(path.resolve('package.json'));
  const render = () => load('gatsby/dist/utils/worker/child/render-html') as Record<string, Call>;
  wrapPoolCreate(gatsbyPoolModule<WorkerPool>(), 'rendersInProcess', (create) =>
    poolRenderingInProcess(create, render),
  );
}
