/**
 * What the configuration reference pages are checked against: the option behind each
 * `/config/**` route, its normalized default computed by @rsbuild/core 0.5.9, and the
 * kinds of its declared type in @rsbuild/shared 0.5.9 (read with the TypeScript compiler).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as TS from 'typescript';
import { fixturePath, fixtureRequire } from './rsbuild';

const ts = fixtureRequire('typescript') as typeof TS;

/** The namespaces of RsbuildConfig and the interface that declares each one's options. */
export const NAMESPACES = {
  dev: 'DevConfig',
  source: 'SourceConfig',
  output: 'OutputConfig',
  html: 'HtmlConfig',
  server: 'ServerConfig',
  security: 'SecurityConfig',
  tools: 'ToolsConfig',
  performance: 'PerformanceConfig',
  moduleFederation: 'ModuleFederationConfig',
} as const;

export type Namespace = keyof typeof NAMESPACES;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (slug: string) => slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** `/config/dev/asset-prefix` → `dev.assetPrefix`, `/config/plugins` → `plugins`; null if not an option route. */
export function configPathFromRoute(route: string): string | null {
  const match = /^\/config\/([a-z-]+)(?:\/([a-z0-9-]+))?$/.exec(route);
  if (!match?.[1]) return null;
  return match[2] ? `${camel(match[1])}.${camel(match[2])}` : camel(match[1]);
}

/** `dev.assetPrefix` → `/config/dev/asset-prefix`. */
export function routeFromConfigPath(configPath: string): string {
  return `/config/${configPath.split('.').map(kebab).join('/')}`;
}

// ---------------------------------------------------------------------------------------
// Defaults

/** A JSON-safe form of a value, so defaults computed in a child process can be compared. */
export type Encoded = unknown;

/**
 * Encodes functions, RegExps and undefined so that `toEqual` compares them sensibly
 * (the child process below applies the same encoding to the tool's values).
 */
export function encodeValue(value: unknown): Encoded {
  if (value === undefined) return { $undefined: true };
  if (value instanceof RegExp) return { $regexp: value.source, flags: value.flags };
  if (typeof value === 'function') return { $function: true };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]));
  }
  return value;
}

// Runs in a child `node` process (plain CommonJS, so no transform is involved): it creates an
// Rsbuild instance with an empty config in an empty folder and prints the normalized config,
// plus the options the dev server fills in itself (core/dist/server/helper.js mergeDevOptions).
const DEFAULTS_SCRIPT = `
const path = require('node:path');
const coreDir = path.dirname(require.resolve('@rsbuild/core/package.json', { paths: [process.argv[1]] }));
const { createRsbuild } = require(coreDir);
const { mergeDevOptions } = require(path.join(coreDir, 'dist/server/helper.js'));
function encodeValue(value) {
  if (value === undefined) return { $undefined: true };
  if (value instanceof RegExp) return { $regexp: value.source, flags: value.flags };
  if (typeof value === 'function') return { $function: true };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]));
  }
  return value;
}
(async () => {
  const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: {} });
  await rsbuild.initConfigs();
  const normalized = rsbuild.getNormalizedConfig();
  const devServer = mergeDevOptions({ rsbuildConfig: {}, port: 8080 });
  process.stdout.write(JSON.stringify({ normalized: encodeValue(normalized), devServer: encodeValue(devServer) }));
})().catch((err) => { console.error(err); process.exit(1); });
`;

export interface ToolDefaults {
  /** `getNormalizedConfig()` of an Rsbuild instance created with `{}` in an empty folder. */
  normalized: Record<string, Encoded>;
  /** Options the dev server applies when the config leaves them unset (mergeDevOptions). */
  devServer: Record<string, Encoded>;
}

export function computeToolDefaults(): ToolDefaults {
  const cwd = mkdtempSync(path.join(tmpdir(), 'rsbuild-defaults-'));
  try {
    const out = execFileSync(process.execPath, ['-e', DEFAULTS_SCRIPT, fixturePath()], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: '' },
      timeout: 60000,
    });
    return JSON.parse(out) as ToolDefaults;
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** Reads `a.b.c` out of an encoded object; `{ $undefined: true }` when absent. */
export function pick(encoded: Encoded, configPath: string): Encoded {
  let cur: unknown = encoded;
  for (const key of configPath.split('.')) {
    if (!cur || typeof cur !== 'object' || !(key in cur)) return { $undefined: true };
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export const isEncodedUndefined = (value: Encoded) =>
  !!value && typeof value === 'object' && (value as { $undefined?: boolean }).$undefined === true;

/** Evaluates the frontmatter `default` text as a JS literal; throws when it is not one. */
export function evaluateDefault(text: string): unknown {
   
  return new Function(`"use strict"; return (${text});`)();
}

// ---------------------------------------------------------------------------------------
// Types

export type Kind =
  'boolean' | 'string' | 'number' | 'bigint' | 'null' | 'object' | 'function' | 'array' | 'any' | 'symbol';

const VIRTUAL = fixturePath('__config_reference__.ts');

// Namespaces a documented type may use without import, e.g. `https.ServerOptions`.
const PRELUDE = [
  "import type * as http from 'node:http';",
  "import type * as https from 'node:https';",
  "import type { RsbuildConfig as __RsbuildConfig } from '@rsbuild/shared';",
  'export type __Config = __RsbuildConfig;',
  // Readable names the pages use for nested types, each defined from the real declarations.
  "type __Output = NonNullable<__RsbuildConfig['output']>;",
  "type CopyPattern = Exclude<Extract<NonNullable<__Output['copy']>, unknown[]>[number], string>;",
  "type ExternalItem = Exclude<NonNullable<__Output['externals']>, unknown[]>;",
  'type ExternalItemFunction = Extract<ExternalItem, (...args: never[]) => unknown>;',
  'type ExternalItemValue = Extract<ExternalItem, Record<string, unknown>>[string];',
  "declare namespace BundleAnalyzerPlugin { type Options = NonNullable<NonNullable<__RsbuildConfig['performance']>['bundleAnalyze']>; }",
];

const COMPILER_OPTIONS: TS.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  esModuleInterop: true,
  skipLibCheck: true,
  lib: ['lib.es2022.d.ts'],
  types: ['node'],
  typeRoots: [fixturePath('node_modules/@types')],
};

function createProgram(source: string): TS.Program {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const { getSourceFile, fileExists, readFile } = host;
  const isVirtual = (file: string) => path.resolve(file) === VIRTUAL;
  host.fileExists = (file) => isVirtual(file) || fileExists.call(host, file);
  host.readFile = (file) => (isVirtual(file) ? source : readFile.call(host, file));
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) =>
    isVirtual(file)
      ? ts.createSourceFile(file, source, languageVersion, true)
      : getSourceFile.call(host, file, languageVersion, onError, shouldCreate);
  return ts.createProgram({ rootNames: [VIRTUAL], options: COMPILER_OPTIONS, host });
}

/** The top-level kinds of a type: one per union member (`boolean` for `true | false`). */
export function kindsOf(checker: TS.TypeChecker, type: TS.Type): Set<Kind> {
  const kinds = new Set<Kind>();
  const visit = (t: TS.Type) => {
    const f = t.flags;
    if (f & ts.TypeFlags.Union) return (t as TS.UnionType).types.forEach(visit);
    if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) return;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return void kinds.add('any');
    if (f & ts.TypeFlags.StringLike) return void kinds.add('string');
    if (f & ts.TypeFlags.NumberLike) return void kinds.add('number');
    if (f & ts.TypeFlags.BigIntLike) return void kinds.add('bigint');
    if (f & ts.TypeFlags.BooleanLike) return void kinds.add('boolean');
    if (f & ts.TypeFlags.ESSymbolLike) return void kinds.add('symbol');
    if (f & ts.TypeFlags.Null) return void kinds.add('null');
    if (checker.isArrayType(t) || checker.isTupleType(t)) return void kinds.add('array');
    if (t.getCallSignatures().length > 0) return void kinds.add('function');
    if (f & ts.TypeFlags.Intersection) {
      const parts = (t as TS.IntersectionType).types;
      return void kinds.add(parts.some((p) => p.getCallSignatures().length > 0) ? 'function' : 'object');
    }
    kinds.add('object');
  };
  visit(type);
  return kinds;
}

export interface TypeOracle {
  /** Property names declared by a namespace interface (DevConfig…), or by RsbuildConfig for `root`. */
  properties(namespace: Namespace | 'root'): string[];
  /** Kinds of the declared type of `dev.assetPrefix`, `plugins`…; null when there is no such option. */
  declaredKinds(configPath: string): Set<Kind> | null;
  /** Kinds of a documented type text, or the TypeScript errors it produces. */
  documentedKinds(id: string): { kinds: Set<Kind> } | { errors: string[] };
}

/** Names a `.d.ts` tree exports (a textual scan, so no second compiler pass is needed). */
function exportedNames(dir: string): Set<string> {
  const names = new Set<string>();
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.d.ts')) {
        const text = readFileSync(full, 'utf8');
        for (const m of text.matchAll(
          /export (?:declare )?(?:type|interface|class|enum|function|const) ([A-Za-z_$][\w$]*)/g,
        )) {
          if (m[1]) names.add(m[1]);
        }
        for (const m of text.matchAll(/export (?:type )?\{([^}]*)\}/g)) {
          for (const part of (m[1] ?? '').split(',')) {
            const name = part
              .trim()
              .split(/\s+as\s+/)
              .pop()
              ?.replace(/^type\s+/, '');
            if (name) names.add(name);
          }
        }
      }
    }
  };
  visit(dir);
  return names;
}

/**
 * Compiles every documented type text once (as `type __DocN = …`, with the names it uses
 * imported from @rsbuild/shared or @rspack/core) next to RsbuildConfig.
 */
export function createTypeOracle(documented: Record<string, string>): TypeOracle {
  const sharedExports = exportedNames(fixturePath('node_modules/@rsbuild/shared/dist/types'));
  const rspackExports = exportedNames(fixturePath('node_modules/@rspack/core/dist'));

  const ids = Object.keys(documented);
  const used = new Set<string>();
  for (const id of ids) {
    const sf = ts.createSourceFile('t.ts', `type __T = ${documented[id]};`, ts.ScriptTarget.Latest, true);
    const walk = (node: TS.Node) => {
      if (ts.isTypeReferenceNode(node)) {
        let name: TS.EntityName = node.typeName;
        while (ts.isQualifiedName(name)) name = name.left;
        used.add(name.text);
      }
      ts.forEachChild(node, walk);
    };
    walk(sf);
  }
  const fromShared = [...used].filter((n) => sharedExports.has(n));
  const fromRspack = [...used].filter((n) => !sharedExports.has(n) && rspackExports.has(n));
  const lines = [...PRELUDE];
  if (fromShared.length) lines.push(`import type { ${fromShared.join(', ')} } from '@rsbuild/shared';`);
  if (fromRspack.length) lines.push(`import type { ${fromRspack.join(', ')} } from '@rspack/core';`);
  const firstDocLine = lines.length;
  ids.forEach((id, index) => lines.push(`export type __Doc${index} = ${(documented[id] ?? '').replace(/\n/g, ' ')};`));
  const source = lines.join('\n');
  const program = createProgram(source);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(VIRTUAL)!;

  const aliases = new Map<string, TS.TypeAliasDeclaration>();
  for (const statement of file.statements) {
    if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement);
  }
  const errorsByLine = new Map<number, string[]>();
  for (const d of [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]) {
    const { line } = file.getLineAndCharacterOfPosition(d.start ?? 0);
    const list = errorsByLine.get(line) ?? [];
    list.push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    errorsByLine.set(line, list);
  }

  const configType = checker.getTypeAtLocation(aliases.get('__Config')!.name);
  const propertyType = (owner: TS.Type, name: string): TS.Type | null => {
    const symbol = checker.getPropertyOfType(checker.getNonNullableType(owner), name);
    return symbol ? checker.getNonNullableType(checker.getTypeOfSymbol(symbol)) : null;
  };

  return {
    properties(namespace) {
      const owner = namespace === 'root' ? configType : propertyType(configType, namespace);
      if (!owner) throw new Error(`RsbuildConfig has no namespace ${namespace}`);
      const declared = namespace === 'root' ? 'RsbuildConfig' : NAMESPACES[namespace];
      if (checker.typeToString(owner) !== declared) {
        throw new Error(`RsbuildConfig.${namespace} is ${checker.typeToString(owner)}, expected ${declared}`);
      }
      return checker.getPropertiesOfType(checker.getNonNullableType(owner)).map((s) => s.name);
    },
    declaredKinds(configPath) {
      let type: TS.Type | null = configType;
      for (const segment of configPath.split('.')) {
        type = type && propertyType(type, segment);
      }
      return type ? kindsOf(checker, type) : null;
    },
    documentedKinds(id) {
      const index = ids.indexOf(id);
      const errors = errorsByLine.get(firstDocLine + index);
      if (errors) return { errors };
      const alias = aliases.get(`__Doc${index}`)!;
      return { kinds: kindsOf(checker, checker.getTypeFromTypeNode(alias.type)) };
    },
  };
}
