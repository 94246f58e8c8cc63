/**
 * Every plugin page documents exactly the options its installed package declares, with the
 * defaults the package itself defines, in English and in Chinese.
 *
 * - Declared options: the properties of the options type of the exported plugin function's
 *   first parameter, read with the TypeScript compiler from the package's own `.d.ts`.
 *   Nested fields (`#### splitChunks.react`) are required for every property that the
 *   plugin package declares itself; fields of types that come from another package
 *   (vue-loader, SWC, Babel…) may be documented, but only if the type really has them.
 * - Documented options: the `###` (and `####` for nested fields) headings under
 *   `## Options` / `## 选项`, each followed by the two-line `Type` / `Default` list.
 * - Defaults: a JSDoc `@default` tag of the declaration, or a literal in the package's
 *   compiled source (destructuring default, or a property of a defaults object). Options
 *   whose default cannot be read that way are listed in MANUAL_DEFAULTS with the reason.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type * as TS from 'typescript';
import { loadPages, type ContentPage } from './lib/pages';
import { fixturePath, fixtureRequire } from './lib/rsbuild';

const ts = fixtureRequire('typescript') as typeof TS;

/** Plugin page name → the function the package exports. */
const PLUGINS: Record<string, string> = {
  react: 'pluginReact',
  svgr: 'pluginSvgr',
  vue: 'pluginVue',
  'vue-jsx': 'pluginVueJsx',
  vue2: 'pluginVue2',
  'vue2-jsx': 'pluginVue2Jsx',
  preact: 'pluginPreact',
  svelte: 'pluginSvelte',
  solid: 'pluginSolid',
  'assets-retry': 'pluginAssetsRetry',
  babel: 'pluginBabel',
  eslint: 'pluginEslint',
  'type-check': 'pluginTypeCheck',
  'image-compress': 'pluginImageCompress',
  mdx: 'pluginMdx',
  'node-polyfill': 'pluginNodePolyfill',
  lightningcss: 'pluginLightningcss',
  'source-build': 'pluginSourceBuild',
  stylus: 'pluginStylus',
  'typed-css-modules': 'pluginTypedCSSModules',
  'styled-components': 'pluginStyledComponents',
  'check-syntax': 'pluginCheckSyntax',
  'css-minimizer': 'pluginCssMinimizer',
  pug: 'pluginPug',
  rem: 'pluginRem',
  umd: 'pluginUmd',
  yaml: 'pluginYaml',
  toml: 'pluginToml',
};

/** Declared options deliberately left out of a page, with the reason. None today. */
const UNDOCUMENTED: Record<string, Record<string, string>> = {};

/**
 * Compiled sources outside the plugin package that hold the plugin's defaults object,
 * because the plugin calls a helper of its own copy of @rsbuild/shared for them.
 */
const DELEGATED_SOURCES: Record<string, string[]> = {
  // pluginStyledComponents merges the user options over getDefaultStyledComponentsConfig().
  'styled-components': ['@rsbuild/shared/dist/config.js'],
};

/**
 * Defaults that cannot be read mechanically (no `@default` tag and no literal in a defaults
 * object, a computed value, a tag that is not a value, or a value the package gets wrong),
 * with the documented value (the inline code spans of the Default line, joined by ` | `).
 */
const MANUAL_DEFAULTS: Record<string, Record<string, { value: string; reason: string }>> = {
  react: {
    swcReactOptions: {
      value: "{ runtime: 'automatic', development: isDev, refresh: usingHMR }",
      reason: 'computed per build in applyBasicReactSupport: development and refresh depend on the mode and on dev.hmr',
    },
    splitChunks: {
      value: '{ react: true, router: true }',
      reason: 'the defaults object is the default of the `options` parameter of applySplitChunksRule, which receives options.splitChunks',
    },
  },
  svgr: {
    svgrOptions: {
      value: "{ svgo: true, svgoConfig: { plugins: [{ name: 'preset-default', params: { overrides: { removeViewBox: false } } }, 'prefixIds'] } }",
      reason: 'the base object is an argument of deepmerge() inside modifyBundlerChain; only its svgoConfig part comes from getSvgoDefaultConfig()',
    },
  },
  vue: {
    vueLoaderOptions: {
      value: '{ compilerOptions: { preserveWhitespace: false }, experimentalInlineMatchResource: true }',
      reason: 'the base object is an argument of deepmerge() inside modifyBundlerChain, not a named defaults object',
    },
    splitChunks: {
      value: '{ vue: true, router: true }',
      reason: 'the defaults object is the default of the `options` parameter of applySplitChunksRule, which receives options.splitChunks',
    },
  },
  vue2: {
    vueLoaderOptions: {
      value: '{ compilerOptions: { preserveWhitespace: false }, experimentalInlineMatchResource: true }',
      reason: 'the base object is an argument of deepmerge() inside modifyBundlerChain, not a named defaults object',
    },
    splitChunks: {
      value: '{ vue: true, router: true }',
      reason: 'the defaults object is the default of the `options` parameter of applySplitChunksRule, which receives options.splitChunks',
    },
  },
  'vue2-jsx': {
    vueJsxOptions: {
      value: '{ injectH: true }',
      reason: 'the plugin spreads the options over `{ injectH: true }` inline, in the preset tuple it pushes',
    },
    'vueJsxOptions.compositionAPI': {
      value: 'false',
      reason: 'not set by the plugin: the default of @vue/babel-preset-jsx, read in its dist/plugin.cjs.js',
    },
    'vueJsxOptions.functional': {
      value: 'true',
      reason: 'not set by the plugin: the default of @vue/babel-preset-jsx, read in its dist/plugin.cjs.js',
    },
    'vueJsxOptions.vModel': {
      value: 'true',
      reason: 'not set by the plugin: the default of @vue/babel-preset-jsx, read in its dist/plugin.cjs.js',
    },
    'vueJsxOptions.vOn': {
      value: 'true',
      reason: 'not set by the plugin: the default of @vue/babel-preset-jsx, read in its dist/plugin.cjs.js',
    },
  },
  svelte: {
    svelteLoaderOptions: {
      value: '{ emitCss: isProd && !output.injectStyles, hotReload: isDev && dev.hmr, compilerOptions: { dev: isDev } }',
      reason: 'computed per build from the mode and the environment config; the plugin adds `preprocess` too',
    },
    'svelteLoaderOptions.compilerOptions': {
      value: '{ dev: isDev }',
      reason: 'computed per build from the mode',
    },
  },
  solid: {
    'solidPresetOptions.moduleName': {
      value: "'solid-js/web'",
      reason: 'no @default tag: babel-preset-solid (index.js) passes this value to the JSX transform',
    },
    'solidPresetOptions.builtIns': {
      value: "['For', 'Show', 'Switch', 'Match', 'Suspense', 'SuspenseList', 'Portal', 'Index', 'Dynamic', 'ErrorBoundary']",
      reason: 'the @default tag says `string[]`, a type; babel-preset-solid (index.js) passes this list',
    },
    'solidPresetOptions.contextToCustomElements': {
      value: 'true',
      reason: 'the @default tag says false, but babel-preset-solid (index.js) passes true to the JSX transform',
    },
    'solidPresetOptions.omitNestedClosingTags': {
      value: 'false',
      reason: 'the @default tag says true, but babel-plugin-jsx-dom-expressions (the transform babel-preset-solid runs) defaults to false and the preset does not set it',
    },
  },
  'assets-retry': {
    crossOrigin: {
      value: 'html.crossorigin',
      reason: 'when undefined the plugin copies config.html.crossorigin; the runtime default (false) is never reached',
    },
  },
  babel: {
    babelLoaderOptions: {
      value: 'getDefaultBabelOptions(config, context)',
      reason: 'the base Babel options are built per build by getDefaultBabelOptions() from source.decorators and performance.buildCache',
    },
    'babelLoaderOptions.cacheDirectory': {
      value: 'node_modules/.cache/babel-loader',
      reason: 'computed from performance.buildCache (context.cachePath + "babel-loader", performance.buildCache is on by default); unset when the build cache is off',
    },
    'babelLoaderOptions.cacheCompression': {
      value: 'false',
      reason: 'set to false in getDefaultBabelOptions() when the build cache is on (the default); babel-loader\'s own default applies otherwise',
    },
  },
  'image-compress': {
    test: {
      value: 'jpeg | /\\.(?:jpg|jpeg)$/ | png | pngLossless | /\\.png$/ | ico | /\\.(?:ico|icon)$/ | svg | /\\.svg$/',
      reason: 'each codec has its own defaultOptions.test, so the default depends on `use`',
    },
  },
  'node-polyfill': {
    'globals.Buffer': {
      value: 'true',
      reason: 'no defaults object: getProvideGlobals() tests `globals?.Buffer !== false`',
    },
    'globals.process': {
      value: 'true',
      reason: 'no defaults object: getProvideGlobals() tests `globals?.process !== false`',
    },
  },
  lightningcss: {
    transform: {
      value: '{ targets: browserslistToTargets(browserslist) }',
      reason: 'the @default tag is a call, computed per build from the browserslist',
    },
    minify: {
      value: '{ targets: browserslistToTargets(browserslist) }',
      reason: 'the @default tag is a call, computed per build from the browserslist',
    },
  },
  stylus: {
    'stylusOptions.resolveURL': {
      value: 'true',
      reason: 'not set by the plugin: stylus-loader 8 (dist/utils.js getStylusOptions) turns an unset resolveURL into { nocheck: true }',
    },
    sourceMap: {
      value: 'output.sourceMap.css',
      reason: 'the defaults object of mergeChainedOptions() reads config.output.sourceMap.css',
    },
  },
  'styled-components': {
    fileName: {
      value: 'true',
      reason: 'not set by the plugin: default of the styled-components transform built into @rspack/core 0.5.9, observed in a build (displayName "card__Title" for Title in card.js)',
    },
    meaninglessFileNames: {
      value: "['index']",
      reason: 'not set by the plugin: default of the transform built into @rspack/core 0.5.9, observed in a build (Box in components/index.js is named "components__Box")',
    },
    minify: {
      value: 'false',
      reason: 'not set by the plugin: default of the transform built into @rspack/core 0.5.9, observed in a build (template literals keep their whitespace and comments unless minify is true)',
    },
    ssr: {
      value: 'isServerTarget(targets)',
      reason: 'computed from the build targets by getDefaultStyledComponentsConfig(isProd, ssr)',
    },
    pure: {
      value: "NODE_ENV === 'production'",
      reason: 'computed from NODE_ENV by getDefaultStyledComponentsConfig(isProd, ssr)',
    },
  },
  'check-syntax': {
    targets: {
      value: 'browserslist',
      reason: 'read per build by getBrowserslistWithDefault() from the project browserslist and output.overrideBrowserslist',
    },
    ecmaVersion: {
      value: 'browserslistToESVersion(targets)',
      reason: 'computed in CheckSyntaxPlugin from the targets',
    },
  },
  'css-minimizer': {
    pluginOptions: {
      value: "{ minify: CssMinimizerWebpackPlugin.cssnanoMinify, minimizerOptions: { preset: ['default', { mergeLonghand: false }] } }",
      reason: 'the defaults object contains a function reference and a value returned by getCssnanoDefaultOptions()',
    },
  },
  rem: {
    'pxtorem.rootValue': {
      value: 'rootFontSize',
      reason: 'the plugin passes userOptions.rootFontSize to postcss-pxtorem',
    },
    'pxtorem.unitPrecision': {
      value: '5',
      reason: 'set inline in the object passed to postcss-pxtorem (not a named defaults object)',
    },
    'pxtorem.propList': {
      value: "['*']",
      reason: 'set inline in the object passed to postcss-pxtorem (not a named defaults object)',
    },
    'pxtorem.selectorBlackList': {
      value: '[]',
      reason: 'not set by the plugin: the default of its bundled compiled/postcss-pxtorem',
    },
    'pxtorem.replace': {
      value: 'true',
      reason: 'not set by the plugin: the default of its bundled compiled/postcss-pxtorem',
    },
    'pxtorem.mediaQuery': {
      value: 'false',
      reason: 'not set by the plugin: the default of its bundled compiled/postcss-pxtorem',
    },
    'pxtorem.minPixelValue': {
      value: '0',
      reason: 'not set by the plugin: the default of its bundled compiled/postcss-pxtorem',
    },
    'pxtorem.exclude': {
      value: 'null',
      reason: 'not set by the plugin: the default of its bundled compiled/postcss-pxtorem',
    },
  },
  'type-check': {
    forkTsCheckerOptions: {
      value: "{ typescript: { mode: 'readonly', build: useReference, memoryLimit: 8192, configFile: tsconfigPath, typescriptPath }, issue: { exclude: [nodeModules] } }",
      reason: 'the defaults object is built per build from the project tsconfig and the resolved typescript package',
    },
  },
  eslint: {
    eslintPluginOptions: {
      value: "{ extensions: ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts'], exclude: ['node_modules', distPath] }",
      reason: 'the defaults object includes the dist path computed from the context',
    },
  },
};

const SECTION = { en: 'Options', zh: '选项' } as const;
const LABELS = {
  en: { type: '- **Type:** ', default: '- **Default:** ' },
  zh: { type: '- **类型：** ', default: '- **默认值：** ' },
} as const;

// ---------------------------------------------------------------- canonical values

/** A JS literal in one canonical spelling, or null when the text is not a plain literal. */
function canon(text: string): string | null {
  const file = ts.createSourceFile('v.ts', `(${text.trim()});`, ts.ScriptTarget.ES2020, true);
  if ((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length > 0) return null;
  const stmt = file.statements[0];
  if (!stmt || file.statements.length !== 1 || !ts.isExpressionStatement(stmt)) return null;
  return canonNode(stmt.expression);
}

function canonNode(node: TS.Node): string | null {
  if (ts.isParenthesizedExpression(node)) return canonNode(node.expression);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (node.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  if (node.kind === ts.SyntaxKind.NullKeyword) return 'null';
  if (ts.isIdentifier(node) && node.text === 'undefined') return 'undefined';
  if (ts.isVoidExpression(node)) return 'undefined';
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken && ts.isNumericLiteral(node.operand)) {
    return Number(node.operand.text) === 0 ? 'true' : 'false';
  }
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) {
    return String(-Number(node.operand.text));
  }
  if (ts.isNumericLiteral(node)) return String(Number(node.text));
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return `'${node.text}'`;
  if (ts.isRegularExpressionLiteral(node)) return node.text;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map(canonNode);
    return items.every((i) => i !== null) ? `[${items.join(', ')}]` : null;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries: string[] = [];
    for (const prop of node.properties) {
      if (!ts.isPropertyAssignment(prop)) return null;
      const key = ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : null;
      const value = canonNode(prop.initializer);
      if (key === null || value === null) return null;
      entries.push(`${key}: ${value}`);
    }
    entries.sort();
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return null;
}

const same = (a: string, b: string) => (canon(a) ?? a.replace(/\s+/g, ' ').trim()) === (canon(b) ?? b.replace(/\s+/g, ' ').trim());

// ---------------------------------------------------------------- declared options

interface DeclaredOption {
  /** `name` or `parent.name` */
  path: string;
  /** The option's own `@default` tag, raw. */
  jsdocDefault: string | null;
}

interface Declared {
  options: DeclaredOption[];
  /** Every property name of every nested object type, plugin-declared or not. */
  nestedExisting: Set<string>;
}

const pluginDir = (name: string) => fixturePath('node_modules/@rsbuild', `plugin-${name}`);

function typesEntry(name: string): string {
  const pkg = JSON.parse(readFileSync(path.join(pluginDir(name), 'package.json'), 'utf8'));
  const entry = pkg.types ?? pkg.typings;
  if (!entry) throw new Error(`@rsbuild/plugin-${name} declares no types entry`);
  return path.join(pluginDir(name), entry);
}

function readDeclarations(): Map<string, Declared> {
  const entries = Object.keys(PLUGINS).map(typesEntry);
  const program = ts.createProgram(entries, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    types: ['node'],
    typeRoots: [fixturePath('node_modules/@types')],
  });
  const checker = program.getTypeChecker();
  const result = new Map<string, Declared>();

  for (const [name, exportName] of Object.entries(PLUGINS)) {
    const own = path.resolve(pluginDir(name)) + path.sep;
    const isOwn = (decl: TS.Declaration) => {
      const file = path.resolve(decl.getSourceFile().fileName);
      return file.startsWith(own) && !file.slice(own.length).includes('node_modules');
    };
    const source = program.getSourceFile(typesEntry(name));
    if (!source) throw new Error(`cannot load ${typesEntry(name)}`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${typesEntry(name)} is not a module`);
    const fn = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === exportName);
    if (!fn) throw new Error(`@rsbuild/plugin-${name} does not export ${exportName}`);
    const fnType = checker.getTypeOfSymbolAtLocation(fn, source);
    const signatures = fnType.getCallSignatures();
    if (signatures.length === 0) throw new Error(`${exportName} is not callable`);

    // The options type: the first parameter of every signature; a rest or array parameter
    // (image-compress takes a list of codec options) counts by its element type.
    const optionTypes: TS.Type[] = [];
    for (const sig of signatures) {
      const param = sig.getParameters()[0];
      if (!param) continue;
      let type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(param, source));
      if (checker.isArrayType(type)) type = checker.getTypeArguments(type as TS.TypeReference)[0]!;
      optionTypes.push(type);
    }
    const objectMembers = (type: TS.Type): TS.Type[] =>
      (type.isUnion() ? type.types : [type]).filter(
        (t) =>
          !(t.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Unknown | ts.TypeFlags.Any)) &&
          t.getCallSignatures().length === 0 &&
          !checker.isArrayType(t) &&
          checker.getPropertiesOfType(t).length > 0,
      );
    const members = optionTypes.flatMap(objectMembers);
    // When the options are a union of object types (one per codec), the options every
    // member shares are the plugin's options; the rest belong to one codec's encoder.
    let props: TS.Symbol[] = [];
    members.forEach((m, i) => {
      const own = checker.getPropertiesOfType(m);
      props = i === 0 ? own : props.filter((p) => own.some((o) => o.name === p.name));
    });

    const options: DeclaredOption[] = [];
    const nestedExisting = new Set<string>();
    const jsdocDefault = (symbol: TS.Symbol): string | null => {
      const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'default');
      if (!tag) return null;
      return (tag.text ?? []).map((part) => part.text).join('').trim();
    };
    for (const prop of props) {
      options.push({ path: prop.name, jsdocDefault: jsdocDefault(prop) });
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      if (!decl) continue;
      const propType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, decl));
      for (const nestedType of objectMembers(propType)) {
        if (nestedType.symbol?.getName() === 'RegExp') continue;
        for (const nested of checker.getPropertiesOfType(nestedType)) {
          nestedExisting.add(`${prop.name}.${nested.name}`);
          const nestedDecls = nested.declarations ?? [];
          if (nestedDecls.length > 0 && nestedDecls.every(isOwn) && !options.some((o) => o.path === `${prop.name}.${nested.name}`)) {
            options.push({ path: `${prop.name}.${nested.name}`, jsdocDefault: jsdocDefault(nested) });
          }
        }
      }
    }
    result.set(name, { options, nestedExisting });
  }
  return result;
}

// ---------------------------------------------------------------- defaults in compiled source

interface SourceDefaults {
  literals: Map<string, Set<string>>;
  dynamic: Set<string>;
}

function listJs(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return listJs(full);
    return /\.(c|m)?js$/.test(entry) ? [full] : [];
  });
}

function readSourceDefaults(name: string): SourceDefaults {
  const files = listJs(path.join(pluginDir(name), 'dist'));
  for (const extra of DELEGATED_SOURCES[name] ?? []) {
    const local = path.join(pluginDir(name), 'node_modules', extra);
    files.push(statSafe(local) ? local : fixturePath('node_modules', extra));
  }
  const literals = new Map<string, Set<string>>();
  const dynamic = new Set<string>();
  const record = (key: string, init: TS.Expression) => {
    const value = canonNode(init);
    if (value === null) {
      dynamic.add(key);
      return;
    }
    if (!literals.has(key)) literals.set(key, new Set());
    literals.get(key)!.add(value);
  };
  const recordObject = (obj: TS.Expression | undefined) => {
    if (!obj) return;
    if (ts.isParenthesizedExpression(obj)) return recordObject(obj.expression);
    if (!ts.isObjectLiteralExpression(obj)) return;
    for (const prop of obj.properties) {
      if (ts.isPropertyAssignment(prop) && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))) record(prop.name.text, prop.initializer);
      if (ts.isShorthandPropertyAssignment(prop)) dynamic.add(prop.name.text);
    }
  };
  const isDefaultName = (n: TS.Node | undefined) => !!n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) && /default/i.test(n.text);

  for (const file of files) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS);
    const visit = (node: TS.Node) => {
      // const { inlineScript = true, ...rest } = options
      if (ts.isBindingElement(node) && node.initializer && ts.isObjectBindingPattern(node.parent)) {
        const key = node.propertyName ?? node.name;
        if (ts.isIdentifier(key)) record(key.text, node.initializer);
      }
      // var DEFAULT_OPTIONS = { … } / DEFAULT_OPTIONS = { … } / defaults: { … } / (api, options = { … }) =>
      if (ts.isVariableDeclaration(node) && isDefaultName(node.name)) recordObject(node.initializer);
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && isDefaultName(node.left)) recordObject(node.right);
      if (ts.isPropertyAssignment(node) && isDefaultName(node.name)) recordObject(node.initializer);
      if (ts.isParameter(node) && node.initializer) recordObject(node.initializer);
      // function getSvgoDefaultConfig() { return { … } } / const getDefaultX = () => ({ … })
      if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) && node.body) {
        const fnName = ts.isFunctionDeclaration(node) ? node.name : ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined;
        if (isDefaultName(fnName)) {
          if (ts.isBlock(node.body)) {
            node.body.statements.forEach((s) => ts.isReturnStatement(s) && recordObject(s.expression));
          } else {
            recordObject(node.body);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { literals, dynamic };
}

function statSafe(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

interface MechanicalDefault {
  /** Canonical value, or null when it cannot be read mechanically. */
  value: string | null;
  why: string;
}

function mechanicalDefault(option: DeclaredOption, source: SourceDefaults): MechanicalDefault {
  const key = option.path.split('.').pop()!;
  const values = new Set(source.literals.get(key) ?? []);
  let dynamic = source.dynamic.has(key);
  if (option.jsdocDefault !== null) {
    const fromTag = canon(option.jsdocDefault);
    if (fromTag === null) dynamic = true;
    else values.add(fromTag);
  }
  if (values.size === 1) return { value: [...values][0]!, why: 'single literal' };
  if (values.size > 1) return { value: null, why: `conflicting literals ${[...values].join(' / ')}` };
  if (dynamic) return { value: null, why: 'computed value or a tag that is not a literal' };
  return { value: 'undefined', why: 'no default anywhere' };
}

// ---------------------------------------------------------------- documented options

interface DocumentedOption {
  path: string;
  depth: number;
  line: number;
  /** Inline code spans of the Default line, joined by ` | `. */
  defaultValue: string | null;
  problems: string[];
}

function withoutFences(body: string): string[] {
  let inFence: string | null = null;
  return body.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (inFence) {
      if (marker && marker[0] === inFence[0] && marker.length >= inFence.length && line.trim() === marker) inFence = null;
      return '';
    }
    if (marker) {
      inFence = marker;
      return '';
    }
    return line;
  });
}

function documentedOptions(page: ContentPage): DocumentedOption[] | null {
  const locale = page.locale as 'en' | 'zh';
  const lines = withoutFences(page.body);
  const start = lines.findIndex((l) => l.trim() === `## ${SECTION[locale]}`);
  if (start < 0) return null;
  const options: DocumentedOption[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^##\s/.test(line)) break;
    const heading = /^(#{3,6})\s+(.*)$/.exec(line);
    if (!heading) continue;
    const option: DocumentedOption = {
      path: heading[2]!.replace(/`/g, '').trim(),
      depth: heading[1]!.length,
      line: i + 1,
      defaultValue: null,
      problems: [],
    };
    const next = lines.slice(i + 1).filter((l) => l.trim() !== '').slice(0, 2);
    if (!next[0]?.startsWith(LABELS[locale].type)) option.problems.push(`first line after the heading must start with "${LABELS[locale].type}"`);
    if (!next[1]?.startsWith(LABELS[locale].default)) option.problems.push(`second line after the heading must start with "${LABELS[locale].default}"`);
    else {
      const spans = [...next[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      if (spans.length === 0) option.problems.push('the Default line has no inline code value');
      option.defaultValue = spans.join(' | ');
    }
    options.push(option);
  }
  return options;
}

// ---------------------------------------------------------------- the tests

const pluginPages = (name: string) =>
  loadPages().filter((p) => p.route === `/plugins/list/plugin-${name}`);

describe('plugin pages', () => {
  const declared = readDeclarations();

  it('cover every plugin in both locales', () => {
    const missing = Object.keys(PLUGINS).flatMap((name) =>
      ['en', 'zh'].filter((locale) => !pluginPages(name).some((p) => p.locale === locale)).map((l) => `${l}: plugin-${name}`),
    );
    expect(missing).toEqual([]);
  });

  describe.each(Object.keys(PLUGINS))('plugin-%s', (name) => {
    const decl = declared.get(name)!;
    const source = readSourceDefaults(name);
    const skipped = UNDOCUMENTED[name] ?? {};
    const expected = decl.options.map((o) => o.path).filter((p) => !(p in skipped));
    const pages = pluginPages(name);

    it('installs the package and imports the real export', () => {
      for (const page of pages) {
        expect(page.body).toContain(`<PackageManagerTabs command="add @rsbuild/plugin-${name} -D" />`);
        const registers = page.fences.some(
          (f) => /rsbuild\.config\.ts/.test(f.meta) && new RegExp(`import \\{[^}]*\\b${PLUGINS[name]}\\b[^}]*\\} from '@rsbuild/plugin-${name}'`).test(f.code) && f.code.includes(`${PLUGINS[name]}(`),
        );
        expect({ file: page.file, registers }).toEqual({ file: page.file, registers: true });
      }
    });

    it('links the source code where the package says it lives', () => {
      const { repository } = JSON.parse(
        readFileSync(fixturePath('node_modules/@rsbuild', `plugin-${name}`, 'package.json'), 'utf8'),
      ) as { repository: string | { url: string; directory?: string } };
      const href =
        typeof repository === 'string'
          ? repository
          : `${repository.url.replace(/^git\+/, '').replace(/\.git$/, '')}${repository.directory ? `/tree/main/${repository.directory}` : ''}`;
      for (const page of pages) {
        const links = [...page.body.matchAll(/<SourceCode href="([^"]*)" \/>/g)].map((m) => m[1]);
        expect({ file: page.file, links }).toEqual({ file: page.file, links: [href] });
      }
    });

    it('documents exactly the declared options, in the two-line form', () => {
      for (const page of pages) {
        const documented = documentedOptions(page);
        if (expected.length > 0) expect({ file: page.file, hasOptionsSection: documented !== null }).toEqual({ file: page.file, hasOptionsSection: true });
        const list = documented ?? [];
        const problems = list.flatMap((o) => o.problems.map((p) => `${page.file}:${o.line} ${o.path}: ${p}`));
        expect(problems).toEqual([]);
        const depthProblems = list
          .filter((o) => o.depth !== (o.path.includes('.') ? 4 : 3))
          .map((o) => `${page.file}:${o.line} ${o.path} must be a ${o.path.includes('.') ? '####' : '###'} heading`);
        expect(depthProblems).toEqual([]);
        const names = list.map((o) => o.path);
        // Required: every declared option. Allowed besides: real fields of third-party nested types.
        const missing = expected.filter((p) => !names.includes(p));
        const invented = names.filter((p) => !expected.includes(p) && !decl.nestedExisting.has(p));
        const skippedButDocumented = names.filter((p) => p in skipped);
        expect({ file: page.file, missing, invented, skippedButDocumented }).toEqual({ file: page.file, missing: [], invented: [], skippedButDocumented: [] });
        expect(new Set(names).size).toBe(names.length);
      }
    });

    it('gives the defaults the package defines', () => {
      const manual = MANUAL_DEFAULTS[name] ?? {};
      for (const key of Object.keys(manual)) {
        expect({ manualEntry: `${name}: ${key}`, declared: decl.options.some((o) => o.path === key) }).toEqual({ manualEntry: `${name}: ${key}`, declared: true });
      }
      const wrong: string[] = [];
      for (const option of decl.options) {
        if (option.path in skipped) continue;
        const mech = mechanicalDefault(option, source);
        const entry = manual[option.path];
        if (entry) {
          // A manual entry must be needed: the mechanical reading is impossible or differs.
          if (mech.value !== null && same(mech.value, entry.value)) wrong.push(`${option.path}: MANUAL_DEFAULTS entry is unnecessary (the package says ${mech.value})`);
        } else if (mech.value === null) {
          wrong.push(`${option.path}: default cannot be read mechanically (${mech.why}); add it to MANUAL_DEFAULTS with the reason`);
          continue;
        }
        const want = entry ? entry.value : mech.value!;
        for (const page of pages) {
          const doc = (documentedOptions(page) ?? []).find((o) => o.path === option.path);
          if (!doc || doc.defaultValue === null) continue; // reported by the test above
          if (!same(doc.defaultValue, want)) wrong.push(`${page.file} ${option.path}: documented \`${doc.defaultValue}\`, package: \`${want}\``);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('documents the same options with the same defaults in English and Chinese', () => {
      const en = pages.find((p) => p.locale === 'en');
      const zh = pages.find((p) => p.locale === 'zh');
      if (!en || !zh) throw new Error(`plugin-${name} is missing a locale`);
      const summary = (page: ContentPage) => (documentedOptions(page) ?? []).map((o) => `${o.path} = ${o.defaultValue}`);
      expect(summary(zh)).toEqual(summary(en));
    });
  });

  it('lists no undocumented option that is not declared', () => {
    const stale = Object.entries(UNDOCUMENTED).flatMap(([name, entries]) =>
      Object.keys(entries).filter((p) => !declared.get(name)?.options.some((o) => o.path === p)).map((p) => `${name}: ${p}`),
    );
    expect(stale).toEqual([]);
  });
});
