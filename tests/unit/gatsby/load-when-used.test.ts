/**
 * The preload that loads a few packages Gatsby requires at start only when they are first used.
 * The packages and the modules requiring them are the installed ones; each load that must start
 * from nothing runs in a Node.js process of its own.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The preload is plain JavaScript (Node.js loads it before anything is compiled).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DEFERRED, standIn } = require('../../../gatsby/preload/load-when-used.js') as {
  DEFERRED: readonly { from: string; request: string; esModule: boolean }[];
  standIn(load: () => unknown, esModule: boolean): Record<string | symbol, unknown> & ((...args: unknown[]) => unknown);
};

const PRELOAD = path.resolve('gatsby/preload/load-when-used.js');
const requirerOf = (from: string) => path.resolve('node_modules', from);

/** Runs `script` in a new process, the preload loaded as the build scripts load it; its JSON output. */
function run(script: string): unknown {
  const output = execFileSync(process.execPath, ['--require', PRELOAD, '-e', script], {
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('the deferred packages', () => {
  it.each(DEFERRED.map((item) => [item.request, item]))(
    '%s: the stand-in answers __esModule as the installed package does',
    (_request, { from, request, esModule }) => {
      const real = createRequire(requirerOf(from))(request) as { __esModule?: boolean };
      expect(Boolean(real.__esModule)).toBe(esModule);
    },
  );

  it('are not loaded when the modules requiring them load, and are once used', () => {
    const script = `
      const files = ${JSON.stringify(DEFERRED.map(({ from, request }) => [requirerOf(from), request]))};
      const loaded = () => files.map(([from, request]) => require.cache[require('node:module').createRequire(from).resolve(request)] !== undefined);
      for (const [from] of files) require(from);
      const before = loaded();
      const autoprefixer = require('node:module').createRequire(files[0][0])('autoprefixer');
      const plugin = autoprefixer({ overrideBrowserslist: ['chrome 100'] });
      // Not console.log, which Gatsby's reporter (loaded with the development server's modules) wraps at 80 columns.
      process.stdout.write(JSON.stringify({ before, after: loaded(), plugin: plugin.postcssPlugin }));
    `;
    expect(run(script)).toEqual({
      before: DEFERRED.map(() => false),
      after: DEFERRED.map(({ request }) => request === 'autoprefixer'),
      plugin: 'autoprefixer',
    });
  });
});

describe('standIn', () => {
  it('loads the exports at their first use, once, and passes every use on to them', () => {
    let loads = 0;
    const exports = Object.assign((value: number) => value * 2, { run: () => 'ran', info: 'data' });
    const module = standIn(() => {
      loads += 1;
      return exports;
    }, false);
    expect(module.__esModule).toBeUndefined();
    expect(loads).toBe(0);
    expect(module(21)).toBe(42);
    expect((module.run as () => string)()).toBe('ran');
    expect('info' in module).toBe(true);
    expect(Object.keys(module)).toEqual(['run', 'info']);
    expect(loads).toBe(1);
  });

  it('answers __esModule of an ES module before loading it, and the real value after', () => {
    let loads = 0;
    const module = standIn(() => {
      loads += 1;
      return { __esModule: true, codegen: () => 'types' };
    }, true);
    expect(module.__esModule).toBe(true);
    expect(loads).toBe(0);
    expect((module.codegen as () => string)()).toBe('types');
    expect(module.__esModule).toBe(true);
  });
});
