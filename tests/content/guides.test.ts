/**
 * The guides checked against the pinned Rsbuild 0.5.9 packages:
 *
 * 1. Every Rsbuild CLI invocation the documentation shows — in shell code blocks, in the
 *    `scripts` of `package.json` examples, in CI (YAML) and Dockerfile blocks, in
 *    `<PackageManagerTabs command>` and in inline code — names a command and options that `rsbuild --help` / `rsbuild <command> --help`
 *    of the installed 0.5.9 CLI list. Calls of package scripts (`npm run build`) and of the
 *    scaffolder (`npm create rsbuild`) are not Rsbuild CLI invocations.
 * 2. Every framework guide names its plugin package(s), shows how to install them, and has an
 *    `rsbuild.config.ts` example that imports the plugin function from the package and calls
 *    it in `plugins`; every imported name is a runtime export of the installed package.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as TS from 'typescript';
import { CONTENT_DIR, loadPages, type ContentPage } from './lib/pages';
import { RSBUILD_BIN, fixtureRequire } from './lib/rsbuild';

const ts = fixtureRequire('typescript') as typeof TS;
const CONFIG_TITLE = /title=["']?rsbuild\.config\.(m?ts|m?js)["']?/;

/* ------------------------------------------------------------------------------------------ */
/* The CLI as its help output describes it                                                    */
/* ------------------------------------------------------------------------------------------ */

type ValueKind = 'none' | 'required' | 'optional';

interface OptionSpec {
  short?: string;
  long?: string;
  value: ValueKind;
  /** As the help prints it, e.g. `-c --config <config>`. */
  label: string;
}

interface CommandSpec {
  options: OptionSpec[];
  /** Positional arguments the command declares (`help [command]` has one). */
  args: number;
}

export interface CliSpec {
  global: OptionSpec[];
  commands: Map<string, CommandSpec>;
}

function runHelp(args: string[]): string {
  return execFileSync(process.execPath, [RSBUILD_BIN, ...args, '--help'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
}

/** The indented lines of one `Title:` section of a commander help text. */
function section(helpText: string, title: string): string[] {
  const lines = helpText.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${title}:`);
  if (start === -1) return [];
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || /^\S/.test(line)) break;
    body.push(line);
  }
  return body;
}

export function parseOptions(helpText: string): OptionSpec[] {
  return section(helpText, 'Options')
    .map((line) => /^\s{1,4}(-[^\s].*?)(?:\s{2,}|$)/.exec(line)?.[1])
    .filter((label): label is string => label !== undefined)
    .map((label) => {
      const short = /(?:^|[\s,])-([A-Za-z])(?=[\s,]|$)/.exec(label)?.[1];
      const long = /--([\w-]+)/.exec(label)?.[1];
      const value: ValueKind = /<[^>]+>/.test(label) ? 'required' : /\[[^\]]+\]/.test(label) ? 'optional' : 'none';
      return { short, long, value, label };
    });
}

export function parseCommands(helpText: string): Map<string, number> {
  const commands = new Map<string, number>();
  for (const line of section(helpText, 'Commands')) {
    const match = /^\s{1,4}([a-z][\w-]*)((?:\s+[<[][^\]>]+[\]>])*)/.exec(line);
    if (!match) continue;
    const args = (match[2]?.match(/[<[][^\]>]+[\]>]/g) ?? []).filter((arg) => arg !== '[options]');
    commands.set(match[1] as string, args.length);
  }
  return commands;
}

let specCache: CliSpec | null = null;

export function readCliSpec(): CliSpec {
  if (specCache) return specCache;
  const top = runHelp([]);
  const global = parseOptions(top);
  const names = parseCommands(top);
  if (names.size === 0 || global.length === 0) {
    throw new Error(`Could not read the commands and options from \`rsbuild --help\`:\n${top}`);
  }
  const commands = new Map<string, CommandSpec>();
  for (const [name, args] of names) {
    // `help [command]` prints the program help; it takes the same options as the program.
    const options = name === 'help' ? global : parseOptions(runHelp([name]));
    if (options.length === 0) throw new Error(`Could not read the options of \`rsbuild ${name} --help\`.`);
    commands.set(name, { options, args });
  }
  specCache = { global, commands };
  return specCache;
}

/* ------------------------------------------------------------------------------------------ */
/* Finding invocations                                                                        */
/* ------------------------------------------------------------------------------------------ */

export interface Invocation {
  /** `content/en/guide/basic/cli.mdx:42` */
  origin: string;
  /** The shell segment as written, for the message. */
  text: string;
  /** The words after `rsbuild`. */
  args: string[];
}

/** Splits a shell line into words and control operators, honouring quotes. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | null = null;
  let started = false;
  const push = () => {
    if (started) words.push(current);
    current = '';
    started = false;
  };
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i] as string;
    if (quote) {
      if (char === quote) quote = null;
      else if (char === '\\' && quote === '"' && i + 1 < line.length) current += line[++i];
      else current += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (char === '\\' && i + 1 < line.length) {
      current += line[++i];
      started = true;
    } else if (/\s/.test(char)) {
      push();
    } else if (char === '#' && !started) {
      break; // a comment runs to the end of the line
    } else if ('&|;'.includes(char)) {
      push();
      const two = line.slice(i, i + 2);
      words.push(two === '&&' || two === '||' ? two : char);
      if (two === '&&' || two === '||') i += 1;
    } else {
      current += char;
      started = true;
    }
  }
  push();
  return words;
}

const OPERATORS = new Set(['&&', '||', ';', '|', '&']);
/** Words that may stand before `rsbuild` and still run the Rsbuild binary. */
const RUNNERS = new Set(['npx', 'pnpx', 'bunx', 'pnpm', 'yarn', 'bun', 'npm', 'exec', 'dlx', 'x', 'run', '--', 'cross-env', 'env']);
const RUNNER_FLAGS = /^(?:-y|--yes|--no-install|--silent|-s|--bun)$/;
const ENV_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const IS_RSBUILD = /^(?:rsbuild|(?:\.{0,2}\/)?(?:[\w.@-]+\/)*(?:\.bin\/rsbuild|bin\/rsbuild\.js))$/;
const REDIRECT = /^(?:\d*>>?|<|\d*>&\d+)/;

/** The `rsbuild …` invocations in one shell line (a line may chain several commands). */
export function invocationsInLine(line: string, origin: string): Invocation[] {
  const words = shellWords(line.replace(/^\s*\$\s+/, ''));
  const found: Invocation[] = [];
  let segment: string[] = [];
  const flush = () => {
    const index = segment.findIndex((word) => IS_RSBUILD.test(word));
    if (index !== -1) {
      const prefix = segment.slice(0, index);
      const runsBinary = prefix.every((word) => RUNNERS.has(word) || RUNNER_FLAGS.test(word) || ENV_ASSIGNMENT.test(word));
      if (runsBinary) {
        const rest = segment.slice(index + 1);
        const end = rest.findIndex((word) => REDIRECT.test(word) && !/^<[^>]+>$/.test(word));
        found.push({ origin, text: segment.join(' '), args: end === -1 ? rest : rest.slice(0, end) });
      }
    }
    segment = [];
  };
  for (const word of words) {
    if (OPERATORS.has(word)) flush();
    else segment.push(word);
  }
  flush();
  return found;
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'fish', 'console', 'shellscript', 'powershell', 'ps1', 'cmd', 'bat']);
/** Languages whose lines may carry a shell command after a key or instruction (CI files, Dockerfiles). */
const COMMAND_CARRIERS: Record<string, RegExp> = {
  yaml: /^\s*(?:-\s*)?(?:[\w-]+\s*:\s*)?(?:[|>][-+]?\s*)?/,
  yml: /^\s*(?:-\s*)?(?:[\w-]+\s*:\s*)?(?:[|>][-+]?\s*)?/,
  dockerfile: /^\s*(?:RUN|CMD|ENTRYPOINT)\s+/i,
};

function rawSource(page: ContentPage): string {
  return readFileSync(path.join(CONTENT_DIR, '..', page.file), 'utf8');
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

export interface Collected {
  invocations: Invocation[];
  problems: string[];
}

/** Every Rsbuild CLI invocation of one page, with the problems found while reading them. */
export function collectInvocations(page: Pick<ContentPage, 'file' | 'fences'>, source: string): Collected {
  const invocations: Invocation[] = [];
  const problems: string[] = [];

  for (const fence of page.fences) {
    const lang = fence.lang.toLowerCase();
    if (SHELL_LANGS.has(lang)) {
      const lines = fence.code.split('\n');
      for (let i = 0; i < lines.length; i += 1) {
        const first = i;
        let text = lines[i] as string;
        while (/\\\s*$/.test(text) && i + 1 < lines.length) {
          text = `${text.replace(/\\\s*$/, ' ')}${lines[++i]}`;
        }
        invocations.push(...invocationsInLine(text, `${page.file}:${fence.line + 1 + first}`));
      }
    } else if (COMMAND_CARRIERS[lang]) {
      const prefix = COMMAND_CARRIERS[lang] as RegExp;
      fence.code.split('\n').forEach((line, index) => {
        // Dockerfile exec form: CMD ["npx", "rsbuild", "preview"]
        const text = line.replace(prefix, '').replace(/^\[(.*)\]\s*$/, (_, list: string) => list.replace(/["',]/g, ' '));
        invocations.push(...invocationsInLine(text, `${page.file}:${fence.line + 1 + index}`));
      });
    } else if ((lang === 'json' || lang === 'jsonc' || lang === 'json5') && /"scripts"\s*:/.test(fence.code)) {
      const scripts = readScripts(fence.code);
      if (scripts === null) {
        problems.push(`${page.file}:${fence.line}: a ${lang} block has "scripts" but does not parse as JSON, so its commands cannot be checked`);
        continue;
      }
      const lines = fence.code.split('\n');
      for (const [name, command] of Object.entries(scripts)) {
        const at = lines.findIndex((line) => line.includes(`"${name}"`));
        invocations.push(...invocationsInLine(command, `${page.file}:${fence.line + 1 + Math.max(at, 0)}`));
      }
    }
  }

  // <PackageManagerTabs command="…" /> renders runnable commands for every package manager.
  for (const match of source.matchAll(/<PackageManagerTabs\b[^>]*?\bcommand=(?:"([^"]*)"|'([^']*)'|\{\{([\s\S]*?)\}\})/g)) {
    const origin = `${page.file}:${lineOf(source, match.index ?? 0)}`;
    const commands = match[3] !== undefined ? [...match[3].matchAll(/["'`]([^"'`]*)["'`]\s*(?:,|$)/g)].map((m) => m[1] as string) : [match[1] ?? match[2] ?? ''];
    for (const command of commands) invocations.push(...invocationsInLine(`npm ${command}`, origin));
  }

  // Inline code in prose, e.g. `rsbuild build --watch` (code blocks blanked out first).
  const prose = blankFences(source);
  for (const match of prose.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) {
    invocations.push(...invocationsInLine(match[1] as string, `${page.file}:${lineOf(source, match.index ?? 0)}`));
  }
  return { invocations, problems };
}

function blankFences(source: string): string {
  const lines = source.split('\n');
  let marker: string | null = null;
  return lines
    .map((line) => {
      const fence = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker) {
        if (fence && fence[0] === marker[0] && fence.length >= marker.length && line.trim() === fence) marker = null;
        return '';
      }
      if (fence) {
        marker = fence;
        return '';
      }
      return line;
    })
    .join('\n');
}

function readScripts(code: string): Record<string, string> | null {
  const attempts = [code, `{${code}}`].map((text) =>
    text.replace(/^\s*\/\/.*$/gm, '').replace(/,(\s*[}\]])/g, '$1'),
  );
  for (const text of attempts) {
    try {
      const parsed = JSON.parse(text) as { scripts?: unknown };
      if (parsed && typeof parsed.scripts === 'object' && parsed.scripts !== null) {
        return Object.fromEntries(Object.entries(parsed.scripts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    } catch {
      // try the next form
    }
  }
  return null;
}

/* ------------------------------------------------------------------------------------------ */
/* Checking an invocation                                                                     */
/* ------------------------------------------------------------------------------------------ */

const PLACEHOLDER = /^(?:<[^>]*>|\[[^\]]*\]|\.\.\.|…)$/;

function listOptions(options: OptionSpec[]): string {
  return options.map((option) => option.label).join(', ');
}

/** Problems of one invocation; empty when the 0.5.9 CLI accepts it. */
export function checkInvocation(invocation: Invocation, spec: CliSpec): string[] {
  const problems: string[] = [];
  const where = `${invocation.origin}: \`${invocation.text}\``;
  let command: string | null = null;
  let anyCommand = false;
  let positional = 0;
  const allOptions = [...new Map([...spec.commands.values()].flatMap((c) => c.options).map((o) => [o.label, o])).values()];
  const current = (): OptionSpec[] => {
    if (anyCommand) return allOptions;
    if (command) return spec.commands.get(command)?.options ?? [];
    return spec.global;
  };
  const scope = () => (command ? `rsbuild ${command}` : 'rsbuild');

  const args = invocation.args;
  for (let i = 0; i < args.length; i += 1) {
    const word = args[i] as string;
    if (PLACEHOLDER.test(word)) {
      if (!command && !anyCommand) anyCommand = true;
      continue;
    }
    if (word === '--') {
      problems.push(`${where} passes arguments after \`--\`, which ${scope()} does not take`);
      break;
    }
    const takeValue = (option: OptionSpec, inline: string | undefined, name: string) => {
      if (option.value === 'none') {
        if (inline !== undefined) problems.push(`${where} gives a value to ${name}, which takes none`);
        return;
      }
      if (inline !== undefined) return;
      const next = args[i + 1];
      if (option.value === 'required') {
        if (next === undefined) problems.push(`${where} leaves out the value of ${name} (${option.label})`);
        else i += 1;
      } else if (next !== undefined && !next.startsWith('-') && !spec.commands.has(next)) {
        i += 1;
      }
    };
    if (word.startsWith('--')) {
      const [name, inline] = word.slice(2).split(/=(.*)/s) as [string, string | undefined];
      const option = current().find((candidate) => candidate.long === name);
      if (!option) {
        problems.push(`${where} uses --${name}, which ${scope()} does not have (it has: ${listOptions(current())})`);
        // Its value, if it has one, is no second problem.
        const next = args[i + 1];
        if (inline === undefined && next !== undefined && !next.startsWith('-') && (command || !spec.commands.has(next))) i += 1;
        continue;
      }
      takeValue(option, inline, `--${name}`);
      continue;
    }
    if (/^-[A-Za-z]/.test(word)) {
      const letters = word.slice(1);
      for (let j = 0; j < letters.length; j += 1) {
        const letter = letters[j] as string;
        const option = current().find((candidate) => candidate.short === letter);
        if (!option) {
          problems.push(`${where} uses -${letter}, which ${scope()} does not have (it has: ${listOptions(current())})`);
          break;
        }
        if (option.value !== 'none') {
          const inline = letters.slice(j + 1);
          takeValue(option, inline === '' ? undefined : inline, `-${letter}`);
          break;
        }
      }
      continue;
    }
    if (!command && !anyCommand) {
      if (spec.commands.has(word)) command = word;
      else problems.push(`${where} runs the command "${word}", which the 0.5.9 CLI does not have (it has: ${[...spec.commands.keys()].join(', ')})`);
      continue;
    }
    positional += 1;
    const allowed = command ? (spec.commands.get(command)?.args ?? 0) : Number.POSITIVE_INFINITY;
    if (positional > allowed) problems.push(`${where} passes the extra argument "${word}", which ${scope()} does not take`);
  }
  return problems;
}

/* ------------------------------------------------------------------------------------------ */
/* Framework guides                                                                           */
/* ------------------------------------------------------------------------------------------ */

export interface FrameworkGuide {
  route: string;
  packages: string[];
}

export const FRAMEWORK_GUIDES: FrameworkGuide[] = [
  { route: '/guide/framework/react', packages: ['@rsbuild/plugin-react'] },
  { route: '/guide/framework/vue3', packages: ['@rsbuild/plugin-vue'] },
  { route: '/guide/framework/vue2', packages: ['@rsbuild/plugin-vue2'] },
  { route: '/guide/framework/svelte', packages: ['@rsbuild/plugin-svelte'] },
  { route: '/guide/framework/solid', packages: ['@rsbuild/plugin-solid', '@rsbuild/plugin-babel'] },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function installsPackage(page: Pick<ContentPage, 'fences'>, source: string, pkg: string): boolean {
  const token = `(?:^|\\s)${escapeRegExp(pkg)}(?:@[\\w.^~-]+)?(?=\\s|$)`;
  const tabs = [...source.matchAll(/<PackageManagerTabs\b[^>]*?\bcommand=(?:"([^"]*)"|'([^']*)')/g)].map((m) => m[1] ?? m[2] ?? '');
  if (tabs.some((command) => /^\s*(?:add|install|i)\s/.test(command) && new RegExp(token).test(command))) return true;
  return page.fences
    .filter((fence) => SHELL_LANGS.has(fence.lang.toLowerCase()))
    .some((fence) =>
      fence.code
        .split('\n')
        .some((line) => /(?:^|\s)(?:npm|pnpm|yarn|bun)\s+(?:add|install|i)\b/.test(line) && new RegExp(token).test(line)),
    );
}

interface ConfigUse {
  /** local name → package, exported name and 0-based line in the block, for every value import */
  imports: Map<string, { pkg: string; imported: string; line: number }>;
  /** local names called directly as elements of `plugins: [...]` */
  called: Set<string>;
}

function readConfig(code: string): ConfigUse {
  const file = ts.createSourceFile('rsbuild.config.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = new Map<string, { pkg: string; imported: string; line: number }>();
  const called = new Set<string>();
  const visit = (node: TS.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          const { line } = file.getLineAndCharacterOfPosition(element.getStart());
          imports.set(element.name.text, { pkg: node.moduleSpecifier.text, imported: (element.propertyName ?? element.name).text, line });
        }
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'plugins' && ts.isArrayLiteralExpression(node.initializer)) {
      for (const element of node.initializer.elements) {
        if (ts.isCallExpression(element) && ts.isIdentifier(element.expression)) called.add(element.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { imports, called };
}

/** Problems of one framework guide; `exportsOf` lists the runtime exports of a package. */
export function checkFrameworkPage(
  page: Pick<ContentPage, 'file' | 'body' | 'fences'>,
  source: string,
  packages: string[],
  exportsOf: (pkg: string) => string[],
): string[] {
  const problems: string[] = [];
  for (const pkg of packages) {
    if (!page.body.includes(pkg)) problems.push(`${page.file} never names ${pkg}`);
    if (!installsPackage(page, source, pkg)) {
      problems.push(`${page.file} shows no install command for ${pkg} (a <PackageManagerTabs command="add ${pkg} -D" /> or an npm/pnpm/yarn/bun add line)`);
    }
  }
  const configs = page.fences.filter((fence) => CONFIG_TITLE.test(fence.meta));
  let complete = false;
  for (const fence of configs) {
    const { imports, called } = readConfig(fence.code);
    for (const { pkg, imported, line } of imports.values()) {
      if (packages.includes(pkg) && !exportsOf(pkg).includes(imported)) {
        problems.push(`${page.file}:${fence.line + 1 + line} imports ${imported} from ${pkg}, which the installed package does not export (it exports: ${exportsOf(pkg).join(', ')})`);
      }
    }
    const registersAll = packages.every((pkg) =>
      [...imports].some(([local, imp]) => imp.pkg === pkg && exportsOf(pkg).includes(imp.imported) && called.has(local)),
    );
    if (registersAll) complete = true;
  }
  if (!complete) {
    problems.push(
      `${page.file} has no rsbuild.config.ts block that imports the plugin function from ${packages.join(' and ')} and calls it in \`plugins\` (${configs.length} config block(s) looked at)`,
    );
  }
  problems.push(...missingSourceFiles(page));
  return problems;
}

/** The extensions an import without one may resolve to in the guides' projects. */
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.vue', '.svelte'];

/**
 * Relative imports of the source files a guide writes (code blocks titled `src/…`) that no code
 * block of the page creates: a reader who follows the steps gets a build error.
 */
export function missingSourceFiles(page: Pick<ContentPage, 'file' | 'fences'>): string[] {
  const titleOf = (meta: string) => /title="([^"]+)"/.exec(meta)?.[1] ?? '';
  const written = new Set(page.fences.map((fence) => titleOf(fence.meta)).filter((title) => title.startsWith('src/')));
  const problems: string[] = [];
  for (const fence of page.fences) {
    const file = titleOf(fence.meta);
    if (!written.has(file)) continue;
    for (const [, specifier] of fence.code.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      const target = path.posix.join(path.posix.dirname(file), specifier ?? '');
      if (!SOURCE_EXTENSIONS.some((extension) => written.has(`${target}${extension}`))) {
        problems.push(`${page.file}:${fence.line} ${file} imports ${specifier}, which no code block of the page creates (add a \`${target}\` block)`);
      }
    }
  }
  return problems;
}

/* ------------------------------------------------------------------------------------------ */
/* Tests                                                                                      */
/* ------------------------------------------------------------------------------------------ */

describe('Rsbuild CLI invocations in the documentation', () => {
  const spec = readCliSpec();

  it('reads the commands and options of the pinned 0.5.9 CLI from its help', () => {
    expect([...spec.commands.keys()]).toEqual(expect.arrayContaining(['dev', 'build', 'preview', 'inspect']));
    for (const name of ['dev', 'build', 'preview', 'inspect']) {
      const longs = spec.commands.get(name)?.options.map((option) => option.long);
      expect(longs).toEqual(expect.arrayContaining(['config', 'env-mode', 'help']));
    }
    expect(spec.commands.get('build')?.options.find((o) => o.long === 'watch')).toMatchObject({ short: 'w', value: 'none' });
    expect(spec.commands.get('dev')?.options.find((o) => o.long === 'open')).toMatchObject({ short: 'o', value: 'optional' });
    expect(spec.commands.get('preview')?.options.find((o) => o.long === 'port')).toMatchObject({ value: 'required' });
  });

  it('rejects what the 0.5.9 CLI rejects and accepts what it accepts', () => {
    const verdict = (line: string) => {
      const found = invocationsInLine(line, 'example:1');
      return found.flatMap((invocation) => checkInvocation(invocation, spec));
    };
    const bad = [
      'npx rsbuild serve',
      'rsbuild init',
      'pnpm rsbuild build --mode production',
      'yarn rsbuild dev --https',
      'bunx rsbuild build -o',
      'npx rsbuild inspect --port 3000',
      'rsbuild preview --port',
      'npx rsbuild build -c',
      'rsbuild build extra',
      'cd app && npx rsbuild build --watch --minify',
    ];
    for (const line of bad) expect({ line, problems: verdict(line) }).toEqual({ line, problems: [expect.any(String)] });
    const good = [
      'rsbuild dev',
      'npx rsbuild build --watch',
      'pnpm rsbuild preview --port 3000',
      'yarn rsbuild inspect --env production',
      'bunx rsbuild dev -o /about --host 0.0.0.0',
      'NODE_ENV=production npx rsbuild build -c rsbuild.prod.config.ts --env-mode staging',
      'npx rsbuild dev --port=3000 --open',
      'rsbuild <command> [options]',
      'npx rsbuild --version',
      'rsbuild help build',
      'npx rsbuild inspect --verbose --output ./inspect',
    ];
    for (const line of good) expect({ line, problems: verdict(line) }).toEqual({ line, problems: [] });
    // Not Rsbuild CLI invocations at all.
    for (const line of ['npm run build', 'npm create rsbuild@latest', 'pnpm create rsbuild', 'npm add @rsbuild/core -D', 'echo rsbuild dev']) {
      expect({ line, found: invocationsInLine(line, 'example:1') }).toEqual({ line, found: [] });
    }
  });

  it('finds invocations in CI files and Dockerfiles', () => {
    const fences = [
      { lang: 'yaml', meta: 'title=".github/workflows/ci.yml"', code: 'steps:\n  - run: npm ci\n  - run: npx rsbuild build --mode production', line: 1 },
      { lang: 'dockerfile', meta: '', code: 'RUN npx rsbuild build\nCMD ["npx", "rsbuild", "serve"]', line: 10 },
    ];
    const { invocations } = collectInvocations({ file: 'ci.mdx', fences }, '');
    expect(invocations.map((invocation) => `${invocation.origin} ${invocation.text}`)).toEqual([
      'ci.mdx:4 npx rsbuild build --mode production',
      'ci.mdx:11 npx rsbuild build',
      'ci.mdx:12 npx rsbuild serve',
    ]);
    expect(invocations.flatMap((invocation) => checkInvocation(invocation, spec))).toEqual([
      expect.stringContaining('--mode'),
      expect.stringContaining('"serve"'),
    ]);
  });

  it('finds invocations in shell blocks, package.json scripts, install tabs and inline code', () => {
    const source = [
      '```bash',
      'npx rsbuild build \\',
      '  --watch',
      '```',
      '```json title="package.json"',
      '{ "scripts": { "dev": "rsbuild dev --open", "build": "rsbuild build && rsbuild serve" } }',
      '```',
      'Run `rsbuild preview --port 4000` and `npm run dev`.',
      '<PackageManagerTabs command="exec rsbuild inspect --env production" />',
    ].join('\n');
    const fences = [
      { lang: 'bash', meta: '', code: 'npx rsbuild build \\\n  --watch', line: 1 },
      { lang: 'json', meta: 'title="package.json"', code: '{ "scripts": { "dev": "rsbuild dev --open", "build": "rsbuild build && rsbuild serve" } }', line: 5 },
    ];
    const { invocations, problems } = collectInvocations({ file: 'example.mdx', fences }, source);
    expect(problems).toEqual([]);
    expect(invocations.map((invocation) => invocation.text)).toEqual([
      'npx rsbuild build --watch',
      'rsbuild dev --open',
      'rsbuild build',
      'rsbuild serve',
      'npm exec rsbuild inspect --env production',
      'rsbuild preview --port 4000',
    ]);
    expect(invocations.flatMap((invocation) => checkInvocation(invocation, spec))).toEqual([expect.stringContaining('"serve"')]);
    const broken = collectInvocations({ file: 'x.mdx', fences: [{ lang: 'json', meta: '', code: '{ "scripts": { "dev": "rsbuild dev" ', line: 1 }] }, '');
    expect(broken.problems).toEqual([expect.stringContaining('does not parse')]);
  });

  it('every invocation uses a command and options of the 0.5.9 CLI', () => {
    const pages = loadPages();
    const invocations: Invocation[] = [];
    const problems: string[] = [];
    for (const page of pages) {
      const collected = collectInvocations(page, rawSource(page));
      invocations.push(...collected.invocations);
      problems.push(...collected.problems);
    }
    expect(invocations.length).toBeGreaterThan(0);
    for (const invocation of invocations) problems.push(...checkInvocation(invocation, spec));
    expect(problems).toEqual([]);
  });
});

describe('framework guides', () => {
  const exportsCache = new Map<string, string[]>();
  const exportsOf = (pkg: string): string[] => {
    if (!exportsCache.has(pkg)) exportsCache.set(pkg, Object.keys(fixtureRequire(pkg) as object));
    return exportsCache.get(pkg) as string[];
  };

  it('the checker fails a guide whose source files import one the page never writes', () => {
    const fence = (title: string, code: string) => ({ lang: 'ts', meta: `title="${title}"`, code, line: 1 });
    const entry = fence('src/index.ts', "import App from './App';\nimport './index.css';\n");
    expect(missingSourceFiles({ file: 'x.mdx', fences: [entry, fence('src/App.tsx', '')] })).toEqual([
      expect.stringContaining('imports ./index.css, which no code block of the page creates'),
    ]);
    expect(missingSourceFiles({ file: 'x.mdx', fences: [entry, fence('src/App.tsx', ''), fence('src/index.css', '')] })).toEqual([]);
  });

  it('the checker fails a guide that misses the install step or imports a name the package lacks', () => {
    const body = [
      'Install @rsbuild/plugin-react.',
      '```ts title="rsbuild.config.ts"',
      "import { defineConfig } from '@rsbuild/core';",
      "import { pluginReactt } from '@rsbuild/plugin-react';",
      'export default defineConfig({ plugins: [pluginReactt()] });',
      '```',
    ].join('\n');
    const fences = [
      {
        lang: 'ts',
        meta: 'title="rsbuild.config.ts"',
        code: "import { defineConfig } from '@rsbuild/core';\nimport { pluginReactt } from '@rsbuild/plugin-react';\nexport default defineConfig({ plugins: [pluginReactt()] });",
        line: 2,
      },
    ];
    const problems = checkFrameworkPage({ file: 'react.mdx', body, fences }, body, ['@rsbuild/plugin-react'], exportsOf);
    expect(problems).toEqual([
      expect.stringContaining('no install command'),
      expect.stringContaining('does not export'),
      expect.stringContaining('no rsbuild.config.ts block'),
    ]);
    const fixed = body.replace(/pluginReactt/g, 'pluginReact') + '\n<PackageManagerTabs command="add @rsbuild/plugin-react -D" />';
    const fixedFences = [{ ...(fences[0] as (typeof fences)[number]), code: (fences[0] as (typeof fences)[number]).code.replace(/pluginReactt/g, 'pluginReact') }];
    expect(checkFrameworkPage({ file: 'react.mdx', body: fixed, fences: fixedFences }, fixed, ['@rsbuild/plugin-react'], exportsOf)).toEqual([]);
  });

  const pages = loadPages();
  for (const guide of FRAMEWORK_GUIDES) {
    for (const locale of ['en', 'zh']) {
      it(`${guide.route} (${locale}) installs and registers ${guide.packages.join(' + ')}`, () => {
        const page = pages.find((candidate) => candidate.route === guide.route && candidate.locale === locale);
        expect(page ? 'found' : `content/${locale}${guide.route}.mdx is missing`).toBe('found');
        if (!page) return;
        for (const pkg of guide.packages) expect(exportsOf(pkg).length).toBeGreaterThan(0);
        expect(checkFrameworkPage(page, rawSource(page), guide.packages, exportsOf)).toEqual([]);
      });
    }
  }
});
