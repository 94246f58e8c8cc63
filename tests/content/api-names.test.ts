/**
 * The JavaScript API and plugin API pages only document names that exist in Rsbuild 0.5.9,
 * and document all of them.
 *
 * - Every `###` heading of /api/javascript-api/core, /api/javascript-api/instance,
 *   /plugins/dev/core and /plugins/dev/hooks names a function, method, property or hook
 *   (`createRsbuild`, `rsbuild.build`, `api.context`, `onExit`) that exists at runtime: as a
 *   named export of `@rsbuild/core`, as a member of the instance returned by `createRsbuild`,
 *   or as a member of the plugin API object a plugin receives in `setup(api)`.
 * - English and Chinese pages document the same names in the same order.
 * - Every export of the package a developer can call is documented, or listed below as
 *   intentionally undocumented with the reason; every member of the instance and of the
 *   plugin API is documented.
 * - Every `###` heading of /api/javascript-api/types is a type exported by `@rsbuild/core`.
 * - The shared snippets exist, have no headings, and each matches a 0.5.9 API.
 * - The release pages carry their exact `published_at`.
 *
 * Nothing is skipped: a missing page, a missing locale or an unknown package entry fails.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as TS from 'typescript';
import { CONTENT_DIR, loadPages, type ContentPage } from './lib/pages';
import { fixturePath, fixtureRequire } from './lib/rsbuild';

const ts = fixtureRequire('typescript') as typeof TS;
const LOCALES = ['en', 'zh'] as const;
type Locale = (typeof LOCALES)[number];

const CORE_PAGE = '/api/javascript-api/core';
const INSTANCE_PAGE = '/api/javascript-api/instance';
const PLUGIN_API_PAGE = '/plugins/dev/core';
const HOOKS_PAGE = '/plugins/dev/hooks';
const TYPES_PAGE = '/api/javascript-api/types';

/** How each API page writes its `###` headings: `rsbuild.build`, `api.context`, `createRsbuild`. */
const HEADING_PREFIX: Record<string, string> = {
  [CORE_PAGE]: '',
  [INSTANCE_PAGE]: 'rsbuild.',
  [PLUGIN_API_PAGE]: 'api.',
  [HOOKS_PAGE]: '',
};

const isHook = (name: string) => /^(on|modify)[A-Z]/.test(name);

/**
 * Functions exported by `@rsbuild/core` that the core page intentionally does not document,
 * by package entry. Each entry must still exist (a stale list fails) and every callable
 * export of the package must be either documented or listed here.
 */
const INTENTIONALLY_UNDOCUMENTED: Record<string, { reason: string; names: string[] }> = {
  '@rsbuild/core/server': {
    reason:
      'Internal server factories behind rsbuild.startDevServer/createDevServer/preview; they take the internal context, not public options.',
    names: ['createDevServer', 'startProdServer'],
  },
  '@rsbuild/core/provider': {
    reason:
      'The provider contract used by @rsbuild/webpack and official plugins to rebuild Rsbuild internals; not an application API and not stable across 0.x.',
    names: [
      'applyBaseCSSRule',
      'applyCSSModuleRule',
      'applySwcDecoratorConfig',
      'createContext',
      'createPluginManager',
      'createPublicContext',
      'formatStats',
      'getChainUtils',
      'getDevMiddleware',
      'getHTMLPlugin',
      'getPluginAPI',
      'initHooks',
      'initPlugins',
      'initRsbuildConfig',
      'rspackProvider',
      'setHTMLPlugin',
    ],
  },
  '@rsbuild/core/plugins/*': {
    reason:
      'The built-in plugins, registered by createRsbuild itself; users configure them through config options, never call them.',
    names: [
      'filterAsset',
      'getEntryObject',
      'getFavicon',
      'getInject',
      'getMetaTags',
      'getPackageNameFromModulePath',
      'getRegExpForExts',
      'getTemplate',
      'getTitle',
      'openBrowser',
      'pluginAsset',
      'pluginBasic',
      'pluginBundleAnalyzer',
      'pluginCache',
      'pluginCleanOutput',
      'pluginDefine',
      'pluginEntry',
      'pluginExternals',
      'pluginFileSize',
      'pluginHtml',
      'pluginInlineChunk',
      'pluginModuleFederation',
      'pluginMoment',
      'pluginNetworkPerformance',
      'pluginNodeAddons',
      'pluginPerformance',
      'pluginPreloadOrPrefetch',
      'pluginRsdoctor',
      'pluginServer',
      'pluginSplitChunks',
      'pluginStartUrl',
      'pluginTarget',
      'pluginWasm',
      'replacePlaceholder',
    ],
  },
};

/** Entries of the package's `exports` map whose modules have no runtime exports to call. */
const DECLARATION_ONLY_ENTRIES: Record<string, string> = {
  './client/hmr': 'the HMR client, a browser script the dev server injects; its declaration exports nothing',
  './types': 'ambient module declarations for asset imports (*.png, *.svg, …); no values',
  './package.json': 'package metadata',
};

/** Shared snippets the API pages import, with the 0.5.9 member each one documents. */
const SNIPPETS: Record<string, string> = {
  bundlerChain: 'modifyBundlerChain',
  getHtmlPaths: 'getHTMLPaths',
  getNormalizedConfig: 'getNormalizedConfig',
  getRsbuildConfig: 'getRsbuildConfig',
  isPluginExists: 'isPluginExists',
  onAfterBuild: 'onAfterBuild',
  onAfterCreateCompiler: 'onAfterCreateCompiler',
  onAfterStartDevServer: 'onAfterStartDevServer',
  onAfterStartProdServer: 'onAfterStartProdServer',
  onBeforeBuild: 'onBeforeBuild',
  onBeforeCreateCompiler: 'onBeforeCreateCompiler',
  onBeforeStartDevServer: 'onBeforeStartDevServer',
  onBeforeStartProdServer: 'onBeforeStartProdServer',
  onCloseDevServer: 'onCloseDevServer',
  onDevCompileDone: 'onDevCompileDone',
  onExit: 'onExit',
};

/** APIs that later Rsbuild versions have but 0.5.9 does not, so no snippet documents them. */
const NOT_IN_0_5_9 = ['deployApp', 'onBeforeDeploy', 'onAfterDeploy', 'getPlugins'];

const RELEASES: Record<string, string> = {
  '/community/releases/v0-1': '2023-11-22 08:00:00',
  '/community/releases/v0-2': '2023-12-11 08:00:00',
  '/community/releases/v0-3': '2024-01-10 08:00:00',
  '/community/releases/v0-4': '2024-02-06 08:00:00',
  '/community/releases/v0-5': '2024-03-19 08:00:00',
};

function page(route: string, locale: Locale): ContentPage {
  const found = loadPages().find((p) => p.route === route && p.locale === locale);
  if (!found) throw new Error(`The ${locale} page ${route} does not exist.`);
  return found;
}

/** `###` headings outside code blocks, in order. */
function h3Headings(p: ContentPage): string[] {
  const body = p.body.replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, '');
  return [...body.matchAll(/^###\s+(.+?)\s*#*\s*$/gm)].map((m) => m[1] ?? '');
}

/** The API name of a heading written as `<prefix><name>` (optionally in backticks), or null. */
function apiName(heading: string, prefix: string): string | null {
  const text = heading.replace(/^`(.*)`$/, '$1');
  if (!text.startsWith(prefix)) return null;
  const name = text.slice(prefix.length);
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : null;
}

/** Names declared as exports of a declaration file, read with the TypeScript checker. */
function declaredExports(dtsFile: string): { name: string; callable: boolean }[] {
  const program = ts.createProgram([dtsFile], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(dtsFile);
  if (!source) throw new Error(`Cannot read ${dtsFile}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const isValue = (target.flags & ts.SymbolFlags.Value) !== 0;
    const callable = isValue && checker.getTypeOfSymbolAtLocation(target, source).getCallSignatures().length > 0;
    return { name: symbol.name, callable };
  });
}

interface Runtime {
  exports: string[];
  instance: string[];
  pluginApi: string[];
}

let runtime: Runtime;
let tmpDir: string;

beforeAll(async () => {
  const core = fixtureRequire('@rsbuild/core');
  expect(core.version).toBe('0.5.9');
  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-api-names-'));
  const rsbuild = await core.createRsbuild({ cwd: tmpDir, rsbuildConfig: {} });
  let captured: Record<string, unknown> | undefined;
  rsbuild.addPlugins([
    {
      name: 'docs:capture-api',
      setup(api: Record<string, unknown>) {
        captured = api;
      },
    },
  ]);
  await rsbuild.initConfigs();
  if (!captured) throw new Error('The capture plugin never received the plugin API.');
  runtime = {
    exports: Object.keys(core),
    instance: Object.keys(rsbuild),
    pluginApi: Object.keys(captured),
  };
});

afterAll(() => {
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
});

const known = (route: string): string[] => {
  switch (route) {
    case CORE_PAGE:
      return runtime.exports;
    case INSTANCE_PAGE:
      return runtime.instance;
    case PLUGIN_API_PAGE:
      return runtime.pluginApi;
    case HOOKS_PAGE:
      return runtime.pluginApi.filter(isHook);
    default:
      throw new Error(`No runtime source for ${route}`);
  }
};

/** The names documented on a page, failing on headings that are not API names. */
function documented(route: string, locale: Locale): string[] {
  const prefix = HEADING_PREFIX[route] ?? '';
  return h3Headings(page(route, locale)).map((heading) => {
    const name = apiName(heading, prefix);
    if (name === null) {
      throw new Error(
        `${page(route, locale).file}: "### ${heading}" is not an API name; write it as "${prefix}<name>" or use another heading level`,
      );
    }
    return name;
  });
}

describe('API names on the JavaScript API and plugin API pages', () => {
  const routes = Object.keys(HEADING_PREFIX);

  it('captures the 0.5.9 runtime surfaces', () => {
    expect(runtime.exports).toContain('createRsbuild');
    expect(runtime.instance).toContain('build');
    expect(runtime.pluginApi).toContain('modifyRsbuildConfig');
  });

  it.each(routes.flatMap((route) => LOCALES.map((locale) => [route, locale] as const)))(
    '%s (%s) documents only names that exist in 0.5.9',
    (route, locale) => {
      const names = documented(route, locale);
      expect(names.length).toBeGreaterThan(0);
      const existing = new Set(known(route));
      expect(names.filter((name) => !existing.has(name))).toEqual([]);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    },
  );

  it.each(routes)('%s documents the same names in English and Chinese', (route) => {
    expect(documented(route, 'zh')).toEqual(documented(route, 'en'));
  });

  it('documents every member of the Rsbuild instance', () => {
    const names = new Set(documented(INSTANCE_PAGE, 'en'));
    expect(runtime.instance.filter((name) => !names.has(name))).toEqual([]);
  });

  it('documents every member of the plugin API, hooks on the hooks page', () => {
    const onCore = new Set(documented(PLUGIN_API_PAGE, 'en'));
    const onHooks = new Set(documented(HOOKS_PAGE, 'en'));
    const missing = runtime.pluginApi.filter((name) => (isHook(name) ? !onHooks.has(name) : !onCore.has(name)));
    expect(missing).toEqual([]);
  });

  it('documents every export of the package entry', () => {
    const names = new Set(documented(CORE_PAGE, 'en'));
    expect(runtime.exports.filter((name) => !names.has(name))).toEqual([]);
  });

  it('documents or lists every callable export of every package entry', () => {
    const pkg = JSON.parse(readFileSync(fixturePath('node_modules/@rsbuild/core/package.json'), 'utf8'));
    const documentedNames = new Set(documented(CORE_PAGE, 'en'));
    const problems: string[] = [];
    const seen = new Map<string, Set<string>>();
    const record = (entry: string, name: string) => {
      const names = seen.get(entry) ?? new Set<string>();
      names.add(name);
      seen.set(entry, names);
    };
    for (const subpath of Object.keys(pkg.exports)) {
      if (subpath in DECLARATION_ONLY_ENTRIES) {
        const types = pkg.exports[subpath]?.types;
        if (types) {
          const callable = declaredExports(fixturePath('node_modules/@rsbuild/core', types)).filter((e) => e.callable);
          if (callable.length > 0) problems.push(`${subpath} now exports functions: ${callable.map((e) => e.name)}`);
        }
        continue;
      }
      const entry = subpath === '.' ? '@rsbuild/core' : `@rsbuild/core${subpath.slice(1)}`;
      const modules =
        subpath === './plugins/*'
          ? readdirSync(fixturePath('node_modules/@rsbuild/core/dist/plugins'))
              .filter((file) => file.endsWith('.js'))
              .map((file) => `@rsbuild/core/plugins/${file.replace(/\.js$/, '')}`)
          : [entry];
      if (modules.length === 0) problems.push(`${subpath} has no modules`);
      for (const specifier of modules) {
        const mod = fixtureRequire(specifier) as Record<string, unknown>;
        for (const [name, value] of Object.entries(mod)) {
          if (typeof value !== 'function') continue;
          record(entry, name);
          if (entry === '@rsbuild/core') {
            if (!documentedNames.has(name)) problems.push(`${entry}: ${name} is not documented on ${CORE_PAGE}`);
          } else if (!INTENTIONALLY_UNDOCUMENTED[entry]?.names.includes(name)) {
            problems.push(`${entry}: ${name} is neither documented nor listed as intentionally undocumented`);
          }
        }
      }
    }
    for (const [entry, { names, reason }] of Object.entries(INTENTIONALLY_UNDOCUMENTED)) {
      if (!reason) problems.push(`${entry}: give the reason it is undocumented`);
      for (const name of names) {
        if (!seen.get(entry)?.has(name)) problems.push(`${entry}: ${name} is listed but no longer exported`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('Types page', () => {
  let exported: Set<string>;
  beforeAll(() => {
    exported = new Set(declaredExports(fixturePath('node_modules/@rsbuild/core/dist/index.d.ts')).map((e) => e.name));
    expect(exported).toContain('RsbuildConfig');
  });

  it.each(LOCALES)('(%s) documents only types exported by @rsbuild/core', (locale) => {
    const headings = h3Headings(page(TYPES_PAGE, locale));
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.filter((heading) => !exported.has(heading.replace(/^`(.*)`$/, '$1')))).toEqual([]);
  });

  it('documents the same types in English and Chinese', () => {
    expect(h3Headings(page(TYPES_PAGE, 'zh'))).toEqual(h3Headings(page(TYPES_PAGE, 'en')));
  });
});

describe('Shared snippets', () => {
  it.each(Object.entries(SNIPPETS))('%s documents %s, which exists in 0.5.9', (snippet, member) => {
    expect([...runtime.instance, ...runtime.pluginApi]).toContain(member);
    for (const locale of LOCALES) {
      const file = path.join(CONTENT_DIR, locale, 'shared', `${snippet}.mdx`);
      const source = readFileSync(file, 'utf8');
      expect(source.startsWith('---')).toBe(false);
      const outsideCode = source.replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, '');
      expect(outsideCode.match(/^#{1,6}\s.*$/gm) ?? []).toEqual([]);
      const importers = loadPages().filter(
        (p) => p.locale === locale && p.route !== null && p.body.includes(`/shared/${snippet}.mdx'`),
      );
      expect(importers.map((p) => p.file)).not.toEqual([]);
    }
  });

  it.each(NOT_IN_0_5_9)('leaves out %s, which 0.5.9 does not have', (name) => {
    expect(runtime.instance).not.toContain(name);
    expect(runtime.pluginApi).not.toContain(name);
    expect(runtime.exports).not.toContain(name);
  });
});

describe('Release pages', () => {
  it.each(Object.entries(RELEASES).flatMap(([route, date]) => LOCALES.map((locale) => [route, locale, date] as const)))(
    '%s (%s) is published at %s',
    (route, locale, date) => {
      const p = page(route, locale);
      const raw = readFileSync(path.join(CONTENT_DIR, '..', p.file), 'utf8');
      const frontmatter = raw.split(/^---\s*$/m)[1] ?? '';
      expect(frontmatter.match(/^published_at:.*$/m)?.[0]).toBe(`published_at: ${date}`);
      const parsed = p.frontmatter.published_at;
      expect(parsed instanceof Date ? parsed.toISOString() : parsed).toBe(`${date.replace(' ', 'T')}.000Z`);
      expect(p.frontmatter.title).toBe(`Rsbuild v${route.slice(-3).replace('-', '.')}`);
    },
  );
});

describe('Code examples of these pages', () => {
  const routes = [
    ...new Set(
      loadPages()
        .filter((p) => p.route && /^\/(api|plugins\/dev|community\/releases)\//.test(p.route))
        .map((p) => p.route as string),
    ),
  ];

  it('cover the pages this test is about', () => {
    expect(routes).toEqual(expect.arrayContaining([...Object.keys(HEADING_PREFIX), TYPES_PAGE, ...Object.keys(RELEASES)]));
  });

  it.each(routes)('%s has the same code blocks in English and Chinese', (route) => {
    const code = (locale: Locale) => page(route, locale).fences.map((fence) => `${fence.meta}\n${fence.code}`);
    expect(code('zh')).toEqual(code('en'));
  });
});
