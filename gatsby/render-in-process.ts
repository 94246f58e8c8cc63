/**
 * A build on a warm cache (after an edit) renders few pages, often one. Gatsby still starts its
 * worker during bootstrap, and the worker loads Gatsby, the site's config and its plugins before
 * it renders: 2–3 s of CPU, on a core the HTML renderer's compile (build-renderer-beside.ts) and
 * the bootstrap already share. Rendering needs none of it: Gatsby's render step reads the HTML
 * renderer, the page data and the static query results from disk.
 *
 * `gatsby develop` starts the same worker at every start for a single job: rendering the empty
 * shell of `/` it serves for every page. Its load competed with the bootstrap for the second
 * core; without it a warm restart served its first page about 1.3 s sooner (four interleaved
 * pairs on a 2-core machine, medians 11.6 s against 13.0 s) and develop's peak memory fell from
 * 1.29–1.32 GB to 1.14–1.16 GB (scripts/bench-develop.ts, two interleaved pairs).
 *
 * So such a build, and develop, get a stand-in for the pool that renders pages (and slices) in
 * the process itself, with Gatsby's own render functions, the ones its worker runs; the worker's
 * calls made during bootstrap are kept, and any other call starts the real pool, which makes them
 * first (poolStartedLater). On one or two cores Gatsby's pool has a single worker, so the pages
 * were rendered on one core before as well. A cold build keeps its worker (build-worker-later.ts),
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
const RENDER_CALLS = ['renderHTMLProd', 'renderSlices', 'renderHTMLDev'] as const;

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

/** Gatsby's render functions, as its worker runs them, in this process; loaded at the first render. */
function gatsbyRenderFunctions(load: NodeJS.Require): () => Record<string, Call> {
  let functions: Record<string, Call> | undefined;
  return () => {
    if (functions) return functions;
    const render = load('gatsby/dist/utils/worker/child/render-html') as Record<string, Call>;
    functions = {
      ...render,
      // Develop builds its renderer again, under the same file name, when html.js changes: the
      // module loaded from that file before is dropped so that the new one renders.
      renderHTMLDev: (args) => {
        const rendererPath = (args as { htmlComponentRendererPath?: string } | undefined)?.htmlComponentRendererPath;
        if (rendererPath) delete load.cache[path.resolve(rendererPath)];
        return render.renderHTMLDev!(args);
      },
    };
    return functions;
  };
}

/** Makes the pools Gatsby creates from now on render in this process (see above). Idempotent. */
export function rendersInProcess(): void {
  const load = createRequire(path.resolve('package.json'));
  wrapPoolCreate(gatsbyPoolModule<WorkerPool>(), 'rendersInProcess', (create) =>
    poolRenderingInProcess(create, gatsbyRenderFunctions(load)),
  );
}
