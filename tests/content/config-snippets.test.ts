/**
 * Every `rsbuild.config.ts` example in the documentation type-checks against the
 * Rsbuild 0.5.9 types, so no example uses an option that does not exist.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as TS from 'typescript';
import { loadPages } from './lib/pages';
import { fixturePath, fixtureRequire } from './lib/rsbuild';

const ts = fixtureRequire('typescript') as typeof TS;
const CONFIG_TITLE = /title=["']?rsbuild\.config\.(m?ts|m?js)["']?/;

interface Snippet {
  origin: string;
  file: string;
}

function writeSnippets(): Snippet[] {
  const dir = fixturePath('.snippets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const snippets: Snippet[] = [];
  for (const page of loadPages()) {
    page.fences.forEach((fence, index) => {
      if (!CONFIG_TITLE.test(fence.meta)) return;
      const name = `${page.file.replace(/^content\//, '').replace(/[/.]/g, '_')}_${index}.ts`;
      const file = path.join(dir, name);
      // Each snippet is its own module, as a real rsbuild.config.ts is.
      writeFileSync(file, `${fence.code}\nexport {};\n`);
      snippets.push({ origin: `${page.file}:${fence.line}`, file });
    });
  }
  return snippets;
}

describe('rsbuild.config.ts examples', () => {
  const snippets = writeSnippets();

  it('exist in the documentation', () => expect(snippets.length).toBeGreaterThan(0));

  it('type-check against @rsbuild/core 0.5.9', () => {
    const program = ts.createProgram(
      snippets.map((s) => s.file),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2020,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Node10,
        esModuleInterop: true,
        skipLibCheck: true,
        allowJs: true,
        types: ['node'],
        typeRoots: [fixturePath('node_modules/@types')],
        // Snippets may leave a helper unused; that is not an error in an example.
        noUnusedLocals: false,
      },
    );
    const byFile = new Map(snippets.map((s) => [path.resolve(s.file), s.origin]));
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && byFile.has(path.resolve(d.file.fileName)))
      .map((d) => {
        const origin = byFile.get(path.resolve(d.file!.fileName));
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        return `${origin} (snippet line ${line + 1}): ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
    expect(problems).toEqual([]);
  });
});
