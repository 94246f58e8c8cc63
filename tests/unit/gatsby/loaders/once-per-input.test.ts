import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const oncePerInput = require('../../../../gatsby/loaders/once-per-input.js') as (source: string) => void;

interface Run {
  result: unknown[];
  dependencies: string[];
}

/** Runs the loader as webpack would, for one module, with the inner loader and its options. */
function load(resourcePath: string, source: string, loader: string, options: unknown): Promise<Run> {
  return new Promise((resolve, reject) => {
    const dependencies: string[] = [];
    const context = {
      resourcePath,
      getOptions: () => ({ loader, options }),
      addDependency: (file: string) => dependencies.push(file),
      async:
        () =>
        (error: Error | null, ...result: unknown[]) =>
          error ? reject(error) : resolve({ result, dependencies }),
    };
    oncePerInput.call(context, source);
  });
}

describe('once-per-input loader', () => {
  let dir: string;
  let calls: string;
  /** Writes an inner loader: `kind` says how it answers; each run appends a line to `calls`. */
  const innerLoader = (name: string, kind: 'async' | 'promise' | 'sync' | 'throws' | 'fails-once') => {
    const file = path.join(dir, `${name}.js`);
    const body = {
      async: 'const done = this.async(); setTimeout(() => done(null, out, { map: true }), 5);',
      promise: 'return Promise.resolve(out);',
      sync: 'return out;',
      throws: 'throw new Error("bad input");',
      'fails-once':
        'if (!require("fs").readFileSync(calls, "utf8").includes("failed")) { append("failed\\n"); throw new Error("first run fails"); } return out;',
    }[kind];
    writeFileSync(
      file,
      `const calls = ${JSON.stringify(calls)};
       const append = (line) => require('fs').appendFileSync(calls, line);
       module.exports = function (source) {
         const o = this.getOptions();
         append(this.resourcePath + '\\n');
         this.addDependency('/deps/' + o.config);
         const out = 'compiled(' + source + ', ' + o.config + ')';
         ${body}
       };`,
    );
    return file;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'once-per-input-'));
    calls = path.join(dir, 'calls.txt');
    writeFileSync(calls, '');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const runs = () => readFileSync(calls, 'utf8').split('\n').filter(Boolean);

  it('runs the inner loader once for modules asking for the same input, and gives each its result and dependencies', async () => {
    const loader = innerLoader('async-loader', 'async');
    const [a, b] = await Promise.all([
      load('/site/src/templates/DocPage.tsx', 'T', loader, { config: 'x', getNode: () => null }),
      load('/site/src/templates/DocPage.tsx', 'T', loader, { config: 'x', getNode: () => 'other' }),
    ]);
    expect(runs()).toEqual(['/site/src/templates/DocPage.tsx']);
    expect(a!.result).toEqual(['compiled(T, x)', { map: true }]);
    expect(b).toEqual(a);
    expect(b!.dependencies).toEqual(['/deps/x']);
  });

  it('runs again for another source, file or option', async () => {
    const loader = innerLoader('promise-loader', 'promise');
    await load('/site/a.mdx', 'A', loader, { config: 'x' });
    expect((await load('/site/a.mdx', 'A2', loader, { config: 'x' })).result).toEqual(['compiled(A2, x)']);
    expect((await load('/site/b.mdx', 'A', loader, { config: 'x' })).result).toEqual(['compiled(A, x)']);
    expect((await load('/site/a.mdx', 'A', loader, { config: 'y' })).result).toEqual(['compiled(A, y)']);
    expect(runs()).toHaveLength(4);
  });

  it('takes a loader’s returned value', async () => {
    expect((await load('/site/c.js', 'C', innerLoader('sync-loader', 'sync'), { config: 'z' })).result).toEqual([
      'compiled(C, z)',
    ]);
  });

  it('reports a failure to every module and does not keep it', async () => {
    await expect(load('/site/d.mdx', '<D', innerLoader('throwing-loader', 'throws'), { config: 'x' })).rejects.toThrow(
      'bad input',
    );
    const flaky = innerLoader('flaky-loader', 'fails-once');
    await expect(load('/site/e.mdx', 'E', flaky, { config: 'x' })).rejects.toThrow('first run fails');
    expect((await load('/site/e.mdx', 'E', flaky, { config: 'x' })).result).toEqual(['compiled(E, x)']);
  });
});
