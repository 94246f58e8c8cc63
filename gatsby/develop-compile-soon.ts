/**
 * `gatsby develop` holds webpack's watcher suspended and compiles only once all its own work
 * for a change is done (nodes, schema, pages created again, queries extracted): seconds after a
 * save. The development bundle is compiled as soon as the changed file's node is whole
 * (the MDX loader reads the page body from the file, gatsby/develop-mdx-body.ts), and as soon
 * as the browser asks for a page it has not compiled yet; Gatsby's own recompile then finds
 * little left to do.
 */

interface Watching {
  running: boolean;
  suspended: boolean;
  invalidate(): void;
  resume(): void;
  suspend(): void;
}

type InvalidListener = (fileName: string | null, changeTime?: number) => void;

interface InvalidTap {
  name: string;
  fn: InvalidListener;
}

export interface DevelopCompiler {
  watching?: Watching;
  /** The files the last compile took in as changed or removed (webpack sets them as it starts one). */
  modifiedFiles?: ReadonlySet<string>;
  removedFiles?: ReadonlySet<string>;
  hooks: {
    afterDone: { tap(name: string, callback: () => void): void };
    invalid: {
      tap(name: string, callback: InvalidListener): void;
      intercept(interceptor: { register(tap: InvalidTap): InvalidTap }): void;
    };
  };
}

const NAME = 'CompileSoon';
const requests = new WeakMap<DevelopCompiler, { pending: boolean }>();
const guarded = new WeakSet<Watching>();

/**
 * Gatsby compiles by resuming the watcher and suspending it at once. A resume during a compile
 * marks that compile invalid: webpack then skips writing its output, yet, suspended, does not
 * compile again and reports it done. The browser, told of a bundle that was never written,
 * asks for a hot update that does not exist and stops updating until it is reloaded (a save
 * compiled at once by compileSoon, then Gatsby's own recompile while it runs). Such a resume
 * becomes a compile right after the running one.
 */
function resumeAfterRunningCompile(watching: Watching, state: { pending: boolean }): void {
  if (guarded.has(watching)) return;
  guarded.add(watching);
  const resume = watching.resume.bind(watching);
  watching.resume = () => {
    if (watching.running) state.pending = true;
    else resume();
  };
}

function stateOf(compiler: DevelopCompiler): { pending: boolean } {
  const known = requests.get(compiler);
  if (known) return known;
  const state = { pending: false };
  compiler.hooks.afterDone.tap(NAME, () => {
    if (compiler.watching) resumeAfterRunningCompile(compiler.watching, state);
    // After the watcher is set up again (webpack does that on the next tick).
    if (state.pending) setImmediate(() => compileSoon(compiler));
  });
  requests.set(compiler, state);
  return state;
}

/** Compiles the development bundle now, or right after the compile that is running. */
export function compileSoon(compiler: DevelopCompiler): void {
  const state = stateOf(compiler);
  const watching = compiler.watching;
  if (!watching) return;
  resumeAfterRunningCompile(watching, state);
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

interface GatsbyEmitter {
  on(event: string, listener: () => void): void;
}

/** A content file: its page's module reads it from disk (gatsby/develop-mdx-body.ts). */
const CONTENT_FILE = /\.mdx?$/;

/** The name of Gatsby's listener that tells its develop loop a source file changed. */
const GATSBY_SOURCE_LISTENER = 'file invalidation';

/**
 * Gatsby's source-file listener, not told of saved content files. Told of one, Gatsby marks its
 * bundle dirty and compiles it again once its data work for the save is done: the compile the
 * save already had, 0.5 to 0.8 s of the one thread, which a next save then waited behind. The
 * data work itself follows from the file's node, not from this listener. Webpack reports only
 * the first change of each compile here, so when the compile that took a content file in also
 * took other files (a theme component saved with it, a branch checked out), Gatsby is told of
 * one of those once that compile is done, and extracts their queries and compiles as before.
 */
function withoutContentFiles(compiler: DevelopCompiler, listener: InvalidListener): InvalidListener {
  let held = false;
  compiler.hooks.afterDone.tap(NAME, () => {
    const taken = [...(compiler.modifiedFiles ?? []), ...(compiler.removedFiles ?? [])];
    if (!held || !taken.some((file) => CONTENT_FILE.test(file))) return;
    held = false;
    const other = taken.find((file) => !CONTENT_FILE.test(file));
    if (other) listener(other, Date.now());
  });
  return (fileName, changeTime) => {
    if (fileName && CONTENT_FILE.test(fileName)) held = true;
    else listener(fileName, changeTime);
  };
}

/**
 * Webpack plugin: compile as soon as a content file is saved, and after any other change once
 * Gatsby has processed it, before it rebuilds its pages.
 * - A saved MDX file is compiled at once: its module reads the body from the file, and no page
 *   query reads the page's node, which Gatsby replaces half a second later (its node batch) and
 *   which the site's onCreateNode then completes.
 * - Any other change waits for the first time Gatsby's API queue empties after it, so a theme
 *   file's static queries are extracted first. Any file counts, Gatsby's generated modules
 *   included: the watcher reports one change and then waits for the next compile, so a change
 *   left uncompiled would hide the next save.
 */
export class CompileAfterChange {
  constructor(private readonly emitter: GatsbyEmitter) {}

  apply(compiler: DevelopCompiler): void {
    // Guards Gatsby's resume from the end of the first compile on.
    stateOf(compiler);
    compiler.hooks.invalid.intercept({
      register: (tap) =>
        tap.name === GATSBY_SOURCE_LISTENER ? { ...tap, fn: withoutContentFiles(compiler, tap.fn) } : tap,
    });
    let changed = false;
    compiler.hooks.invalid.tap(NAME, (fileName) => {
      if (fileName && CONTENT_FILE.test(fileName)) {
        // After the watcher has taken the change in (it reports the first one as it happens).
        setImmediate(() => compileSoon(compiler));
        return;
      }
      changed = true;
    });
    this.emitter.on('API_RUNNING_QUEUE_EMPTY', () => {
      if (!changed) return;
      changed = false;
      compileSoon(compiler);
    });
  }
}
