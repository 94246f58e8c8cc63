/**
 * What the plugin pages and the JavaScript API pages say the tools do, checked against the
 * pinned packages (Rsbuild 0.5.9 and the plugin versions of tests/rsbuild/package.json).
 *
 * Same approach as behaviour.test.ts: each case runs the real package on a scratch project and
 * checks both the behaviour and the page's sentence about it, in English and in Chinese, so a
 * case fails when the package behaves differently or a page goes back to a contradicted claim.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import vm from 'node:vm';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, page, project as projectIn, section } from './lib/page-text';
import { fixturePath, fixtureRequire } from './lib/rsbuild';
import { productionBuild } from './lib/rspack-config';

let root: string;

const project = (name: string, files: Record<string, string>) => projectIn(root, name, files);

beforeAll(() => {
  expect(fixtureRequire('@rsbuild/core').version).toBe('0.5.9');
  root = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-behaviour-plugins-'));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

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
