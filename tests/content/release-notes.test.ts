/**
 * The release pages hold what a reader upgrading from 0.1 to 0.5 relies on:
 * - every "Before (0.N.x)" example shows an API that 0.5.9 no longer has: it fails to
 *   type-check against the pinned 0.5.9 packages, and only with "no such option / export /
 *   method" errors, so a typo or a still-existing option cannot pass for a removed one;
 * - every breaking change gives the new code and links to the page that documents it;
 * - the patch versions that "Later in the 0.N series" attributes changes to, "(0.N.K)", belong
 *   to that minor line, from 0.N.1 up to the latest patch the release list gives;
 * - the release list matches the pages' dates, and its latest 0.5 patch is the pinned version.
 */
import path from 'node:path';
import type * as TS from 'typescript';
import { loadPages, type ContentPage } from './lib/pages';
import { fixturePath, fixtureRequire } from './lib/rsbuild';

const ts = fixtureRequire('typescript') as typeof TS;

const LOCALES = ['en', 'zh'] as const;
type Locale = (typeof LOCALES)[number];

const BREAKING_HEADING: Record<Locale, string> = { en: 'Breaking changes', zh: '不兼容变更' };
const LATER_HEADING: Record<Locale, RegExp> = { en: /^Later in the 0\.\d series$/, zh: /^0\.\d 系列的后续更新$/ };

/**
 * TypeScript errors that mean "this API does not exist (any more)": an unknown property in an
 * object literal, an unknown member, an unknown export, a value with nothing in common with the
 * expected options.
 */
const REMOVED_API_ERRORS = new Set([2305, 2339, 2353, 2551, 2559, 2561, 2614, 2724]);

/**
 * The codes at the end of a diagnostic's message chain: "No overload matches this call"
 * (as `defineConfig` reports) is explained by the messages nested under it.
 */
function rootCauses(diagnostic: TS.Diagnostic): number[] {
  const leaves = (chain: TS.DiagnosticMessageChain): number[] =>
    chain.next?.length ? chain.next.flatMap(leaves) : [chain.code];
  return typeof diagnostic.messageText === 'string' ? [diagnostic.code] : leaves(diagnostic.messageText);
}

function releasePages(locale: Locale): ContentPage[] {
  const pages = loadPages().filter((p) => p.locale === locale && /^\/community\/releases\/v0-\d$/.test(p.route ?? ''));
  return pages.sort((a, b) => (a.route ?? '').localeCompare(b.route ?? ''));
}

/** `/community/releases/v0-4` → 4 */
const minorOf = (p: ContentPage) => Number(/v0-(\d)$/.exec(p.route ?? '')?.[1]);

const titleOf = (meta: string) => /title=["']([^"']*)["']/.exec(meta)?.[1] ?? '';

interface Section {
  level: number;
  heading: string;
  text: string;
}

/** The body cut at `##` and `###` headings outside code blocks; each section runs to the next heading. */
function sections(p: ContentPage): Section[] {
  const result: Section[] = [];
  let current: Section | null = null;
  let fence: string | null = null;
  for (const line of p.body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    }
    const match = fence === null && !marker ? /^(#{2,3})\s+(.+?)\s*$/.exec(line) : null;
    if (match) {
      current = { level: match[1]!.length, heading: match[2]!, text: '' };
      result.push(current);
    } else if (current) {
      current.text += `${line}\n`;
    }
  }
  return result;
}

/** The `###` sections under the `##` heading, with the text of each. */
function subsections(p: ContentPage, h2: string | RegExp): Section[] {
  const all = sections(p);
  const start = all.findIndex((s) => s.level === 2 && (typeof h2 === 'string' ? s.heading === h2 : h2.test(s.heading)));
  if (start < 0) throw new Error(`${p.file} has no "## ${String(h2)}" section`);
  const end = all.findIndex((s, i) => i > start && s.level === 2);
  return all.slice(start, end < 0 ? undefined : end);
}

// ---------------------------------------------------------------------------------------
// Before examples against 0.5.9

interface BeforeExample {
  origin: string;
  file: string;
  source: string;
}

// Names a "Before" example may use without declaring them, as the surrounding script would.
const PRELUDE = [
  "import type { RsbuildInstance as __RsbuildInstance } from '@rsbuild/core';",
  'declare const app: { use(...handlers: unknown[]): void; listen(port: number, callback?: () => void): unknown };',
];
const DECLARES_RSBUILD = /\b(?:const|let|var)\s+rsbuild\b/;

function beforeExamples(): BeforeExample[] {
  return releasePages('en').flatMap((p) =>
    p.fences
      .filter((fence) => titleOf(fence.meta).startsWith('Before'))
      .map((fence, index) => {
        const lines = [...PRELUDE];
        if (!DECLARES_RSBUILD.test(fence.code)) lines.push('declare const rsbuild: __RsbuildInstance;');
        return {
          origin: `${p.file}:${fence.line}`,
          file: fixturePath(`__release_before_${minorOf(p)}_${index}.ts`),
          source: `${lines.join('\n')}\n${fence.code}\nexport {};\n`,
        };
      }),
  );
}

/** Compiles the examples in memory, each as its own module next to the pinned packages. */
function compile(examples: BeforeExample[]): Map<string, TS.Diagnostic[]> {
  const options: TS.CompilerOptions = {
    strict: true,
    // A parameter of a removed callback option has no contextual type; that follows from the removal.
    noImplicitAny: false,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    skipLibCheck: true,
    types: ['node'],
    typeRoots: [fixturePath('node_modules/@types')],
  };
  const byFile = new Map(examples.map((e) => [path.resolve(e.file), e]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => byFile.has(path.resolve(file)) || fileExists.call(host, file);
  host.readFile = (file) => byFile.get(path.resolve(file))?.source ?? readFile.call(host, file);
  host.getSourceFile = (file, version, onError, shouldCreate) => {
    const example = byFile.get(path.resolve(file));
    return example
      ? ts.createSourceFile(file, example.source, version, true)
      : getSourceFile.call(host, file, version, onError, shouldCreate);
  };
  const program = ts.createProgram({ rootNames: examples.map((e) => e.file), options, host });
  const result = new Map<string, TS.Diagnostic[]>();
  for (const example of examples) {
    const source = program.getSourceFile(example.file)!;
    result.set(example.origin, [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]);
  }
  return result;
}

describe('"Before" examples of the release pages', () => {
  const examples = beforeExamples();
  const diagnostics = compile(examples);

  it('exist on every release page after 0.1 that removes an API', () => {
    const minors = new Set(examples.map((e) => Number(/v0-(\d)\.mdx/.exec(e.origin)?.[1])));
    expect([...minors].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it.each(releasePages('en').map((p) => [p.route, p] as const))('%s titles them after the previous minor', (_, p) => {
    const titles = p.fences.map((fence) => titleOf(fence.meta)).filter((title) => title.startsWith('Before'));
    for (const title of titles) expect(title).toBe(`Before (0.${minorOf(p) - 1}.x)`);
  });

  it.each(examples.map((e) => [e.origin] as const))('%s uses an API that 0.5.9 no longer has', (origin) => {
    const found = diagnostics.get(origin)!;
    // It must fail: an example that still compiles shows nothing that was removed.
    expect(found.length).toBeGreaterThan(0);
    // And only because something is missing, not because the example itself is broken.
    const other = found
      .filter((d) => !rootCauses(d).every((code) => REMOVED_API_ERRORS.has(code)))
      .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(other).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------
// Shape of the pages

describe.each(LOCALES)('release pages (%s)', (locale) => {
  const pages = releasePages(locale);

  it('cover v0.1 to v0.5', () => {
    expect(pages.map(minorOf)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s gives every breaking change the new code and a link into the docs',
    (_, p) => {
      const changes = subsections(p, BREAKING_HEADING[locale]).filter((s) => s.level === 3);
      expect(changes.length).toBeGreaterThan(0);
      const incomplete = changes
        .filter((s) => !/^\s*(`{3,})[a-z]+/m.test(s.text) || !/\]\(\/(?!\/)[^)]*\)/.test(s.text))
        .map((s) => s.heading);
      expect(incomplete).toEqual([]);
    },
  );

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s attributes later changes only to patches of its own minor line',
    (_, p) => {
      const later = subsections(p, LATER_HEADING[locale])
        .map((s) => s.text)
        .join('\n');
      // A change is attributed to a patch with the version in parentheses: "(0.4.11)", "（0.4.11）".
      const versions = [...later.matchAll(/[(（]0\.(\d+)\.(\d+)\b/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
      expect(versions.length).toBeGreaterThan(0);
      const latest = latestPatches(locale).get(minorOf(p));
      expect(latest).toBeDefined();
      const stray = versions.filter(([minor, patch]) => minor !== minorOf(p) || patch < 1 || patch > latest!);
      expect(stray).toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------
// The release list

interface ReleaseRow {
  minor: number;
  date: string;
  latestPatch: number;
}

/** Rows of the table on /community/releases/: `| [Rsbuild v0.5](/community/releases/v0-5) | 2024-03-19 | … | 0.5.9 |`. */
function releaseRows(locale: Locale): ReleaseRow[] {
  const index = loadPages().find((p) => p.locale === locale && p.route === '/community/releases/');
  if (!index) throw new Error(`no ${locale} release list`);
  return [...index.body.matchAll(/^\|\s*\[Rsbuild v0\.(\d)\]\(\/community\/releases\/v0-\1\)\s*\|\s*(\d{4}-\d\d-\d\d)\s*\|.*\|\s*0\.\1\.(\d+)\s*\|\s*$/gm)].map(
    (m) => ({ minor: Number(m[1]), date: m[2]!, latestPatch: Number(m[3]) }),
  );
}

function latestPatches(locale: Locale): Map<number, number> {
  return new Map(releaseRows(locale).map((row) => [row.minor, row.latestPatch]));
}

describe.each(LOCALES)('release list (%s)', (locale) => {
  it('has one row per release page, dated as the page', () => {
    const rows = releaseRows(locale);
    const published = releasePages(locale).map((p) => {
      const value = p.frontmatter.published_at;
      const iso = value instanceof Date ? value.toISOString() : String(value);
      return { minor: minorOf(p), date: iso.slice(0, 10) };
    });
    expect(rows.map(({ minor, date }) => ({ minor, date })).sort((a, b) => a.minor - b.minor)).toEqual(published);
  });

  it('gives the pinned @rsbuild/core as the latest 0.5 patch', () => {
    const { version } = fixtureRequire('@rsbuild/core/package.json') as { version: string };
    expect(`0.5.${latestPatches(locale).get(5)}`).toBe(version);
  });
});
