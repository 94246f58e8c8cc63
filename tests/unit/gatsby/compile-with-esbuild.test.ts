import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The preloads are plain CommonJS, loaded by Node before Gatsby.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleGatsbyFiles } = require('../../../gatsby/preload/compile-with-esbuild') as {
  bundleGatsbyFiles(siteRoot: string): Promise<void>;
};

describe('the compile of gatsby-config.ts and gatsby-node.ts with esbuild', () => {
  let site: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  const compiled = (file: string) => path.join(site, '.cache', 'compiled', file);
  const load = (file: string): Record<string, unknown> => {
    const resolved = compiled(file);
    delete require.cache[resolved];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(resolved) as Record<string, unknown>;
  };

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'compile-gatsby-files-'));
    write(
      'gatsby-config.ts',
      "import path from 'node:path';\nexport default { content: path.join(__dirname, 'content') };\n",
    );
    write('gatsby-node.ts', "export { createPages, where } from './gatsby/pages';\n");
    write(
      'gatsby/pages.ts',
      "import path from 'node:path';\n" +
        'export const where = () => ({ dir: __dirname, file: __filename });\n' +
        'export const createPages = (): string => path.sep;\n',
    );
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('writes the files where Gatsby reads them, each module with the __dirname of its source', async () => {
    await bundleGatsbyFiles(site);
    expect((load('gatsby-config.js').default as { content: string }).content).toBe(path.join(site, 'content'));
    expect((load('gatsby-node.js').where as () => unknown)()).toEqual({
      dir: path.join(site, 'gatsby'),
      file: path.join(site, 'gatsby', 'pages.ts'),
    });
  });

  it('leaves packages as require calls, resolved from the site when Gatsby loads the file', async () => {
    write(
      'gatsby/pages.ts',
      "import { marked } from 'some-package';\nexport const createPages = (): unknown => marked;\n",
    );
    await bundleGatsbyFiles(site);
    expect(readFileSync(compiled('gatsby-node.js'), 'utf8')).toContain('require("some-package")');
  });

  it('compiles the gatsby-node.ts of a local plugin beside the site’s, as Gatsby looks it up', async () => {
    write('plugins/local-feed/gatsby-node.ts', 'export const onPostBuild = () => 1;\n');
    await bundleGatsbyFiles(site);
    expect((load('plugins/local-feed/gatsby-node.js').onPostBuild as () => number)()).toBe(1);
  });

  it('compiles the site’s worker scripts beside gatsby-node', async () => {
    write('gatsby/workers/job.ts', "import { where } from '../pages';\nexport const job = (): unknown => where();\n");
    await bundleGatsbyFiles(site);
    expect((load('gatsby/workers/job.js').job as () => unknown)()).toEqual({
      dir: path.join(site, 'gatsby'),
      file: path.join(site, 'gatsby', 'pages.ts'),
    });
  });

  it('leaves nothing of an earlier compile once a file is gone', async () => {
    await bundleGatsbyFiles(site);
    rmSync(path.join(site, 'gatsby-config.ts'));
    await bundleGatsbyFiles(site);
    expect(existsSync(compiled('gatsby-config.js'))).toBe(false);
    expect(existsSync(compiled('gatsby-node.js'))).toBe(true);
  });

  it('names the file, line and column of a syntax error', async () => {
    write('gatsby/pages.ts', 'export const createPages = () => {\n  const = 1;\n};\n');
    await expect(bundleGatsbyFiles(site)).rejects.toThrow(
      new RegExp(`^${path.join(site, 'gatsby', 'pages.ts').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:2:9: `),
    );
  });

  it('keeps the lines of a file that reads __dirname, and leaves a file its own __dirname', async () => {
    write('gatsby-config.ts', 'export default { content: __dirname };\nconst = 1;\n');
    await expect(bundleGatsbyFiles(site)).rejects.toThrow(/gatsby-config\.ts:2:7: /);
    write(
      'gatsby-config.ts',
      "import path from 'node:path';\nconst __dirname = path.join('/somewhere', 'else');\nexport default { content: __dirname };\n",
    );
    await bundleGatsbyFiles(site);
    expect((load('gatsby-config.js').default as { content: string }).content).toBe(path.join('/somewhere', 'else'));
  });

  it('names a local import that does not exist', async () => {
    write('gatsby-node.ts', "export { createPages } from './gatsby/missing';\n");
    await expect(bundleGatsbyFiles(site)).rejects.toThrow(
      /gatsby-node\.ts:1:\d+: Could not resolve "\.\/gatsby\/missing"/,
    );
  });

  it('takes the place of Gatsby’s compile step, which no longer loads Parcel', () => {
    const report = execFileSync(
      process.execPath,
      [
        '--require',
        path.resolve('gatsby/preload/compile-with-esbuild.js'),
        '-e',
        "const compile = require('gatsby/dist/utils/parcel/compile-gatsby-files');" +
          'const parcel = Object.keys(require.cache).filter((file) => file.includes("@parcel"));' +
          'console.log(JSON.stringify({ parcel, replaced: !compile.compileGatsbyFiles.toString().includes("runParcel") }));',
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(report)).toEqual({ parcel: [], replaced: true });
  });
});
