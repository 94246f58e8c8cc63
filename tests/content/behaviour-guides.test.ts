/**
 * What the guides say Rsbuild does, checked against what Rsbuild 0.5.9 really does.
 *
 * Like behaviour.test.ts: each case runs the pinned packages (a generated Rspack config, a
 * build, a running dev server, or a pure function of @rsbuild/core) and checks the sentence of
 * the guide that describes the behaviour, in English and in Chinese, so that neither the
 * package nor the page can change without a test failing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOutcome } from './lib/build-outcome';
import { LOCALES, page, project as projectIn, section } from './lib/page-text';
import { configPart } from './lib/config-part';
import { RSBUILD_BIN, fixturePath, fixtureRequire } from './lib/rsbuild';
import { generatedConfig, productionBuild, ruleMatches, type GeneratedRule } from './lib/rspack-config';
import { serverAnswers, somePort, type Answer } from './lib/server-answers';

let root: string;

const project = (name: string, files: Record<string, string>) => projectIn(root, name, files);

beforeAll(() => {
  expect(fixtureRequire('@rsbuild/core').version).toBe('0.5.9');
  root = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-guides-'));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('guide/basic/server: the dev server', () => {
  const urls = ['/admin', '/admin/users', '/static/js/index.js', '/settings/profile application/json'];
  let withDefault: Record<string, Answer>;
  let withoutHtmlFallback: Record<string, Answer>;

  beforeAll(() => {
    const cwd = project('dev-server', { 'src/index.js': '', 'src/admin.js': '' });
    const config = (server: Record<string, unknown>) => ({
      source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
      server: {
        port: somePort(),
        printUrls: false,
        historyApiFallback: { rewrites: [{ from: { regexp: '^\\/admin' }, to: '/admin.html' }] },
        ...server,
      },
    });
    withDefault = serverAnswers(cwd, config({}), urls);
    withoutHtmlFallback = serverAnswers(cwd, config({ htmlFallback: false }), urls);
  });

  it('answers /admin/users with index.html before historyApiFallback runs, unless htmlFallback is off', () => {
    expect(withDefault['/admin']).toMatchObject({ status: 200, page: 'admin' });
    expect(withDefault['/admin/users']).toMatchObject({ status: 200, page: 'index' });
    expect(withoutHtmlFallback['/admin/users']).toMatchObject({ status: 200, page: 'admin' });
  });

  it('leaves JSON requests to the later middleware, which has nothing for them', () => {
    expect(withDefault['/settings/profile application/json']).toMatchObject({ status: 404, page: null });
  });

  it('sends Access-Control-Allow-Origin: * without any server.headers', () => {
    expect(withDefault['/static/js/index.js']).toMatchObject({ status: 200, allowOrigin: '*' });
  });

  it.each(LOCALES)('is documented with htmlFallback off for rewrites, and its own CORS header (%s)', (locale) => {
    const guide = page('/guide/basic/server', locale);
    const routing = section(guide, locale === 'en' ? '## Client-side routing' : '## 客户端路由');
    expect(routing).toContain('    htmlFallback: false,\n    historyApiFallback: {');
    expect(routing).toMatch(/`\/admin\/users`/);
    expect(guide.body).toContain('`Access-Control-Allow-Origin: *`');
    // The fallback tries `<path>/index.html` only for paths that end with a slash.
    expect(routing).not.toMatch(/`<path>\.html` (and|和) `<path>\/index\.html`/);
  });
  it.each(LOCALES)('is documented in the webpack migration table too (%s)', (locale) => {
    const row = page('/guide/migration/webpack', locale)
      .body.split('\n')
      .find((line) => line.startsWith('| `devServer.historyApiFallback` |'));
    expect(row).toContain('`htmlFallback: false`');
  });
});

describe('guide/migration/vue-cli and guide/basic/server: the preview server', () => {
  let answers: Record<string, Answer>;

  beforeAll(() => {
    const cwd = project('preview-server', { 'src/index.js': '' });
    answers = serverAnswers(
      cwd,
      { server: { port: somePort(), printUrls: false } },
      ['/settings/profile', '/api/users application/json', '/robots.txt', '/static/js/missing.js'],
      'preview',
    );
  });

  it('answers a deep link with index.html without historyApiFallback, and sends no CORS header', () => {
    expect(answers['/settings/profile']).toMatchObject({ status: 200, page: 'index', allowOrigin: null });
  });

  it('answers a JSON request with index.html too, unlike the dev server', () => {
    expect(answers['/api/users application/json']).toMatchObject({ status: 200, page: 'index' });
  });

  it('answers a missing file at the top level with index.html, a missing file in a folder with 404', () => {
    expect(answers['/robots.txt']).toMatchObject({ status: 200, page: 'index' });
    expect(answers['/static/js/missing.js']).toMatchObject({ status: 404 });
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const check = page('/guide/migration/vue-cli', locale)
      .body.split('\n')
      .find((line) => line.startsWith('5. `vue-router`'));
    expect(check).toMatch(/both answer unknown paths with `index\.html` by default|默认都会对未知路径返回 `index\.html`/);
    const headers = section(page('/guide/basic/server', locale), locale === 'en' ? '## Headers' : '## 响应头');
    expect(headers).toMatch(/preview server sends no such header|预览服务器不会发送这个响应头/);
    const routing = section(page('/guide/basic/server', locale), locale === 'en' ? '## Client-side routing' : '## 客户端路由');
    expect(routing).toMatch(/whatever the `Accept` header says|不看 `Accept` 请求头/);
    expect(routing).toMatch(/a missing `\/robots\.txt` gets the page with status 200|缺失的 `\/robots\.txt` 也会得到这个页面，状态码为 200/);
  });
});

describe('guide/basic/css-usage: where Autoprefixer runs', () => {
  it('after the plugins of postcss.config, before the plugins added by tools.postcss', () => {
    const cwd = project('autoprefixer-order', {
      'src/index.js': "import './index.css';\n",
      'src/index.css': '',
      'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'from-config-file' }] };\n",
      'rsbuild.config.mjs':
        "export default { tools: { postcss: (opts, { addPlugins }) => addPlugins({ postcssPlugin: 'from-tools-postcss' }) } };\n",
    });
    const config = generatedConfig(cwd, { configFile: 'rsbuild.config.mjs' });
    const cssRule = config.rules.find((rule) => ruleMatches(rule, 'index.css'));
    const plainCss = (cssRule?.oneOf as GeneratedRule[] | undefined)?.find((rule) => rule.type === 'css');
    const postcss = (plainCss?.use as Array<{ loader: string; options: { postcssOptions: { plugins: unknown[] } } }>).find(
      (use) => /postcss-loader/.test(use.loader),
    );
    const names = postcss?.options.postcssOptions.plugins.map((plugin) => (plugin as { postcssPlugin: string }).postcssPlugin);
    expect(names).toEqual(['from-config-file', 'autoprefixer', 'from-tools-postcss']);
  });

  it.each(LOCALES)('is not documented as always last (%s)', (locale) => {
    const text = section(page('/guide/basic/css-usage', locale), '## Autoprefixer');
    expect(text).not.toMatch(/always runs last|总是最后运行/);
    expect(text).toMatch(/`addPlugins` in `tools\.postcss` run after it|`addPlugins` 添加的插件在它之后运行/);
  });
});

describe('guide/basic/configure-rsbuild: mergeRsbuildConfig', () => {
  const { mergeRsbuildConfig } = fixtureRequire('@rsbuild/core') as {
    mergeRsbuildConfig: (...configs: object[]) => Record<string, Record<string, unknown>>;
  };

  it('concatenates arrays, except output.targets and a few others, which the later config replaces', () => {
    const merged = mergeRsbuildConfig(
      { output: { targets: ['web'] }, source: { preEntry: ['./a.js'] } },
      { output: { targets: ['node'] }, source: { preEntry: ['./b.js'] } },
    );
    expect(merged.source?.preEntry).toEqual(['./a.js', './b.js']);
    expect(merged.output?.targets).toEqual(['node']);
  });

  it.each(LOCALES)('lists output.targets among the replaced options (%s)', (locale) => {
    const text = page('/guide/basic/configure-rsbuild', locale).body;
    const sentence = text.split('\n').find((line) => line.includes('`mergeRsbuildConfig`') && line.includes('`plugins`'));
    expect(sentence).toContain('`output.targets`');
    expect(sentence).toContain('`performance.removeConsole`');
  });
});

describe('guide/basic/static-assets: inline limit and queries', () => {
  let imageRule: GeneratedRule | undefined;

  beforeAll(() => {
    const cwd = project('asset-rules', { 'src/index.js': '' });
    imageRule = generatedConfig(cwd, {}).rules.find((rule) => ruleMatches(rule, 'logo.png'));
  });

  it('?url always emits a file, ?inline always inlines, other imports are inlined up to 10,000 bytes', () => {
    const oneOf = imageRule?.oneOf as GeneratedRule[];
    expect(oneOf.map((rule) => [rule.type, rule.resourceQuery])).toEqual([
      ['asset/resource', { regexp: '(__inline=false|url)' }],
      ['asset/inline', { regexp: 'inline' }],
      ['asset', undefined],
    ]);
    expect(oneOf[2]?.parser).toEqual({ dataUrlCondition: { maxSize: 10000 } });
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const text = page('/guide/basic/static-assets', locale).body;
    expect(text).toMatch(/A file of 10,000 bytes or less is not emitted|不超过 10000 字节的文件不会被输出/);
    expect(text).toMatch(/`\?url` always emits a file; `\?inline` always returns a data URI|`\?url` 总是输出文件，`\?inline` 总是返回 Data URI/);
  });
});

describe('guide/basic/json-files: the whole file is bundled', () => {
  it('keeps the keys a production build does not import', () => {
    const cwd = project('json-whole', {
      'src/settings.json': JSON.stringify({ theme: 'dark', unusedKey: 'value-that-is-never-imported' }),
      'src/index.js': "import { theme } from './settings.json';\nconsole.log(theme);\n",
    });
    productionBuild(cwd, { config: { output: { filenameHash: false } } });
    const js = readFileSync(path.join(cwd, 'dist/static/js/index.js'), 'utf8');
    expect(js).toContain('value-that-is-never-imported');
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const text = page('/guide/basic/json-files', locale).body;
    expect(text).toMatch(/includes the whole JSON file in the chunk|整个 JSON 文件/);
  });
});

describe('guide/start and guide/faq/exceptions: the default entry', () => {
  it('is found for src/index.jsx but never for src/index.mjs or src/index.cjs', () => {
    // Without any entry the generated config has no `entry` key at all.
    const entryOf = (file: string) =>
      configPart<{ entry?: Record<string, unknown> }>(project(`entry-${file.replace('.', '-')}`, { [`src/${file}`]: '' }), {
        keys: ['entry'],
      }).entry ?? {};
    expect(Object.keys(entryOf('index.jsx'))).toEqual(['index']);
    expect(entryOf('index.mjs')).toEqual({});
    expect(entryOf('index.cjs')).toEqual({});
  });

  it.each(LOCALES)('is not documented as src/index.mjs or .cjs (%s)', (locale) => {
    expect(page('/guide/start/', locale).body).toContain('`src/index.(ts|js|tsx|jsx)`');
    const cause = section(page('/guide/faq/exceptions', locale), locale === 'en' ? '## Why does Rsbuild say "Could not find any entry module"?' : '## 为什么 Rsbuild 提示 "Could not find any entry module"？');
    expect(cause).toMatch(/never picks up `src\/index\.mjs`|不会识别 `src\/index\.mjs`/);
  });
});

describe('guide/start/features: ?url and ?inline', () => {
  it('exist only in the rules of images, SVG, media and fonts, so a PDF has no rule at all', () => {
    const rules = generatedConfig(project('pdf-rule', { 'src/index.js': '' }), {}).rules;
    expect(rules.filter((rule) => ruleMatches(rule, 'manual.pdf'))).toEqual([]);
  });

  it.each(LOCALES)('are not shown on a PDF (%s)', (locale) => {
    const text = page('/guide/start/features', locale).body;
    expect(text).not.toMatch(/\.pdf\?url/);
    expect(text).toMatch(/such as PDF, needs a rule of its own|例如 PDF）需要自行添加规则/);
  });
});

describe('guide/optimization/split-chunk: the lib-vue group of plugin-vue', () => {
  it('also takes the @vue runtime packages', () => {
    const { optimization } = configPart<{
      optimization: { splitChunks: { cacheGroups: Record<string, { test: { regexp: string } }> } };
    }>(project('lib-vue', { 'src/index.js': '' }), {
      plugins: [{ package: '@rsbuild/plugin-vue', export: 'pluginVue' }],
      keys: ['optimization'],
    });
    const test = new RegExp(optimization.splitChunks.cacheGroups['lib-vue']?.test.regexp ?? '^$');
    for (const pkg of ['vue', '@vue/runtime-core', '@vue/runtime-dom', '@vue/reactivity', '@vue/shared']) {
      expect(test.test(`/app/node_modules/${pkg}/dist/index.js`)).toBe(true);
    }
  });

  it.each(LOCALES)('is documented with those packages (%s)', (locale) => {
    const row = page('/guide/optimization/split-chunk', locale)
      .body.split('\n')
      .find((line) => line.startsWith('| `lib-vue` |'));
    expect(row).toContain('`@vue/runtime-core`');
    expect(row).toContain('`@vue/reactivity`');
  });
});

describe('guide/debug/debug-mode: inspecting twice', () => {
  it('keeps the first Rspack config under a timestamped name but overwrites rsbuild.config.mjs', () => {
    const files = configPart<string[]>(project('inspect-twice', { 'src/index.js': '' }), { inspectTwice: true });
    expect(files.filter((file) => file.startsWith('rsbuild.config'))).toEqual(['rsbuild.config.mjs']);
    expect(files.filter((file) => file.startsWith('rspack.config'))).toEqual([
      expect.stringMatching(/^rspack\.config\.web\.\d+\.mjs$/),
      'rspack.config.web.mjs',
    ]);
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const text = page('/guide/debug/debug-mode', locale).body;
    expect(text).toMatch(/`rsbuild\.config\.mjs` is overwritten|`rsbuild\.config\.mjs` 则会被覆盖/);
  });
});

describe('guide/advanced/rem: where the runtime goes', () => {
  it('after the title and meta tags, before the bundle script', () => {
    const cwd = project('rem-runtime', { 'src/index.js': '' });
    productionBuild(cwd, { plugins: [{ package: '@rsbuild/plugin-rem', export: 'pluginRem' }] });
    const html = readFileSync(path.join(cwd, 'dist/index.html'), 'utf8');
    const tags = [...html.matchAll(/<(title|meta|script)([^>]*\ssrc=)?/g)].map((match) => match[1] + (match[2] ? ' src' : ''));
    expect(tags).toEqual(['title', 'meta', 'meta', 'script', 'script src']);
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const text = page('/guide/advanced/rem', locale).body;
    expect(text).not.toMatch(/starts its `<head>` with the runtime script/);
    expect(text).toMatch(/after the title and meta tags and before every bundle script|运行时脚本位于标题和 meta 标签之后、所有产物脚本之前/);
  });
});

describe('guide/optimization: what production-only and no-op options do', () => {
  it('performance.buildCache sets no Rspack cache: the cache plugin is not registered in 0.5.9', () => {
    const cwd = project('build-cache', { 'src/index.js': '' });
    const part = configPart<{ cache?: unknown }>(cwd, { config: { performance: { buildCache: true } }, keys: ['cache'] });
    expect(part.cache).toBeUndefined();
  });

  it('output.inlineScripts adds the inlining plugin to production builds only', () => {
    const cwd = project('inline-scripts', { 'src/index.js': '' });
    const request = { config: { output: { inlineScripts: true } }, keys: ['plugins'] };
    expect(configPart<{ plugins: string[] }>(cwd, request, 'development').plugins).not.toContain('InlineChunkHtmlPlugin');
    expect(configPart<{ plugins: string[] }>(cwd, request, 'production').plugins).toContain('InlineChunkHtmlPlugin');
  });

  it.each(LOCALES)('are documented so (%s)', (locale) => {
    expect(page('/guide/optimization/build-performance', locale).body).toMatch(
      /does not register the persistent cache, so it has no effect on Rspack's own work|并没有注册持久化缓存，所以它对 Rspack 本身的编译不起作用/,
    );
    expect(page('/guide/optimization/build-performance', locale).body).toMatch(
      /gives `babel-loader` a disk cache in `node_modules\/\.cache\/babel-loader`|把结果缓存到磁盘上的 `node_modules\/\.cache\/babel-loader`/,
    );
    expect(page('/guide/optimization/inline-assets', locale).body).toMatch(
      /Inlining happens only in production builds|内联只在生产构建中进行/,
    );
  });
});

describe('guide/basic/typescript: plugin-type-check without a tsconfig.json', () => {
  const typeCheck = [{ package: '@rsbuild/plugin-type-check', export: 'pluginTypeCheck' }];

  it('adds the checker only when the project has a tsconfig.json', () => {
    const without = project('type-check-none', { 'src/index.ts': '' });
    const withTsconfig = project('type-check-tsconfig', { 'src/index.ts': '', 'tsconfig.json': '{}' });
    // The plugin loads the project's own `typescript`: give the project the fixture's packages.
    symlinkSync(fixturePath('node_modules'), path.join(withTsconfig, 'node_modules'), 'dir');
    const names = (cwd: string) => generatedConfig(cwd, { plugins: typeCheck }).plugins.map((plugin) => plugin.name);
    expect(names(without)).not.toContain('ForkTsCheckerWebpackPlugin');
    expect(names(withTsconfig)).toContain('ForkTsCheckerWebpackPlugin');
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    expect(page('/guide/basic/typescript', locale).body).toMatch(
      /does nothing when the project has no `tsconfig\.json`|没有 `tsconfig\.json` 时，这个插件不会做任何事情/,
    );
  });
});

describe('guide/framework/react: Fast Refresh follows dev.hmr', () => {
  const react = [{ package: '@rsbuild/plugin-react', export: 'pluginReact' }];

  it('registers the refresh plugin with HMR on, and not with dev.hmr: false', () => {
    const cwd = project('react-refresh', { 'src/index.jsx': '' });
    const names = (hmr: boolean) =>
      generatedConfig(cwd, { config: { dev: { hmr } }, plugins: react }).plugins.map((plugin) => plugin.name);
    expect(names(true)).toContain('ReactRefreshRspackPlugin');
    expect(names(false)).not.toContain('ReactRefreshRspackPlugin');
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    expect(page('/guide/framework/react', locale).body).toMatch(
      /Turning HMR off also turns Fast Refresh off|关闭 HMR 也会关闭 Fast Refresh/,
    );
  });
});

describe('guide/faq/features: Module Federation', () => {
  it('switches split-by-experience to custom and the default asset prefix to auto', () => {
    const cwd = project('module-federation', { 'src/index.js': '' });
    const part = configPart<{ output: { publicPath: string }; plugins: string[]; optimization: { splitChunks: { cacheGroups: object } } }>(
      cwd,
      { config: { moduleFederation: { options: { name: 'host' } } }, keys: ['output', 'plugins', 'optimization'] },
      'production',
    );
    expect(part.output.publicPath).toBe('auto');
    expect(part.plugins).toContain('ModuleFederationPlugin');
    // The custom strategy has no lib-* groups of split-by-experience.
    expect(Object.keys(part.optimization.splitChunks.cacheGroups)).not.toContain('lib-lodash');
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const text = page('/guide/faq/features', locale).body;
    expect(text).toMatch(/replaces the default `split-by-experience` chunk strategy with `custom`|把默认的 `split-by-experience` 拆分策略替换为 `custom`/);
    expect(text).toMatch(/sets the public path to `auto`|把 public path 设为 `auto`/);
  });
});

describe('guide/basic/output-files: names of unnamed async chunks', () => {
  it('come from the module path in development and are numbers in production', () => {
    const files = { 'src/index.js': "import('./editor');\n", 'src/editor.js': 'export const open = () => 1;\n' };
    const request = { config: { output: { filenameHash: false } }, asyncChunks: true };
    expect(configPart<string[]>(project('async-dev', files), request, 'development')).toEqual(['src_editor_js.js']);
    expect(configPart<string[]>(project('async-prod', files), request, 'production')).toEqual([
      expect.stringMatching(/^\d+\.js$/),
    ]);
  });

  it.each(LOCALES)('are documented so (%s)', (locale) => {
    const text = page('/guide/basic/output-files', locale).body;
    expect(text).toMatch(/named after their module path in development \(`src_editor_ts`\)|在开发模式下以模块路径命名（`src_editor_ts`）/);
  });
});

describe('guide/basic/html-template: where html.tags go', () => {
  it('puts head: false at the end of <body> and a link after the bundle tags of <head>', () => {
    const cwd = project('html-tags', { 'src/index.js': "import './index.css';\n", 'src/index.css': '.a{color:red}\n' });
    productionBuild(cwd, {
      config: {
        html: {
          tags: [
            { tag: 'script', attrs: { src: 'https://cdn.example.com/analytics.js' }, head: false, append: true },
            { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com' } },
          ],
        },
      },
    });
    const html = readFileSync(path.join(cwd, 'dist/index.html'), 'utf8');
    const [head = '', body = ''] = html.split('</head>');
    const headTags = [...head.matchAll(/<(script|link)[^>]*?(?:src|href)="([^"]+)"/g)].map((match) => match[2]);
    expect(headTags).toEqual([
      expect.stringMatching(/^\/static\/js\/index\.\w+\.js$/),
      expect.stringMatching(/^\/static\/css\/index\.\w+\.css$/),
      'https://api.example.com',
    ]);
    expect(body).toMatch(/<script src="https:\/\/cdn\.example\.com\/analytics\.js"><\/script><\/body>/);
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    expect(page('/guide/basic/html-template', locale).body).toMatch(
      /The analytics script lands at the end of `<body>`, the preconnect link in `<head>` after the bundle tags|统计脚本会出现在 `<body>` 的末尾，preconnect 链接会出现在 `<head>` 中、打包产物标签之后/,
    );
  });
});

describe('guide/optimization/split-chunk: loading code on demand', () => {
  let files: string[];
  let entryJs: string;
  let lazyFolderFiles: string[];

  /** The files under `dist`, relative to it, with the content hash taken out (extracted licence comments left out). */
  const builtFiles = (cwd: string) =>
    readdirSync(path.join(cwd, 'dist'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.LICENSE.txt'))
      .map((entry) => path.relative(path.join(cwd, 'dist'), path.join(entry.parentPath, entry.name)))
      .map((file) => file.replace(/\.[0-9a-f]{8}\./, '.'))
      .sort();

  beforeAll(() => {
    const cwd = project('lazy-loading', {
      'src/index.js': [
        "import(/* webpackChunkName: \"settings-page\" */ './settings');",
        "import(/* webpackChunkName: \"settings-page\" */ './settings-help');",
        "document.addEventListener('click', () => import(/* webpackPrefetch: true */ './help'));",
        "import(/* webpackPreload: true */ './chart');",
        '',
      ].join('\n'),
      'src/settings.js': "import './settings.css';\nexport const settings = 1;\n",
      'src/settings.css': '.settings { color: red; }\n',
      'src/settings-help.js': 'export const settingsHelp = 1;\n',
      'src/help.js': 'export const help = 1;\n',
      'src/chart.js': 'export const chart = 1;\n',
    });
    productionBuild(cwd, {});
    files = builtFiles(cwd);
    const entryFile = readdirSync(path.join(cwd, 'dist/static/js')).find((file) => /^index\.[0-9a-f]{8}\.js$/.test(file));
    entryJs = readFileSync(path.join(cwd, 'dist/static/js', entryFile ?? 'index.js'), 'utf8');

    const moved = project('lazy-loading-folder', {
      'src/index.js': "import('./settings');\n",
      'src/settings.js': 'export const settings = 1;\n',
    });
    productionBuild(moved, { config: { output: { distPath: { jsAsync: 'static/js/lazy' } } } });
    lazyFolderFiles = builtFiles(moved).filter((file) => file.endsWith('.js'));
  });

  it('puts named async chunks in static/js/async and static/css/async, one chunk per name', () => {
    expect(files.filter((file) => file.includes('settings-page'))).toEqual([
      'static/css/async/settings-page.css',
      'static/js/async/settings-page.js',
    ]);
    // help and chart have no name: two numbered chunks next to the named one.
    expect(files.filter((file) => /^static\/js\/async\/\d+\.js$/.test(file))).toHaveLength(2);
  });

  it('prefetches a webpackPrefetch chunk once the entry has loaded, and emits no preload code', () => {
    expect(entryJs).toContain('rel="prefetch"');
    expect(entryJs).toMatch(/\.E\("\d+"\)/);
    expect(entryJs).not.toContain('preload');
  });

  it('writes async chunks to output.distPath.jsAsync', () => {
    expect(lazyFolderFiles.filter((file) => file.startsWith('static/js/lazy/'))).toHaveLength(1);
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const text = section(page('/guide/optimization/split-chunk', locale), locale === 'en' ? '## Load code on demand' : '## 按需加载');
    expect(text).toContain('dist/static/js/async/settings-page.');
    expect(text).toContain('dist/static/css/async/settings-page.');
    expect(text).toContain('`<link rel="prefetch" as="script">`');
    expect(text).toMatch(/Rspack 0\.5 (does not implement|没有实现) `webpackPreload`/);
    expect(text).toContain("jsAsync: 'static/js/lazy'");
    expect(text).toMatch(/React\.lazy|`lazy`/);
    expect(text).toContain('defineAsyncComponent');
  });
});

describe('guide/basic/cli: help and version', () => {
  const cli = (flag: string) =>
    spawnSync(process.execPath, [RSBUILD_BIN, flag], {
      cwd: root,
      encoding: 'utf8',
    });

  it('prints the version for -V and --version, and stops on -v', () => {
    for (const flag of ['-V', '--version']) {
      const run = cli(flag);
      expect(run.status).toBe(0);
      // A blank line comes first only outside a package manager's scripts (0.5.9's prepareCli reads
      // npm_execpath); the rest is what the page shows.
      expect(run.stdout).toMatch(/^\n? {2}Rsbuild v0\.5\.9\n\n0\.5\.9\n$/);
    }
    const lower = cli('-v');
    expect(lower.status).toBe(1);
    expect(lower.stderr).toContain("error: unknown option '-v'");
  });

  it.each(LOCALES)('is documented with that output (%s)', (locale) => {
    const help = section(page('/guide/basic/cli', locale), locale === 'en' ? '### Help and the Rsbuild version' : '### 查看帮助与 Rsbuild 版本号');
    expect(help).toContain('```text\n  Rsbuild v0.5.9\n\n0.5.9\n```');
    expect(help).toContain("`error: unknown option '-v'`");
  });
});

describe('guide/basic/cli: rsbuild inspect', () => {
  /** Runs `rsbuild inspect` and answers what it printed, on either stream; throws when it fails. */
  const inspect = (cwd: string, args: string[], env: Record<string, string> = {}) => {
    // Neither the test's NODE_ENV nor a DEBUG another case set (debug mode writes the configs too).
    const { NODE_ENV: _nodeEnv, DEBUG: _debug, ...rest } = process.env;
    const run = spawnSync(process.execPath, [RSBUILD_BIN, 'inspect', ...args], {
      cwd,
      env: { ...rest, ...env },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`rsbuild inspect failed: ${run.stderr}`);
    return `${run.stdout}${run.stderr}`;
  };
  const files = {
    'src/index.js': '',
    '.env.development': 'PUBLIC_STAGE=dev\n',
    '.env.production': 'PUBLIC_STAGE=prod\n',
    'rsbuild.config.mjs': 'export default ({ env }) => ({ html: { title: `${env} ${process.env.PUBLIC_STAGE}` } });\n',
  };
  const title = (cwd: string) => /title: '([^']*)'/.exec(readFileSync(path.join(cwd, 'dist/rsbuild.config.mjs'), 'utf8'))?.[1];

  it('loads the config and .env files in development mode unless NODE_ENV is set, whatever --env says', () => {
    const alone = project('inspect-env-alone', files);
    inspect(alone, ['--env', 'production']);
    expect(title(alone)).toBe('development dev');
    const withNodeEnv = project('inspect-env-node-env', files);
    inspect(withNodeEnv, ['--env', 'production'], { NODE_ENV: 'production' });
    expect(title(withNodeEnv)).toBe('production prod');
  });

  it('warns about a --config file that does not exist and reads the default file instead', () => {
    const cwd = project('inspect-missing-config', files);
    expect(inspect(cwd, ['--config', 'missing.config.ts'])).toContain(`Cannot find config file: ${path.join(cwd, 'missing.config.ts')}`);
    expect(title(cwd)).toBe('development dev');
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const shared = section(page('/guide/basic/cli', locale), locale === 'en' ? '## Options shared by every command' : '## 所有命令通用的选项');
    expect(shared).toMatch(/prints the warning `Cannot find config file` and falls back to the default file names|找不到配置文件（`Cannot find config file`）的警告，然后回退到默认的文件名/);
    const cli = section(page('/guide/basic/cli', locale), '## rsbuild inspect');
    expect(cli).toContain('NODE_ENV=production npx rsbuild inspect --env production');
    expect(cli).toMatch(/`--env` only switches Rsbuild's own settings|`--env` 只会切换 Rsbuild 自身的设置/);
    expect(cli).toContain('`rspack.config.web.<');
  });
});

describe('guide/migration/vue-cli: publicPath in development', () => {
  it('the dev server serves the public folder from the root, even with dev.assetPrefix', () => {
    const cwd = project('vue-cli-public-path', { 'src/index.js': '', 'public/favicon.ico': 'ICON' });
    const answers = serverAnswers(
      cwd,
      { dev: { assetPrefix: '/admin/' }, server: { port: somePort(), printUrls: false } },
      ['/favicon.ico', '/admin/favicon.ico'],
    );
    expect(answers['/favicon.ico']?.status).toBe(200);
    expect(answers['/favicon.ico']?.type).not.toBe('text/html');
    expect(answers['/admin/favicon.ico']).toMatchObject({ status: 200, type: 'text/html' });
  });

  it.each(LOCALES)('is documented with BASE_URL / in development (%s)', (locale) => {
    const code = page('/guide/migration/vue-cli', locale).fences.map((fence) => fence.code).join('\n');
    expect(code).toContain("const BASE_URL = process.env.NODE_ENV === 'production' ? '/admin/' : '/';");
    expect(page('/guide/migration/vue-cli', locale).body).toMatch(/`BASE_URL` is `\/` in `npm run serve`|在 `npm run serve` 中 `BASE_URL` 为 `\/`/);
  });
});

describe('guide/advanced/browser-compatibility: arrow functions left in the output', () => {
  const files = (browsers: string) => ({
    '.browserslistrc': `${browsers}\n`,
    'src/index.js': "import { twice } from 'old-dep';\nconst add = (a, b) => a + b;\nconsole.log(add(1, twice(2)));\n",
    'node_modules/old-dep/package.json': JSON.stringify({ name: 'old-dep', version: '1.0.0', main: 'index.js' }),
    'node_modules/old-dep/index.js': 'export const twice = (x) => x * 2;\n',
  });
  const config = (extra = '') => `{ output: { filenameHash: false, minify: false, polyfill: 'off' }${extra} }`;

  it('keeps them in own code only for browsers that run them, and in an uncompiled dependency always', () => {
    const chrome49 = buildOutcome(project('compat-arrows-chrome49', files('chrome >= 49')), config());
    expect(chrome49.js).toMatch(/add = \(a, b\)=>a \+ b/);
    const ie11 = buildOutcome(project('compat-arrows-ie11', files('ie >= 11')), config());
    expect(ie11.js).not.toMatch(/add = \(a, b\)=>/);
    expect(ie11.js).toContain('const twice = (x)=>x * 2');
    const included = buildOutcome(
      project('compat-arrows-included', files('ie >= 11')),
      config(', source: { include: [/[\\\\/]node_modules[\\\\/]old-dep[\\\\/]/] }'),
    );
    expect(included.failed).toBe(false);
    expect(included.js).not.toContain('=>');
  });

  it.each(LOCALES)('is documented as a pitfall naming source.include (%s)', (locale) => {
    const pitfalls = section(page('/guide/advanced/browser-compatibility', locale), locale === 'en' ? '## Pitfalls' : '## 常见陷阱');
    expect(pitfalls).toContain('`chrome >= 49`');
    expect(pitfalls).toContain('`ie >= 11`');
    expect(pitfalls).toContain('[source.include](/config/source/include)');
  });
});
