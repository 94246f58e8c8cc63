/**
 * Webpack stores the persistent cache of `gatsby develop`'s bundle only once its compiler has
 * been idle for a while: a minute after small changes. Gatsby's develop process exits at once on
 * Ctrl-C (SIGINT) and on SIGTERM, without closing the compiler, so whatever was compiled since
 * the last store was compiled again at the next start: the pages compiled on first visit and the
 * files saved (a page opened just before a stop was on screen 10.7 s after the next start's
 * server was ready instead of 6.4 s, its 189 modules built again).
 * On those signals the compiler is closed first, which stores the cache, and the process exits
 * once that is done (at most MAX_STORE_MS later).
 */

export interface ClosableCompiler {
  close(callback: (error?: Error | null) => void): void;
}

/** Longer than a store of the development cache on a busy machine (about 2 s); a stuck store must not keep develop alive. */
const MAX_STORE_MS = 15_000;

const EXIT_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

interface ProcessLike {
  on(signal: (typeof EXIT_SIGNALS)[number], listener: () => void): unknown;
  exit(code?: number): never;
}

function closeAll(compilers: Iterable<ClosableCompiler>, maxMs: number): Promise<void> {
  const closes = [...compilers].map((compiler) => new Promise<void>((resolve) => compiler.close(() => resolve())));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)));
  return Promise.race([Promise.all(closes).then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * At the first exit signal, closes the compilers, and holds back `process.exit` (Gatsby's own
 * SIGINT handler calls it) until they are closed; the process then exits with the first code
 * asked for, or 0.
 */
export function closeOnExitSignal(
  compilers: Iterable<ClosableCompiler>,
  proc: ProcessLike = process,
  maxMs = MAX_STORE_MS,
): void {
  let closing = false;
  const onSignal = () => {
    if (closing) return;
    closing = true;
    const exit = proc.exit.bind(proc);
    let asked: number | undefined;
    proc.exit = ((code?: number) => void (asked ??= code)) as ProcessLike['exit'];
    void closeAll(compilers, maxMs).then(() => exit(asked ?? 0));
  };
  for (const signal of EXIT_SIGNALS) proc.on(signal, onSignal);
}

const developCompilers = new Set<ClosableCompiler>();

/** Webpack plugin: the compiler is closed, its cache stored, before develop exits on a signal. */
export class StoreCacheOnExit {
  apply(compiler: ClosableCompiler): void {
    if (developCompilers.size === 0) closeOnExitSignal(developCompilers);
    developCompilers.add(compiler);
  }
}
