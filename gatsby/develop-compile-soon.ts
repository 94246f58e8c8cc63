/**
 * `gatsby develop` holds webpack's watcher suspended and compiles only once its own data work
 * for a change is done (rebuild the schema, create the pages again, extract queries): seconds
 * after a save. What the browser shows of an MDX page does not wait for that work
 * (gatsby/develop-mdx-body.ts), so the development bundle is compiled as soon as a source file
 * changes or the browser asks for a page it has not compiled yet; Gatsby's own recompile then
 * finds little left to do.
 */

interface Watching {
  running: boolean;
  suspended: boolean;
  invalidate(): void;
  resume(): void;
  suspend(): void;
}

export interface DevelopCompiler {
  watching?: Watching;
  hooks: {
    afterDone: { tap(name: string, callback: () => void): void };
    invalid: { tap(name: string, callback: (fileName: string | null) => void): void };
  };
}

const NAME = 'CompileSoon';
/** Past webpack's default aggregation of file events (20 ms), so one save is one compile. */
const AFTER_CHANGE_MS = 50;

const requests = new WeakMap<DevelopCompiler, { pending: boolean }>();

/** Compiles the development bundle now, or right after the compile that is running. */
export function compileSoon(compiler: DevelopCompiler): void {
  let state = requests.get(compiler);
  if (!state) {
    const created = { pending: false };
    compiler.hooks.afterDone.tap(NAME, () => {
      // After the watcher is set up again (webpack does that on the next tick).
      if (created.pending) setImmediate(() => compileSoon(compiler));
    });
    requests.set(compiler, created);
    state = created;
  }
  const watching = compiler.watching;
  if (!watching) return;
  if (watching.running) {
    state.pending = true;
    return;
  }
  state.pending = false;
  if (!watching.suspended) {
    watching.invalidate();
    return;
  }
  // What Gatsby itself does to compile once: resuming runs a compile, suspending is only a flag.
  watching.resume();
  watching.suspend();
}

/** Whether a changed file is a source of the bundle, not a module Gatsby writes itself. */
export function isAuthoredSource(fileName: string, root: string): boolean {
  return (
    fileName.startsWith(root) &&
    !fileName.includes('/node_modules/') &&
    !fileName.startsWith(`${root}/.cache/`) &&
    !fileName.startsWith(`${root}/public/`)
  );
}

/** Webpack plugin: compile as soon as an authored source file changes. */
export class CompileOnSourceChange {
  constructor(private readonly root: string) {}

  apply(compiler: DevelopCompiler): void {
    compiler.hooks.invalid.tap(NAME, (fileName) => {
      if (fileName && isAuthoredSource(fileName, this.root)) setTimeout(() => compileSoon(compiler), AFTER_CHANGE_MS);
    });
  }
}
