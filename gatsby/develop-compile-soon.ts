/**
 * `gatsby develop` holds webpack's watcher suspended and compiles only once all its own work
 * for a change is done (nodes, schema, pages created again, queries extracted): seconds after a
 * save. The development bundle is compiled as soon as the changed file's node is whole
 * (the MDX loader reads the page body from the file, gatsby/develop-mdx-body.ts), as soon as a
 * component or stylesheet Gatsby's query extraction finds nothing in is saved, and as soon as
 * the browser asks for a page it has not compiled yet; Gatsby's own recompile then finds little
 * left to do.
 */
import path from 'node:path';
import { mayHoldFindings } from './query-free-files';

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
  emit(event: string, payload?: unknown): void;
}

/** A content file: its page's module reads it from disk (gatsby/develop-mdx-body.ts). */
const CONTENT_FILE = /\.mdx?$/;

/** The scripts Gatsby's query extraction reads. */
const SCRIPT = /\.[cm]?[jt]sx?$/;

/** What tells whether a saved file can be compiled before Gatsby's data work for it. */
export interface SavedFiles {
  /** The site's source folder: of the other files, only its own are compiled at once. */
  sourceFolder: string;
  /** Whether Gatsby's state has the file as a page component or as the file of a static query. */
  isPageOrQueryFile(file: string): boolean;
  /** The file's text, or null when it cannot be read (removed). */
  read(file: string): string | null;
}

/**
 * Whether a saved file is compiled at once: a content file, or a file of the site's source
 * folder that Gatsby's query extraction finds nothing in: a stylesheet, an image, or a script
 * other than a page component without the words of a query or a slice
 * (gatsby/query-free-files.ts). A script that may hold a static query waits for Gatsby: its
 * compiled code imports the query's result file, which Gatsby writes once it has extracted and
 * run the query. So does a script whose static query Gatsby knows (it is told the query is gone),
 * and a page component: Gatsby records its exports (`Head`) as it parses it.
 */
export function compilesAtOnce(file: string, saved: SavedFiles): boolean {
  if (CONTENT_FILE.test(file)) return true;
  if (!file.startsWith(saved.sourceFolder + path.sep)) return false;
  if (!SCRIPT.test(file)) return true;
  if (saved.isPageOrQueryFile(file)) return false;
  const text = saved.read(file);
  return text !== null && !mayHoldFindings(text);
}

/** The name of Gatsby's listener that tells its develop loop a source file changed. */
const GATSBY_SOURCE_LISTENER = 'file invalidation';

/**
 * Gatsby's source-file listener, not told of the files compiled at once. Told of one, Gatsby
 * extracts queries after 250 ms and more, marks its bundle dirty and compiles it again: the
 * compile the save already had, 0.5 to 0.8 s of the one thread for a content file, which a next
 * save then waited behind (and webpack-dev-middleware holds the browser's request for the hot
 * update while a compile runs). The data work for a content file follows from its node, not
 * from this listener; the other files compiled at once give Gatsby nothing to extract. Webpack
 * reports only the first change of each compile here, so when the compile that took such a
 * file in also took other files (a component with a query saved with it, a branch checked out),
 * Gatsby is told of one of those once that compile is done, and extracts their queries and
 * compiles as before.
 */
function withoutFilesCompiledAtOnce(
  compiler: DevelopCompiler,
  listener: InvalidListener,
  atOnce: (file: string) => boolean,
): InvalidListener {
  let held = false;
  compiler.hooks.afterDone.tap(NAME, () => {
    if (!held) return;
    const taken = [...(compiler.modifiedFiles ?? []), ...(compiler.removedFiles ?? [])];
    if (!taken.some(atOnce)) return;
    held = false;
    const other = taken.find((file) => !atOnce(file));
    if (other) listener(other, Date.now());
  });
  return (fileName, changeTime) => {
    if (fileName && atOnce(fileName)) held = true;
    else listener(fileName, changeTime);
  };
}

const quieted = new WeakSet<GatsbyEmitter>();

/**
 * Gatsby's query watcher, which watches the scripts of `src` with a watcher of its own, not
 * passing on the files compiled at once either: the event started the same extraction and
 * recompile as the webpack listener above, some 0.55 s after the save, while the browser was
 * fetching the hot update of the compile the save already had.
 */
function withoutQueryWatcherEvents(emitter: GatsbyEmitter, atOnce: (file: string) => boolean): void {
  if (quieted.has(emitter)) return;
  quieted.add(emitter);
  const emit = emitter.emit.bind(emitter);
  emitter.emit = (event, payload) => {
    if (event === 'SOURCE_FILE_CHANGED' && typeof payload === 'string' && atOnce(payload)) return;
    emit(event, payload);
  };
}

/**
 * Webpack plugin: compile as soon as a file that can be is saved (compilesAtOnce), and after
 * any other change once Gatsby has processed it, before it rebuilds its pages.
 * - A saved MDX file is compiled at once: its module reads the body from the file, and no page
 *   query reads the page's node, which Gatsby replaces half a second later (its node batch) and
 *   which the site's onCreateNode then completes.
 * - So is a component or stylesheet without anything for Gatsby to extract: Gatsby's loop only
 *   waited 200 ms for more changes, extracted queries and then compiled, some 0.4 s after the save.
 * - Any other change waits for the first time Gatsby's API queue empties after it, so a theme
 *   file's static queries are extracted first. Any file counts, Gatsby's generated modules
 *   included: the watcher reports one change and then waits for the next compile, so a change
 *   left uncompiled would hide the next save.
 */
export class CompileAfterChange {
  constructor(
    private readonly emitter: GatsbyEmitter,
    private readonly saved: SavedFiles,
  ) {}

  apply(compiler: DevelopCompiler): void {
    // Guards Gatsby's resume from the end of the first compile on.
    stateOf(compiler);
    const atOnce = (file: string) => compilesAtOnce(file, this.saved);
    compiler.hooks.invalid.intercept({
      register: (tap) =>
        tap.name === GATSBY_SOURCE_LISTENER
          ? { ...tap, fn: withoutFilesCompiledAtOnce(compiler, tap.fn, atOnce) }
          : tap,
    });
    withoutQueryWatcherEvents(this.emitter, atOnce);
    let changed = false;
    compiler.hooks.invalid.tap(NAME, (fileName) => {
      if (fileName && atOnce(fileName)) {
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
