/**
 * What the config reference pages say Rsbuild does, checked against what Rsbuild 0.5.9 does.
 *
 * Each case runs the pinned packages (a generated Rspack config, a production build, a dev or
 * preview server answering a request, or a dist function that the server calls) and checks both
 * the behaviour and the sentence of the page that describes it, in English and in Chinese. A case
 * fails when the package behaves differently from what the case expects, and when a page goes back
 * to a claim that the package contradicts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOutcome } from './lib/build-outcome';
import { LOCALES, page, project as projectIn, section, tableRow } from './lib/page-text';
import { RSBUILD_BIN, fixtureRequire } from './lib/rsbuild';
import { runRsbuildScript } from './lib/rsbuild-script';
import { serverAnswers, somePort } from './lib/server-answers';

let root: string;

const project = (name: string, files: Record<string, string> = { 'src/index.js': '' }) =>
  projectIn(root, name, files);

/** The body of a page without line breaks inside paragraphs, so that a sentence is found whole. */
const prose = (route: string, locale: string) => page(route, locale).body.replace(/\s*\n\s*/g, ' ');

beforeAll(() => {
  expect(fixtureRequire('@rsbuild/core').version).toBe('0.5.9');
  root = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-behaviour-config-'));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('server.printUrls: the label of the URLs a function returns', () => {
  it('is Network for every URL with a port, localhost included', () => {
    const cwd = project('print-urls');
    const printed = runRsbuildScript<string>(
      cwd,
      `
      const { printServerURLs } = dist('server/helper');
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.log = () => {};
      const message = printServerURLs({
        urls: [],
        port: 8080,
        protocol: 'http',
        routes: [{ entryName: 'index', pathname: '/' }],
        printUrls: () => ['http://localhost:8080', 'http://localhost'],
      });
      return message.replace(/\\u001b\\[[0-9;]*m/g, '');
      `,
    );
    expect(printed.split('\n').filter(Boolean)).toEqual([
      '  > Network:  http://localhost:8080/',
      '  > Local:    http://localhost/',
    ]);
  });

  it('prints nothing for any falsy value, and fails for a value that is not an array', () => {
    const outcomes = runRsbuildScript<string[]>(
      project('print-urls-falsy'),
      `
      const { printServerURLs } = dist('server/helper');
      const print = (printUrls) => {
        try { return String(printServerURLs({ urls: [], port: 8080, protocol: 'http', routes: [{ entryName: 'index', pathname: '/' }], printUrls }) ?? 'nothing'); }
        catch (error) { return error.message; }
      };
      return [print(() => undefined), print(() => null), print(() => false), print(() => 'http://localhost')];
      `,
    );
    expect(outcomes).toEqual(['nothing', 'nothing', 'nothing', '"server.printUrls" must return an array, but got string.']);
  });

  it.each(LOCALES)('is documented as Network for URLs with a port (%s)', (locale) => {
    const body = prose('/config/server/print-urls', locale);
    expect(body).not.toMatch(/`Local` \(for `localhost`|`Local`（`localhost`/);
    expect(body).toMatch(
      /every URL with a port, `http:\/\/localhost:8080` included, is printed as `Network`|所有带端口的地址，包括 `http:\/\/localhost:8080`，都会打印为 `Network`/,
    );
    expect(body).toMatch(/Return `undefined` \(or any falsy value\) to print nothing|返回 `undefined`（或任何假值）表示不打印任何内容/);
  });
});

describe('server.host: the printed URLs', () => {
  const script = (command: 'dev' | 'preview') => `
    const rsbuild = await core.createRsbuild({
      cwd,
      rsbuildConfig: { server: { host: '127.0.0.1', printUrls: false } },
    });
    const started = ${command === 'dev' ? 'await (await rsbuild.createDevServer({ runCompile: false })).listen()' : 'await rsbuild.preview()'};
    await started.server.close();
    return started.urls.map((url) => url.replace(/:\\d+$/, ':<port>'));
  `;

  it('are built from the host by the dev server, not by the preview server', () => {
    const cwd = project('host-urls');
    expect(runRsbuildScript<string[]>(cwd, script('dev'))).toEqual(['http://127.0.0.1:<port>']);
    const previewUrls = runRsbuildScript<string[]>(cwd, script('preview'), 'production');
    expect(previewUrls).toContain('http://localhost:<port>');
    expect(previewUrls).not.toContain('http://127.0.0.1:<port>');
  });

  it.each(LOCALES)('are documented per command (%s)', (locale) => {
    const body = prose('/config/server/host', locale);
    expect(body).not.toMatch(/With any other host, it prints a single URL|使用其他 host 时，只会打印/);
    expect(body).toMatch(/`rsbuild preview` does not pass the host on|`rsbuild preview` 生成地址列表时没有传入 host/);
  });
});

describe('server.headers', () => {
  const requestHeaders = (command: 'dev' | 'preview') => `
    const rsbuild = await core.createRsbuild({
      cwd,
      rsbuildConfig: { server: { headers: { 'X-Docs-Check': 'yes' }, printUrls: false } },
    });
    const started = ${command === 'dev' ? 'await (await rsbuild.createDevServer({ runCompile: false })).listen()' : 'await rsbuild.preview()'};
    const response = await fetch(started.urls[0] + '/index.html', { headers: { connection: 'close' } });
    await started.server.close();
    return {
      allowOrigin: response.headers.get('access-control-allow-origin'),
      custom: response.headers.get('x-docs-check'),
    };
  `;

  it('come with Access-Control-Allow-Origin: * from the dev server only', () => {
    const cwd = project('headers', { 'src/index.js': '', 'dist/index.html': '<!doctype html>' });
    expect(runRsbuildScript(cwd, requestHeaders('dev'))).toEqual({ allowOrigin: '*', custom: 'yes' });
    expect(runRsbuildScript(cwd, requestHeaders('preview'), 'production')).toEqual({ allowOrigin: null, custom: 'yes' });
  });

  it.each(LOCALES)('are documented with that difference (%s)', (locale) => {
    const body = prose('/config/server/headers', locale);
    expect(body).toContain('`Access-Control-Allow-Origin: *`');
    expect(body).toMatch(/The preview server only sends the headers you configure|预览服务器只会发送你配置的响应头/);
  });
});

describe('server.proxy: the options of each form', () => {
  it('get changeOrigin and logLevel defaults in the object forms only', () => {
    const cwd = project('proxy');
    const formatted = runRsbuildScript<Array<Record<string, unknown>>>(
      cwd,
      `
      const { formatProxyOptions } = dist('server/proxy');
      return [
        ...formatProxyOptions({ '/api': 'http://localhost:3000', '/auth': { target: 'http://localhost:4000', changeOrigin: false } }),
        ...formatProxyOptions([{ context: '/ws', target: 'ws://localhost:3001' }]),
        ...formatProxyOptions({ context: '/up', target: 'http://localhost:5000' }),
      ].map(({ onError, ...options }) => options);
      `,
    );
    expect(formatted).toEqual([
      { context: '/api', changeOrigin: true, logLevel: 'warn', target: 'http://localhost:3000' },
      { context: '/auth', changeOrigin: false, logLevel: 'warn', target: 'http://localhost:4000' },
      { context: '/ws', target: 'ws://localhost:3001' },
      { context: '/up', target: 'http://localhost:5000' },
    ]);
  });

  it('call bypass for every request, and false sets 404 but lets the request go on', () => {
    const result = runRsbuildScript<{ calls: string[]; status: number; page: boolean }>(
      project('proxy-bypass'),
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'error';
      const calls = [];
      const rsbuild = await core.createRsbuild({
        cwd,
        rsbuildConfig: {
          server: {
            printUrls: false,
            proxy: { '/api': { target: 'http://127.0.0.1:9', bypass: (req) => { calls.push(req.url); return false; } } },
          },
        },
      });
      let compiled;
      const done = new Promise((resolve) => { compiled = resolve; });
      rsbuild.onDevCompileDone(() => compiled());
      const started = await rsbuild.startDevServer();
      await done;
      const response = await fetch(started.urls[0] + '/about', { headers: { accept: 'text/html', connection: 'close' } });
      const body = await response.text();
      await started.server.close();
      return { calls, status: response.status, page: body.includes('<div id="root">') };
      `,
    );
    expect(result).toEqual({ calls: ['/about'], status: 404, page: true });
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const body = prose('/config/server/proxy', locale);
    expect(body).toMatch(/Rsbuild adds `changeOrigin: true` and `logLevel: 'warn'`|Rsbuild 会为选项添加 `changeOrigin: true` 和 `logLevel: 'warn'`/);
    const changeOrigin = section(page('/config/server/proxy', locale), '### changeOrigin');
    expect(changeOrigin).toMatch(/`true` in the object forms, `false` otherwise|对象写法中为 `true`，其他写法中为 `false`/);
    expect(body).toMatch(/options are used exactly as written|选项会完全按照你的写法使用/);
    const bypass = section(page('/config/server/proxy', locale), '### bypass');
    expect(bypass).toMatch(/calls it for every request that reaches the proxy, whether or not the path matches `context`|无论路径是否匹配 `context`，每个到达代理中间件的请求都会调用它/);
    expect(bypass).toMatch(/the request still goes through the other middlewares|请求仍会继续经过其他中间件/);
    expect(bypass).not.toMatch(/`false` to answer with 404|返回 `false` 表示返回 404/);
  });
});

/** A script returning, for each target of the project's config, what `pick` takes from the generated Rspack config. */
const perTarget = (config: string, pick: string) => `
  const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: ${config} });
  const configs = await rsbuild.initConfigs();
  const swcOptions = (rspackConfig) => {
    const use = rspackConfig.module.rules
      .flatMap((rule) => (Array.isArray(rule.use) ? rule.use : []))
      .find((item) => item.loader === 'builtin:swc-loader');
    return use && use.options;
  };
  return configs.map((rspackConfig) => (${pick})(rspackConfig, swcOptions));
`;

/** What `pick` takes from the generated Rspack config of the project's first target. */
function firstTarget<T>(cwd: string, config: string, pick: string, env: 'development' | 'production' = 'development'): T {
  const [first] = runRsbuildScript<T[]>(cwd, perTarget(config, pick), env);
  if (first === undefined) throw new Error(`${cwd}: no Rspack config generated`);
  return first;
}

describe('output.assetPrefix and dev.assetPrefix', () => {
  let prefixCase = 0;
  const prefixes = (env: 'development' | 'production', config: string) =>
    firstTarget<{ publicPath: string; define: string }>(
      project(`asset-prefix-${env}-${prefixCase++}`),
      config,
      `(rspackConfig) => ({
        publicPath: rspackConfig.output.publicPath,
        define: plugins(rspackConfig).find((plugin) => plugin.name === 'DefinePlugin').options['process.env.ASSET_PREFIX'],
      })`,
      env,
    );
  const both = "{ dev: { assetPrefix: '/my-app' }, output: { assetPrefix: 'https://cdn.example.com/app' } }";

  it('each apply to one mode, get a trailing slash, and reach process.env.ASSET_PREFIX without it', () => {
    expect(prefixes('production', both)).toEqual({
      publicPath: 'https://cdn.example.com/app/',
      define: '"https://cdn.example.com/app"',
    });
    expect(prefixes('development', both)).toEqual({ publicPath: '/my-app/', define: '"/my-app"' });
    expect(prefixes('development', '{ dev: { assetPrefix: true } }').publicPath).toBe('http://localhost:8080/');
    expect(prefixes('development', '{ dev: { assetPrefix: false } }')).toEqual({ publicPath: '/', define: '""' });
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const output = prose('/config/output/asset-prefix', locale);
    expect(output).toMatch(/only applies to `rsbuild build`|只在 `rsbuild build`/);
    expect(output).toMatch(/Rsbuild adds the trailing slash when it is missing|缺少结尾的斜杠时，Rsbuild 会自动补上/);
    const dev = page('/config/dev/asset-prefix', locale);
    expect(tableRow(dev, 'true')).toContain('`http://localhost:<port>/`');
    expect(tableRow(dev, 'false')).toContain("`'/'`");
  });
});

describe('output.filename and output.filenameHash: the default names', () => {
  const names = (env: 'development' | 'production', config: string, name: string) =>
    firstTarget<{ js: string; css: string; image: string }>(
      project(`filenames-${name}`),
      config,
      `(rspackConfig) => ({
        js: rspackConfig.output.filename,
        css: rspackConfig.output.cssFilename,
        image: rspackConfig.module.rules
          .find((rule) => String(rule.test) === String(/\\.(?:png|jpg|jpeg|pjpeg|pjp|gif|bmp|webp|ico|apng|avif|tif|tiff|jfif)$/i))
          .oneOf.find((one) => one.type === 'asset').generator.filename,
      })`,
      env,
    );

  it('hash JavaScript and CSS in production only, static assets in both modes', () => {
    expect(names('development', '{}', 'dev')).toEqual({
      js: 'static/js/[name].js',
      css: 'static/css/[name].css',
      image: 'static/image/[name].[contenthash:8][ext]',
    });
    expect(names('production', '{}', 'prod')).toEqual({
      js: 'static/js/[name].[contenthash:8].js',
      css: 'static/css/[name].[contenthash:8].css',
      image: 'static/image/[name].[contenthash:8][ext]',
    });
  });

  it("take a string as the hash placeholder, treat '' like false, and keep output.filename as written", () => {
    expect(names('production', "{ output: { filenameHash: 'contenthash:12' } }", 'string').js).toBe(
      'static/js/[name].[contenthash:12].js',
    );
    expect(names('production', "{ output: { filenameHash: '' } }", 'empty')).toEqual({
      js: 'static/js/[name].js',
      css: 'static/css/[name].css',
      image: 'static/image/[name][ext]',
    });
    expect(
      names('development', "{ output: { filenameHash: false, filename: { js: '[name].[contenthash:8].js' } } }", 'own')
        .js,
    ).toBe('static/js/[name].[contenthash:8].js');
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const body = page('/config/output/filename-hash', locale).body;
    expect(body).toMatch(/\| `\[name\]\.js`[,、] ?`\[name\]\.css` \| `\[name\]\.\[contenthash:8\]\.js`/);
    expect(body).toContain('| `[name].[contenthash:8][ext]` | `[name].[contenthash:8][ext]` |');
    expect(body).toMatch(/An empty string `''` behaves like `false`|空字符串 `''` 的效果与 `false` 相同/);
    expect(body).toMatch(/is used as written, with or without a hash placeholder|会按原样使用，无论其中是否包含 hash 占位符/);
  });
});

describe('output.charset and output.copy in a production build', () => {
  const sources = {
    'src/index.js': "document.title = '你好，世界';\n",
    'static/vendor.js': 'function   hello ( name ) {\n  return "hi " + name;\n}\n',
    'static/vendor.min.js': 'function   hello ( name ) {\n  return "hi " + name;\n}\n',
  };
  const build = (name: string, output: string) => {
    const cwd = project(name, sources);
    runRsbuildScript(
      cwd,
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'error';
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: { output: ${output} } });
      await rsbuild.build();
      `,
      'production',
    );
    return (file: string) => readFileSync(path.join(cwd, 'dist', file), 'utf8');
  };
  let minified: (file: string) => string;

  beforeAll(() => {
    minified = build(
      'charset-copy',
      `{
        filenameHash: false,
        copy: ['./static/vendor.js', { from: './static/vendor.min.js', info: { minimized: true } }],
      }`,
    );
  });

  it('escape non-ASCII characters through the minifier only', () => {
    expect(minified('static/js/index.js')).toContain('\\u4F60\\u597D\\uFF0C\\u4E16\\u754C');
    const unminified = build('charset-unminified', '{ filenameHash: false, minify: false }');
    expect(unminified('static/js/index.js')).toContain('你好，世界');
  });

  it('minify copied .js files unless the pattern marks them as minimized', () => {
    expect(minified('vendor.js')).toBe('function hello(n){return"hi "+n}');
    expect(minified('vendor.min.js')).toBe(sources['static/vendor.min.js']);
  });

  it('ignore the filter and transform fields of copy-webpack-plugin, and fail on a function as `to`', () => {
    const copied = build(
      'copy-webpack-fields',
      `{
        filenameHash: false,
        copy: [{
          from: './static/vendor.min.js',
          to: 'moved.js',
          info: { minimized: true },
          filter: () => false,
          transform: () => 'transformed',
          transformAll: () => 'transformed',
        }],
      }`,
    );
    expect(copied('moved.js')).toBe(sources['static/vendor.min.js']);
    expect(() => build('copy-to-function', `{ copy: [{ from: './static/vendor.js', to: () => 'moved.js' }] }`)).toThrow(
      /Failed to convert JavaScript value `function to\(\.\.\) ` into rust type `String`/,
    );
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const charset = prose('/config/output/charset', locale);
    expect(charset).toContain('`\\u4F60\\u597D`');
    expect(charset).toMatch(
      /Development builds and builds with `minify: false` keep the characters as written|开发构建和设置了 `minify: false` 的构建会保留源码中的字符/,
    );
    const copy = prose('/config/output/copy', locale);
    expect(copy).toMatch(/Copied `\.js` files still pass through the JavaScript minimizer|复制的 `\.js` 文件在生产构建中仍然会经过 JavaScript 压缩器/);
    expect(copy).toContain('`info: { minimized: true }`');
    expect(prose('/guide/faq/features', locale)).toMatch(
      /copied `\.js` and `\.css` files still go through the minifiers|复制的 `\.js` 和 `\.css` 文件仍然会经过压缩器处理/,
    );
    expect(copy).toMatch(
      /a function as `to` makes the build fail[^.]*\. The `filter`, `transform` and `transformAll` fields are ignored|函数形式的 `to` 会导致构建失败[^。]*。`filter`、`transform` 和 `transformAll` 字段会被忽略/,
    );
  });
});

describe('output.overrideBrowserslist: the array form', () => {
  it('applies to the web and web-worker targets, not to node and service-worker', () => {
    const cwd = project('browserslist');
    const targets = runRsbuildScript<unknown[]>(
      cwd,
      perTarget(
        "{ output: { targets: ['web', 'web-worker', 'node', 'service-worker'], overrideBrowserslist: ['ie >= 11'] } }",
        '(rspackConfig, swcOptions) => [rspackConfig.target, swcOptions(rspackConfig).env.targets]',
      ),
    );
    const defaultWeb = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];
    expect(targets).toEqual([
      [['web', 'es5'], ['ie >= 11']],
      [['webworker', 'es5'], ['ie >= 11']],
      ['node', ['node >= 16']],
      [['webworker', 'es2017'], defaultWeb],
    ]);
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const body = prose('/config/output/override-browserslist', locale);
    expect(body).toMatch(
      /The `node` and `service-worker` targets keep their defaults with the array form|使用数组形式时，`node` 和 `service-worker` 目标仍然使用各自的默认值/,
    );
    expect(body).toMatch(/Internet Explorer 11 the output is compiled to ES5|Internet Explorer 11 这样旧的浏览器，产物会被编译为 ES5/);
  });
});

describe('output.externals in worker builds', () => {
  it('is removed from the web-worker and service-worker configs when the compiler is created', () => {
    const cwd = project('externals');
    const externals = runRsbuildScript<unknown[]>(
      cwd,
      `
      const rsbuild = await core.createRsbuild({
        cwd,
        rsbuildConfig: { output: { targets: ['web', 'web-worker', 'service-worker', 'node'], externals: { react: 'React' } } },
      });
      const compiler = await rsbuild.createCompiler();
      return compiler.compilers.map((child) => child.options.externals ?? null);
      `,
    );
    expect(externals).toEqual([{ react: 'React' }, null, null, { react: 'React' }]);
  });

  it.each(LOCALES)('is documented as ignored there (%s)', (locale) => {
    expect(prose('/config/output/externals', locale)).toMatch(
      /Externals are ignored for the `web-worker` and `service-worker` targets|`web-worker` 和 `service-worker` 目标会忽略 externals/,
    );
  });
});

describe('output.dataUriLimit and output.inlineStyles in a production build', () => {
  let cwd: string;
  const dist = (file: string) => readFileSync(path.join(cwd, 'dist', file), 'utf8');

  beforeAll(() => {
    cwd = project('inline-assets', {
      'src/index.js': [
        "import './index.css';",
        "import atLimit from './at-limit.png';",
        "import overLimit from './over-limit.png';",
        "import forcedUrl from './small.png?url';",
        "import forcedInline from './large.png?inline';",
        'console.log(atLimit, overLimit, forcedUrl, forcedInline);',
        '',
      ].join('\n'),
      'src/index.css': '.a { background: url(./over-limit.png); }\n',
      'src/at-limit.png': 'a'.repeat(100),
      'src/over-limit.png': 'b'.repeat(101),
      'src/small.png': 'c',
      'src/large.png': 'd'.repeat(1000),
    });
    runRsbuildScript(
      cwd,
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'error';
      const names = [];
      const rsbuild = await core.createRsbuild({
        cwd,
        rsbuildConfig: {
          output: {
            filenameHash: false,
            dataUriLimit: 100,
            inlineStyles: ({ name, size }) => {
              names.push({ name, size });
              return true;
            },
          },
        },
      });
      await rsbuild.build();
      require('node:fs').writeFileSync(require('node:path').join(cwd, 'inline-calls.json'), JSON.stringify(names));
      `,
      'production',
    );
  });

  it('dataUriLimit: inlines files of at most the limit, and ?url and ?inline win over it', () => {
    const emitted = readFileSync(path.join(cwd, 'dist/static/js/index.js'), 'utf8');
    expect(emitted).toContain(`data:image/png;base64,${Buffer.from('a'.repeat(100)).toString('base64')}`);
    expect(emitted).toContain('"static/image/over-limit.png"');
    expect(emitted).not.toContain(Buffer.from('b'.repeat(101)).toString('base64'));
    expect(emitted).toContain('"static/image/small.png"');
    expect(emitted).toContain(`data:image/png;base64,${Buffer.from('d'.repeat(1000)).toString('base64')}`);
  });

  it('inlineStyles: passes the file name with its folder and the CSS length, and keeps url() from the asset prefix', () => {
    const calls = JSON.parse(readFileSync(path.join(cwd, 'inline-calls.json'), 'utf8')) as Array<{ name: string; size: number }>;
    expect(calls).toEqual([{ name: 'static/css/index.css', size: expect.any(Number) }]);
    const html = dist('index.html');
    expect(html).toContain('<style>.a{background:url(/static/image/over-limit.png)}</style>');
    expect(calls[0]?.size).toBe('.a{background:url(/static/image/over-limit.png)}'.length);
    expect(html).not.toContain('stylesheet');
  });

  it('inlineStyles: is not applied to a development config', () => {
    const names = firstTarget<string[]>(
      project('inline-styles-dev'),
      '{ output: { inlineStyles: true } }',
      '(rspackConfig) => plugins(rspackConfig).map((plugin) => plugin.name)',
    );
    expect(names).not.toContain('InlineChunkHtmlPlugin');
    const production = firstTarget<string[]>(
      project('inline-styles-prod'),
      '{ output: { inlineStyles: true } }',
      '(rspackConfig) => plugins(rspackConfig).map((plugin) => plugin.name)',
      'production',
    );
    expect(production).toContain('InlineChunkHtmlPlugin');
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    expect(prose('/config/output/data-uri-limit', locale)).toMatch(
      /a file whose size is at most the limit is inlined|体积不超过阈值的文件会被内联/,
    );
    const heading = locale === 'en' ? '## Override the limit for one import' : '## 为单次引用覆盖阈值';
    const queries = section(page('/config/output/data-uri-limit', locale), heading);
    expect(queries).toMatch(/`\?url`.*(?:always emits|始终输出为文件)/);
    expect(queries).toMatch(/`\?inline`.*(?:always inlines|始终以 data URI 的形式内联)/);
    const inline = prose('/config/output/inline-styles', locale);
    expect(inline).toMatch(/Inlining only happens in production builds|内联只会在生产构建/);
    expect(inline).toContain('`static/css/index.5f0a3c41.css`');
    expect(inline).toMatch(/not relative to the CSS file|而不是相对于 CSS 文件的路径/);
  });
});

describe('tools.rspack: nothing checks the configuration', () => {
  it('ignores misspelled keys and an invalid devtool, and fails inside Rspack on a value of the wrong type', () => {
    const source = { 'src/index.js': "function greet(name) {\n  return 'hi ' + name;\n}\nconsole.log(greet('you'));\n" };
    const cwd = project('rspack-unchecked', source);
    const lax = buildOutcome(
      cwd,
      `{ output: { filenameHash: false }, tools: { rspack: { optimisation: { minimize: false }, devtol: 'eval', devtool: 'nonsense-map' } } }`,
    );
    // The invalid devtool builds as if unset: no source map in production.
    expect(existsSync(path.join(cwd, 'dist/static/js/index.js.map'))).toBe(false);
    expect(lax.js).not.toContain('sourceMappingURL');
    expect(lax.failed).toBe(false);
    expect(lax.errors).toEqual([]);
    // `optimisation` did not turn minification off: the key was ignored.
    expect(lax.js).toContain('console.log("hi you")');
    expect(lax.js).not.toContain('function greet');
    const wrongType = buildOutcome(project('rspack-wrong-type'), `{ tools: { rspack: { module: { rules: [{ test: 5 }] } } } }`);
    expect(wrongType.thrown).toContain('unreachable: condition should be one of string, RegExp, Array, Object');
    for (const locale of LOCALES) {
      expect(prose('/config/tools/rspack', locale)).toContain('`RSPACK_CONFIG_VALIDATE=loose-silent`');
      expect(prose('/config/tools/rspack', locale)).toContain('`unreachable: condition should be one of string, RegExp, Array, Object`');
    }
  });
});

describe('process.env in the HTML template', () => {
  it('is replaced where source.define has the expression, and fails the build anywhere else', () => {
    const template = (expression: string) => ({
      'src/index.js': '',
      'index.html': `<!doctype html><html><head><title><%= ${expression} %></title></head><body></body></html>`,
    });
    const config = `{
      html: { template: './index.html' },
      source: { define: { 'process.env.PUBLIC_APP_NAME': JSON.stringify('Shop') } },
    }`;
    const defined = buildOutcome(
      project('template-env', template('[process.env.PUBLIC_APP_NAME, process.env.NODE_ENV].join()')),
      config,
    );
    expect(defined.failed).toBe(false);
    expect(defined.html).toContain('<title>Shop,production</title>');
    const other = buildOutcome(project('template-env-other', template('process.env.SECRET_TOKEN')), config);
    expect(other.failed).toBe(true);
    expect(other.errors.join('\n')).toContain('Template execution failed: ReferenceError: process is not defined');
    for (const locale of LOCALES)
      expect(prose('/guide/advanced/env-vars', locale)).toContain(
        '`Template execution failed: ReferenceError: process is not defined`',
      );
  });
});

describe('source.entry: the default entry', () => {
  const defaultEntry = (name: string, files: string[]) =>
    firstTarget<Record<string, string[]> | null>(
      project(name, Object.fromEntries(files.map((file) => [file, '']))),
      '{}',
      '(rspackConfig) => rspackConfig.entry ?? null',
    );

  it('is the first of src/index.ts, .js, .tsx, .jsx, and never src/index.mjs or .cjs', () => {
    const cwd = path.join(root, 'entry-order');
    expect(defaultEntry('entry-order', ['src/index.jsx', 'src/index.js', 'src/index.ts'])).toEqual({
      index: [path.join(cwd, 'src/index.ts')],
    });
    expect(defaultEntry('entry-mjs', ['src/index.mjs', 'src/index.cjs'])).toBeNull();
  });

  it.each(LOCALES)('is documented with that order and the .mjs/.cjs gap (%s)', (locale) => {
    const body = prose('/config/source/entry', locale);
    expect(body).toMatch(/`src\/index\.ts`[,、] ?`src\/index\.js`[,、] ?`src\/index\.tsx`(?: and | ?和 ?)`src\/index\.jsx`/);
    expect(body).toMatch(/does not find `src\/index\.mjs` or `src\/index\.cjs`|不会识别 `src\/index\.mjs` 和 `src\/index\.cjs`/);
  });
});

describe('source.define and the built-in definitions', () => {
  it('overrides them key by key', () => {
    const cwd = project('define');
    const define = firstTarget<Record<string, string>>(
      cwd,
      `{ source: { define: { 'process.env.ASSET_PREFIX': '"/fixed"', __FLAG__: 'true' } } }`,
      "(rspackConfig) => plugins(rspackConfig).find((plugin) => plugin.name === 'DefinePlugin').options",
    );
    expect(define).toEqual({ 'process.env.NODE_ENV': '"development"', 'process.env.ASSET_PREFIX': '"/fixed"', __FLAG__: 'true' });
  });

  it.each(LOCALES)('is documented as overriding them (%s)', (locale) => {
    expect(prose('/config/source/define', locale)).toMatch(
      /a key of `source\.define` overrides a built-in one|`source\.define` 中的 key 可以覆盖内置定义/,
    );
  });

  it('replaces the key and its typeof, and leaves window.<key> as written', () => {
    const built = buildOutcome(
      project('define-no-variable', { 'src/index.js': 'console.log(__DEV__, typeof __DEV__, window.__DEV__);\n' }),
      `{ output: { filenameHash: false, minify: false }, source: { define: { __DEV__: 'true' } } }`,
    );
    expect(built.js).toContain('console.log(true, "boolean", window.__DEV__)');
    for (const locale of LOCALES) {
      const body = prose('/config/source/define', locale);
      expect(body).toContain('`typeof __DEV__`');
      expect(body).toContain('`"boolean"`');
      expect(body).toMatch(/`window\.__DEV__`, stay as written and are `undefined`|例如 `window\.__DEV__`，在运行时仍是 `undefined`/);
    }
  });
});

describe('source.tsconfigPath', () => {
  const tsConfigPath = (name: string, files: Record<string, string>, config = '{}') =>
    firstTarget<string | null>(project(name, files), config, '(rspackConfig) => rspackConfig.resolve.tsConfigPath ?? null');

  it('defaults to an existing tsconfig.json of the root, resolves relative paths from the root, and is not checked', () => {
    const cwd = path.join(root, 'tsconfig-default');
    expect(tsConfigPath('tsconfig-default', { 'src/index.ts': '', 'tsconfig.json': '{}' })).toBe(
      path.join(cwd, 'tsconfig.json'),
    );
    expect(tsConfigPath('tsconfig-none', { 'src/index.ts': '' })).toBeNull();
    expect(tsConfigPath('tsconfig-custom', { 'src/index.ts': '' }, "{ source: { tsconfigPath: './tsconfig.app.json' } }")).toBe(
      path.join(root, 'tsconfig-custom', 'tsconfig.app.json'),
    );
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const body = prose('/config/source/tsconfig-path', locale);
    expect(body).toMatch(/A relative path is resolved from the project root|相对路径会基于项目根目录解析/);
    expect(body).toMatch(/Rsbuild does not check that the file exists|Rsbuild 不会检查该文件是否存在/);
    expect(body).toContain('`tsConfigPath`');
  });
});

describe('source.transformImport: a style string that is not a template', () => {
  it('imports <component path>/style/css whatever the string says', () => {
    const module = (dir: string) => `console.log('loaded:${dir}'); export default 1;\n`;
    const cwd = project('transform-import', {
      'src/index.js': "import { ButtonGroup } from 'foo-ui';\nconsole.log(ButtonGroup);\n",
      'node_modules/foo-ui/package.json': JSON.stringify({ name: 'foo-ui', main: 'index.js' }),
      'node_modules/foo-ui/index.js': 'export const ButtonGroup = 1;\n',
      'node_modules/foo-ui/lib/button-group/index.js': module('lib/button-group'),
      'node_modules/foo-ui/lib/button-group/style/index.js': module('style'),
      'node_modules/foo-ui/lib/button-group/style/less/index.js': module('style/less'),
      'node_modules/foo-ui/lib/button-group/style/css/index.js': module('style/css'),
    });
    runRsbuildScript(
      cwd,
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'error';
      const rsbuild = await core.createRsbuild({
        cwd,
        rsbuildConfig: {
          output: { filenameHash: false, minify: false },
          source: { transformImport: [{ libraryName: 'foo-ui', style: 'less' }] },
        },
      });
      await rsbuild.build();
      `,
      'production',
    );
    const bundle = readFileSync(path.join(cwd, 'dist/static/js/index.js'), 'utf8');
    expect(bundle.match(/loaded:[\w/-]+/g)?.sort()).toEqual(['loaded:lib/button-group', 'loaded:style/css']);
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const style = section(page('/config/source/transform-import', locale), '### style');
    expect(style).toMatch(/any other string: import `<component path>\/style\/css`|其他字符串：无论字符串内容是什么，都会引入 `<组件路径>\/style\/css`/);
  });
});

describe('the HTML of a production build (html.*, performance.dnsPrefetch/preconnect, security.nonce)', () => {
  const template = [
    '<!doctype html>',
    '<html>',
    '  <head><meta charset="utf-8" /><title>Template title</title></head>',
    '  <body><div id="<%= mountId %>" data-prefix="<%= assetPrefix %>" data-entry="<%= entryName %>"></div></body>',
    '</html>',
  ].join('\n');
  const build = (name: string, config: string) => {
    const cwd = project(name, {
      'src/index.js': "import('./lazy');\n",
      'src/lazy.js': 'export default 1;\n',
      'src/assets/icon.png': 'not really a PNG',
      'src/assets/favicon.ico': 'not really an icon',
      'static/index.html': template,
    });
    runRsbuildScript(
      cwd,
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'error';
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: ${config} });
      await rsbuild.build();
      `,
      'production',
    );
    return (file: string) => readFileSync(path.join(cwd, 'dist', file), 'utf8');
  };
  const head = (html: string) => html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
  let own: (file: string) => string;
  let cdn: (file: string) => string;

  beforeAll(() => {
    const shared = `
      security: { nonce: 'CSP_NONCE' },
      performance: { dnsPrefetch: ['https://dns.example.com'], preconnect: ['https://pc.example.com'], preload: true },
      html: {
        crossorigin: true,
        tags: [{ tag: 'script', children: 'window.inline = 1;' }],
        __HTML__
      },`;
    own = build(
      'html-template',
      `{
        output: { filenameHash: false },
        ${shared.replace(
          '__HTML__',
          "template: './static/index.html', title: 'Config title', appIcon: './src/assets/icon.png', favicon: './src/assets/favicon.ico',",
        )}
      }`,
    );
    cdn = build(
      'html-cdn',
      `{ output: { filenameHash: false, assetPrefix: 'https://cdn.example.com/' }, ${shared.replace('__HTML__', '')} }`,
    );
  });

  it('html.appIcon: copies the file as it is and links it with sizes="180*180"', () => {
    expect(head(own('index.html'))).toContain(
      '<link rel="apple-touch-icon" sizes="180*180" href="/static/image/icon.png">',
    );
    expect(own('static/image/icon.png')).toBe('not really a PNG');
  });

  it.each(LOCALES)('html.appIcon: is documented that way (%s)', (locale) => {
    const body = prose('/config/html/app-icon', locale);
    expect(body).toContain('sizes="180*180"');
    expect(body).toMatch(/no hash is added to its name and it is not resized|文件名中不会添加哈希，也不会调整图片尺寸/);
  });

  it('html.crossorigin: marks the injected tags only when the asset prefix is not the default', () => {
    expect(own('index.html')).not.toContain('crossorigin="anonymous"');
    expect(cdn('index.html')).toContain(
      '<script defer="defer" src="https://cdn.example.com/static/js/index.js" crossorigin="anonymous"',
    );
  });

  it("html.crossorigin: leaves the tags alone with the prefix 'auto', except for use-credentials", () => {
    const script = (name: string, crossorigin: string) => {
      const { html } = buildOutcome(project(name), `{ output: { filenameHash: false, assetPrefix: 'auto' }, html: { crossorigin: ${crossorigin} } }`);
      return /<script[^>]*index\.js[^>]*>/.exec(html ?? '')?.[0] ?? '';
    };
    const anonymous = script('crossorigin-auto', 'true');
    expect(anonymous).toContain('src="static/js/index.js"');
    expect(anonymous).not.toContain('crossorigin');
    expect(script('crossorigin-auto-credentials', "'use-credentials'")).toContain('crossorigin="use-credentials"');
  });

  it.each(LOCALES)('html.crossorigin: is documented that way (%s)', (locale) => {
    expect(prose('/config/html/crossorigin', locale)).toMatch(
      /only when the asset prefix is an explicit URL or path|只有当资源前缀是显式的 URL 或路径/,
    );
    expect(prose('/config/html/crossorigin', locale)).toMatch(/so a federated build gets no attribute either|因此这类构建同样不会添加该属性/);
  });

  it('html.favicon: copies a local file to the root of the output and links it with the prefix', () => {
    expect(head(own('index.html'))).toContain('<link rel="icon" href="/favicon.ico">');
    expect(own('favicon.ico')).toBe('not really an icon');
  });

  it.each(LOCALES)('html.favicon: is documented that way (%s)', (locale) => {
    expect(prose('/config/html/favicon', locale)).toMatch(/[(（]`dist\/favicon\.ico`[)）]/);
  });

  it("html.meta and html.title: a template's own charset and title win", () => {
    const html = own('index.html');
    expect(html.match(/charset=/gi)).toHaveLength(1);
    expect(html).toContain('<title>Template title</title>');
    expect(html).not.toContain('Config title');
  });

  it.each(LOCALES)('html.meta and html.template: are documented that way (%s)', (locale) => {
    expect(prose('/config/html/meta', locale)).toMatch(
      /Rsbuild leaves out its own charset tag automatically|Rsbuild 会自动省略自己的 charset 标签/,
    );
    expect(prose('/config/html/template', locale)).toMatch(
      /unless the template already has a `<title>` element|除非模板中已经有 `<title>` 元素/,
    );
  });

  it('html.templateParameters: gives the template mountId, entryName and the prefix without its slash', () => {
    expect(own('index.html')).toContain('<div id="root" data-prefix="" data-entry="index">');
    expect(cdn('index.html')).toContain('<div id="root">');
  });

  it.each(LOCALES)('html.templateParameters: is documented that way (%s)', (locale) => {
    expect(tableRow(page('/config/html/template-parameters', locale), 'assetPrefix')).toMatch(
      /`''` for the default `'\/'`|默认值 `'\/'` 对应 `''`/,
    );
  });

  it('performance.dnsPrefetch and preconnect: come first among the injected tags, after the template head', () => {
    expect(head(own('index.html'))).toMatch(
      /^<meta charset="utf-8"\/><title>Template title<\/title><link rel="preconnect" href="https:\/\/pc\.example\.com"><link rel="dns-prefetch" href="https:\/\/dns\.example\.com">/,
    );
    expect(head(cdn('index.html'))).toMatch(/^<link rel="preconnect" href="https:\/\/pc\.example\.com"><link rel="dns-prefetch"[^>]*><title>/);
  });

  it.each(LOCALES)('performance.dnsPrefetch and preconnect: are documented that way (%s)', (locale) => {
    expect(prose('/config/performance/dns-prefetch', locale)).toMatch(
      /in front of all the other tags that Rsbuild injects into `<head>`|Rsbuild 注入 `<head>` 的所有其他标签之前/,
    );
    expect(prose('/config/performance/preconnect', locale)).toMatch(
      /in front of the other tags that Rsbuild injects into `<head>`|Rsbuild 注入 `<head>` 的其他标签之前/,
    );
    for (const route of ['/config/performance/dns-prefetch', '/config/performance/preconnect']) {
      expect(prose(route, locale)).not.toMatch(/at the (?:very )?beginning of `<head>`|`<head>` 的最?开头/);
    }
  });

  it('security.nonce: goes on scripts (inline ones too) but not on links, and into the runtime', () => {
    const html = own('index.html');
    expect(html).toContain('<script defer="defer" src="/static/js/index.js" nonce="CSP_NONCE"></script>');
    expect(html).toContain('<script nonce="CSP_NONCE">window.inline=1</script>');
    expect(html).toContain('<link href="/static/js/async/');
    expect(html).not.toMatch(/<link[^>]*nonce/);
    expect(own('static/js/index.js')).toMatch(/\b\w\.nc="CSP_NONCE"/);
  });

  it.each(LOCALES)('security.nonce: is documented that way (%s)', (locale) => {
    const body = prose('/config/security/nonce', locale);
    expect(body).toMatch(/`<link>` tags are left as they are|`<link>` 标签保持不变/);
    expect(body).toContain('`t.nc="CSP_NONCE_PLACEHOLDER"`');
    expect(body).not.toContain('`n.nc=');
  });
});

describe('performance.bundleAnalyze and performance.profile', () => {
  type Analyzer = { target: string; options: Record<string, unknown> | null; profile: boolean; outputPath: string };
  const analyzers = (name: string, config: string, env: Record<string, string> = {}) =>
    runRsbuildScript<Analyzer[]>(
      project(name),
      `
      Object.assign(process.env, ${JSON.stringify(env)});
      ${perTarget(
        config,
        `(rspackConfig) => ({
          target: Array.isArray(rspackConfig.target) ? rspackConfig.target[0] : rspackConfig.target,
          options: (rspackConfig.plugins.find((plugin) => plugin && plugin.constructor.name === 'BundleAnalyzerPlugin') || { opts: null }).opts,
          profile: rspackConfig.profile === true,
          // The analyzer writes its files relative to the output path of the target's compiler.
          outputPath: require('node:path').relative(cwd, rspackConfig.output.path),
        })`,
      )}
      `,
    );
  const reportDefaults = { analyzerMode: 'static', openAnalyzer: false };

  it('bundleAnalyze: writes report-<target>.html with any object, or with BUNDLE_ANALYZE', () => {
    expect(analyzers('analyze-none', '{}')).toEqual([{ target: 'web', options: null, profile: false, outputPath: 'dist' }]);
    expect(analyzers('analyze-targets', "{ performance: { bundleAnalyze: {} }, output: { targets: ['web', 'node'] } }")).toEqual([
      {
        target: 'web',
        options: expect.objectContaining({ ...reportDefaults, reportFilename: 'report-web.html' }),
        profile: false,
        outputPath: 'dist',
      },
      {
        target: 'node',
        options: expect.objectContaining({ ...reportDefaults, reportFilename: 'report-node.html' }),
        profile: false,
        outputPath: 'dist/server',
      },
    ]);
    expect(analyzers('analyze-env', '{}', { BUNDLE_ANALYZE: 'true' })[0]?.options).toEqual(
      expect.objectContaining({ ...reportDefaults, reportFilename: 'report-web.html' }),
    );
  });

  it('profile: turns on Rspack profile and a stats file, without a report unless bundleAnalyze is set', () => {
    const [alone] = analyzers('profile-alone', '{ performance: { profile: true } }');
    expect(alone).toEqual({
      target: 'web',
      options: expect.objectContaining({ analyzerMode: 'disabled', generateStatsFile: true }),
      profile: true,
      outputPath: 'dist',
    });
    const [both] = analyzers('profile-both', "{ performance: { profile: true, bundleAnalyze: { statsFilename: 'stats/web.json' } } }");
    expect(both?.options).toEqual(
      expect.objectContaining({ ...reportDefaults, generateStatsFile: true, statsFilename: 'stats/web.json' }),
    );
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const analyze = page('/config/performance/bundle-analyze', locale);
    expect(analyze.fences.map((fence) => fence.code).join('\n')).toMatch(
      /analyzerMode: 'static',[^\n]*\n\s*openAnalyzer: false,[^\n]*\n\s*reportFilename: 'report-web\.html'/,
    );
    expect(analyze.body).toContain('BUNDLE_ANALYZE=true npx rsbuild build');
    expect(analyze.body).toContain('`dist/server/report-node.html`');
    const profile = prose('/config/performance/profile', locale);
    expect(profile).toContain("`{ analyzerMode: 'disabled', generateStatsFile: true }`");
    expect(profile).toMatch(/`generateStatsFile: true` is added to your options|会在你的选项中加上 `generateStatsFile: true`/);
  });
});

describe("performance.preload and prefetch with type 'all-assets'", () => {
  it('make the 0.5.9 build fail', () => {
    const messages = runRsbuildScript<string[]>(
      project('preload-all-assets', { 'src/index.js': '' }),
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      const messages = [];
      logger.error = (...args) => messages.push(args.map(String).join(' '));
      logger.level = 'error';
      const rsbuild = await core.createRsbuild({
        cwd,
        rsbuildConfig: { performance: { preload: { type: 'all-assets' } } },
      });
      await rsbuild.build().then(() => messages.push('build succeeded'), () => messages.push('build failed'));
      return messages;
      `,
      'production',
    );
    expect(messages).toContain('build failed');
    expect(messages.join('\n')).toContain("Cannot read properties of undefined (reading 'values')");
  });

  it.each(LOCALES)('is documented as failing (%s)', (locale) => {
    for (const route of ['/config/performance/preload', '/config/performance/prefetch']) {
      const type = section(page(route, locale), '### type');
      expect(type).toContain("`Cannot read properties of undefined (reading 'values')`");
    }
  });
});

describe('tools.swc: the default loader options', () => {
  const swc = (name: string, env: 'development' | 'production') =>
    firstTarget<Record<string, unknown>>(project(name), '{}', '(rspackConfig, swcOptions) => swcOptions(rspackConfig)', env);

  it.each(LOCALES)('are the ones the page lists for a production build, with source maps in development (%s)', (locale) => {
    const fence = page('/config/tools/swc', locale).fences.find((item) => item.lang === 'json');
    expect(swc(`swc-prod-${locale}`, 'production')).toEqual(JSON.parse(fence?.code ?? 'null'));
    expect(swc(`swc-dev-${locale}`, 'development')).toEqual({ ...JSON.parse(fence?.code ?? 'null'), sourceMaps: true });
    expect(prose('/config/tools/swc', locale)).toMatch(/In development `sourceMaps` is `true`|开发环境中 `sourceMaps` 为 `true`/);
  });
});

describe('tools.rspack', () => {
  type Parts = { extensions: string[]; firstRule: unknown; graphqlRules: number; define: boolean };
  const rspackParts = (name: string, tools: string) =>
    firstTarget<Parts>(
      project(name),
      `{ tools: { rspack: ${tools} } }`,
      `(rspackConfig) => ({
        extensions: rspackConfig.resolve.extensions,
        firstRule: rspackConfig.module.rules[0].test,
        graphqlRules: rspackConfig.module.rules.filter((rule) => String(rule.test) === String(/\\.graphql$/)).length,
        define: plugins(rspackConfig).some((plugin) => plugin.name === 'DefinePlugin'),
      })`,
    );
  const addGraphql = "(config, { addRules }) => { addRules({ test: /\\.graphql$/, type: 'asset/source' }); }";
  const removeDefine = "(config, { removePlugin }) => { removePlugin('DefinePlugin'); }";

  it('extends arrays in the object form and puts rules first with addRules', () => {
    const parts = rspackParts('rspack-extensions', `[{ resolve: { extensions: ['.vue'] } }]`);
    expect(parts.extensions).toEqual(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json', '.vue']);
    expect(rspackParts('rspack-add-rules', addGraphql).firstRule).toEqual({ regexp: '\\.graphql$' });
  });

  it('after an object item, loses removePlugin, and the other helpers only where the object set the same array', () => {
    expect(rspackParts('rspack-remove', removeDefine).define).toBe(false);
    expect(rspackParts('rspack-remove-after', `[{ ignoreWarnings: [/x/] }, ${removeDefine}]`).define).toBe(true);
    expect(rspackParts('rspack-rules-after', `[{ ignoreWarnings: [/x/] }, ${addGraphql}]`).graphqlRules).toBe(1);
    expect(
      rspackParts('rspack-rules-after-rules', `[{ module: { rules: [{ test: /\\.txt$/ }] } }, ${addGraphql}]`).graphqlRules,
    ).toBe(0);
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const body = prose('/config/tools/rspack', locale);
    expect(body).toMatch(/`resolve: \{ extensions: \['\.vue'\] \}` (?:adds|会把) `\.vue`/);
    expect(body).toMatch(/[(（]`\.ts`/);
    expect(section(page('/config/tools/rspack', locale), '### addRules')).toMatch(
      /at the beginning of `module\.rules`|在 `module\.rules` 的开头/,
    );
    expect(body).not.toMatch(/later helper calls change the old object and are lost|后面调用工具函数时修改的是旧对象，修改会丢失/);
    expect(body).toMatch(/`removePlugin` has no effect|`removePlugin` 不会生效/);
    expect(body).toMatch(/when the item set `module\.rules` or `plugins` itself|如果该项本身设置了 `module\.rules` 或 `plugins`/);
  });
});

describe('tools.postcss, tools.autoprefixer, tools.less and tools.sass: the style loaders', () => {
  type Loader = { loader: string; options: Record<string, unknown> };
  const loaders = (name: string, files: Record<string, string>, config: string, fileName: string) =>
    firstTarget<Loader[]>(
      project(name, { 'src/index.js': '', ...files }),
      config,
      `(rspackConfig) => {
        const rule = rspackConfig.module.rules.find((item) => item.test && item.test.test(${JSON.stringify(fileName)}));
        const uses = (rule.oneOf ? rule.oneOf[rule.oneOf.length - 1] : rule).use;
        return uses.map((use) => ({ loader: use.loader.split(/[\\\\/]/).pop(), options: use.options }));
      }`,
    );
  const postcssPlugins = (list: Loader[]) =>
    (list.find((item) => item.loader === 'postcss-loader')?.options.postcssOptions as { plugins: unknown[] }).plugins;

  it('autoprefixer: gets flexbox no-2009 and the resolved browserslist, unless the PostCSS config has its own', () => {
    const plugins = postcssPlugins(loaders('autoprefixer', {}, '{}', 'a.css'));
    expect(plugins).toEqual([
      expect.objectContaining({
        postcssPlugin: 'autoprefixer',
        options: { flexbox: 'no-2009', overrideBrowserslist: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'] },
      }),
    ]);
    const own = postcssPlugins(
      loaders(
        'autoprefixer-own',
        { 'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'autoprefixer', Once() {} }] };\n" },
        "{ tools: { autoprefixer: { grid: 'autoplace' } } }",
        'a.css',
      ),
    );
    expect(own).toEqual([{ postcssPlugin: 'autoprefixer', Once: '[function]' }]);
  });

  it('postcss: appends addPlugins after Autoprefixer and always sets config: false', () => {
    const list = loaders(
      'postcss-add',
      {},
      "{ tools: { postcss: (config, { addPlugins }) => { addPlugins({ postcssPlugin: 'extra' }); config.postcssOptions.config = true; } } }",
      'a.css',
    );
    const options = list.find((item) => item.loader === 'postcss-loader')?.options.postcssOptions as Record<string, unknown>;
    expect((options.plugins as Array<{ postcssPlugin: string }>).map((plugin) => plugin.postcssPlugin)).toEqual([
      'autoprefixer',
      'extra',
    ]);
    expect(options.config).toBe(false);
  });

  it("postcss: takes the config file's plugins, and leaves its other options where postcss-loader never reads them", () => {
    const list = loaders(
      'postcss-file-options',
      { 'postcss.config.cjs': "module.exports = { parser: { parse() {} }, plugins: [{ postcssPlugin: 'from-file', Once() {} }] };\n" },
      '{}',
      'a.css',
    );
    const options = list.find((item) => item.loader === 'postcss-loader')?.options.postcssOptions as Record<string, unknown>;
    expect((options.plugins as Array<{ postcssPlugin: string }>).map((plugin) => plugin.postcssPlugin)).toEqual(['from-file', 'autoprefixer']);
    expect(options.parser).toBeUndefined();
    expect((options.options as Record<string, unknown>).parser).toEqual({ parse: '[function]' });
  });

  it('postcss: finds a config file in a parent folder when the project has none', () => {
    const parent = project('postcss-parent', { 'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'from-parent', Once() {} }] };\n", 'app/src/index.js': '' });
    const names = firstTarget<string[]>(
      path.join(parent, 'app'),
      '{}',
      `(rspackConfig) => {
        const rule = rspackConfig.module.rules.find((item) => item.test && item.test.test('a.css'));
        const uses = (rule.oneOf ? rule.oneOf[rule.oneOf.length - 1] : rule).use;
        return uses.find((use) => use.loader.includes('postcss-loader')).options.postcssOptions.plugins.map((plugin) => plugin.postcssPlugin);
      }`,
    );
    expect(names).toEqual(['from-parent', 'autoprefixer']);
    expect(prose('/guide/basic/tailwindcss', 'en')).toContain('then in each parent folder up to your home folder');
    expect(prose('/guide/basic/tailwindcss', 'zh')).toContain('然后依次向上查找各级父目录，直到用户主目录');
  });

  it.each(LOCALES)("postcss: is documented as reading only the config file's plugins (%s)", (locale) => {
    expect(prose('/config/tools/postcss', locale)).toMatch(/where postcss-loader never reads them|而 postcss-loader 从不读取那里/);
  });

  it('less: deep-merges lessOptions into javascriptEnabled and the root node_modules path', () => {
    const name = 'less-options';
    const list = loaders(name, {}, "{ tools: { less: { lessOptions: { math: 'always' } } } }", 'a.less');
    expect(list.find((item) => item.loader === 'less-loader')?.options).toMatchObject({
      lessOptions: { javascriptEnabled: true, paths: [path.join(root, name, 'node_modules')], math: 'always' },
      sourceMap: false,
    });
  });

  it('sass: runs resolve-url-loader after sass-loader, which always makes source maps', () => {
    const list = loaders('sass-options', {}, '{}', 'a.scss');
    expect(list.slice(-2).map((item) => item.loader)).toEqual(['resolve-url-loader', 'sass-loader']);
    expect(list[list.length - 1]?.options.sourceMap).toBe(true);
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const autoprefixer = page('/config/tools/autoprefixer', locale);
    expect(autoprefixer.fences[0]?.code).toContain("flexbox: 'no-2009'");
    expect(prose('/config/tools/autoprefixer', locale)).toMatch(
      /already contains Autoprefixer, Rsbuild does not add its own|已经包含 Autoprefixer，Rsbuild 不会再添加自己的实例/,
    );
    const addPlugins = section(page('/config/tools/postcss', locale), '### addPlugins');
    expect(addPlugins).toMatch(/after Autoprefixer|Autoprefixer 之后/);
    expect(page('/config/tools/postcss', locale).fences[0]?.code).toContain('config: false');
    expect(prose('/config/tools/less', locale)).toMatch(/`lessOptions` is deep-merged|`lessOptions` 会被深度合并/);
    expect(page('/config/tools/sass', locale).fences[0]?.code).toContain('sourceMap: true');
  });
});

describe('tools.sass: variables shared through additionalData', () => {
  it('are loaded once per Sass file, so their CSS output repeats in every file', () => {
    const cwd = project('sass-additional-data', {
      'src/index.js': "import './a.scss';\nimport './b.scss';\n",
      'src/styles/variables.scss': '$c: red;\n.from-variables { x: 1; }\n',
      'src/a.scss': '@use "./styles/variables" as v;\n.a { color: v.$c; }\n',
      'src/b.scss': '.b { color: $c; }\n',
    });
    runRsbuildScript(
      cwd,
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'error';
      const rsbuild = await core.createRsbuild({
        cwd,
        rsbuildConfig: {
          source: { alias: { '@': './src' } },
          output: { filenameHash: false },
          tools: { sass: { additionalData: '@use "@/styles/variables" as *;' } },
        },
      });
      await rsbuild.build();
      `,
      'production',
    );
    const css = readFileSync(path.join(cwd, 'dist/static/css/index.css'), 'utf8');
    expect(css.match(/\.from-variables/g)).toHaveLength(2);
    expect(css).toMatch(/\.a\{color:red\}/);
    expect(css).toMatch(/\.b\{color:red\}/);
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const body = prose('/config/tools/sass', locale);
    expect(body).not.toMatch(/would load them twice/);
    expect(body).toMatch(/its CSS would be repeated in the output of each file|这些 CSS 会在每个文件的产物中重复出现/);
    expect(body).toMatch(/still loads it only once|仍然只会加载它一次/);
  });
});

describe('dev.setupMiddlewares: where the handlers run', () => {
  it('unshift handlers first (the later call in front), push handlers only after the HTML fallback', () => {
    const cwd = project('middlewares');
    const result = runRsbuildScript<{ order: string[]; page: string; asset: string }>(
      cwd,
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'error';
      const order = [];
      const rsbuild = await core.createRsbuild({
        cwd,
        rsbuildConfig: {
          server: { printUrls: false },
          dev: {
            setupMiddlewares: [
              (middlewares) => middlewares.unshift((req, res, next) => { order.push('first'); next(); }),
              (middlewares) => {
                middlewares.unshift((req, res, next) => { order.push('second'); next(); });
                middlewares.push((req, res) => res.end('pushed'));
              },
            ],
          },
        },
      });
      let compiled;
      const done = new Promise((resolve) => { compiled = resolve; });
      rsbuild.onDevCompileDone(() => compiled());
      const started = await rsbuild.startDevServer();
      await done;
      const get = (url, accept) =>
        fetch(started.urls[0] + url, { headers: { accept, connection: 'close' } }).then((response) => response.text());
      const page = await get('/api/user', '*/*');
      const json = await get('/api/user', 'application/json, text/plain, */*');
      const asset = await get('/missing.png', 'image/png');
      const favicon = await fetch(started.urls[0] + '/favicon.ico', { headers: { connection: 'close' } }).then((response) => response.status);
      await started.server.close();
      return { order: order.slice(0, 2), page: page.includes('<div id="root">') ? 'index.html' : page, json, asset, favicon };
      `,
    );
    expect(result).toEqual({ order: ['second', 'first'], page: 'index.html', json: 'pushed', asset: 'pushed', favicon: 204 });
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const body = prose('/config/dev/setup-middlewares', locale);
    expect(body).toMatch(/a later call is placed in front of earlier ones|后调用添加的函数会排在先前添加的函数前面/);
    expect(body).toMatch(/mock APIs added with `push` never see a plain `fetch\(\)`|用 `push` 添加的 mock 接口收不到普通的 `fetch\(\)` 请求/);
    expect(body).toMatch(/and not `application\/json`|且不包含 `application\/json`/);
    expect(body).toMatch(/a `\/favicon\.ico` handler that answers 204|对 `\/favicon\.ico` 返回 204/);
  });
});

describe('dev.client: the defaults the dev server fills in', () => {
  it('are the socket path, the port as a string, an empty host and no overlay', () => {
    const client = runRsbuildScript<Record<string, unknown>>(
      project('dev-client'),
      `
      const { mergeDevOptions } = dist('server/helper');
      const client = mergeDevOptions({ rsbuildConfig: {}, port: 3000 }).client;
      const hmrClient = require('node:fs').readFileSync(fixtureRequire.resolve('@rsbuild/core/client/hmr'), 'utf8');
      return { ...client, protocol: client.protocol ?? 'unset', overlayOnlyWhenTrue: hmrClient.includes('enableOverlay = options.overlay === "true"') };
      `,
    );
    expect(client).toEqual({ path: '/rsbuild-hmr', port: '3000', host: '', protocol: 'unset', overlayOnlyWhenTrue: true });
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const code = page('/config/dev/client', locale).fences[0]?.code ?? '';
    expect(code).toContain("path: '/rsbuild-hmr'");
    expect(code).toContain("host: ''");
    expect(code).toContain('protocol: undefined');
    expect(code).toMatch(/overlay is not set/);
    expect(page('/community/releases/v0-5', locale).body).toMatch(/In 0\.5\.9 it stays off unless you set it|在 0\.5\.9 中，不设置它时浮层是关闭的/);
  });
});

describe('moduleFederation.options', () => {
  const federation = (name: string, config: string, env: 'development' | 'production' = 'production') =>
    runRsbuildScript<{ targets: Array<{ target: unknown; publicPath: string; federation: boolean }>; strategy: string }>(
      project(name),
      `
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: ${config} });
      const configs = await rsbuild.initConfigs();
      return {
        targets: configs.map((rspackConfig) => ({
          target: rspackConfig.target,
          publicPath: rspackConfig.output.publicPath,
          federation: plugins(rspackConfig).some((plugin) => plugin.name === 'ModuleFederationPlugin'),
        })),
        strategy: rsbuild.getNormalizedConfig().performance.chunkSplit.strategy,
      };
      `,
      env,
    );
  const options = "moduleFederation: { options: { name: 'remote_app', exposes: { './Button': './src/index.js' } } }";

  it("is registered for the web target only, with publicPath 'auto' and the custom split strategy", () => {
    const result = federation('federation', `{ ${options}, output: { targets: ['web', 'node'] } }`);
    expect(result.strategy).toBe('custom');
    expect(result.targets.map(({ publicPath, federation: registered }) => [publicPath, registered])).toEqual([
      ['auto', true],
      ['/', false],
    ]);
  });

  it('keeps an asset prefix that was set', () => {
    const result = federation('federation-prefix', `{ ${options}, output: { assetPrefix: 'https://cdn.example.com/' } }`);
    expect(result.targets[0]?.publicPath).toBe('https://cdn.example.com/');
    expect(federation('federation-none', '{}').strategy).toBe('split-by-experience');
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const body = prose('/config/module-federation/options', locale);
    expect(body).toMatch(/registers the plugin for the `web` target only|只为 `web` 构建目标注册该插件/);
    expect(body).toMatch(/sets the public path to `'auto'`|把 public path 设置为 `'auto'`/);
    expect(body).toMatch(/from the default `'split-by-experience'` strategy to `'custom'`|默认策略 `'split-by-experience'` 切换为 `'custom'`/);
    expect(body).toMatch(/Rsbuild keeps it instead of `'auto'`|Rsbuild 会保留它而不是改为 `'auto'`/);
  });
});

describe('plugins: what an item can be', () => {
  it('skips falsy items, awaits promises, warns on duplicates and points webpack plugins to tools.rspack', () => {
    const result = runRsbuildScript<{ names: string[]; warnings: string[]; error: string }>(
      project('plugins'),
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      const warnings = [];
      logger.warn = (message) => warnings.push(String(message));
      const plugin = (name) => ({ name, setup() {} });
      const rsbuild = await core.createRsbuild({
        cwd,
        rsbuildConfig: { plugins: [false, null, undefined, Promise.resolve(plugin('lazy')), plugin('own'), plugin('own')] },
      });
      const names = ['lazy', 'own'].filter((name) => rsbuild.isPluginExists(name));
      const error = await core
        .createRsbuild({ cwd, rsbuildConfig: { plugins: [new (class WebpackThing { apply() {} })()] } })
        .then(() => 'no error', (reason) => reason.message.replace(/\\u001b\\[[0-9;]*m/g, ''));
      return { names, warnings, error };
      `,
    );
    expect(result.names).toEqual(['lazy', 'own']);
    expect(result.warnings).toEqual(['Rsbuild plugin "own" registered multiple times.']);
    expect(result.error).toMatch(/^WebpackThing looks like a Webpack or Rspack plugin, please use `tools\.rspack` to register it/);
  });

  it('come from a config function whose env is production for rsbuild build and development for the other commands', () => {
    // A plugin that leaves a file behind when it is set up, used in production only.
    const cwd = project('plugins-production-only', {
      'src/index.js': '',
      'rsbuild.config.mjs': `import { writeFileSync } from 'node:fs';
export default ({ env }) => ({
  plugins: [env === 'production' && { name: 'marker', setup() { writeFileSync('set-up.txt', env); } }],
});
`,
    });
    const { NODE_ENV: _nodeEnv, ...rest } = process.env;
    const run = (command: string) =>
      execFileSync(process.execPath, [RSBUILD_BIN, command], { cwd, env: rest, stdio: 'pipe' });
    run('inspect');
    expect(existsSync(path.join(cwd, 'set-up.txt'))).toBe(false);
    run('build');
    expect(readFileSync(path.join(cwd, 'set-up.txt'), 'utf8')).toBe('production');
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const body = prose('/config/plugins', locale);
    expect(body).toMatch(/A falsy value\*\* \(`false`, `null`, `undefined`\): ignored|假值\*\*（`false`、`null`、`undefined`）：会被忽略/);
    expect(body).toMatch(/Rsbuild awaits all items|Rsbuild 会在注册之前等待所有项完成/);
    expect(body).toContain('`Rsbuild plugin "<name>" registered multiple times.`');
    expect(body).toMatch(/register it through \[tools\.rspack\]|改为通过 \[tools\.rspack\]/);
    expect(body).toMatch(
      /`production` for `rsbuild build` and `rsbuild preview`, `development` for the other commands|`rsbuild build` 和 `rsbuild preview` 为 `production`，其他命令为 `development`/,
    );
    expect(body).toContain("env === 'production' && pluginImageCompress()");
  });
});

describe('output.legalComments: a .LICENSE.txt without any license', () => {
  it('holds the comments Rspack writes to name the modules it did not merge', () => {
    const cwd = project('legal-comments-module-names', {
      'src/index.js': "import './a.css';\nimport('./later.js').then(console.log);\n",
      'src/a.css': 'body { color: red; }\n',
      'src/later.js': 'export const later = 1;\n',
    });
    const outcome = buildOutcome(cwd, '{ output: { filenameHash: false } }');
    expect(outcome.failed).toBe(false);
    expect(outcome.js).toMatch(/^\/\*! For license information please see index\.js\.LICENSE\.txt \*\//);
    const notices = readFileSync(path.join(cwd, 'dist/static/js/index.js.LICENSE.txt'), 'utf8');
    expect(notices.split(/\n+/).filter(Boolean).sort()).toEqual(['/*! ./a.css */', '/*! ./later.js */']);
    const none = project('legal-comments-none', {
      'src/index.js': "import './a.css';\n",
      'src/a.css': 'body { color: red; }\n',
    });
    expect(buildOutcome(none, "{ output: { filenameHash: false, legalComments: 'none' } }").js).not.toContain('/*!');
    expect(existsSync(path.join(none, 'dist/static/js/index.js.LICENSE.txt'))).toBe(false);
  });

  it.each(LOCALES)('is documented (%s)', (locale) => {
    const body = prose('/config/output/legal-comments', locale);
    expect(body).toMatch(/even when no code carries a license|即使代码中没有任何许可证信息/);
    expect(body).toContain('`/*! ./a.css */`');
  });
});

describe('performance.removeConsole: arguments and jsOptions.compress', () => {
  const source = "let counter = window.start;\nconsole.log(counter++);\nconsole.warn('w');\nwindow.counter = counter;\n";
  const built = (name: string, performanceAndMinify: string) =>
    buildOutcome(project(name, { 'src/index.js': source }), `{ output: { filenameHash: false }, ${performanceAndMinify} }`).js ?? '';

  it('drops the arguments with true, evaluates those with side effects with a list', () => {
    const all = built('remove-console-true', 'performance: { removeConsole: true }');
    expect(all).not.toContain('console');
    expect(all).not.toContain('++');
    const listed = built('remove-console-list', "performance: { removeConsole: ['log'] }");
    expect(listed).not.toContain('console.log');
    expect(listed).toContain('++');
    expect(listed).toContain('console.warn');
  });

  it('lets drop_console be turned off, and joins pure_funcs lists instead of replacing them', () => {
    const kept = built(
      'remove-console-drop-false',
      'performance: { removeConsole: true }, output: { filenameHash: false, minify: { jsOptions: { compress: { drop_console: false } } } }',
    );
    expect(kept).toContain('console.log');
    const joined = built(
      'remove-console-pure-funcs',
      "performance: { removeConsole: ['log'] }, output: { filenameHash: false, minify: { jsOptions: { compress: { pure_funcs: ['console.warn'] } } } }",
    );
    expect(joined).not.toContain('console.log');
    expect(joined).not.toContain('console.warn');
    const emptied = built(
      'remove-console-pure-funcs-empty',
      "performance: { removeConsole: ['log'] }, output: { filenameHash: false, minify: { jsOptions: { compress: { pure_funcs: [] } } } }",
    );
    expect(emptied).not.toContain('console.log');
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const body = prose('/config/performance/remove-console', locale);
    expect(body).toMatch(/With an array, arguments that have side effects are still evaluated|使用数组时，有副作用的参数仍然会被计算/);
    expect(body).toMatch(/`pure_funcs` lists are joined|`pure_funcs` 数组会被拼接/);
  });
});

describe('performance.chunkSplit: override and split-by-module', () => {
  const splitChunks = (name: string, setup: string, chunkSplit: string) =>
    runRsbuildScript<{ groups: Record<string, { name?: string }>; maxInitialRequests?: number | null; maxAsyncRequests?: number }>(
      project(name),
      `
      ${setup}
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: { plugins: added, performance: { chunkSplit: ${chunkSplit} } } });
      const [config] = await rsbuild.initConfigs();
      const { cacheGroups, maxInitialRequests, maxAsyncRequests } = config.optimization.splitChunks;
      return {
        groups: Object.fromEntries(Object.entries(cacheGroups).map(([key, group]) => [key, { name: group.name }])),
        maxInitialRequests: maxInitialRequests === Infinity ? null : maxInitialRequests,
        maxAsyncRequests,
      };
      `,
      'production',
    );

  it("keeps plugin-react's lib-react group over an override group of the same name", () => {
    const result = splitChunks(
      'chunk-split-override-react',
      "const added = [fixtureRequire('@rsbuild/plugin-react').pluginReact()];",
      "{ strategy: 'split-by-experience', override: { cacheGroups: { 'lib-react': { test: /mine/, name: 'mine' }, 'lib-lodash': { test: /mine/, name: 'mine' }, extra: { test: /extra/, name: 'extra' } } } }",
    );
    expect(result.groups['lib-react']?.name).toBe('lib-react');
    expect(result.groups['lib-lodash']?.name).toBe('mine');
    expect(result.groups.extra?.name).toBe('extra');
  });

  it('lifts the limit on initial requests only with split-by-module', () => {
    const result = splitChunks('chunk-split-by-module', 'const added = [];', "{ strategy: 'split-by-module' }");
    // null stands for Infinity, which JSON cannot carry; the async limit is Rspack's own, left unset here.
    expect(result.maxInitialRequests).toBeNull();
    expect(result.maxAsyncRequests).toBeUndefined();
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const body = prose('/config/performance/chunk-split', locale);
    expect(body).toMatch(/The groups that plugin-react and plugin-vue add win over a group of the same name|plugin-react 和 plugin-vue 添加的分组会覆盖同名的分组/);
    expect(body).toMatch(/the number of initial requests is unlimited|初始请求数不受限制/);
  });
});

describe('performance.preload: crossorigin on scripts, and the bundle analyzer report title', () => {
  /** Builds a project and answers its folder. */
  const builtProject = (name: string, config: string, files: Record<string, string>) => {
    const cwd = project(name, files);
    const outcome = buildOutcome(cwd, config);
    expect(outcome.failed).toBe(false);
    return cwd;
  };
  const lazy = { 'src/index.js': "import('./later.js');\n", 'src/later.js': 'export const later = 1;\n' };
  const preloadLink = (name: string, config: string) =>
    /<link[^>]*rel="preload"[^>]*as="script"[^>]*>/.exec(buildOutcome(project(name, lazy), config).html ?? '')?.[0];

  it('follows html.crossorigin when the asset prefix is not /, same origin or not, and always for use-credentials', () => {
    const base = "performance: { preload: true }, output: { filenameHash: false";
    expect(preloadLink('preload-cors-root', `{ ${base} }, html: { crossorigin: true } }`)).not.toContain('crossorigin');
    expect(preloadLink('preload-cors-sub', `{ ${base}, assetPrefix: '/sub/' }, html: { crossorigin: true } }`)).toContain('crossorigin=""');
    expect(preloadLink('preload-cors-credentials', `{ ${base} }, html: { crossorigin: 'use-credentials' } }`)).toContain(
      'crossorigin="use-credentials"',
    );
  });

  it('names the report after the npm package and the time, by default', () => {
    const cwd = builtProject('analyze-title', "{ output: { filenameHash: false }, performance: { bundleAnalyze: {} } }", { 'src/index.js': '' });
    const title = /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(cwd, 'dist/report-web.html'), 'utf8'))?.[1];
    const name = process.env.npm_package_name || 'Webpack Bundle Analyzer';
    expect(title?.startsWith(`${name} [`)).toBe(true);
    expect(title?.slice(name.length)).toMatch(/^ \[\d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2}\]$/);
  });

  it.each(LOCALES)('are documented so (%s)', (locale) => {
    expect(prose('/config/performance/preload', locale)).toMatch(/whenever \[output\.assetPrefix\]\(\/config\/output\/asset-prefix\) is not `\/`|只要 \[output\.assetPrefix\]\(\/config\/output\/asset-prefix\) 不是 `\/`/);
    expect(section(page('/config/performance/bundle-analyze', locale), '### reportTitle')).toContain('`Webpack Bundle Analyzer`');
  });
});

describe('dev.liveReload and dev.hmr: the client script', () => {
  const injected = (name: string, dev: string) =>
    runRsbuildScript<boolean>(
      project(name),
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'error';
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: { dev: ${dev}, server: { printUrls: false, port: ${somePort()} } } });
      let compiled;
      const done = new Promise((resolve) => { compiled = resolve; });
      rsbuild.onDevCompileDone(() => compiled());
      const started = await rsbuild.startDevServer();
      await done;
      const script = await fetch(started.urls[0] + '/static/js/index.js', { headers: { connection: 'close' } }).then((response) => response.text());
      await started.server.close();
      return script.includes('rsbuild-hmr');
      `,
    );

  it('is injected when either option is true, and not when both are false', () => {
    expect(injected('live-reload-only', '{ hmr: false, liveReload: true }')).toBe(true);
    expect(injected('hmr-and-live-reload-off', '{ hmr: false, liveReload: false }')).toBe(false);
  });

  it.each(LOCALES)('is described so in the 0.2 notes (%s)', (locale) => {
    expect(prose('/community/releases/v0-2', locale)).toMatch(
      /with both `dev\.hmr` and `dev\.liveReload` set to `false`, no client script is injected|`dev\.hmr` 和 `dev\.liveReload` 都设为 `false` 时不会注入客户端脚本/,
    );
  });
});

describe('dev.hmr in a build', () => {
  const hotRuntime = (name: string, nodeEnv: 'development' | 'production') =>
    runRsbuildScript<boolean>(
      project(name),
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'error';
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: { output: { filenameHash: false } } });
      await rsbuild.build();
      return require('node:fs').readFileSync(require('node:path').join(cwd, 'dist/static/js/index.js'), 'utf8').includes('webpackHotUpdate');
      `,
      nodeEnv,
    );

  it('follows NODE_ENV, not the command: a development build carries the HMR runtime', () => {
    expect(hotRuntime('hmr-build-production', 'production')).toBe(false);
    expect(hotRuntime('hmr-build-development', 'development')).toBe(true);
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    expect(prose('/config/dev/hmr', locale)).toContain('`NODE_ENV=development rsbuild build`');
  });
});

describe('server.proxy: an entry without context, and a target that is down', () => {
  it('fails on the first request it sees, as a rejection nothing handles', () => {
    const result = runRsbuildScript<string>(
      project('proxy-no-context'),
      `
      const { middlewares } = dist('server/proxy').createProxyMiddleware({ target: 'http://localhost:9' });
      // Rsbuild does not wait for the proxy's promise, so the error surfaces as an unhandled rejection.
      const failure = new Promise((resolve) => process.once('unhandledRejection', (error) => resolve(error.message)));
      middlewares[0]({ url: '/api/user', originalUrl: '/api/user', headers: {} }, {}, () => {});
      return Promise.race([failure, new Promise((resolve) => setTimeout(() => resolve('no failure'), 1000))]);
      `,
    );
    expect(result).toContain('[HPM] Invalid context');
  });

  it('leaves a request unanswered when the target is down, unless onError answers it', () => {
    const result = runRsbuildScript<string[]>(
      project('proxy-target-down'),
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'silent';
      const statuses = [];
      for (const onError of [undefined, (error, req, res) => { res.writeHead(502); res.end(); }]) {
        const target = 'http://localhost:9';
        const rsbuild = await core.createRsbuild({
          cwd,
          rsbuildConfig: { server: { port: ${somePort()}, printUrls: false, proxy: { '/api': onError ? { target, onError } : target } } },
        });
        const started = await rsbuild.startDevServer();
        const status = await fetch(started.urls[0] + '/api/user', { signal: AbortSignal.timeout(3000), headers: { connection: 'close' } }).then(
          (response) => String(response.status),
          (error) => error.name,
        );
        statuses.push(status);
        await started.server.close();
      }
      return statuses;
      `,
    );
    expect(result).toEqual(['TimeoutError', '502']);
  });

  it.each(LOCALES)('are documented so (%s)', (locale) => {
    expect(section(page('/config/server/proxy', locale), '### context')).toContain('`[HPM] Invalid context`');
    expect(section(page('/config/server/proxy', locale), locale === 'en' ? '## Things to know' : '## 注意事项')).toMatch(
      /leaves the request without an answer|不会响应这个请求/,
    );
  });
});

describe('security.nonce without HTML', () => {
  it('leaves the bundle alone when tools.htmlPlugin is false', () => {
    const js = (name: string, tools: string) =>
      buildOutcome(project(name), `{ output: { filenameHash: false }, security: { nonce: 'NONCE_VALUE' }, tools: ${tools} }`).js;
    expect(js('nonce-with-html', '{}')).toContain('NONCE_VALUE');
    expect(js('nonce-without-html', '{ htmlPlugin: false }')).not.toContain('NONCE_VALUE');
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    expect(prose('/config/security/nonce', locale)).toMatch(
      /with \[tools\.htmlPlugin\]\(\/config\/tools\/html-plugin\) set to `false`, the option does nothing|\[tools\.htmlPlugin\]\(\/config\/tools\/html-plugin\) 设为 `false` 时，该配置项不起作用/,
    );
  });
});

describe('html.inject false, and a template that declares its charset', () => {
  const builtHtml = (name: string, html: string, files: Record<string, string> = {}) => {
    const outcome = buildOutcome(project(name, { 'src/index.js': '', ...files }), `{ output: { filenameHash: false }, html: ${html} }`);
    expect(outcome.failed).toBe(false);
    return outcome.html ?? '';
  };

  it('inject false leaves out the title, meta tags and html.tags as well as the bundles', () => {
    const page = builtHtml('inject-false', "{ inject: false, title: 'Shop', meta: { description: 'd' }, tags: [{ tag: 'script', attrs: { src: '/x.js' } }] }");
    expect(page).not.toContain('<title>');
    expect(page).not.toContain('name="description"');
    expect(page).not.toContain('/x.js');
    expect(page).not.toContain('index.js');
  });

  it("recognizes the template's charset only with a quoted value", () => {
    const template = (charset: string) => ({ 'index.html': `<!doctype html><html><head>${charset}</head><body><div id="root"></div></body></html>` });
    const charsets = (page: string) => page.match(/<meta charset=/gi)?.length ?? 0;
    expect(charsets(builtHtml('charset-quoted', "{ template: './index.html' }", template('<meta charset="utf-8">')))).toBe(1);
    expect(charsets(builtHtml('charset-unquoted', "{ template: './index.html' }", template('<meta charset=utf-8>')))).toBe(2);
  });

  it.each(LOCALES)('are documented so (%s)', (locale) => {
    expect(prose('/config/html/inject', locale)).toMatch(/no title, meta tags, favicon, app icon|也没有标题、meta 标签、favicon、应用图标/);
    expect(prose('/config/html/meta', locale)).toMatch(/An unquoted `<meta charset=utf-8>`|不带引号的 `<meta charset=utf-8>`/);
  });
});

describe('output.inlineScripts and source maps', () => {
  const inlined = (name: string, minify: string) => {
    const cwd = project(name, { 'src/index.js': "document.title = 'inlined';\n" });
    const config = `{ output: { filenameHash: false, inlineScripts: true, sourceMap: { js: 'source-map' }, minify: ${minify} } }`;
    const outcome = buildOutcome(cwd, config);
    expect(outcome.failed).toBe(false);
    return {
      comment: outcome.html?.includes('sourceMappingURL=/static/js/index.js.map') ?? false,
      map: existsSync(path.join(cwd, 'dist/static/js/index.js.map')),
    };
  };

  it('keep the rewritten sourceMappingURL only when the HTML is not minified', () => {
    expect(inlined('inline-map-minified', 'true')).toEqual({ comment: false, map: true });
    expect(inlined('inline-map-unminified', '{ html: false }')).toEqual({ comment: true, map: true });
  });

  it.each(LOCALES)('are documented so (%s)', (locale) => {
    expect(prose('/config/output/inline-scripts', locale)).toMatch(
      /only reaches the page with `output\.minify: \{ html: false \}`|只有设置 `output\.minify: \{ html: false \}`/,
    );
  });
});

describe('tools.sass: url() in a partial', () => {
  const outcome = (name: string, url: string) =>
    buildOutcome(
      project(name, {
        'src/index.js': "import './a.scss';\n",
        'src/a.scss': '@use "./styles/p";\n',
        'src/styles/_p.scss': `.p { background: url(${url}); }\n`,
        'src/styles/img/logo.png': 'not really a png',
      }),
      '{ output: { filenameHash: false } }',
    );

  it('is resolved from the partial when it starts with ./, and from the importing file otherwise', () => {
    expect(outcome('sass-url-dot', './img/logo.png').failed).toBe(false);
    const bare = outcome('sass-url-bare', 'img/logo.png');
    expect(bare.failed).toBe(true);
    expect(bare.errors.join('\n')).toContain("Can't resolve 'img/logo.png'");
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    expect(prose('/config/tools/sass', locale)).toMatch(/for URLs that start with `\.\/` or `\.\.\/` only|这只适用于以 `\.\/` 或 `\.\.\/` 开头的地址/);
  });
});

describe('tools.rspack: an async function', () => {
  const result = (name: string, rspack: string) =>
    runRsbuildScript<string>(
      project(name),
      `
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.level = 'silent';
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: { tools: { rspack: ${rspack} } } });
      const [config] = await rsbuild.initConfigs();
      return rsbuild.build().then(() => 'built, devtool ' + String(config.devtool), (error) => error.message);
      `,
      'production',
    );

  it('is awaited, and its value replaces the configuration', () => {
    expect(result('rspack-async-return', 'async (config) => { config.devtool = false; return config; }')).toBe('built, devtool false');
    expect(result('rspack-async-in-place', 'async (config) => { config.devtool = false; }')).toBe(
      "Cannot read properties of undefined (reading 'entry')",
    );
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    expect(prose('/config/tools/rspack', locale)).toContain("`Cannot read properties of undefined (reading 'entry')`");
    expect(prose('/guide/basic/configure-rspack', locale)).toMatch(/A `tools\.rspack` function's promise is awaited|`tools\.rspack` 函数返回的 Promise 会被等待/);
  });
});

describe('migrating from Vue CLI: one tools.sass for .scss and .sass, and server.https', () => {
  const sassBuild = (name: string, additionalData: string) =>
    buildOutcome(
      project(name, {
        'src/index.js': "import './a.scss';\nimport './b.sass';\n",
        'src/variables.scss': '$c: red;\n',
        'src/a.scss': '.a { color: $c; }\n',
        'src/b.sass': '.b\n  color: $c\n',
      }),
      `{ output: { filenameHash: false }, tools: { sass: { additionalData: ${additionalData} } } }`,
    );

  it('an scss-only additionalData string breaks .sass files; a function of the file keeps both', () => {
    const text = sassBuild('vue-cli-sass-string', '\'@import "./variables.scss";\'');
    expect(text.failed).toBe(true);
    expect(text.errors.join('\n')).toContain("semicolons aren't allowed in the indented syntax");
    const fn = sassBuild(
      'vue-cli-sass-function',
      "(content, { resourcePath }) => (resourcePath.endsWith('.sass') ? '@import \"./variables.scss\"\\n' : '@import \"./variables.scss\";\\n') + content",
    );
    expect(fn.failed).toBe(false);
  });

  it('server.https: true stops the dev server', () => {
    const message = runRsbuildScript<string>(
      project('https-true'),
      `
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: { server: { https: true, port: ${somePort()}, printUrls: false } } });
      return rsbuild.startDevServer().then(({ server }) => server.close().then(() => 'started'), (error) => error.message);
      `,
    );
    expect(message).toContain('The "options" argument must be of type object. Received type boolean (true)');
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const body = prose('/guide/migration/vue-cli', locale);
    expect(body).toMatch(/`true` has no counterpart and stops the server|`true` 没有对应写法，会导致服务器报错退出/);
    expect(body).toMatch(/sass-loader calls it with `\(content, loaderContext\)`|sass-loader 会以 `\(content, loaderContext\)` 调用它/);
  });
});

describe('the config file', () => {
  it('may export a function of the environment instead of an object', () => {
    const cwd = project('config-function', {
      'src/index.js': '',
      'rsbuild.config.mjs': "export default ({ env }) => ({ server: { port: env === 'development' ? 3001 : 3002 } });\n",
    });
    const loaded = runRsbuildScript<{ port: number; file: string }>(
      cwd,
      'const { content, filePath } = await core.loadConfig({ cwd }); return { port: content.server.port, file: filePath };',
    );
    expect(loaded).toEqual({ port: 3001, file: path.join(cwd, 'rsbuild.config.mjs') });
  });

  it('without a default export is read as its exports object, silently; a number or an empty function throws', () => {
    const load = (name: string, source: string) =>
      runRsbuildScript<string>(
        project(name, { 'src/index.js': '', 'rsbuild.config.mjs': source }),
        'try { return JSON.stringify((await core.loadConfig({ cwd })).content.html ?? null); } catch (e) { return e.message; }',
      );
    expect(load('config-named-export', "export const config = { html: { title: 'named' } };\n")).toBe('null');
    expect(load('config-cjs-in-mjs', "module.exports = { html: { title: 'cjs' } };\n")).toBe('{"title":"cjs"}');
    expect(load('config-number', 'export default 42;\n')).toBe(
      'Rsbuild config must be an object or a function that returns an object, get 42',
    );
    expect(load('config-empty-function', 'export default () => undefined;\n')).toBe('Rsbuild config function must return a config object.');
  });

  it.each(LOCALES)('is documented as an object or a function (%s)', (locale) => {
    expect(prose('/config/', locale)).toMatch(/exports one object, or a function that returns it|导出一个对象，或者一个返回该对象的函数/);
    const pitfalls = section(page('/guide/basic/configure-rsbuild', locale), locale === 'en' ? '## Pitfalls' : '## 注意事项');
    expect(pitfalls).toMatch(/builds with the defaults without an error or a warning|不给出任何警告/);
    expect(pitfalls).toContain('`Rsbuild config must be an object or a function that returns an object, get 42`');
  });
});

describe('server.htmlFallback: the dev server and the preview server', () => {
  const urls = ['/settings/profile', '/settings/profile application/json', '/files/report.pdf'];
  const answers = (name: string, mode: 'dev' | 'preview') =>
    serverAnswers(project(name), { server: { port: somePort(), printUrls: false } }, urls, mode);

  it('go by the Accept header in dev, and by the file extension in preview', () => {
    expect(answers('html-fallback-dev', 'dev')).toMatchObject({
      '/settings/profile': { status: 200, page: 'index' },
      '/settings/profile application/json': { status: 404 },
      '/files/report.pdf': { status: 200, page: 'index' },
    });
    expect(answers('html-fallback-preview', 'preview')).toMatchObject({
      '/settings/profile': { status: 200, page: 'index' },
      '/settings/profile application/json': { status: 200, page: 'index' },
      '/files/report.pdf': { status: 404 },
    });
  });

  it.each(LOCALES)('are documented so (%s)', (locale) => {
    expect(prose('/config/server/html-fallback', locale)).toMatch(
      /a path with a file extension, such as `\/files\/report\.pdf`, gets 404|带文件扩展名的路径（如 `\/files\/report\.pdf`）返回 404/,
    );
  });
});

describe('server.historyApiFallback: the refreshed client-side route', () => {
  const devAnswers = (name: string, entry: string, server: Record<string, unknown>, urls: string[]) =>
    serverAnswers(
      project(name, { [`src/${entry}.js`]: '' }),
      { source: { entry: { [entry]: `./src/${entry}.js` } }, server: { port: somePort(), printUrls: false, ...server } },
      urls,
    );

  it('answers 404 for a deep link when the page is not index.html, until index names the page', () => {
    expect(devAnswers('history-main-off', 'main', {}, ['/user/42'])['/user/42']).toMatchObject({ status: 404 });
    const answers = devAnswers('history-main-on', 'main', { historyApiFallback: { index: '/main.html' } }, [
      '/user/42',
      '/user/42 application/json',
      '/files/report.pdf',
    ]);
    expect(answers['/user/42']).toMatchObject({ status: 200, page: 'main' });
    expect(answers['/user/42 application/json']).toMatchObject({ status: 404, page: null });
    expect(answers['/files/report.pdf']).toMatchObject({ status: 404, page: null });
  });

  it('answers 404 with htmlFallback off, and index.html once historyApiFallback is true', () => {
    expect(devAnswers('history-index-off', 'index', { htmlFallback: false }, ['/user/42'])['/user/42']).toMatchObject({
      status: 404,
    });
    const answers = devAnswers('history-index-on', 'index', { htmlFallback: false, historyApiFallback: true }, ['/user/42']);
    expect(answers['/user/42']).toMatchObject({ status: 200, page: 'index' });
  });

  it('rewrites only GET and HEAD page requests, and rejects a RegExp rewrite target', () => {
    const cwd = project('history-middleware');
    const result = runRsbuildScript<{ urls: Record<string, string>; regexpTarget: string }>(
      cwd,
      `
      // The middleware exactly as Rsbuild bundles it.
      const fallback = dist('../compiled/connect-history-api-fallback');
      const run = (options, method, accept) => {
        const req = { method, url: '/user/42', headers: { accept } };
        fallback(options)(req, {}, () => {});
        return req.url;
      };
      const urls = {};
      for (const [method, accept] of [
        ['GET', 'text/html'],
        ['HEAD', '*/*'],
        ['POST', 'text/html'],
        ['GET', 'application/json, text/html'],
        ['GET', 'image/png'],
      ]) urls[method + ' ' + accept] = run({}, method, accept);
      let regexpTarget = 'no error';
      try {
        run({ rewrites: [{ from: /^\\/user/, to: /\\/index.html/ }] }, 'GET', 'text/html');
      } catch (error) {
        regexpTarget = error.message;
      }
      return { urls, regexpTarget };
      `,
    );
    expect(result.urls).toEqual({
      'GET text/html': '/index.html',
      'HEAD */*': '/index.html',
      'POST text/html': '/user/42',
      'GET application/json, text/html': '/user/42',
      'GET image/png': '/user/42',
    });
    expect(result.regexpTarget).toBe('Rewrite rule can only be of type string or function.');
  });

  it.each(LOCALES)('is documented with the 404 it fixes, the requests it rewrites and the RegExp caution (%s)', (locale) => {
    const doc = page('/config/server/history-api-fallback', locale);
    const when = section(doc, locale === 'en' ? '## When you need it' : '## 什么时候需要它');
    expect(when).toMatch(/refresh the browser on a route such as `\/user\/42`|在 `\/user\/42` 这样的路由上刷新页面/);
    expect(when).toContain("`index: '/main.html'`");
    const values = section(doc, locale === 'en' ? '## Values' : '## 取值');
    expect(values).toMatch(/`GET` (or|或) `HEAD`/);
    expect(values).toContain('`application/json`');
    expect(section(doc, '### rewrites')).toContain('`Rewrite rule can only be of type string or function.`');
    expect(section(doc, locale === 'en' ? '## On a production host' : '## 在生产环境中部署')).toContain('`index.html`');
  });
});

/** A production build with output.injectStyles, where style-loader and css-loader run instead of Rspack's own CSS support. */
const injectedStylesBuild = (name: string, files: Record<string, string>, tools: string) =>
  buildOutcome(
    project(name, { 'src/index.js': "import './a.css';\n", ...files }),
    `{ output: { injectStyles: true, filenameHash: false }, tools: ${tools} }`,
  );

describe('tools.cssLoader: the url filter css-loader 6 reads', () => {
  const build = (name: string, url: string) =>
    injectedStylesBuild(
      name,
      {
        'src/a.css': '.a { background: url(/images/kept.png); }\n.b { background: url(./inlined.png); }\n',
        'src/inlined.png': 'not really a PNG',
      },
      `{ cssLoader: { url: ${url} } }`,
    );

  it('leaves the URLs an object filter refuses, ignores a plain function, and leaves all with false', () => {
    const filter = "(url) => !url.startsWith('/images/')";
    const object = build('css-loader-url-object', `{ filter: ${filter} }`);
    expect(object.failed).toBe(false);
    expect(object.js).toContain('url(/images/kept.png)');
    expect(object.js).not.toContain('./inlined.png');
    expect(build('css-loader-url-function', filter).errors.join('\n')).toContain("Can't resolve '/images/kept.png'");
    const off = build('css-loader-url-false', 'false');
    expect(off.js).toContain('url(/images/kept.png)');
    expect(off.js).toContain('url(./inlined.png)');
  });

  it.each(LOCALES)('is documented as an object with filter, the function form ignored (%s)', (locale) => {
    const doc = page('/config/tools/css-loader', locale);
    const url = section(doc, '### url');
    expect(url).toContain('`boolean | { filter: (url: string, resourcePath: string) => boolean }`');
    expect(url).toMatch(/css-loader 6 ignores such a function|css-loader 6 会忽略这样的函数/);
    expect(section(doc, '### import')).toContain('{ filter: (url: string, media: string, resourcePath: string) => boolean }');
    expect(doc.fences.map((fence) => fence.code).join('\n')).toContain("filter: (url: string) => !url.startsWith('/images/')");
  });
});

describe('tools.styleLoader: injectType', () => {
  it("'linkTag' builds, but links css-loader's output as the stylesheet's address", () => {
    const { js, failed } = injectedStylesBuild(
      'style-loader-link-tag',
      { 'src/a.css': '.a { color: red; }\n' },
      "{ styleLoader: { injectType: 'linkTag' } }",
    );
    expect(failed).toBe(false);
    // style-loader's linkTag runtime sets the href from the module, and the module is css-loader's list of CSS text.
    expect(js).toMatch(/\.rel="stylesheet",\w+\.href=/);
    expect(js).toMatch(/\.push\(\[\w+\.id,"\.a \{ color: red; \}/);
  });

  it.each(LOCALES)("is documented with 'linkTag' not working and the way to get <link> tags (%s)", (locale) => {
    const injectType = section(page('/config/tools/style-loader', locale), '### injectType');
    expect(injectType).toMatch(/`'linkTag'` does not work in Rsbuild 0\.5|`'linkTag'` 在 Rsbuild 0\.5 中无法使用/);
    expect(injectType).toMatch(/leave `output\.injectStyles` off|保持 `output\.injectStyles` 关闭/);
  });
});

describe('tools.sass: warnRuleAsWarning', () => {
  const warnings = (name: string, sass: string): string[] =>
    buildOutcome(
      project(name, { 'src/index.js': "import './a.scss';\n", 'src/a.scss': '@warn "LEGACY_MIXIN_USED";\n.a { color: red; }\n' }),
      `{ tools: { sass: ${sass} } }`,
    ).warnings;

  it('reports @warn as a build warning unless it is false', () => {
    expect(warnings('sass-warn-default', '{}').join('\n')).toContain('LEGACY_MIXIN_USED');
    expect(warnings('sass-warn-false', '{ warnRuleAsWarning: false }')).toEqual([]);
  });

  it.each(LOCALES)('is documented as on by default (%s)', (locale) => {
    const doc = page('/config/tools/sass', locale);
    expect(section(doc, '### warnRuleAsWarning')).toMatch(/\*\*(Default|默认值)[:：]\*\* `true`/);
    expect(doc.fences.map((fence) => fence.code).join('\n')).toContain('config.warnRuleAsWarning = false;');
  });
});

describe('dev.startUrl true: the protocol of the URL it opens', () => {
  it('is https only when the dev server started with HTTPS; the preview server opens http', () => {
    const cwd = project('start-url-protocol');
    const opened = runRsbuildScript<Record<string, unknown>>(
      cwd,
      `
      // Record the URLs instead of opening a browser.
      const openModule = require.resolve(require('node:path').join(coreDist, '../compiled/open'));
      const urls = [];
      require.cache[openModule] = { id: openModule, filename: openModule, loaded: true, exports: async (url) => urls.push(url) };
      const { pluginStartUrl } = dist('plugins/startUrl');
      const run = async (event, devServer, port) => {
        const hooks = {};
        pluginStartUrl().setup({
          context: { devServer },
          getNormalizedConfig: () => ({ dev: { startUrl: true }, server: { https: { key: 'key', cert: 'cert' } } }),
          onAfterStartDevServer: (fn) => (hooks.dev = fn),
          onAfterStartProdServer: (fn) => (hooks.prod = fn),
        });
        await hooks[event]({ port, routes: [{ entryName: 'index', pathname: '/' }] });
        await new Promise((resolve) => setTimeout(resolve, 50));
        return urls.splice(0);
      };
      // startDevServer records { hostname, port, https } in the context; the preview server records nothing.
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: { server: { port: ${somePort()}, printUrls: false } } });
      await rsbuild.build();
      const { server } = await rsbuild.preview();
      const previewContext = rsbuild.context.devServer ?? null;
      await server.close();
      return {
        previewContext,
        dev: await run('dev', { hostname: 'localhost', port: 8080, https: true }, 8080),
        preview: await run('prod', previewContext ?? undefined, 4173),
      };
      `,
    );
    expect(opened).toEqual({ previewContext: null, dev: ['https://localhost:8080/'], preview: ['http://localhost:4173/'] });
  });

  it.each(LOCALES)('is documented as https in rsbuild dev only (%s)', (locale) => {
    expect(prose('/config/dev/start-url', locale)).toMatch(/`rsbuild preview` still opens `http:\/\/`|`rsbuild preview` 仍然打开 `http:\/\/` 地址/);
    expect(prose('/config/server/https', locale)).toMatch(/`rsbuild preview` still opens an `http:\/\/` URL|`rsbuild preview` 仍然打开 `http:\/\/` 地址/);
  });
});
