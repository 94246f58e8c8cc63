/**
 * After a save, `gatsby develop` compiles the development bundle at once
 * (gatsby/develop-compile-soon.ts) while Gatsby rebuilds its schema, creates the pages again and
 * runs queries: all in one process, so each second of that work is a second more before the
 * browser gets the new page. Creating the pages waits for the running compile (at most
 * MAX_WAIT_MS), so the saved page is on screen first and its data (outline, description,
 * last update) follows.
 */

export interface CompileHooks {
  hooks: {
    watchRun: { tap(name: string, callback: () => void): void };
    done: { tap(name: string, callback: () => void): void };
    failed: { tap(name: string, callback: () => void): void };
  };
}

const NAME = 'BundleFirst';
/** Longer than a compile of one page on a busy machine; a stuck compile must not hold Gatsby. */
export const MAX_WAIT_MS = 15_000;

let running: { settled: Promise<void>; release: () => void } | null = null;

/** Webpack plugin: tracks whether a compile of the development bundle is running. */
export class TrackCompiles {
  apply(compiler: CompileHooks): void {
    compiler.hooks.watchRun.tap(NAME, () => {
      if (running) return;
      let release = () => {};
      const settled = new Promise<void>((resolve) => (release = resolve));
      running = { settled, release };
    });
    const end = () => {
      running?.release();
      running = null;
    };
    compiler.hooks.done.tap(NAME, end);
    compiler.hooks.failed.tap(NAME, end);
  }
}

/** Resolves once no compile runs (at once when none does), or after `maxMs`. */
export function compileSettled(maxMs = MAX_WAIT_MS): Promise<void> {
  if (!running) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)));
  return Promise.race([running.settled, timeout]).finally(() => clearTimeout(timer));
}
