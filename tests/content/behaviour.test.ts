/**
 * What the pages say Rsbuild does, checked against what Rsbuild 0.5.9 really does.
 *
 * Each case builds a project with the pinned packages (`createRsbuild` + `initConfigs`, no
 * compilation), reads the resulting Rspack config, and checks both the behaviour and the
 * sentence of the page that describes it, in English and in Chinese. A case fails when the
 * package behaves differently from what the case expects, and when a page goes back to a
 * claim that the package contradicts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, page, project as projectIn, section, tableRow } from './lib/page-text';
import { fixtureRequire } from './lib/rsbuild';
import { generatedConfig, productionBuild, ruleMatches, type GeneratedConfig, type PluginCall } from './lib/rspack-config';

let root: string;

const project = (name: string, files: Record<string, string>) => projectIn(root, name, files);

beforeAll(() => {
  expect(fixtureRequire('@rsbuild/core').version).toBe('0.5.9');
  root = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-behaviour-'));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('tools.htmlPlugin: the chunks of a page', () => {
  it('are only the entry itself, even when the entry depends on others', () => {
    const cwd = project('html-chunks', { 'src/index.js': '', 'src/shared.js': '' });
    const config = generatedConfig(cwd, {
      config: {
        source: {
          entry: { index: { import: './src/index.js', dependOn: ['shared'] }, shared: './src/shared.js' },
        },
      },
    });
    const chunks = Object.fromEntries(
      config.plugins
        .filter((plugin) => plugin.name === 'HtmlWebpackPlugin')
        .map((plugin) => [plugin.options?.entryName, plugin.options?.chunks]),
    );
    expect(chunks).toEqual({ index: ['index'], shared: ['shared'] });
  });

  it.each(LOCALES)('are documented as [entryName] (%s)', (locale) => {
    const row = tableRow(page('/config/tools/html-plugin', locale), 'chunks');
    expect(row).toContain('`[entryName]`');
  });
});

describe('source.alias: relative values', () => {
  it('resolve from the root (cwd), not from the folder of the config file', () => {
    const cwd = project('alias-root', {
      'config/rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n",
      'src/index.js': '',
    });
    const config = generatedConfig(cwd, { configFile: 'config/rsbuild.config.mjs' });
    expect((config.resolve.alias as Record<string, unknown>)['@']).toBe(path.join(cwd, 'src'));
  });

  it.each(LOCALES)('are not documented as relative to the config file (%s)', (locale) => {
    const body = page('/config/source/alias', locale).body;
    expect(body).not.toMatch(/folder of `rsbuild\.config|`rsbuild\.config\.ts` 所在目录/);
    expect(body).toMatch(/not the folder of the config file|而不是配置文件所在的目录/);
  });
});

describe('plugin-source-build outside a monorepo', () => {
  let config: GeneratedConfig;
  let cwd: string;

  beforeAll(() => {
    cwd = project('source-build', {
      'package.json': JSON.stringify({ name: 'app' }),
      'tsconfig.json': JSON.stringify({ compilerOptions: {}, references: [{ path: './packages/lib' }] }),
      'src/index.ts': '',
    });
    // prefer-alias: the plugin sets resolve.tsConfig whatever the alias strategy.
    config = generatedConfig(cwd, {
      config: { source: { aliasStrategy: 'prefer-alias' } },
      plugins: [{ package: '@rsbuild/plugin-source-build', export: 'pluginSourceBuild' }],
    });
  });

  it('still adds the source main field and export condition to the script rule', () => {
    const scriptRule = config.rules.find((rule) => ruleMatches(rule, 'index.tsx'));
    expect(scriptRule?.resolve).toEqual({ mainFields: ['source', '...'], conditionNames: ['...', 'source'] });
  });

  it('still passes the tsconfig and its references to Rspack', () => {
    expect(config.resolve.tsConfig).toEqual({
      configFile: path.join(cwd, 'tsconfig.json'),
      references: ['./packages/lib'],
    });
  });

  it.each(LOCALES)('is documented as changing resolution there too (%s)', (locale) => {
    const body = page('/plugins/list/plugin-source-build', locale).body;
    expect(body).not.toMatch(/changes nothing|不做任何修改/);
    expect(body).toContain('`resolve.tsConfig`');
    expect(body).toContain('[source.aliasStrategy](/config/source/alias-strategy)');
  });
});

describe('plugin-mdx and React Fast Refresh', () => {
  const react = { package: '@rsbuild/plugin-react', export: 'pluginReact' };
  const mdx = { package: '@rsbuild/plugin-mdx', export: 'pluginMdx' };
  const refreshInclude = (order: PluginCall[]): unknown => {
    const cwd = project(`mdx-${order.map((call) => call.export).join('-')}`, { 'src/index.jsx': '' });
    const config = generatedConfig(cwd, { plugins: order });
    const refresh = config.plugins.find((plugin) => plugin.name === 'ReactRefreshRspackPlugin');
    return refresh?.options?.include;
  };

  it('MDX files are refreshed only when plugin-react comes first', () => {
    const mdxTest = expect.objectContaining({ regexp: expect.stringContaining('mdx') });
    expect(refreshInclude([react, mdx])).toContainEqual(mdxTest);
    expect(refreshInclude([mdx, react])).not.toContainEqual(mdxTest);
  });

  it.each(LOCALES)('the order is documented on both plugin pages (%s)', (locale) => {
    expect(page('/plugins/list/plugin-mdx', locale).body).toContain('`plugins: [pluginReact(), pluginMdx()]`');
    const reactLine = page('/plugins/list/plugin-react', locale)
      .body.split('\n')
      .find((line) => line.includes('(/plugins/list/plugin-mdx)') && line.includes('Fast Refresh'));
    expect(reactLine).toMatch(/after this plugin|之后/);
  });
});

describe('plugin-lightningcss minimizer', () => {
  it('minifies without the browser targets', () => {
    const cwd = project('lightningcss-minify', {
      'src/index.js': "import './index.css';\n",
      'src/index.css': '.a { color: rgba(0, 0, 0, 0.5); }\n',
    });
    // Chrome 61 has no 8-digit hex colors; the transform keeps rgba() for it.
    productionBuild(cwd, {
      config: { output: { overrideBrowserslist: ['chrome >= 61'], filenameHash: false } },
      plugins: [{ package: '@rsbuild/plugin-lightningcss', export: 'pluginLightningcss' }],
    });
    const css = readFileSync(path.join(cwd, 'dist/static/css/index.css'), 'utf8');
    expect(css).toContain('#00000080');
    expect(css).not.toContain('rgba(');
  });

  it.each(LOCALES)('is documented as ignoring targets (%s)', (locale) => {
    const minify = section(page('/plugins/list/plugin-lightningcss', locale), '### minify');
    expect(minify).toContain('`#00000080`');
    expect(minify).toContain('`minify: false`');
  });
});

describe('plugin-babel include', () => {
  it('adds a Babel rule next to the script rule, which keeps matching the same project files', () => {
    const cwd = project('babel-include', { 'src/index.js': '', 'src/legacy/old.js': '' });
    const legacy = path.join(cwd, 'src/legacy');
    const config = generatedConfig(cwd, {
      plugins: [{ package: '@rsbuild/plugin-babel', export: 'pluginBabel', options: { include: legacy } }],
    });
    // Rules with loaders that apply to a .js file (the .mjs resolve rule has none).
    const scriptRules = config.rules.filter((rule) => ruleMatches(rule, 'old.js') && Array.isArray(rule.use));
    const loaders = scriptRules.map((rule) =>
      (rule.use as Array<{ loader: string }>).map((use) => (/babel-loader/.test(use.loader) ? 'babel' : use.loader)),
    );
    expect(loaders).toEqual([['builtin:swc-loader'], ['builtin:swc-loader', 'babel']]);
    expect(scriptRules[0]?.include).toContainEqual({ and: [cwd, { not: expect.anything() }] });
    expect(scriptRules[1]?.include).toEqual([legacy]);
  });

  it.each(LOCALES)('is documented as running SWC twice on such files (%s)', (locale) => {
    const include = section(page('/plugins/list/plugin-babel', locale), '### include');
    expect(include).toMatch(/then SWC again|最后再经过一次 SWC/);
  });
});

describe('plugin-check-syntax: ECMAScript version from the browserslist', () => {
  it('is at most ES2018, and ES5 as soon as Internet Explorer is a target', () => {
    // The checker calls this @rsbuild/shared helper when `ecmaVersion` is not set.
    const { browserslistToESVersion } = fixtureRequire('@rsbuild/shared') as {
      browserslistToESVersion: (browsers: string[]) => number;
    };
    expect(browserslistToESVersion(['chrome >= 120', 'firefox >= 120', 'safari >= 17'])).toBe(2018);
    expect(browserslistToESVersion(['chrome >= 120', 'ie 11'])).toBe(5);
  });

  it.each(LOCALES)('is documented with the ES2018 ceiling (%s)', (locale) => {
    const targets = section(page('/plugins/list/plugin-check-syntax', locale), '### targets');
    expect(targets).toContain('**ES2018**');
    expect(targets).toMatch(/ES5/);
  });
});
