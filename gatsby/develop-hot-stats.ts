/**
 * Gatsby's hot middleware (@gatsbyjs/webpack-hot-middleware) tells the browser about each compile
 * of develop's bundle, after every compile and to every browser that connects. For that it asks
 * webpack for stats listing every module, some 1,100 here (about 150 ms of the main thread), to
 * send their names along, and the browser uses them only to print the updated modules in its
 * console, where the module's id (its path, in develop) stands in for a missing name. A saved
 * page reached the browser that much later. The middleware's stats now come without the module
 * list; the hash, time, errors and warnings it sends are the same.
 */

export interface JsonStats {
  toJson(options?: unknown): Record<string, unknown>;
}

interface DoneHook {
  hooks: { done: { tap(options: { name: string; stage: number }, fn: (stats: JsonStats) => void): void } };
}

/** The middleware's request: nothing by default, every module by name. */
function asksForEveryModule(options: unknown): options is Record<string, unknown> {
  if (typeof options !== 'object' || options === null) return false;
  const asked = options as Record<string, unknown>;
  return asked.all === false && asked.modules === true;
}

/** Answers the middleware's request with an empty module list; every other request as before. */
export function withoutModuleList(stats: JsonStats): void {
  const toJson = stats.toJson.bind(stats);
  stats.toJson = (options?: unknown) => {
    if (!asksForEveryModule(options)) return toJson(options);
    return { ...toJson({ ...options, modules: false }), modules: [] };
  };
}

/** Webpack plugin for develop's browser bundle: the stats of each compile skip the module list. */
export class HotStatsWithoutModules {
  apply(compiler: DoneHook): void {
    // Before the middleware's own listener, which reads the stats at once.
    compiler.hooks.done.tap({ name: 'HotStatsWithoutModules', stage: -100 }, withoutModuleList);
  }
}
