import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CompileAfterChange,
  compileSoon,
  compilesAtOnce,
  type DevelopCompiler,
  type SavedFiles,
} from '../../../gatsby/develop-compile-soon';

/** The site's files as develop reads them, by path; a missing path reads as removed. */
function savedFiles(texts: Record<string, string>, pageOrQueryFiles: string[] = []): SavedFiles {
  return {
    sourceFolder: '/site/src',
    isPageOrQueryFile: (file) => pageOrQueryFiles.includes(file),
    read: (file) => texts[file] ?? null,
  };
}

const PAGER = '/site/src/components/Pager/Pager.tsx';
const SEARCH = '/site/src/components/Search/Search.tsx';
const SITE_FILES = savedFiles({
  [PAGER]: 'export const Pager = () => <nav />;',
  [SEARCH]: 'const data = useStaticQuery(graphql`{ site { id } }`);',
});

/** Gatsby's event emitter: listeners by event, `emit` passing a payload on. */
function fakeEmitter() {
  const listeners = new Map<string, ((payload?: unknown) => void)[]>();
  return {
    on: (event: string, listener: (payload?: unknown) => void) =>
      listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    emit(event: string, payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
}

describe('compilesAtOnce', () => {
  const files = savedFiles(
    {
      [PAGER]: 'export const Pager = () => <nav />;',
      [SEARCH]: 'const data = useStaticQuery(graphql`{ site { id } }`);',
      '/site/src/components/Old.tsx': '<StaticQuery render={render} />',
      '/site/src/components/Image.tsx': "import { StaticImage } from 'gatsby-plugin-image';",
      '/site/src/components/Was.tsx': 'export const Was = () => null;',
      '/site/src/pages/404.tsx': 'export default function NotFound() { return null; }',
      '/site/.cache/async-requires.js': 'exports.components = {};',
    },
    ['/site/src/components/Was.tsx', '/site/src/pages/404.tsx'],
  );

  it('takes content files, and files of src Gatsby finds nothing in', () => {
    expect(compilesAtOnce('/site/content/en/guide/start/index.mdx', files)).toBe(true);
    expect(compilesAtOnce(PAGER, files)).toBe(true);
    expect(compilesAtOnce('/site/src/components/Pager/Pager.module.css', files)).toBe(true);
  });

  it('leaves to Gatsby a script that may hold a query, a slice or an image query', () => {
    expect(compilesAtOnce(SEARCH, files)).toBe(false);
    expect(compilesAtOnce('/site/src/components/Old.tsx', files)).toBe(false);
    expect(compilesAtOnce('/site/src/components/Image.tsx', files)).toBe(false);
  });

  it('leaves to Gatsby page components, files whose query it knows, removed files and files outside src', () => {
    expect(compilesAtOnce('/site/src/pages/404.tsx', files)).toBe(false);
    expect(compilesAtOnce('/site/src/components/Was.tsx', files)).toBe(false);
    expect(compilesAtOnce('/site/src/components/Gone.tsx', files)).toBe(false);
    expect(compilesAtOnce('/site/.cache/async-requires.js', files)).toBe(false);
    expect(compilesAtOnce('/site/srcs/Pager.tsx', savedFiles({ '/site/srcs/Pager.tsx': 'export {};' }))).toBe(false);
  });
});

describe('compileSoon', () => {
  function fakeCompiler(watching: { running: boolean; suspended: boolean }) {
    const calls: string[] = [];
    const afterDone: (() => void)[] = [];
    type Tap = { name: string; fn: (fileName: string | null) => void };
    const invalidTaps: Tap[] = [];
    const interceptors: { register(tap: Tap): Tap }[] = [];
    const compiler: DevelopCompiler = {
      watching: {
        ...watching,
        invalidate: () => calls.push('invalidate'),
        resume: () => calls.push('resume'),
        suspend: () => calls.push('suspend'),
      },
      hooks: {
        afterDone: { tap: (_name, callback) => afterDone.push(callback) },
        invalid: {
          // As tapable does: each interceptor may replace a tap registered after it.
          tap: (name, fn) =>
            invalidTaps.push(interceptors.reduce((tap, { register }) => register(tap), { name, fn } as Tap)),
          intercept: (interceptor) => interceptors.push(interceptor),
        },
      },
    };
    return {
      compiler,
      calls,
      afterDone: () => afterDone.forEach((callback) => callback()),
      invalid: (fileName = SEARCH) => invalidTaps.forEach((tap) => tap.fn(fileName)),
      /** Taps a listener as Gatsby's develop loop does, recording the files it is told of. */
      gatsbyListener: () => {
        const heard: (string | null)[] = [];
        compiler.hooks.invalid.tap('file invalidation', (fileName) => heard.push(fileName));
        return heard;
      },
    };
  }

  it('compiles a saved content file at once, without waiting for Gatsby', async () => {
    const { compiler, calls, invalid } = fakeCompiler({ running: false, suspended: true });
    const listeners = new Map<string, () => void>();
    new CompileAfterChange(
      { on: (event, listener) => listeners.set(event, listener), emit: () => undefined },
      SITE_FILES,
    ).apply(compiler);
    invalid('/site/content/en/guide/start/index.mdx');
    expect(calls).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['resume', 'suspend']);
    listeners.get('API_RUNNING_QUEUE_EMPTY')!();
    expect(calls).toEqual(['resume', 'suspend']);
  });

  it('compiles a script that may hold a query once Gatsby’s API queue is empty, and only then', () => {
    const { compiler, calls, invalid } = fakeCompiler({ running: false, suspended: true });
    const listeners = new Map<string, () => void>();
    new CompileAfterChange(
      { on: (event, listener) => listeners.set(event, listener), emit: () => undefined },
      SITE_FILES,
    ).apply(compiler);
    const queueEmpty = listeners.get('API_RUNNING_QUEUE_EMPTY')!;
    queueEmpty();
    expect(calls).toEqual([]);
    invalid();
    expect(calls).toEqual([]);
    queueEmpty();
    expect(calls).toEqual(['resume', 'suspend']);
    queueEmpty();
    expect(calls).toEqual(['resume', 'suspend']);
  });

  it('runs one compile past Gatsby’s suspension', () => {
    const { compiler, calls } = fakeCompiler({ running: false, suspended: true });
    compileSoon(compiler);
    expect(calls).toEqual(['resume', 'suspend']);
  });

  it('invalidates when the watcher is not suspended', () => {
    const { compiler, calls } = fakeCompiler({ running: false, suspended: false });
    compileSoon(compiler);
    expect(calls).toEqual(['invalidate']);
  });

  it('keeps Gatsby’s resume during a compile for after it, so that compile still writes its output', async () => {
    const { compiler, calls, afterDone } = fakeCompiler({ running: false, suspended: true });
    new CompileAfterChange(fakeEmitter(), SITE_FILES).apply(compiler);
    afterDone();
    const watching = compiler.watching!;
    watching.running = true;
    // What Gatsby's recompile does: resume, then suspend at once.
    watching.resume();
    watching.suspend();
    expect(calls).toEqual(['suspend']);
    watching.running = false;
    afterDone();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['suspend', 'resume', 'suspend']);
  });

  it('does not tell Gatsby of a saved content file, which its compile has already taken in', () => {
    const { compiler, invalid, afterDone, gatsbyListener } = fakeCompiler({ running: false, suspended: true });
    new CompileAfterChange(fakeEmitter(), SITE_FILES).apply(compiler);
    const heard = gatsbyListener();
    invalid('/site/content/en/guide/start/index.mdx');
    compiler.modifiedFiles = new Set(['/site/content/en/guide/start/index.mdx']);
    afterDone();
    expect(heard).toEqual([]);
    invalid(SEARCH);
    expect(heard).toEqual([SEARCH]);
  });

  it('tells Gatsby of another file the same compile took in, once that compile is done', () => {
    const { compiler, invalid, afterDone, gatsbyListener } = fakeCompiler({ running: false, suspended: true });
    new CompileAfterChange(fakeEmitter(), SITE_FILES).apply(compiler);
    const heard = gatsbyListener();
    invalid('/site/content/en/guide/start/index.mdx');
    // A compile that had started before the save does not count.
    compiler.modifiedFiles = new Set(['/site/src/layouts/Layout.tsx']);
    afterDone();
    expect(heard).toEqual([]);
    compiler.modifiedFiles = new Set(['/site/content/en/guide/start/index.mdx', PAGER, SEARCH]);
    afterDone();
    expect(heard).toEqual([SEARCH]);
    afterDone();
    expect(heard).toHaveLength(1);
  });

  it('compiles a component Gatsby finds nothing in at once, and tells neither of Gatsby’s watchers of it', async () => {
    const { compiler, calls, invalid, afterDone, gatsbyListener } = fakeCompiler({ running: false, suspended: true });
    const emitter = fakeEmitter();
    const changes: unknown[] = [];
    // Gatsby's develop loop hears its query watcher through the same emitter.
    emitter.on('SOURCE_FILE_CHANGED', (file) => changes.push(file));
    new CompileAfterChange(emitter, SITE_FILES).apply(compiler);
    const heard = gatsbyListener();
    invalid(PAGER);
    emitter.emit('SOURCE_FILE_CHANGED', PAGER);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['resume', 'suspend']);
    compiler.modifiedFiles = new Set([PAGER]);
    afterDone();
    expect([heard, changes]).toEqual([[], []]);
    emitter.emit('SOURCE_FILE_CHANGED', SEARCH);
    emitter.emit('API_RUNNING_QUEUE_EMPTY');
    expect(changes).toEqual([SEARCH]);
    expect(calls).toEqual(['resume', 'suspend']);
  });

  it('waits for the running compile, then compiles again', async () => {
    const { compiler, calls, afterDone } = fakeCompiler({ running: true, suspended: true });
    compileSoon(compiler);
    expect(calls).toEqual([]);
    compiler.watching!.running = false;
    afterDone();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['resume', 'suspend']);
  });
});

describe('compiling a saved MDX file before Gatsby replaces its node', () => {
  it('is safe because no page query reads an Mdx node (the browser asks for page data after the update)', () => {
    const templates = path.join(__dirname, '../../../src/templates');
    const queries = readdirSync(templates)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => [file, readFileSync(path.join(templates, file), 'utf8')] as const);
    expect(queries.length).toBeGreaterThan(0);
    for (const [file, source] of queries) {
      const query = /graphql`([\s\S]*?)`/.exec(source)?.[1] ?? '';
      expect([file, /\b(mdx|allMdx)\b/i.test(query)]).toEqual([file, false]);
    }
  });
});
