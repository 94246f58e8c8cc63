import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { HotStatsWithoutModules, withoutModuleList, type JsonStats } from '../../../gatsby/develop-hot-stats';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const hotMiddleware = require('@gatsbyjs/webpack-hot-middleware') as (
  compiler: webpack.Compiler,
  options: { log: false; path: string },
) => ((req: unknown, res: unknown, next: () => void) => void) & { close(): void };

/** The options Gatsby's hot middleware asks webpack's stats for after each compile. */
const MIDDLEWARE_REQUEST = {
  all: false,
  cached: true,
  children: true,
  modules: true,
  timings: true,
  hash: true,
  warnings: true,
  errors: true,
  ids: true,
};

/** Stats whose answers record what they were asked. */
function recordingStats() {
  const asked: unknown[] = [];
  const stats: JsonStats = {
    toJson(options) {
      asked.push(options);
      return { hash: 'abc', errors: [], modules: [{ id: './a.js', name: './a.js' }] };
    },
  };
  return { stats, asked };
}

/** Compiles a two-module entry in a temporary folder. */
function compileTiny(plugins: webpack.WebpackPluginInstance[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hot-stats-'));
  writeFileSync(path.join(dir, 'a.js'), "export const a = 'a';\n");
  writeFileSync(path.join(dir, 'index.js'), "import { a } from './a.js';\nconsole.log(a);\n");
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'out') },
    devtool: false,
    plugins,
  });
  return { compiler, dir };
}

describe('withoutModuleList', () => {
  test('answers the middleware request without asking webpack for the modules', () => {
    const { stats, asked } = recordingStats();
    withoutModuleList(stats);
    const json = stats.toJson(MIDDLEWARE_REQUEST);
    expect(json).toEqual({ hash: 'abc', errors: [], modules: [] });
    expect(asked).toEqual([{ ...MIDDLEWARE_REQUEST, modules: false }]);
  });

  test('passes every other request through as it is', () => {
    const { stats, asked } = recordingStats();
    withoutModuleList(stats);
    const warnings = { all: false, warnings: true };
    expect(stats.toJson(warnings).modules).toHaveLength(1);
    expect(stats.toJson({ modules: true }).modules).toHaveLength(1);
    expect(stats.toJson()).toHaveProperty('hash', 'abc');
    expect(asked).toEqual([warnings, { modules: true }, undefined]);
  });
});

describe('HotStatsWithoutModules with webpack and the hot middleware', () => {
  test('the middleware tells the browser the compile with its hash and no module names', async () => {
    const plain = compileTiny([]);
    const lean = compileTiny([new HotStatsWithoutModules()]);
    try {
      const run = (compiler: webpack.Compiler) =>
        new Promise<webpack.Stats>((resolve, reject) =>
          compiler.run((error, stats) => (error || !stats ? reject(error) : resolve(stats))),
        );
      const plainStats = await run(plain.compiler);
      expect(plainStats.toJson(MIDDLEWARE_REQUEST).modules!.length).toBeGreaterThan(1);

      // A browser connected to the middleware before the compile hears of it when it is done.
      const middleware = hotMiddleware(lean.compiler, { log: false, path: '/__webpack_hmr' });
      const sent: string[] = [];
      const response = {
        writeHead: () => undefined,
        write: (chunk: string) => sent.push(chunk),
        end: () => undefined,
        finished: false,
      };
      const request = {
        url: '/__webpack_hmr',
        httpVersion: '1.1',
        socket: { setKeepAlive: () => undefined },
        on: () => undefined,
      };
      middleware(request, response, () => undefined);
      const leanStats = await run(lean.compiler);
      middleware.close();

      const payloads = sent.filter((chunk) => chunk.startsWith('data: {')).map((chunk) => JSON.parse(chunk.slice(6)));
      const built = payloads.find((payload) => payload.action === 'built');
      expect(built).toMatchObject({ hash: leanStats.hash, errors: [], warnings: [] });
      expect(built.modules).toEqual({});
      expect(typeof built.time).toBe('number');
      // Webpack's own stats of the same compile still list its modules when asked otherwise.
      expect(leanStats.toJson({ modules: true }).modules!.length).toBeGreaterThan(1);
    } finally {
      rmSync(plain.dir, { recursive: true, force: true });
      rmSync(lean.dir, { recursive: true, force: true });
    }
  });
});
