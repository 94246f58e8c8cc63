import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const swcOrBabel = require('../../../../gatsby/loaders/swc-or-babel.js') as (source: string) => void;

interface Options {
  babel: { loader: string; options: unknown };
  swc: { env: object; jsc: object };
}

function load(resourcePath: string, source: string, options: Options, sourceMap = false): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath,
      sourceMap,
      getOptions: () => options,
      addDependency: () => undefined,
      async:
        () =>
        (error: Error | null, ...result: unknown[]) =>
          error ? reject(error) : resolve(result),
    };
    swcOrBabel.call(context, source);
  });
}

describe('swc-or-babel loader', () => {
  let dir: string;
  let babel: Options['babel'];
  const swc = () => ({
    env: { targets: 'defaults and fully supports es6-module' },
    jsc: { transform: { react: { runtime: 'automatic', importSource: 'react' } } },
  });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'swc-or-babel-'));
    const loader = path.join(dir, 'babel-stand-in.js');
    writeFileSync(
      loader,
      'module.exports = function (source) { return "babel:" + this.getOptions().stage + ":" + source; };',
    );
    babel = { loader, options: { stage: 'build-javascript' } };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('compiles TypeScript and JSX with SWC for the targets, with the automatic JSX runtime', async () => {
    const [code] = await load(
      '/site/src/components/Note.tsx',
      'import type { ReactNode } from "react";\nexport const Note = ({ children }: { children: ReactNode }) => <aside>{children ?? null}</aside>;\n',
      { babel, swc: swc() },
    );
    expect(code).toContain('from "react/jsx-runtime"');
    expect(code).toContain('children ?? null');
    expect(code).not.toContain('ReactNode');
    expect(code).not.toContain('$RefreshReg$');
  });

  it('returns a source map when asked', async () => {
    const [code, map] = await load(
      '/site/src/components/Note.tsx',
      'export function Note() { return <aside />; }\n',
      { babel, swc: swc() },
      true,
    );
    expect(code).toContain('_jsx("aside"');
    expect(map).toMatchObject({ version: 3 });
  });

  it('reads a .ts file as TypeScript without JSX (so generics with arrows parse)', async () => {
    const [code] = await load(
      '/site/src/core/first.ts',
      'export const first = <T,>(items: T[]): T | undefined => items[0];\n',
      {
        babel,
        swc: swc(),
      },
    );
    expect(code).toContain('export const first = (items)=>items[0]');
  });

  it('leaves to Gatsby’s Babel step the modules only its plugins understand', async () => {
    for (const source of [
      'import { graphql } from "gatsby"; export const query = graphql`{ site { id } }`;',
      'import { useStaticQuery } from "gatsby"; export const useData = () => useStaticQuery(q);',
      'import { Slice } from "gatsby"; export const Header = () => <Slice alias="header" />;',
      'import { debounce } from "lodash";',
    ]) {
      expect(await load('/site/src/hooks/useData.ts', source, { babel, swc: swc() })).toEqual([
        `babel:build-javascript:${source}`,
      ]);
    }
  });

  it('reports a syntax error', async () => {
    await expect(load('/site/src/broken.ts', 'export const = 1;', { babel, swc: swc() })).rejects.toThrow();
  });
});
