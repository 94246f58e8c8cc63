/**
 * `gatsby build` creates its worker pool during bootstrap, and the worker at once loads the
 * site's config and plugins (about 180 MB) and builds a GraphQL schema of its own. On this
 * project the queries run in the build's process (build-queries-in-process.ts), so the worker
 * has nothing to do until the pages are rendered: it waits through both webpack compilations,
 * the moment of the build's peak memory.
 *
 * Here Gatsby gets a stand-in for the pool. The calls it makes on every worker before the pool
 * exists (load the config and plugins, build the schema) are kept and made, in order, when the
 * pool is created: once both compilations are done (`startBuildWorkers`, which
 * build-renderer-beside.ts calls), or at the first call that needs a worker, whichever comes
 * first. The worker then loads while Gatsby writes the page data and runs the queries.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

type Call = (...args: unknown[]) => unknown;

/** What this module relies on in a gatsby-worker pool: `all` calls a function on every worker. */
interface WorkerPool {
  all: Record<string | symbol, Call>;
}

export interface PoolStartedLater<P> {
  /** What Gatsby holds: creates the pool at its first use but `all` calls and `end`. */
  pool: P;
  /** Creates the pool now, if nobody has, and makes the calls kept until then. */
  start(): P;
}

/** A stand-in for the pool `create` makes, which creates it only when a worker is needed. */
export function poolStartedLater<P extends WorkerPool>(create: () => P): PoolStartedLater<P> {
  let started: P | undefined;
  const kept: [string | symbol, unknown[]][] = [];
  const start = () => {
    if (started) return started;
    started = create();
    for (const [name, args] of kept.splice(0)) started.all[name]!(...args);
    return started;
  };
  // Gatsby does not wait for these calls; a worker started later makes them before any other.
  const keepForLater = new Proxy({} as P['all'], {
    get:
      (_, name) =>
      (...args: unknown[]) => {
        if (started) return started.all[name]!(...args);
        kept.push([name, args]);
        return [];
      },
  });
  const pool = new Proxy({} as P, {
    get(_, key) {
      if (key === 'all') return started?.all ?? keepForLater;
      // Not a promise: awaiting the pool must not start it. Never started: nothing to end.
      if (key === 'then') return undefined;
      if (key === 'end' && !started) return () => [];
      const real = start();
      const value: unknown = Reflect.get(real, key);
      return typeof value === 'function' ? (value as Call).bind(real) : value;
    },
  });
  return { pool, start };
}

/** Gatsby's worker pool module: `create` makes the build's pool; the names of the wrappers it went through. */
export interface PoolModule<P> {
  create: (() => P) & { wrappedBy?: readonly string[] };
}

/** Gatsby's worker pool module, as the build loads it. */
export function gatsbyPoolModule<P>(): PoolModule<P> {
  return createRequire(path.resolve('package.json'))('gatsby/dist/utils/worker/pool') as PoolModule<P>;
}

/** Makes the pools `poolModule` creates from now on go through `wrap`; once per `name`. */
export function wrapPoolCreate<P>(poolModule: PoolModule<P>, name: string, wrap: (create: () => P) => P): void {
  const create = poolModule.create;
  const wrappedBy = create.wrappedBy ?? [];
  if (wrappedBy.includes(name)) return;
  poolModule.create = Object.assign(() => wrap(create), { wrappedBy: [...wrappedBy, name] });
}

let latest: PoolStartedLater<WorkerPool> | undefined;

/** Makes the pools Gatsby creates from now on start later (see above). Idempotent. */
export function buildWorkersLater(): void {
  wrapPoolCreate(gatsbyPoolModule<WorkerPool>(), 'later', (create) => {
    latest = poolStartedLater(create);
    return latest.pool;
  });
}

/** Creates the build's worker pool now, if Gatsby asked for one that has not started yet. */
export function startBuildWorkers(): void {
  latest?.start();
}
