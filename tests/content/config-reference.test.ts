/**
 * The configuration reference (`/config/**`, except the overview) states what Rsbuild 0.5.9
 * really does: each page's `default` equals the normalized default computed by @rsbuild/core,
 * its `type` has the kinds of the declared type in @rsbuild/shared, both locales agree, and
 * every option of every namespace has a page (or is listed below as intentionally undocumented).
 */
import {
  NAMESPACES,
  type Kind,
  type Namespace,
  type ToolDefaults,
  type TypeOracle,
  computeToolDefaults,
  configPathFromRoute,
  createTypeOracle,
  encodeValue,
  evaluateDefault,
  isEncodedUndefined,
  pick,
  routeFromConfigPath,
} from './lib/config-reference';
import { type ContentPage, pagesUnder } from './lib/pages';

/**
 * Options whose default depends on the context, so the page states it in words. Each entry
 * says why the value computed for an empty config in an empty folder is not the default.
 */
const CONTEXT_DEFAULTS: Record<string, string> = {
  'dev.client':
    'the dev server fills it in when it starts (core/dist/server/helper.js mergeDevOptions): `port` is the port it actually listens on',
  'dev.progressBar':
    'left unset, the progress plugin enables the bar only when NODE_ENV is production (core/dist/provider/plugins/progress.js)',
  'source.entry':
    '`src/index.(ts|js|tsx|jsx)` when such a file exists in the project root, otherwise `{}` (core/dist/provider/config.js getDefaultEntry)',
  'source.tsconfigPath':
    'set to the absolute path of `tsconfig.json` only when that file exists in the project root (core/dist/provider/config.js withDefaultConfig)',
  'output.cleanDistPath':
    'left unset, Rsbuild empties the dist folder only when it lies inside the project root (core/dist/provider/plugins/cleanOutput.js)',
  'output.filename':
    'JS and CSS names carry a content hash in production only, shaped by output.filenameHash (shared/dist/config.js getFilename)',
  'output.overrideBrowserslist':
    'left unset, the targets come from output.targets and the project\'s Browserslist config (shared/dist/getBrowserslist.js)',
  'output.sourceMap':
    'sourceMap.js is resolved per environment: cheap-module-source-map in development, false in production (shared/dist/config.js getJsSourceMap)',
};

/** Options that exist in the 0.5.9 types but have no page, each with the reason. */
const UNDOCUMENTED: Record<string, string> = {
  provider:
    'switches to the webpack provider (@rsbuild/webpack), which this site does not document: it covers the Rspack build only',
  _privateMeta: 'marked @private in RsbuildConfig: loadConfig() writes the config file path there; users never set it',
  'output.enableCssModuleTSDeclaration':
    'not in the page plan (planned-routes.txt has no route for it); declarations for CSS Modules are covered by the typed-css-modules plugin page',
  'tools.cssExtract':
    'declared `@requires webpack`: options of mini-css-extract-plugin, used only by the webpack provider',
  'tools.webpack': 'declared `@requires webpack`: only the webpack provider reads it',
  'tools.webpackChain': 'declared `@requires webpack`: only the webpack provider reads it',
  'performance.buildCache':
    'has no effect with the Rspack provider of 0.5.9: core/dist/provider/shared.js leaves the cache plugin commented out',
};

const FRONTMATTER_SHARED_BY_LOCALES = ['type', 'default', 'version'] as const;

const configPages = pagesUnder('/config/').filter((page) => page.route !== '/config/');
const routes = [...new Set(configPages.map((page) => page.route as string))].sort();

let oracle: TypeOracle;
let tool: ToolDefaults;

beforeAll(() => {
  const documented: Record<string, string> = {};
  for (const page of configPages) {
    if (typeof page.frontmatter.type === 'string') documented[page.file] = page.frontmatter.type;
  }
  oracle = createTypeOracle(documented);
  tool = computeToolDefaults();
});

const setText = (kinds: Set<Kind>) => [...kinds].sort().join(' | ');

/** A phrase, not a literal: it does not evaluate, and it has words. */
function isPhrase(text: string): boolean {
  try {
    evaluateDefault(text);
    return false;
  } catch {
    return /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text);
  }
}

/** The tool's default of an option: the normalized config, or what the dev server fills in. */
function expectedDefault(configPath: string): { value: unknown; source: string } {
  const normalized = pick(tool.normalized, configPath);
  if (!isEncodedUndefined(normalized) || !configPath.startsWith('dev.')) {
    return { value: normalized, source: 'getNormalizedConfig()' };
  }
  const devServer = pick(tool.devServer, configPath.slice('dev.'.length));
  return isEncodedUndefined(devServer)
    ? { value: normalized, source: 'getNormalizedConfig()' }
    : { value: devServer, source: 'the dev server defaults (mergeDevOptions)' };
}

describe('configuration reference pages', () => {
  it('exist', () => expect(routes.length).toBeGreaterThan(0));

  describe.each(routes)('%s', (route) => {
    const configPath = configPathFromRoute(route);
    const pages = configPages.filter((page) => page.route === route);
    const byLocale = (locale: string) => pages.find((page) => page.locale === locale) as ContentPage;

    it('documents a real option', () => {
      expect(configPath).not.toBeNull();
      expect(oracle.declaredKinds(configPath as string)).not.toBeNull();
      expect(UNDOCUMENTED[configPath as string]).toBeUndefined();
    });

    it('states the same type, default and version in English and Chinese', () => {
      expect(pages.map((page) => page.locale).sort()).toEqual(['en', 'zh']);
      for (const key of FRONTMATTER_SHARED_BY_LOCALES) {
        expect({ key, zh: byLocale('zh').frontmatter[key] }).toEqual({ key, zh: byLocale('en').frontmatter[key] });
      }
      const { version } = byLocale('en').frontmatter;
      if (version !== undefined) expect(String(version)).toMatch(/^0\.[1-5]\.\d+$/);
    });

    it.each(['en', 'zh'])('%s: documents the kinds of the declared type', (locale) => {
      const page = byLocale(locale);
      expect(page).toBeDefined();
      expect(typeof page.frontmatter.type).toBe('string');
      const declared = oracle.declaredKinds(configPath as string);
      const documented = oracle.documentedKinds(page.file);
      expect({
        file: page.file,
        type: page.frontmatter.type,
        ...('errors' in documented ? { errors: documented.errors } : {}),
      }).toEqual({
        file: page.file,
        type: page.frontmatter.type,
      });
      if ('kinds' in documented && declared) {
        expect({ file: page.file, kinds: setText(documented.kinds) }).toEqual({
          file: page.file,
          kinds: setText(declared),
        });
      }
    });

    it.each(['en', 'zh'])('%s: states the default Rsbuild 0.5.9 computes', (locale) => {
      const page = byLocale(locale);
      expect(page).toBeDefined();
      const text = page.frontmatter.default;
      expect(typeof text).toBe('string');
      const reason = CONTEXT_DEFAULTS[configPath as string];
      if (reason) {
        // Listed as context-dependent: the page must say so in words.
        expect({ file: page.file, default: text, isPhrase: isPhrase(text as string) }).toEqual({
          file: page.file,
          default: text,
          isPhrase: true,
        });
        return;
      }
      let value: unknown;
      try {
        value = evaluateDefault(text as string);
      } catch (err) {
        throw new Error(
          `${page.file}: default ${JSON.stringify(text)} is not a JS literal (${String(err)}); ` +
            'if it depends on the context, list the option in CONTEXT_DEFAULTS with the reason',
          { cause: err },
        );
      }
      const expected = expectedDefault(configPath as string);
      expect({ file: page.file, source: expected.source, default: encodeValue(value) }).toEqual({
        file: page.file,
        source: expected.source,
        default: expected.value,
      });
    });
  });
});

describe('every option has a page', () => {
  it.each(['root', ...Object.keys(NAMESPACES)] as Array<Namespace | 'root'>)('%s', (namespace) => {
    const properties = oracle.properties(namespace);
    const paths = properties
      .filter((name) => !(namespace === 'root' && name in NAMESPACES))
      .map((name) => (namespace === 'root' ? name : `${namespace}.${name}`));
    const inNamespace = (p: string) => (namespace === 'root' ? !p.includes('.') : p.startsWith(`${namespace}.`));
    const problems: string[] = [];
    for (const p of paths) {
      const route = routeFromConfigPath(p);
      const locales = configPages.filter((page) => page.route === route).map((page) => page.locale);
      if (UNDOCUMENTED[p]) {
        if (locales.length) problems.push(`${p} is listed as undocumented but has a page`);
      } else if (locales.sort().join() !== 'en,zh') {
        problems.push(`${p}: no page at ${route} in ${['en', 'zh'].filter((l) => !locales.includes(l)).join(' and ')}`);
      }
    }
    for (const listed of [...Object.keys(UNDOCUMENTED), ...Object.keys(CONTEXT_DEFAULTS)].filter(inNamespace)) {
      if (!paths.includes(listed)) problems.push(`${listed} is listed but is not an option of ${namespace}`);
    }
    for (const listed of Object.keys(CONTEXT_DEFAULTS).filter(inNamespace)) {
      if (!configPages.some((page) => page.route === routeFromConfigPath(listed))) {
        problems.push(`${listed} is listed in CONTEXT_DEFAULTS but has no page`);
      }
    }
    expect(problems).toEqual([]);
  });
});
