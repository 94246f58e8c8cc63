/**
 * What the plugin pages, the JavaScript API pages and the plugin development pages (with the
 * hook snippets they share) say the tools do, checked against the pinned packages: Rsbuild
 * 0.5.9 and the plugin versions of tests/rsbuild/package.json.
 *
 * Same approach as behaviour.test.ts: each case runs the real package on a scratch project and
 * checks both the behaviour and the page's sentence about it, in English and in Chinese, so a
 * case fails when the package behaves differently or a page goes back to a contradicted claim.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { buildOutcome } from './lib/build-outcome';
import { LOCALES, page, project as projectIn, section } from './lib/page-text';
import { loadPages } from './lib/pages';
import { RSBUILD_BIN, fixturePath, fixtureRequire } from './lib/rsbuild';
import { generatedConfig, productionBuild, ruleMatches, type PluginCall } from './lib/rspack-config';
import { runRsbuildScript } from './lib/rsbuild-script';
import { somePort } from './lib/server-answers';

let root: string;

const project = (name: string, files: Record<string, string>) => projectIn(root, name, files);

beforeAll(() => {
  expect(fixtureRequire('@rsbuild/core').version).toBe('0.5.9');
  root = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-behaviour-plugins-'));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/**
 * Runs an ES module script against the pinned @rsbuild/core in a fresh Node.js process with no
 * NODE_ENV, as a script run by hand would be; `core` is the package and `print(value)` reports
 * a JSON value back. Returns the printed values.
 */
function runScript(cwd: string, body: string): unknown[] {
  const script = `
    import { createRequire } from 'node:module';
    const core = createRequire(process.argv[1])('@rsbuild/core');
    const print = (value) => console.log('RESULT ' + JSON.stringify(value));
    ${body}
  `;
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.DEBUG;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, fixturePath('package.json')], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('RESULT '))
    .map((line) => JSON.parse(line.slice('RESULT '.length)) as unknown);
}

/** A scratch project whose node_modules is the pinned fixture's, so a config file can import the packages. */
function linkedProject(name: string, files: Record<string, string>): string {
  const cwd = project(name, files);
  symlinkSync(fixturePath('node_modules'), path.join(cwd, 'node_modules'), 'dir');
  return cwd;
}

/** The text of a snippet of content/<locale>/shared/, which several pages include. */
function sharedSnippet(name: string, locale: string): string {
  const found = loadPages().find((p) => p.locale === locale && p.file.endsWith(`/shared/${name}.mdx`));
  if (!found) throw new Error(`no shared/${name}.mdx in ${locale}`);
  return found.body;
}

/** The code of a page's fence whose meta contains `title`, failing the test when there is none. */
function fence(route: string, locale: string, title: string, containing = ''): string {
  const found = page(route, locale).fences.find((f) => f.meta.includes(`title="${title}"`) && f.code.includes(containing));
  if (!found) throw new Error(`${route} (${locale}): no ${title} example containing "${containing}"`);
  return found.code;
}

type BabelMode = 'none' | 'all' | 'include';

/**
 * The Babel presets and plugins (package names, with their options) of each Babel loader in the
 * development config of a project with `plugin`, registered after plugin-babel unless `babel` is
 * 'none'; 'include' gives plugin-babel an `include`, which makes it add a separate Babel rule.
 */
function babelSetupsWith(plugin: PluginCall, name: string, config: Record<string, unknown>, babel: BabelMode) {
  const cwd = project(name, { 'src/index.jsx': '' });
  const plugins = [plugin];
  if (babel !== 'none') {
    // A string condition: plugin options travel to the child process as JSON.
    const options = babel === 'include' ? { include: path.join(cwd, 'src') } : undefined;
    plugins.unshift({ package: '@rsbuild/plugin-babel', export: 'pluginBabel', options });
  }
  const generated = generatedConfig(cwd, { config, plugins });
  const entries = (items: unknown): Array<[string, unknown]> =>
    ((items ?? []) as unknown[]).map((item) => {
      const [file, options] = Array.isArray(item) ? item : [item];
      return [/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(String(file))?.[1] ?? String(file), options];
    });
  const loaders = generated.rules.flatMap(
    (rule) => (rule.use ?? []) as Array<{ loader: string; options?: { presets?: unknown; plugins?: unknown } }>,
  );
  const setups = loaders
    .filter((use) => /babel-loader/.test(use.loader))
    .map((use) => {
      const presets = entries(use.options?.presets);
      const babelPlugins = entries(use.options?.plugins);
      return {
        presets: presets.map(([key]) => key),
        plugins: babelPlugins.map(([key]) => key),
        options: Object.fromEntries([...presets, ...babelPlugins]) as Record<string, unknown>,
      };
    });
  return { setups, alias: generated.resolve.alias as Record<string, string> };
}

describe('plugin-preact: the React aliases', () => {
  /**
   * A stand-in `preact` package whose every entry exports its own path, so the bundle shows
   * which files Rspack resolved the React imports to.
   */
  const PREACT_FILES = [
    'compat/index',
    'compat/client',
    'compat/jsx-runtime',
    'compat/jsx-dev-runtime',
    'jsx-runtime/index',
    'jsx-runtime/dev',
    'test-utils/index',
  ];
  const EXPORTS: Record<string, string> = {
    './compat': './compat/index.js',
    './compat/client': './compat/client.js',
    './compat/jsx-runtime': './compat/jsx-runtime.js',
    './compat/jsx-dev-runtime': './compat/jsx-dev-runtime.js',
    './jsx-runtime': './jsx-runtime/index.js',
    './jsx-dev-runtime': './jsx-runtime/dev.js',
    './test-utils': './test-utils/index.js',
  };
  const IMPORTS = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client', 'react-dom/test-utils'];

  /** The stand-in files that a production build of an entry importing IMPORTS bundles. */
  const bundledPreactFiles = (name: string, config: Record<string, unknown>, options?: unknown): string[] => {
    const files: Record<string, string> = {
      'node_modules/preact/package.json': JSON.stringify({ name: 'preact', version: '10.0.0', exports: EXPORTS }),
      'src/index.js': IMPORTS.map((request, i) => `import * as m${i} from '${request}';\nconsole.log(m${i}.id);\n`).join(''),
    };
    for (const file of PREACT_FILES) files[`node_modules/preact/${file}.js`] = `export const id = 'preact:${file}';\n`;
    const cwd = project(name, files);
    productionBuild(cwd, {
      config: { ...config, output: { filenameHash: false, minify: false } },
      plugins: [{ package: '@rsbuild/plugin-preact', export: 'pluginPreact', options }],
    });
    const bundle = readFileSync(path.join(cwd, 'dist/static/js/index.js'), 'utf8');
    return PREACT_FILES.filter((file) => bundle.includes(`'preact:${file}'`));
  };

  it('map every subpath of react and react-dom under preact/compat, react/jsx-runtime included', () => {
    expect(bundledPreactFiles('preact-aliases', {})).toEqual([
      'compat/index',
      'compat/client',
      'compat/jsx-runtime',
      'compat/jsx-dev-runtime',
      'test-utils/index',
    ]);
  });

  it('come before a subpath alias of your own, which is then never reached', () => {
    const config = { source: { alias: { 'react/jsx-dev-runtime': 'preact/jsx-dev-runtime' } } };
    const bundled = bundledPreactFiles('preact-own-subpath', config);
    expect(bundled).toContain('compat/jsx-dev-runtime');
    expect(bundled).not.toContain('jsx-runtime/dev');
  });

  it('can be replaced by your own list, longer keys first, as the page shows', () => {
    const alias = page('/plugins/list/plugin-preact', 'en').fences.find((fence) =>
      fence.code.includes('reactAliasesEnabled: false })'),
    );
    expect(alias?.code).toContain("'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',\n      react: 'preact/compat',");
    const config = {
      source: {
        alias: {
          'react-dom/test-utils': 'preact/test-utils',
          'react-dom': 'preact/compat',
          'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
          react: 'preact/compat',
        },
      },
    };
    const bundled = bundledPreactFiles('preact-own-list', config, { reactAliasesEnabled: false });
    expect(bundled).toContain('jsx-runtime/dev');
    expect(bundled).not.toContain('compat/jsx-dev-runtime');
  });

  it.each(LOCALES)('are documented with the subpath rule (%s)', (locale) => {
    const p = page('/plugins/list/plugin-preact', locale);
    expect(p.body).toContain('| `react/jsx-runtime` | `preact/compat/jsx-runtime` |');
    expect(p.body).not.toMatch(/are not covered by the aliases|别名不包含 `react\/jsx-dev-runtime`/);
    const overriding = section(p, locale === 'en' ? "## Overriding the plugin's settings" : '## 覆盖插件的设置');
    expect(overriding).toContain('`react/jsx-dev-runtime`');
    expect(overriding).toContain('reactAliasesEnabled: false');
  });
});

describe('plugin-assets-retry: the injected runtime', () => {
  const retry = (inlineScript?: boolean) => ({
    package: '@rsbuild/plugin-assets-retry',
    export: 'pluginAssetsRetry',
    options: { max: 5, inlineScript },
  });
  const build = (name: string, inlineScript?: boolean): string => {
    const cwd = project(name, { 'src/index.js': 'console.log(1);\n' });
    productionBuild(cwd, {
      config: { html: { crossorigin: 'use-credentials' }, output: { filenameHash: false } },
      plugins: [retry(inlineScript)],
    });
    return cwd;
  };

  it('is inlined first in <head>, with crossOrigin copied from html.crossorigin', () => {
    const html = readFileSync(path.join(build('retry-inline'), 'dist/index.html'), 'utf8');
    const head = html.slice(html.indexOf('<head>') + '<head>'.length);
    expect(head.startsWith('<script>')).toBe(true);
    // The options reach the runtime's init call, html.crossorigin filled in for the unset crossOrigin.
    expect(head.slice(0, head.indexOf('</script>'))).toContain('({max:5,crossOrigin:"use-credentials"})');
  });

  it('with inlineScript: false, is a file named after the plugin version, loaded first in <head>', () => {
    const cwd = build('retry-file', false);
    const html = readFileSync(path.join(cwd, 'dist/index.html'), 'utf8');
    expect(html).toContain('<head><script src="/static/js/assets-retry.0.5.4.js"></script>');
    expect(readFileSync(path.join(cwd, 'dist/static/js/assets-retry.0.5.4.js'), 'utf8')).toContain('crossOrigin:"use-credentials"');
  });

  /**
   * Runs the plugin's browser runtime against a minimal stand-in DOM, fails one deferred script
   * again and again, and returns the callbacks' contexts and the URLs of the retried scripts.
   */
  const failScript = (options: string, url: string) => {
    class FakeElement {
      dataset: Record<string, string> = {};
      constructor(public tagName: string) {}
    }
    // Browsers report `async` true for scripts created by script, as the runtime expects.
    class HTMLScriptElement extends FakeElement {
      src = '';
      async = true;
      defer = false;
    }
    const events: unknown[] = [];
    const appended: HTMLScriptElement[] = [];
    let onError: (event: { target: unknown }) => void = () => undefined;
    const document = {
      addEventListener: (type: string, listener: typeof onError) => {
        if (type === 'error') onError = listener;
      },
      createElement: () => new HTMLScriptElement('SCRIPT'),
      body: { appendChild: (element: HTMLScriptElement) => appended.push(element) },
    };
    const runtime = readFileSync(fixturePath('node_modules/@rsbuild/plugin-assets-retry/dist/runtime.js'), 'utf8');
    const context = vm.createContext({
      Element: FakeElement,
      HTMLScriptElement,
      HTMLLinkElement: class extends FakeElement {},
      HTMLImageElement: class extends FakeElement {},
      document,
      window: { document },
      events,
      console,
    });
    const hooks = ['onRetry', 'onSuccess', 'onFail'].map((hook) => `${hook}: (c) => events.push(['${hook}', c])`);
    vm.runInContext(`${runtime};init({ ${options}, ${hooks.join(', ')} })`, context);
    const first = new HTMLScriptElement('SCRIPT');
    first.src = url;
    first.async = false;
    first.defer = true;
    for (let target: HTMLScriptElement | undefined = first; target; target = appended[appended.indexOf(target) + 1]) {
      onError({ target });
    }
    return { events: JSON.parse(JSON.stringify(events)) as unknown[], urls: appended.map((element) => element.src) };
  };

  it('retries the same URL max times, reporting the whole URL as the domain when domain is empty', () => {
    const url = 'https://cdn.example.com/static/js/index.js';
    const { events, urls } = failScript('max: 2', url);
    expect(urls).toEqual([url, url]);
    expect(events).toEqual([
      ['onRetry', { times: 0, domain: url, url, tagName: 'script' }],
      ['onRetry', { times: 1, domain: url, url, tagName: 'script' }],
      ['onFail', { times: 2, domain: url, url, tagName: 'script' }],
    ]);
  });

  it('rotates through the domain list, and leaves URLs outside it alone', () => {
    const domain = "domain: ['a.example.com', 'b.example.com', 'c.example.com']";
    expect(failScript(`max: 3, ${domain}`, 'https://b.example.com/x.js').urls).toEqual([
      'https://c.example.com/x.js',
      'https://a.example.com/x.js',
      'https://b.example.com/x.js',
    ]);
    expect(failScript(`max: 3, ${domain}`, 'https://other.example.org/x.js')).toEqual({ events: [], urls: [] });
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const p = page('/plugins/list/plugin-assets-retry', locale);
    expect(section(p, '### crossOrigin')).toContain('[html.crossorigin](/config/html/crossorigin)');
    expect(section(p, '### inlineScript')).toContain('`assets-retry.0.5.4.js`');
    expect(p.body).toMatch(/`<head>` (?:at the top|顶部)|top of `<head>`/);
    expect(section(p, '### domain')).toMatch(/wrapping around after the last[^]*not retried at all|最后一个之后回到第一个[^]*完全不会重试/);
    expect(section(p, '### onRetry')).toMatch(/whole URL when `domain` is empty|`domain` 为空时是整个 URL/);
  });
});

describe('plugin-solid: the Babel preset and solid-refresh', () => {
  const SOLID: PluginCall = { package: '@rsbuild/plugin-solid', export: 'pluginSolid' };

  const babelSetups = (name: string, config: Record<string, unknown>, babel: BabelMode) =>
    babelSetupsWith(SOLID, name, config, babel);

  it('adds babel-preset-solid to the Babel loader of plugin-babel, with or without include', () => {
    for (const babel of ['all', 'include'] as const) {
      const { setups } = babelSetups(`solid-babel-${babel}`, {}, babel);
      expect(setups).toHaveLength(1);
      expect(setups[0]?.presets).toContain('babel-preset-solid');
    }
  });

  it('adds nothing without plugin-babel, so SWC is left to compile the JSX', () => {
    expect(babelSetups('solid-alone', {}, 'none').setups).toEqual([]);
    // SWC has no JSX runtime set, so it falls back to classic React.createElement calls.
    const swc = generatedConfig(project('solid-swc', { 'src/index.jsx': '' }), { plugins: [SOLID] })
      .rules.flatMap((rule) => (rule.use ?? []) as Array<{ loader: string; options?: { jsc?: { transform?: { react?: unknown } } } }>)
      .find((use) => use.loader === 'builtin:swc-loader');
    expect(swc?.options?.jsc).toBeDefined();
    expect(swc?.options?.jsc?.transform?.react).toBeUndefined();
  });

  it('adds solid-refresh in development only while dev.hmr is on', () => {
    const on = babelSetups('solid-hmr', {}, 'include');
    expect(on.setups[0]?.plugins).toContain('solid-refresh');
    expect(on.alias['solid-refresh']).toMatch(/solid-refresh/);
    const off = babelSetups('solid-no-hmr', { dev: { hmr: false } }, 'include');
    expect(off.setups[0]?.plugins).not.toContain('solid-refresh');
    expect(off.alias['solid-refresh']).toBeUndefined();
  });

  it.each(LOCALES)('is documented as needing plugin-babel, and refresh as following dev.hmr (%s)', (locale) => {
    const p = page('/plugins/list/plugin-solid', locale);
    expect(p.body).toMatch(/Without plugin-babel, SWC compiles the JSX as React JSX|没有 plugin-babel 时，SWC 会把 JSX 当作 React JSX 编译/);
    expect(p.body).toMatch(/whether or not you use `include`|无论是否使用 `include`/);
    expect(p.body).toMatch(/with `dev.hmr: false` the refresh plugin is not added|`dev.hmr: false` 时不会加入刷新插件/);
  });
});

describe('plugin-typed-css-modules with Rsbuild 0.5.9', () => {
  const APP_CSS = '.title-text {\n  color: red;\n}\n\n.box {\n  padding: 4px;\n}\n';
  const declarationOf = (name: string, config: Record<string, unknown>): string | null => {
    const cwd = project(name, {
      'src/index.js': "import styles from './app.module.css';\nconsole.log(styles);\n",
      'src/app.module.css': APP_CSS,
    });
    productionBuild(cwd, {
      config,
      plugins: [{ package: '@rsbuild/plugin-typed-css-modules', export: 'pluginTypedCSSModules' }],
    });
    const file = path.join(cwd, 'src/app.module.css.d.ts');
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };

  it('writes nothing with the native CSS pipeline (the default)', () => {
    expect(declarationOf('typed-css-native', {})).toBeNull();
  });

  it.each(LOCALES)('writes the declaration the page shows once injectStyles is on (%s)', (locale) => {
    const p = page('/plugins/list/plugin-typed-css-modules', locale);
    const source = p.fences.find((fence) => fence.meta.includes('title="src/app.module.css"'));
    expect(source?.code.trim()).toBe(APP_CSS.trim());
    const shown = p.fences.find((fence) => fence.meta.includes('title="src/app.module.css.d.ts"'));
    expect(declarationOf(`typed-css-inject-${locale}`, { output: { injectStyles: true } })?.trim()).toBe(shown?.code.trim());
  });

  it.each(LOCALES)('is documented as generating nothing by default with 0.5.9 (%s)', (locale) => {
    expect(page('/plugins/list/plugin-typed-css-modules', locale).body).toMatch(
      /by default the plugin generates nothing|默认情况下插件不会生成任何文件/,
    );
  });
});

describe('plugin-vue and plugin-vue2: what they add to a build', () => {
  /**
   * Stand-in `vue` and `vue-router` packages, each large enough (over Rspack's minimum chunk
   * size) to get its own chunk, whose files say which build of Vue was bundled.
   */
  const vuePackages = (): Record<string, string> => {
    const big = (name: string) =>
      Array.from({ length: 800 }, (_, i) => `export function f${i}(a) { return a + '${name.repeat(3)}${i}'; }\n`).join('');
    return {
      'node_modules/vue/package.json': JSON.stringify({ name: 'vue', version: '2.7.0', main: 'index.js' }),
      'node_modules/vue/index.js': `export const build = 'vue:main';\n${big('vue')}`,
      'node_modules/vue/dist/vue.runtime.esm.js': `export const build = 'vue:runtime';\n${big('vue')}`,
      'node_modules/vue/dist/vue.esm.js': `export const build = 'vue:full';\n${big('vue')}`,
      // vue-loader 15 loads the SFC compiler of Vue 2.7 when its plugin is applied; no .vue file is compiled here.
      'node_modules/vue/compiler-sfc/index.js': 'module.exports = {};\n',
      'node_modules/vue-router/package.json': JSON.stringify({ name: 'vue-router', version: '3.0.0', main: 'index.js' }),
      'node_modules/vue-router/index.js': big('router'),
    };
  };

  /** Builds an app importing vue and vue-router; returns its JavaScript files and their joined text. */
  const build = (name: string, plugin: PluginCall, config: Record<string, unknown> = {}) => {
    const cwd = project(name, {
      ...vuePackages(),
      'src/index.js':
        "import * as vue from 'vue';\nimport * as router from 'vue-router';\n" +
        'console.log(vue.build, vue, router, typeof __VUE_OPTIONS_API__ === "undefined" ? "unset" : __VUE_OPTIONS_API__);\n',
    });
    productionBuild(cwd, { config: { ...config, output: { filenameHash: false } }, plugins: [plugin] });
    const dir = path.join(cwd, 'dist/static/js');
    const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
    return { files, text: files.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n') };
  };
  const vue = (options?: unknown): PluginCall => ({ package: '@rsbuild/plugin-vue', export: 'pluginVue', options });
  const vue2 = (options?: unknown): PluginCall => ({ package: '@rsbuild/plugin-vue2', export: 'pluginVue2', options });

  it('plugin-vue: lib-vue and lib-router chunks, and a splitChunks object replaces both defaults', () => {
    expect(build('vue-chunks', vue()).files.sort()).toEqual(['index.js', 'lib-router.js', 'lib-vue.js']);
    // Without its group, Vue lands in one of the numbered vendor chunks of split-by-experience.
    const routerOnly = build('vue-chunks-router', vue({ splitChunks: { router: true } })).files;
    expect(routerOnly).toContain('lib-router.js');
    expect(routerOnly).not.toContain('lib-vue.js');
  });

  it("plugin-vue: the feature flags replace your own source.define entries", () => {
    const { text } = build('vue-define', vue(), { source: { define: { __VUE_OPTIONS_API__: false } } });
    // The entry logs the flag last: `!0` is the minified `true` of the plugin.
    expect(text).toMatch(/console\.log\([^;]*,\s*!0\)/);
  });

  it('plugin-vue2: vue resolves to the runtime-only build, unless you set vue$ yourself', () => {
    const runtime = build('vue2-runtime', vue2());
    expect(runtime.files.sort()).toEqual(['index.js', 'lib-router.js', 'lib-vue.js']);
    expect(runtime.text).toContain('vue:runtime');
    expect(runtime.text).toContain('"unset"');
    const full = build('vue2-full', vue2(), { source: { alias: { vue$: 'vue/dist/vue.esm.js' } } });
    expect(full.text).toContain('vue:full');
    expect(full.text).not.toContain('vue:runtime');
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const vuePage = page('/plugins/list/plugin-vue', locale);
    expect(section(vuePage, '### splitChunks')).toMatch(/a field you leave out counts as `false`|没有写出的字段按 `false` 处理/);
    expect(vuePage.body).toMatch(/entries with the same names are replaced by the plugin's values|同名项会被插件的值覆盖/);
    const vue2Page = page('/plugins/list/plugin-vue2', locale);
    expect(vue2Page.body).toContain('`vue/dist/vue.runtime.esm.js`');
    expect(vue2Page.body).toMatch(/the plugin keeps an alias you set|插件会保留你设置的别名/);
  });
});

describe('plugin-vue-jsx and plugin-vue2-jsx: the Babel additions', () => {
  const VUE_JSX: PluginCall = { package: '@rsbuild/plugin-vue-jsx', export: 'pluginVueJsx' };
  const vue2Jsx = (options?: unknown): PluginCall => ({
    package: '@rsbuild/plugin-vue2-jsx',
    export: 'pluginVue2Jsx',
    options,
  });

  it('plugin-vue-jsx: the JSX plugin, and the HMR plugin only while dev.hmr is on; nothing without plugin-babel', () => {
    const on = babelSetupsWith(VUE_JSX, 'vue-jsx-hmr', {}, 'include').setups;
    expect(on).toHaveLength(1);
    expect(on[0]?.plugins).toEqual(expect.arrayContaining(['@vue/babel-plugin-jsx', 'babel-plugin-vue-jsx-hmr']));
    const off = babelSetupsWith(VUE_JSX, 'vue-jsx-no-hmr', { dev: { hmr: false } }, 'all').setups;
    expect(off[0]?.plugins).toContain('@vue/babel-plugin-jsx');
    expect(off[0]?.plugins).not.toContain('babel-plugin-vue-jsx-hmr');
    expect(babelSetupsWith(VUE_JSX, 'vue-jsx-alone', {}, 'none').setups).toEqual([]);
  });

  it('plugin-vue2-jsx: the preset with injectH on unless you set it; nothing without plugin-babel', () => {
    const preset = '@vue/babel-preset-jsx';
    expect(babelSetupsWith(vue2Jsx(), 'vue2-jsx', {}, 'include').setups[0]?.options[preset]).toEqual({ injectH: true });
    const own = babelSetupsWith(vue2Jsx({ vueJsxOptions: { injectH: false, vOn: false } }), 'vue2-jsx-own', {}, 'all');
    expect(own.setups[0]?.options[preset]).toEqual({ injectH: false, vOn: false });
    expect(babelSetupsWith(vue2Jsx(), 'vue2-jsx-alone', {}, 'none').setups).toEqual([]);
  });

  it.each(LOCALES)('are documented as needing plugin-babel (%s)', (locale) => {
    const vueJsx = page('/plugins/list/plugin-vue-jsx', locale).body;
    expect(vueJsx).toMatch(/with `dev.hmr: false`, `babel-plugin-vue-jsx-hmr` is not added|`dev.hmr: false` 时不会加入 `babel-plugin-vue-jsx-hmr`/);
    for (const route of ['/plugins/list/plugin-vue-jsx', '/plugins/list/plugin-vue2-jsx']) {
      expect(page(route, locale).body).toMatch(/without plugin-babel there is none|没有 plugin-babel 就没有 Babel loader/);
    }
  });
});

describe('plugin list', () => {
  it('skips false and null entries of the plugins array', () => {
    const cwd = project('falsy-plugins', { 'src/index.js': '' });
    const config = generatedConfig(cwd, {
      config: { plugins: [false, null] },
      plugins: [{ package: '@rsbuild/plugin-vue', export: 'pluginVue' }],
    });
    expect(config.rules.some((rule) => ruleMatches(rule, 'App.vue'))).toBe(true);
  });

  it.each(LOCALES)('names every pinned plugin release outside the 0.5 line (%s)', (locale) => {
    const pinned = (JSON.parse(readFileSync(fixturePath('package.json'), 'utf8')) as { devDependencies: Record<string, string> })
      .devDependencies;
    const outside = Object.entries(pinned)
      .filter(([name, version]) => name.startsWith('@rsbuild/plugin-') && !version.startsWith('0.5.'))
      .map(([name, version]) => `${name.replace('@rsbuild/plugin-', '')} ${version}`);
    expect(outside).toHaveLength(13);
    const sentence = page('/plugins/list/', locale)
      .body.split('\n')
      .find((line) => line.includes('eslint 0.6.7'));
    for (const release of outside) expect(sentence).toContain(release);
    expect(page('/plugins/list/', locale).body).toMatch(/`false`, `null` and `undefined` entries|`false`、`null` 和 `undefined`/);
  });
});

describe('JavaScript API: NODE_ENV when a script leaves it empty', () => {
  it('initConfigs and createCompiler leave it at development, so a later build is a development build', () => {
    const cwd = project('api-node-env', { 'src/index.js': 'console.log(1);\n' });
    const results = runScript(
      cwd,
      `
      const rsbuild = await core.createRsbuild({ cwd: process.cwd() });
      print(process.env.NODE_ENV ?? null);
      const compiler = await rsbuild.createCompiler();
      print([process.env.NODE_ENV, compiler.options.mode]);
      const [config] = await rsbuild.initConfigs();
      print(config.mode);
    `,
    );
    expect(results).toEqual([null, ['development', 'development'], 'development']);
  });

  it.each(LOCALES)('is documented on the start and instance pages (%s)', (locale) => {
    const start = page('/api/start/', locale).body;
    expect(start).toMatch(/leaves it at `development`|它会变成 `development`/);
    const createCompiler = section(page('/api/javascript-api/instance', locale), '### rsbuild.createCompiler');
    expect(createCompiler).not.toMatch(/does not set `NODE_ENV`|不会设置 `NODE_ENV`/);
    expect(createCompiler).toMatch(/leaves it at `development`|把它设为 `development`/);
  });
});

describe('JavaScript API: loadConfig, getRsbuildConfig, addPlugins', () => {
  it('loadConfig throws when the config function returns no object', () => {
    const cwd = project('api-load-config', {
      'undefined.config.mjs': 'export default () => undefined;\n',
      'number.config.mjs': 'export default () => 42;\n',
    });
    const results = runScript(
      cwd,
      `
      core.logger.level = 'warn';
      core.logger.override({ error: () => {} });
      try { await core.loadConfig({ path: 'undefined.config.mjs' }); print('loaded'); } catch (e) { print(e.message); }
      try { await core.loadConfig({ path: 'number.config.mjs' }); print('loaded'); } catch (e) { print(e.constructor.name); }
    `,
    );
    expect(results).toEqual(['Rsbuild config function must return a config object.', 'TypeError']);
  });

  it("getRsbuildConfig: 'original' is what you passed, the default is merged with the defaults", () => {
    const cwd = project('api-get-config', { 'src/index.js': '' });
    const results = runScript(
      cwd,
      `
      const rsbuild = await core.createRsbuild({ cwd: process.cwd() });
      await rsbuild.initConfigs();
      print([rsbuild.getRsbuildConfig('original').server?.port ?? null, rsbuild.getRsbuildConfig().server?.port]);
    `,
    );
    expect(results).toEqual([[null, 8080]]);
  });

  it('addPlugins: skips falsy entries, refuses non-plugins, and a plugin added after initialization never runs', () => {
    const cwd = project('api-add-plugins', { 'src/index.js': '' });
    const results = runScript(
      cwd,
      `
      const rsbuild = await core.createRsbuild({ cwd: process.cwd() });
      const ran = [];
      rsbuild.addPlugins([false, null, undefined, { name: 'early', setup: () => ran.push('early') }]);
      for (const bad of [{ apply() {} }, () => {}]) {
        try { rsbuild.addPlugins([bad]); print('accepted'); } catch (e) { print(e.message.split('\\n')[0]); }
      }
      rsbuild.removePlugins(['not-registered']);
      await rsbuild.initConfigs();
      rsbuild.addPlugins([{ name: 'late', setup: () => ran.push('late') }]);
      await rsbuild.initConfigs();
      print([ran, rsbuild.isPluginExists('late')]);
    `,
    );
    expect(results).toEqual([
      'Object looks like a Webpack or Rspack plugin, please use `tools.rspack` to register it:',
      'Expect Rsbuild plugin instance to be an object, but got function.',
      [['early'], true],
    ]);
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const core = page('/api/javascript-api/core', locale);
    expect(section(core, '### loadConfig')).toMatch(/must return a config object, otherwise `loadConfig` throws|必须返回配置对象，否则 `loadConfig` 会抛出错误/);
    const instance = page('/api/javascript-api/instance', locale);
    const configDiff = instance.fences.find((fence) => fence.meta.includes('config-diff.mjs'));
    expect(configDiff?.code).toMatch(/original\.server\?\.port\);\s*\/\/ undefined/);
    expect(configDiff?.code).toMatch(/current\.server\?\.port\);\s*\/\/ 8080/);
    expect(section(instance, '### rsbuild.addPlugins')).toMatch(/its `setup` never runs on this instance|它的 `setup` 在这个实例上永远不会执行/);
  });
});

describe('JavaScript API: mergeRsbuildConfig and logger', () => {
  const { mergeRsbuildConfig } = fixtureRequire('@rsbuild/core') as {
    mergeRsbuildConfig: (...configs: object[]) => Record<string, unknown>;
  };
  /** `{ a: { b: value } }` for the path `a.b`. */
  const atPath = (dotted: string, value: unknown): object =>
    dotted
      .split('.')
      .reverse()
      .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as object;
  const valueAt = (config: unknown, dotted: string): unknown =>
    dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], config);
  /** The always-replaced option paths, from the page's bullet that lists them. */
  const replacedPaths = (locale: string): string[] => {
    const rules = section(page('/api/javascript-api/core', locale), '### mergeRsbuildConfig');
    const line = rules.split('\n').find((text) => text.includes('`output.targets`') && text.includes('`provider`'));
    return [...(line ?? '').matchAll(/`([a-zA-Z.]+)`/g)].map((match) => match[1] as string);
  };

  it('concatenates arrays, pairs functions and never lets undefined override', () => {
    const first = () => undefined;
    const second = () => undefined;
    const merged = mergeRsbuildConfig(
      { output: { copy: ['a'] }, tools: { rspack: first }, html: { title: 'A' } },
      { output: { copy: ['b'] }, tools: { rspack: second }, html: { title: undefined } },
    );
    expect(merged).toEqual({ output: { copy: ['a', 'b'] }, tools: { rspack: [first, second] }, html: { title: 'A' } });
  });

  it.each(LOCALES)('replaces, never merges, exactly the options the page lists (%s)', (locale) => {
    const listed = replacedPaths(locale);
    for (const dotted of listed) {
      expect(valueAt(mergeRsbuildConfig(atPath(dotted, ['a']), atPath(dotted, ['b'])), dotted)).toEqual(['b']);
    }
    // Complete: the list in the compiled source is the one on the page.
    const source = readFileSync(fixturePath('node_modules/@rsbuild/core/dist/mergeConfig.js'), 'utf8');
    const declared = [...(/OVERRIDE_PATH = \[([^\]]*)\]/.exec(source)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect([...listed].sort()).toEqual(declared.sort());
  });

  it('prints Rsbuild debug messages only when one comma-separated value of DEBUG is rsbuild, builder or *', () => {
    const { isDebug } = fixtureRequire('@rsbuild/shared') as { isDebug: () => boolean };
    const saved = process.env.DEBUG;
    const verdict = (value: string) => {
      process.env.DEBUG = value;
      return isDebug();
    };
    try {
      expect(['rsbuild', 'express,rsbuild', 'builder', '*'].map(verdict)).toEqual([true, true, true, true]);
      expect(['rsbuild:*', 'rsbuild*', 'express'].map(verdict)).toEqual([false, false, false]);
    } finally {
      if (saved === undefined) delete process.env.DEBUG;
      else process.env.DEBUG = saved;
    }
  });

  it.each(LOCALES)('documents the DEBUG values (%s)', (locale) => {
    const logger = section(page('/api/javascript-api/core', locale), '### logger');
    expect(logger).toContain('`DEBUG=rsbuild:*`');
    expect(logger).toMatch(/`builder`/);
  });
});

describe('Write a Plugin: the examples do what the page says', () => {
  it.each(LOCALES)('the complete build-info plugin emits the JSON the page shows and defines BUILD_TIME (%s)', (locale) => {
    const config = fence('/plugins/dev/', locale, 'rsbuild.config.ts', 'const pluginBuildInfo');
    const cwd = linkedProject(`dev-build-info-${locale}`, {
      'rsbuild.config.ts': config,
      'src/index.js': 'console.log(typeof BUILD_TIME === "string" ? "BUILD_TIME defined" : "BUILD_TIME missing");\n',
    });
    productionBuild(cwd, { configFile: 'rsbuild.config.ts' });
    const info = JSON.parse(readFileSync(path.join(cwd, 'dist/build-info.json'), 'utf8')) as Record<string, unknown>;
    const shown = JSON.parse(fence('/plugins/dev/', locale, 'dist/build-info.json')) as Record<string, unknown>;
    expect(Object.keys(info)).toEqual(Object.keys(shown));
    expect(info).toEqual({ ...shown, buildTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const js = readdirSync(path.join(cwd, 'dist/static/js')).filter((file) => file.endsWith('.js'));
    const text = js.map((file) => readFileSync(path.join(cwd, 'dist/static/js', file), 'utf8')).join('\n');
    expect(text).toContain('BUILD_TIME defined');
  });

  it.each(LOCALES)('the page-meta plugin adds its tag and rewrites the html element of the built page (%s)', (locale) => {
    const config = fence('/plugins/dev/', locale, 'rsbuild.config.ts', 'pluginPageMeta');
    const lang = /pluginPageMeta\(\{ lang: '([^']+)'/.exec(config)?.[1];
    expect(lang).toBeDefined();
    const cwd = linkedProject(`dev-page-meta-${locale}`, { 'rsbuild.config.ts': config, 'src/index.js': '' });
    productionBuild(cwd, { configFile: 'rsbuild.config.ts' });
    const html = readFileSync(path.join(cwd, 'dist/index.html'), 'utf8');
    expect(html.startsWith(`<!doctype html><html lang="${lang}">`)).toBe(true);
    expect(html).toMatch(/<head>.*<meta name="theme-color" content="#0b5fff">.*<\/head>/);
  });

  it('has no HTML hook to use instead, as the section on changing the HTML says', () => {
    const api = readFileSync(fixturePath('node_modules/@rsbuild/shared/dist/types/plugin.d.ts'), 'utf8');
    const hooks = [...api.matchAll(/^\s*((?:on|modify)[A-Z]\w*): PluginHook</gm)].map((match) => match[1]);
    expect(hooks).toContain('modifyBundlerChain');
    expect(hooks.filter((name) => /html/i.test(name ?? ''))).toEqual([]);
  });

  it.each(LOCALES)('pre: [rsbuild:react] lets the example change the React Refresh plugin (%s)', (locale) => {
    const config = fence('/plugins/dev/', locale, 'rsbuild.config.ts', 'pluginRefreshExclude');
    const cwd = linkedProject(`dev-refresh-exclude-${locale}`, { 'rsbuild.config.ts': config, 'src/index.jsx': '' });
    const generated = generatedConfig(cwd, { configFile: 'rsbuild.config.ts' });
    const refresh = generated.plugins.find((plugin) => plugin.name === 'ReactRefreshRspackPlugin');
    expect(refresh?.options?.exclude).toEqual([{ regexp: 'node_modules' }, { regexp: 'src[\\\\/]legacy' }]);
    // Without `pre`, the example's callback runs before plugin-react's and finds nothing to change.
    const unordered = linkedProject(`dev-refresh-unordered-${locale}`, {
      'rsbuild.config.ts': config.replace("pre: ['rsbuild:react'],", ''),
      'src/index.jsx': '',
    });
    const plain = generatedConfig(unordered, { configFile: 'rsbuild.config.ts' });
    // The Refresh plugin then keeps its own default, node_modules only.
    expect(plain.plugins.find((plugin) => plugin.name === 'ReactRefreshRspackPlugin')?.options?.exclude).toEqual({
      regexp: 'node_modules',
    });
  });
});

describe('Plugin API: context, isPluginExists and transform', () => {
  it('isPluginExists is true for a removed plugin whose setup never runs; the context ignores assignments', () => {
    const cwd = project('api-remove', { 'src/index.js': '' });
    const results = runScript(
      cwd,
      `
      const ran = [];
      core.logger.override({ error: (message) => print(String(message)) });
      const rsbuild = await core.createRsbuild({ cwd: process.cwd(), rsbuildConfig: { plugins: [
        { name: 'victim', setup: () => ran.push('victim') },
        { name: 'remover', remove: ['victim'], setup(api) {
          api.context.distPath = '/elsewhere';
          api.modifyRsbuildConfig(() => { ran.push('remover sees victim: ' + api.isPluginExists('victim')); });
        } },
      ] } });
      await rsbuild.initConfigs();
      print([ran, rsbuild.context.distPath === process.cwd() + '/dist']);
    `,
    );
    expect(results).toEqual([
      'Context is readonly, you can not assign to the "context.distPath" prop.',
      [['remover sees victim: true'], true],
    ]);
  });

  it.each(LOCALES)('transform: the text-module example works, and a returned map is dropped for a file read from disk (%s)', (locale) => {
    const example = fence('/plugins/dev/core', locale, 'rsbuild.config.ts', 'pluginTextModules');
    const cwd = project(`api-transform-${locale}`, {
      // The page's example, with a second transform that returns a source map of its own.
      'rsbuild.config.mjs': `${example
        .replace("import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';", '')
        .replace(': RsbuildPlugin', '')
        .replace('export default defineConfig(', 'const config = (')}
config.plugins.push({
  name: 'own-map',
  setup(api) {
    api.transform({ test: /index\\.js$/ }, ({ code }) => ({
      code: code.replace('ORIGINAL', 'CHANGED'),
      map: JSON.stringify({ version: 3, sources: ['own-map-source.js'], sourcesContent: ['x'], names: [], mappings: 'AAAA' }),
    }));
  },
});
config.output = { sourceMap: { js: 'source-map' }, filenameHash: false };
export default config;
`,
      'src/index.js': "import text from './notes.txt';\nconsole.log('ORIGINAL', text);\n",
      'src/notes.txt': 'plain text note\n',
    });
    productionBuild(cwd, { configFile: 'rsbuild.config.mjs' });
    const js = readFileSync(path.join(cwd, 'dist/static/js/index.js'), 'utf8');
    expect(js).toContain('plain text note');
    expect(js).toContain('CHANGED');
    const map = readFileSync(path.join(cwd, 'dist/static/js/index.js.map'), 'utf8');
    expect(map).toContain('src/index.js');
    expect(map).not.toContain('own-map-source.js');
    expect(section(page('/plugins/dev/core', locale), '### api.transform')).toMatch(/the map you return is dropped|你返回的 map 会被丢弃/);
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const p = page('/plugins/dev/core', locale);
    expect(section(p, '### api.isPluginExists')).toMatch(/still counts as existing|仍算作存在/);
    expect(section(p, '### api.isPluginExists')).not.toMatch(/not yet registered when your `setup` runs|还没有注册/);
    expect(p.body).toMatch(/Assigning to a property does nothing except log an error|给这些属性赋值不会生效，只会打印一条错误/);
  });
});

describe('Hooks: returned values, build and exit hooks', () => {
  it('a value returned from a modifyBundlerChain handler replaces the chain, and breaks the build', () => {
    const cwd = project('hooks-chain-return', { 'src/index.js': '' });
    const results = runScript(
      cwd,
      `
      const rsbuild = await core.createRsbuild({ cwd: process.cwd(), rsbuildConfig: { plugins: [
        { name: 'arrow', setup: (api) => api.modifyBundlerChain((chain) => chain.resolve.alias.set('@', '/src')) },
      ] } });
      try { await rsbuild.initConfigs(); print('built'); } catch (e) { print(e.message); }
    `,
    );
    expect(results).toEqual(['chain.toConfig is not a function']);
  });

  it('a value returned from an on* callback becomes the parameters of the next callback', () => {
    const cwd = project('hooks-on-return', { 'src/index.js': 'console.log(1);\n' });
    const results = runScript(
      cwd,
      `
      const rsbuild = await core.createRsbuild({ cwd: process.cwd() });
      rsbuild.onBeforeBuild(() => 'not the parameters');
      rsbuild.onBeforeBuild((params) => print(params));
      process.env.NODE_ENV = 'production';
      await rsbuild.build();
    `,
    );
    expect(results).toEqual(['not the parameters']);
  });

  it('isFirstCompile is true again for each build() call, and onDevCompileDone runs for a development build()', () => {
    const cwd = project('hooks-build-twice', { 'src/index.js': 'console.log(1);\n' });
    const results = runScript(
      cwd,
      `
      const rsbuild = await core.createRsbuild({ cwd: process.cwd() });
      rsbuild.onAfterBuild(({ isFirstCompile }) => print(['onAfterBuild', isFirstCompile]));
      rsbuild.onDevCompileDone(({ isFirstCompile }) => print(['onDevCompileDone', isFirstCompile]));
      await rsbuild.build({ mode: 'development' });
      await rsbuild.build();
    `,
    );
    expect(results).toEqual([
      ['onDevCompileDone', true],
      ['onAfterBuild', true],
      ['onDevCompileDone', true],
      ['onAfterBuild', true],
    ]);
  });

  it('onExit: all callbacks on a natural exit, only the first with process.exit()', () => {
    const cwd = project('hooks-exit', {});
    const register = `
      const rsbuild = await core.createRsbuild({ cwd: process.cwd() });
      rsbuild.onExit(() => print('first'));
      rsbuild.onExit(() => print('second'));
      rsbuild.onExit({ order: 'pre', handler: () => print('pre') });
    `;
    expect(runScript(cwd, register)).toEqual(['pre', 'first', 'second']);
    expect(runScript(cwd, `${register}\nprocess.exit(0);`)).toEqual(['pre']);
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    
    const shared = (name: string) => sharedSnippet(name, locale);
    expect(shared('bundlerChain')).toContain('`chain.toConfig is not a function`');
    expect(shared('bundlerChain')).not.toMatch(/return value is not used|返回值不会被使用/);
    expect(shared('onAfterBuild')).toMatch(/every call starts again with `true`|每次调用都会重新从 `true` 开始/);
    expect(shared('onDevCompileDone')).toMatch(/a `build\(\)` that runs in development mode calls it too|以开发模式运行的 `build\(\)`/);
    expect(shared('onExit')).toMatch(/only the first callback runs|只有第一个回调会执行/);
    expect(page('/plugins/dev/hooks', locale).body).toMatch(/The `on\*` hooks go through the same mechanism|`on\*` 钩子也经过同样的机制/);
  });
});

describe('plugin-image-compress: which images are compressed', () => {
  /** A 64×64 PNG with many colours, which the default png codec (quantization) makes much smaller. */
  const png = (): Buffer => {
    const { Transformer } = fixtureRequire('@napi-rs/image') as {
      Transformer: { fromRgbaPixels: (pixels: Buffer, width: number, height: number) => { pngSync: () => Buffer } };
    };
    const pixels = Buffer.alloc(64 * 64 * 4);
    for (let i = 0; i < 64 * 64; i++) pixels.set([i % 251, (i * 7) % 253, (i * 13) % 255, 255], i * 4);
    return Transformer.fromRgbaPixels(pixels, 64, 64).pngSync();
  };
  const setUp = (name: string) => {
    const cwd = project(name, { 'src/index.js': "import url from './imported.png';\nconsole.log(url);\n" });
    const original = png();
    writeFileSync(path.join(cwd, 'src/imported.png'), original);
    writeFileSync(path.join(cwd, 'copied.png'), original);
    return { cwd, original };
  };
  const config = { output: { filenameHash: false, dataUriLimit: 0, copy: [{ from: './copied.png', to: 'copied.png' }] } };
  const sizes = (cwd: string) =>
    ['dist/static/image/imported.png', 'dist/copied.png'].map((file) => readFileSync(path.join(cwd, file)).length);

  /** Builds with `pluginImageCompress()` called without arguments (the helper of rspack-config passes one). */
  const build = (cwd: string, mode: 'production' | 'development') =>
    runScript(
      cwd,
      `
      const { pluginImageCompress } = createRequire(process.argv[1])('@rsbuild/plugin-image-compress');
      const config = { ...${JSON.stringify(config)}, plugins: [pluginImageCompress()] };
      const rsbuild = await core.createRsbuild({ cwd: process.cwd(), rsbuildConfig: config });
      await rsbuild.build({ mode: '${mode}' });
    `,
    );

  it('production builds compress emitted and copied PNGs with the default codecs', () => {
    const { cwd, original } = setUp('image-compress-prod');
    build(cwd, 'production');
    for (const size of sizes(cwd)) expect(size).toBeLessThan(original.length / 2);
  });

  it('development builds leave them alone', () => {
    const { cwd, original } = setUp('image-compress-dev');
    build(cwd, 'development');
    expect(sizes(cwd)).toEqual([original.length, original.length]);
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const body = page('/plugins/list/plugin-image-compress', locale).body;
    expect(body).toMatch(/Development builds are not touched|开发构建不受影响/);
    expect(body).toMatch(/\[output\.copy\]\(\/config\/output\/copy\)/);
  });
});

describe('plugin-stylus 0.6.15 and plugin-svelte 1.0.1 on Rsbuild 0.5.9', () => {
  const failure = (name: string, plugin: string, exported: string): string => {
    const cwd = linkedProject(name, { 'src/index.js': '' });
    const [message] = runScript(
      cwd,
      `
      const { ${exported} } = createRequire(process.argv[1])('${plugin}');
      const rsbuild = await core.createRsbuild({ cwd: process.cwd(), rsbuildConfig: { plugins: [${exported}()] } });
      try { await rsbuild.initConfigs(); print('worked'); } catch (e) { print(e.message); }
    `,
    );
    return String(message);
  };

  const STYLUS_ERROR = `Package subpath './internal' is not defined by "exports"`;
  const SVELTE_ERROR = "Cannot read properties of undefined (reading 'config')";

  it('fail while the configuration is generated', () => {
    expect(failure('stylus-on-059', '@rsbuild/plugin-stylus', 'pluginStylus')).toContain(STYLUS_ERROR);
    expect(failure('svelte-on-059', '@rsbuild/plugin-svelte', 'pluginSvelte')).toBe(SVELTE_ERROR);
  });

  it.each(LOCALES)('with the errors their pages quote (%s)', (locale) => {
    expect(page('/plugins/list/plugin-stylus', locale).body).toContain(`\`${STYLUS_ERROR}\``);
    expect(page('/plugins/list/plugin-svelte', locale).body).toContain(`\`TypeError: ${SVELTE_ERROR}\``);
  });
});

describe('JavaScript API: loadEnv with a variable already set in the shell', () => {
  it('keeps the shell value in process.env and in parsed, and cleanup removes it anyway', () => {
    const cwd = project('api-load-env', { '.env': 'FROM_BOTH=file\nDERIVED=derived-$FROM_BOTH\nFILE_ONLY=file\n' });
    const results = runScript(
      cwd,
      `
      process.env.FROM_BOTH = 'shell';
      const { parsed, cleanup } = core.loadEnv();
      print([parsed, process.env.FROM_BOTH]);
      cleanup();
      print([process.env.FROM_BOTH ?? null, process.env.FILE_ONLY ?? null]);
    `,
    );
    expect(results).toEqual([
      [{ FROM_BOTH: 'shell', DERIVED: 'derived-shell', FILE_ONLY: 'file' }, 'shell'],
      [null, null],
    ]);
  });

  it.each(LOCALES)('is documented that way (%s)', (locale) => {
    const loadEnv = section(page('/api/javascript-api/core', locale), '### loadEnv');
    expect(loadEnv).toMatch(/appears with that existing value, not the one in the file|这里给出的是已有的值，而不是文件中的值/);
    expect(loadEnv).toMatch(/set in the shell before and that a file also names|在 shell 中预先设置、同时也出现在文件中的变量同样会被删除/);
  });
});

describe('plugin-eslint: a flat config with the ESLint 8 it depends on', () => {
  const lintErrors = (name: string, options: string): string[] =>
    buildOutcome(
      project(name, {
        'src/index.js': 'console.log(1);\n',
        'eslint.config.js': "module.exports = [{ files: ['src/**/*.js'], rules: { 'no-console': 'error' } }];\n",
      }),
      `{ plugins: [pluginEslint({ eslintPluginOptions: ${options} })] }`,
      "const { pluginEslint } = fixtureRequire('@rsbuild/plugin-eslint');",
    ).errors;

  it("needs eslintPath 'eslint/use-at-your-own-risk' to find FlatESLint", () => {
    expect(lintErrors('eslint-flat', "{ configType: 'flat' }").join('\n')).toContain("Couldn't find FlatESLint");
    const linted = lintErrors('eslint-flat-path', "{ configType: 'flat', eslintPath: 'eslint/use-at-your-own-risk' }");
    expect(linted.join('\n')).toContain('no-console');
  });

  it.each(LOCALES)('is documented with eslintPath beside configType (%s)', (locale) => {
    const doc = page('/plugins/list/plugin-eslint', locale);
    const examples = doc.fences.map((fence) => fence.code).join('\n');
    expect(examples).toContain("eslintPath: 'eslint/use-at-your-own-risk'");
    expect(doc.body).toContain("Couldn't find FlatESLint");
  });
});

describe('plugin-rem: excludeEntries', () => {
  /** The HTML files of a two-entry build, relative to dist, and whether each carries the rem runtime. */
  const runtimeIn = (name: string, config: Record<string, unknown>): Record<string, boolean> => {
    const cwd = project(name, { 'src/index.js': '', 'src/admin.js': '' });
    productionBuild(cwd, {
      config: { source: { entry: { index: './src/index.js', admin: './src/admin.js' } }, ...config },
      plugins: [{ package: '@rsbuild/plugin-rem', export: 'pluginRem', options: { excludeEntries: ['admin'] } }],
    });
    const dist = path.join(cwd, 'dist');
    const html = (dir: string): string[] =>
      readdirSync(path.join(dist, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? html(path.join(dir, entry.name)) : entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [],
      );
    return Object.fromEntries(html('').map((file) => [file, readFileSync(path.join(dist, file), 'utf8').includes('setRootPixel')]));
  };

  it('excludes nothing unless the HTML files are in a sub-folder of dist', () => {
    expect(runtimeIn('rem-exclude-default', {})).toEqual({ 'admin.html': true, 'index.html': true });
    expect(runtimeIn('rem-exclude-nested', { html: { outputStructure: 'nested' } })).toEqual({
      'admin/index.html': true,
      'index/index.html': true,
    });
    expect(runtimeIn('rem-exclude-folder', { output: { distPath: { html: 'html' } } })).toEqual({
      'html/admin.html': false,
      'html/index.html': true,
    });
  });

  it.each(LOCALES)('is documented with the sub-folder it needs (%s)', (locale) => {
    const doc = page('/plugins/list/plugin-rem', locale);
    expect(section(doc, '### excludeEntries')).toMatch(/only takes effect when|只有在 HTML 文件/);
    expect(doc.fences.map((fence) => fence.code).join('\n')).toMatch(/html: 'html'[\s\S]*excludeEntries: \['admin'\]/);
  });
});

describe('plugin-babel: stripping Flow types', () => {
  const build = (name: string, options: string) =>
    buildOutcome(
      linkedProject(name, {
        'src/index.js': "import { add } from './legacy/math';\nconsole.log(add(1, 2));\n",
        'src/legacy/math.js': '// @flow\nexport function add(a: ?number, b: number): number {\n  return (a ?? 0) + b;\n}\n',
      }),
      `{ output: { filenameHash: false, minify: false }, plugins: [pluginBabel(${options})] }`,
      "const { pluginBabel } = fixtureRequire('@rsbuild/plugin-babel');",
    );

  it('fails on Flow-only syntax while the TypeScript preset parses every file, and works without it', () => {
    const withTypeScript = build(
      'babel-flow-with-ts',
      "{ include: /\\/src\\/legacy\\//, babelLoaderOptions: (config, { addPresets }) => { addPresets(['@babel/preset-flow']); } }",
    );
    expect(withTypeScript.failed).toBe(true);
    expect(withTypeScript.errors.join('\n')).toContain('math.js');
    const flowOnly = build(
      'babel-flow-only',
      "{ include: /\\/src\\/legacy\\//, babelLoaderOptions: (config, { addPresets, removePresets }) => { removePresets(['@babel/preset-typescript']); addPresets(['@babel/preset-flow']); } }",
    );
    expect(flowOnly.failed).toBe(false);
    expect(flowOnly.js).toMatch(/function add\(a, b\)/);
  });

  it.each(LOCALES)('is documented with the TypeScript preset removed (%s)', (locale) => {
    const code = fence('/plugins/list/plugin-babel', locale, 'rsbuild.config.ts', '@babel/preset-flow');
    expect(code).toMatch(/removePresets\(\['@babel\/preset-typescript'\]\);\s*addPresets\(\['@babel\/preset-flow'\]\);/);
  });
});

describe('plugin-type-check: how a type error is reported by rsbuild build', () => {
  it("is a build error in Rspack's format, not the dev logger's `Type Error`", () => {
    const cwd = linkedProject('type-check-build-error', {
      'src/index.ts': 'function greet(name: string) {\n  return `Hello, ${name}`;\n}\n\ngreet(42);\n',
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ['src'] }),
    });
    const { errors, failed } = buildOutcome(
      cwd,
      '{ plugins: [pluginTypeCheck()] }',
      "const { pluginTypeCheck } = fixtureRequire('@rsbuild/plugin-type-check');",
    );
    expect(failed).toBe(true);
    expect(errors.join('\n')).toContain("TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.");
    expect(errors.join('\n')).not.toContain('Type Error');
  });

  it.each(LOCALES)('is documented so, with `Type Error` for rsbuild dev (%s)', (locale) => {
    const body = page('/plugins/list/plugin-type-check', locale).body;
    expect(body).toContain("`× Error: TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.`");
    expect(body).toMatch(/In `rsbuild dev` it runs beside the compiler|在 `rsbuild dev` 中，检查器在编译器之外并行运行/);
  });
});

describe('a node: import in browser code', () => {
  /** What a production build of `import path from 'node:path'` ends with: 'built', or the end of what it printed. */
  const outcome = (name: string, plugins: string): string => {
    const cwd = project(name, { 'src/index.js': "import path from 'node:path';\nconsole.log(path.join('a', 'b'));\n" });
    try {
      runRsbuildScript(
        cwd,
        `
        const { logger } = fixtureRequire('@rsbuild/shared');
        logger.level = 'silent';
        const { pluginNodePolyfill } = fixtureRequire('@rsbuild/plugin-node-polyfill');
        const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: { plugins: ${plugins} } });
        await rsbuild.build();
        `,
        'production',
      );
      return 'built';
    } catch (error) {
      return String((error as Error).message);
    }
  };

  it('makes Rspack 0.5 panic without naming the file, unless plugin-node-polyfill handles node: imports', () => {
    expect(outcome('node-import-plain', '[]')).toContain('Message:  content should be available');
    expect(outcome('node-import-no-protocol', '[pluginNodePolyfill({ protocolImports: false })]')).toContain(
      'Message:  content should be available',
    );
    expect(outcome('node-import-polyfilled', '[pluginNodePolyfill()]')).toBe('built');
  });

  it.each(LOCALES)('is documented in the exceptions FAQ and on the plugin page (%s)', (locale) => {
    const faq = page('/guide/faq/exceptions', locale).body;
    expect(faq).toContain('Message:  content should be available');
    expect(faq).toContain("`import path from 'node:path'`");
    const plugin = section(page('/plugins/list/plugin-node-polyfill', locale), '### protocolImports');
    expect(plugin).not.toContain('protocolImports: false })');
    expect(plugin).toContain('(/guide/faq/exceptions#');
  });
});

describe('__dirname and __filename in browser code', () => {
  const files = {
    'src/index.js': "import { where } from './deep/where';\nconsole.log(where);\n",
    'src/deep/where.js': 'export const where = [__dirname, __filename];\n',
  };
  const config = (extra = '') => `{ output: { filenameHash: false, minify: false${extra} } }`;

  it('become the fixed mock values in a web build, with or without plugin-node-polyfill, and stay in a node build', () => {
    const mocked = /const where = \[\s*'\/',\s*"\/index\.js"\s*\]/;
    expect(buildOutcome(project('dirname-web', files), config()).js).toMatch(mocked);
    const polyfilled = buildOutcome(
      project('dirname-polyfilled', files),
      `{ ...${config()}, plugins: [fixtureRequire('@rsbuild/plugin-node-polyfill').pluginNodePolyfill()] }`,
    );
    expect(polyfilled.js).toMatch(mocked);
    const nodeCwd = project('dirname-node', files);
    expect(buildOutcome(nodeCwd, config(", targets: ['node']")).failed).toBe(false);
    expect(readFileSync(path.join(nodeCwd, 'dist/server/index.js'), 'utf8')).toMatch(
      /const where = \[\s*__dirname,\s*__filename\s*\]/,
    );
  });

  it.each(LOCALES)('is documented on the plugin page (%s)', (locale) => {
    const body = page('/plugins/list/plugin-node-polyfill', locale).body;
    expect(body).toContain("`'/'`");
    expect(body).toContain("`'/index.js'`");
    expect(body).toContain('(/config/output/targets)');
  });
});

describe('JavaScript API: what a plugin sees of the config and of NODE_ENV', () => {
  it("getRsbuildConfig('original'): no plugins, and nested objects shared with the config a handler changes in place", () => {
    const cwd = project('api-original-shared', { 'src/index.js': '' });
    const [original] = runScript(
      cwd,
      `
      const plugin = { name: 'edits-in-place', setup(api) {
        api.modifyRsbuildConfig((config) => { config.server.proxy['/b'] = 'http://b.example'; });
      } };
      const rsbuild = await core.createRsbuild({
        cwd: process.cwd(),
        rsbuildConfig: { server: { proxy: { '/a': 'http://a.example' } }, plugins: [plugin] },
      });
      await rsbuild.initConfigs();
      const original = rsbuild.getRsbuildConfig('original');
      print({ proxy: original.server.proxy, hasPlugins: 'plugins' in original });
    `,
    );
    expect(original).toEqual({ proxy: { '/a': 'http://a.example', '/b': 'http://b.example' }, hasPlugins: false });
  });

  it('NODE_ENV is empty in setup and modifyRsbuildConfig under createDevServer; createCompiler gives the chain neither mode', () => {
    const cwd = project('api-node-env-plugins', { 'src/index.js': '' });
    const results = runScript(
      cwd,
      `
      const run = async (method) => {
        const seen = [];
        const plugin = { name: 'spy', setup(api) {
          seen.push(process.env.NODE_ENV ?? null);
          api.modifyRsbuildConfig(() => { seen.push(process.env.NODE_ENV ?? null); });
          api.modifyBundlerChain((chain, { env, isDev, isProd }) => { seen.push([env ?? null, isDev, isProd]); });
        } };
        delete process.env.NODE_ENV;
        const rsbuild = await core.createRsbuild({ cwd: process.cwd(), rsbuildConfig: { plugins: [plugin], server: { port: ${somePort()}, printUrls: false } } });
        if (method === 'dev') await (await rsbuild.createDevServer()).close();
        else await rsbuild.createCompiler();
        return seen;
      };
      print(await run('dev'));
      print(await run('compiler'));
    `,
    );
    expect(results).toEqual([
      [null, null, ['development', true, false]],
      [null, null, [null, false, false]],
    ]);
  });

  it('loadConfig needs an absolute cwd', () => {
    const cwd = project('api-load-config-relative', { 'cfg/rsbuild.config.mjs': 'export default { html: { title: "x" } };\n' });
    const results = runScript(
      cwd,
      `
      for (const dir of ['./cfg', process.cwd() + '/cfg']) {
        try { print((await core.loadConfig({ cwd: dir })).content.html.title); } catch (e) { print('threw'); }
      }
    `,
    );
    expect(results).toEqual(['threw', 'x']);
  });

  it('createRsbuild falls back to process.cwd() only when cwd is left out, not when it is undefined', () => {
    const cwd = project('api-create-cwd-undefined', { 'src/index.js': '' });
    const results = runScript(
      cwd,
      `
      for (const options of [{}, { cwd: undefined }]) {
        try { print((await core.createRsbuild({ ...options, rsbuildConfig: {} })).context.rootPath); } catch (e) { print(e.message); }
      }
    `,
    );
    expect(results).toEqual([cwd, 'The "path" argument must be of type string. Received undefined']);
  });

  it('rsbuild inspect uses its --env, development by default, whatever NODE_ENV says', () => {
    const cwd = project('cli-inspect-env', { 'src/index.js': '' });
    execFileSync(process.execPath, [RSBUILD_BIN, 'inspect'], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    expect(readFileSync(path.join(cwd, 'dist/rspack.config.web.mjs'), 'utf8')).toContain("mode: 'development'");
  });

  it.each(LOCALES)('is documented so (%s)', (locale) => {
    const shared = sharedSnippet('getRsbuildConfig', locale);
    expect(shared).toMatch(/`plugins` is left out|不包含 `plugins`/);
    expect(shared).toMatch(/changes `'original'` too|也会改变 `'original'`/);
    const start = page('/api/start/', locale).body;
    expect(start).toMatch(/`inspect` always sets it to its `--env` value|`inspect` 总是把它设为 `--env` 的值/);
    const instance = page('/api/javascript-api/instance', locale).body;
    expect(instance).toMatch(/after every plugin's `setup` and `modifyRsbuildConfig` have run|在所有插件的 `setup` 和 `modifyRsbuildConfig` 执行之后/);
    expect(instance).toMatch(/`isDev` and `isProd` are both `false`|`isDev` 和 `isProd` 都是 `false`/);
    expect(section(page('/api/javascript-api/core', locale), '### loadConfig')).toMatch(/an absolute path|绝对路径/);
    expect(section(page('/api/javascript-api/core', locale), '### createRsbuild')).toContain(
      '`The "path" argument must be of type string`',
    );
  });
});

describe('plugin-eslint: failOnError and lintDirtyModulesOnly in rsbuild build', () => {
  const lint = (name: string, options: string) => {
    const outcome = buildOutcome(
      project(name, {
        'src/index.js': 'console.log(1);\n',
        '.eslintrc.json': JSON.stringify({
          root: true,
          parserOptions: { ecmaVersion: 2022, sourceType: 'module' },
          rules: { 'no-console': 'error' },
        }),
      }),
      `{ plugins: [pluginEslint({ eslintPluginOptions: ${options} })] }`,
      "const { pluginEslint } = fixtureRequire('@rsbuild/plugin-eslint');",
    );
    return { failed: outcome.failed, reported: [...outcome.errors, ...outcome.warnings].some((m) => m.includes('no-console')) };
  };

  it('reports without failing with failOnError false, and lints nothing with lintDirtyModulesOnly', () => {
    expect(lint('eslint-default', '{}')).toEqual({ failed: true, reported: true });
    expect(lint('eslint-no-fail', '{ failOnError: false }')).toEqual({ failed: false, reported: true });
    expect(lint('eslint-dirty-only', '{ failOnError: false, lintDirtyModulesOnly: true }')).toEqual({
      failed: false,
      reported: false,
    });
  });

  it.each(LOCALES)('is documented so, with the overlay only when it is on (%s)', (locale) => {
    const doc = page('/plugins/list/plugin-eslint', locale);
    expect(doc.body).toMatch(/in `rsbuild build`, lint nothing|在 `rsbuild build` 中则什么都不检查/);
    expect(doc.fences.map((fence) => fence.code).join('\n')).toContain("lintDirtyModulesOnly: process.env.NODE_ENV === 'development'");
    expect(doc.body).toMatch(/when \[dev\.client\]\(\/config\/dev\/client\) `overlay` is `true`|\[dev\.client\]\(\/config\/dev\/client\) 的 `overlay` 为 `true` 时/);
  });
});

describe('plugin-vue2-jsx: which arrow functions become functional components', () => {
  it('a const named with a capital letter, not an exported one named in lower case', () => {
    const { failed, js } = buildOutcome(
      linkedProject('vue2-jsx-functional', {
        'src/index.js': "import { Badge, badge } from './badges.jsx';\nconsole.log(Badge, badge);\n",
        'src/badges.jsx':
          'export const Badge = ({ props }) => <span class="badge">{props.label}</span>;\n' +
          'export const badge = ({ props }) => <span class="badge">{props.label}</span>;\n',
      }),
      '{ output: { filenameHash: false, minify: false }, plugins: [pluginBabel({ include: /\\/src\\// }), pluginVue2Jsx()] }',
      "const { pluginBabel } = fixtureRequire('@rsbuild/plugin-babel'); const { pluginVue2Jsx } = fixtureRequire('@rsbuild/plugin-vue2-jsx');",
    );
    expect(failed).toBe(false);
    expect(js).toMatch(/Badge = \{\s*functional: true/);
    // The lower-case one stays a plain function whose JSX calls an `h` nothing defines.
    expect(js).toMatch(/const badge = \(param\)=>\{[^}]*\}[^}]*return h\("span"/);
  });

  it.each(LOCALES)('is documented with the capital-letter rule (%s)', (locale) => {
    const body = page('/plugins/list/plugin-vue2-jsx', locale).body;
    expect(body).toMatch(/whose name starts with a capital letter|名称以大写字母开头的 `const`/);
    expect(body).toContain('`export const badge = () => …`');
  });
});

describe('plugin-vue2: transformAssetUrls adds to the defaults', () => {
  it("keeps video poster and the other default tags beside the ones you name", () => {
    type Transform = (node: { tag: string; attrs: Array<{ name: string; value: string }> }) => void;
    const assetUrl = fixtureRequire('@vue/component-compiler-utils/dist/templateCompilerModules/assetUrl') as {
      default: (options: Record<string, string | string[]>) => { postTransformNode: Transform };
    };
    const { postTransformNode } = assetUrl.default({ 'el-image': 'src' });
    const node = (tag: string, name: string) => ({ tag, attrs: [{ name, value: '"./a.png"' }] });
    const video = node('video', 'poster');
    const image = node('el-image', 'src');
    postTransformNode(video);
    postTransformNode(image);
    expect(video.attrs[0]?.value).toBe('require("./a.png")');
    expect(image.attrs[0]?.value).toBe('require("./a.png")');
  });

  it.each(LOCALES)('is documented with a tag the defaults lack (%s)', (locale) => {
    const code = page('/plugins/list/plugin-vue2', locale).fences.map((fence) => fence.code).join('\n');
    expect(code).toContain("'el-image': 'src'");
    expect(code).not.toContain("video: ['src', 'poster']");
  });
});
