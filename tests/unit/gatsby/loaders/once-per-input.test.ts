import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Loader = (source: string) => void;

/** The loader as a new build process loads it: nothing run yet in this process. */
function freshLoader(): Loader {
  let loader: Loader | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
    loader = require('../../../../gatsby/loaders/once-per-input.js') as Loader;
  });
  return loader!;
}

const oncePerInput = freshLoader();

interface Run {
  result: unknown[];
  dependencies: string[];
}

/**
 * Runs the loader as webpack would, for one module, with the inner loader and its options; with
 * a site's root, as in a compilation, outcomes are kept there between builds.
 */
function load(
  resourcePath: string,
  source: string,
  loader: string,
  options: unknown,
  site?: { root: string; loader: Loader },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const dependencies: string[] = [];
    const context = {
      resourcePath,
      rootContext: site?.root,
      getOptions: () => ({ loader, options }),
      addDependency: (file: string) => dependencies.push(file),
      addMissingDependency: () => undefined,
      async:
        () =>
        (error: Error | null, ...result: unknown[]) =>
          error ? reject(error) : resolve({ result, dependencies }),
    };
    (site?.loader ?? oncePerInput).call(context, source);
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

  describe('between builds', () => {
    let root: string;
    const dependency = () => path.join(root, 'babel.config.json');
    /** An inner loader that depends on a file of the site and returns `kind` of result. */
    const siteLoader = (kind: 'string' | 'buffer') => {
      const file = path.join(dir, `site-${kind}-loader.js`);
      writeFileSync(
        file,
        `module.exports = function (source) {
           require('fs').appendFileSync(${JSON.stringify(calls)}, this.resourcePath + '\\n');
           this.addDependency(${JSON.stringify(dependency())});
           const rc = ${JSON.stringify(path.join(root, '.babelrc'))};
           if (require('fs').existsSync(rc)) this.addDependency(rc);
           else this.addMissingDependency(rc);
           const out = 'compiled(' + source + ')';
           return ${kind === 'buffer' ? 'Buffer.from(out)' : 'out'};
         };`,
      );
      return file;
    };
    const build = (loader: string) =>
      load('/site/src/templates/DocPage.tsx', 'T', loader, { config: 'x' }, { root, loader: freshLoader() });

    beforeEach(() => {
      root = path.join(dir, 'site');
      mkdirSync(path.join(root, '.cache'), { recursive: true });
      writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
      writeFileSync(dependency(), '{"presets":[]}');
    });

    it('gives a later build the outcome of the earlier one, with its dependencies, without running the loader', async () => {
      const loader = siteLoader('string');
      const first = await build(loader);
      const second = await build(loader);
      expect(runs()).toHaveLength(1);
      expect(second.result).toEqual(['compiled(T)']);
      expect(second.dependencies).toEqual(first.dependencies);
      expect(second.dependencies).toEqual([dependency()]);
    });

    it('runs the loader again once a file it depended on, a file it found missing or the lockfile changed', async () => {
      const loader = siteLoader('string');
      await build(loader);
      writeFileSync(dependency(), '{"presets":["another"]}');
      await build(loader);
      expect(runs()).toHaveLength(2);
      writeFileSync(path.join(root, '.babelrc'), '{}');
      await build(loader);
      expect(runs()).toHaveLength(3);
      writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
      await build(loader);
      expect(runs()).toHaveLength(4);
      await build(loader);
      expect(runs()).toHaveLength(4);
    });

    it('keeps only outcomes made of data', async () => {
      const loader = siteLoader('buffer');
      await build(loader);
      expect((await build(loader)).result).toEqual([Buffer.from('compiled(T)')]);
      expect(runs()).toHaveLength(2);
    });
  });
});
