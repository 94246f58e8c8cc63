/**
 * What the plugin pages and the JavaScript API pages say the tools do, checked against the
 * pinned packages (Rsbuild 0.5.9 and the plugin versions of tests/rsbuild/package.json).
 *
 * Same approach as behaviour.test.ts: each case runs the real package on a scratch project and
 * checks both the behaviour and the page's sentence about it, in English and in Chinese, so a
 * case fails when the package behaves differently or a page goes back to a contradicted claim.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, page, project as projectIn, section } from './lib/page-text';
import { fixtureRequire } from './lib/rsbuild';
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
