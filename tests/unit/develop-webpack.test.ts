import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompileAfterChange, compileSoon, type DevelopCompiler } from '../../gatsby/develop-compile-soon';
import { compilePagesOnFirstVisit, shellRendererWithoutPages } from '../../gatsby/develop-lazy-pages';
import { mdxLoaderReadsFiles, withBodyFromDisk } from '../../gatsby/develop-mdx-body';

describe('withBodyFromDisk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mdx-body-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the body of the file as saved now, without its frontmatter', () => {
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, '---\ntitle: Page\n---\n\nOld text.\n');
    const node = { body: '\nOld text.\n', internal: { contentFilePath: file } };
    const getNode = withBodyFromDisk(() => node);
    expect(getNode('mdx-1')?.body).toBe('\nOld text.\n');
    writeFileSync(file, '---\ntitle: Page\n---\n\nNew text.\n');
    expect(getNode('mdx-1')?.body).toBe('\nNew text.\n');
  });

  it('still reads the file while Gatsby replaces its node', () => {
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, '---\ntitle: Page\n---\nFirst.\n');
    let current: { internal: { contentFilePath: string } } | undefined = { internal: { contentFilePath: file } };
    const getNode = withBodyFromDisk(() => current);
    getNode('mdx-1');
    current = undefined;
    writeFileSync(file, '---\ntitle: Page\n---\nSecond.\n');
    expect(getNode('mdx-1')?.body).toBe('Second.\n');
    expect(getNode('unknown')).toBeUndefined();
  });

  it('swaps getNode in the MDX loader step only', () => {
    const original = () => undefined;
    const rules: { test: RegExp; use: unknown }[] = [
      {
        test: /\.mdx?$/,
        use: () => [
          { loader: '/x/babel-loader.js' },
          { loader: '/x/gatsby-mdx-loader', options: { getNode: original } },
        ],
      },
    ];
    mdxLoaderReadsFiles(rules);
    const use = rules[0]!.use as (info: unknown) => { loader: string; options?: { getNode: unknown } }[];
    const [babel, mdx] = use({});
    expect(babel).toEqual({ loader: '/x/babel-loader.js' });
    expect(mdx!.options!.getNode).not.toBe(original);
    expect(use({})[1]!.options!.getNode).toBe(mdx!.options!.getNode);
  });
});

describe('compileSoon', () => {
  function fakeCompiler(watching: { running: boolean; suspended: boolean }) {
    const calls: string[] = [];
    let afterDone = () => {};
    let invalid = () => {};
    const compiler: DevelopCompiler = {
      watching: {
        ...watching,
        invalidate: () => calls.push('invalidate'),
        resume: () => calls.push('resume'),
        suspend: () => calls.push('suspend'),
      },
      hooks: {
        afterDone: { tap: (_name, callback) => (afterDone = callback) },
        invalid: { tap: (_name, callback) => (invalid = () => callback('/site/content/en/a.mdx')) },
      },
    };
    return { compiler, calls, afterDone: () => afterDone(), invalid: () => invalid() };
  }

  it('compiles a change once Gatsby’s API queue is empty, and only then', () => {
    const { compiler, calls, invalid } = fakeCompiler({ running: false, suspended: true });
    const listeners = new Map<string, () => void>();
    new CompileAfterChange({ on: (event, listener) => listeners.set(event, listener) }).apply(compiler);
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

describe('develop webpack config', () => {
  it('makes every static-query file an entry and compiles only templates lazily', () => {
    const config = { entry: { commons: ['/site/.cache/app'] }, resolve: {} };
    compilePagesOnFirstVisit(config, ['src/hooks/b.ts', 'src/hooks/a.ts', 'src/hooks/a.ts']);
    expect(config.entry.commons).toEqual([
      '/site/.cache/app',
      path.resolve('src/hooks/a.ts'),
      path.resolve('src/hooks/b.ts'),
    ]);
    const lazy = (config as { experiments?: { lazyCompilation?: { test(module: unknown): boolean } } }).experiments!
      .lazyCompilation!;
    const moduleAt = (file: string) => ({ nameForCondition: () => file });
    expect(lazy.test(moduleAt(path.resolve('src/templates/DocPage.tsx')))).toBe(true);
    expect(lazy.test(moduleAt(path.resolve('src/search/SearchPanel.tsx')))).toBe(false);
  });

  it('gives the shell renderer an empty module for the page components, matched first', () => {
    const config = { entry: {}, resolve: { alias: { $virtual: '/site/.cache/virtual' } } };
    shellRendererWithoutPages(config);
    expect(Object.entries(config.resolve.alias)).toEqual([
      ['$virtual/async-requires$', false],
      ['$virtual', '/site/.cache/virtual'],
    ]);
  });
});
