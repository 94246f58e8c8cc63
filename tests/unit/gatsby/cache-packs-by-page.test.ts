import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PAGE_ITEMS_PER_MARK,
  packCacheByPage,
  pageOfItem,
  REST_PER_MARK,
  requestsByPage,
} from '../../../gatsby/cache-packs-by-page';
import { ChunkFilesNotPersisted } from '../../../gatsby/chunk-files-not-persisted';

const CONTENT = '/site/content';
const pageOf = pageOfItem(CONTENT);

describe('pageOfItem', () => {
  it('names the content file of the items webpack keeps for a page', () => {
    const page = '/site/content/en/guide/basic/server.mdx';
    for (const identifier of [
      `Compilation/modules|/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js??[[missing ident]]!${page}`,
      `Compilation/modules|/site/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js??[[missing ident]]!/site/src/templates/DocPage.tsx?__contentFilePath=${page}`,
      `Compilation/codeGeneration|/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js??[[missing ident]]!${page}|render-page`,
      `ResolverCachePlugin|normal|default|dependencyType=|esm|path=|/site/src/templates|request=|${page}`,
      `FlagDependencyExportsPlugin|${page}`,
      `ResolverCachePlugin|normal|default|path=|/site/content/en/guide|request=|${page}`,
    ]) {
      expect(pageOf(identifier)).toBe(page);
    }
  });

  it('names none for the site code, the packages and files outside the content folder', () => {
    expect(pageOf('Compilation/modules|/site/src/templates/DocPage.tsx')).toBeUndefined();
    expect(pageOf('Compilation/modules|/site/node_modules/react/index.js')).toBeUndefined();
    expect(pageOf('Compilation/modules|/site/contents/en/a.mdx')).toBeUndefined();
    expect(pageOf('Compilation/modules|/site/content/en/data.mdx.json')).toBeUndefined();
  });
});

describe('requestsByPage', () => {
  it("puts each page's items together after the rest, pages in path order, a mark before the first", () => {
    const a = '/site/content/en/a.mdx';
    const b = '/site/content/en/b.mdx';
    const requests = [`m|${b}`, 'm|react', `m|${a}`, undefined, `c|${b}`, 'c|react', `r|${a}`, `m|${b}`];
    expect(requestsByPage(requests, pageOf)).toEqual([
      'm|react',
      undefined,
      'c|react',
      undefined,
      `m|${a}`,
      `r|${a}`,
      `m|${b}`,
      `c|${b}`,
    ]);
  });

  it('marks the rest every REST_PER_MARK requests, and pages once PAGE_ITEMS_PER_MARK items came', () => {
    const rest = Array.from({ length: REST_PER_MARK + 1 }, (_, i) => `m|module-${i}`);
    const half = PAGE_ITEMS_PER_MARK / 2 + 1;
    const page = (name: string) => Array.from({ length: half }, (_, i) => `m${i}|/site/content/${name}.mdx`);
    const ordered = requestsByPage([...page('c'), ...rest, ...page('b'), ...page('a')], pageOf);
    const marks = ordered.flatMap((identifier, at) => (identifier === undefined ? [at] : []));
    expect(marks).toEqual([REST_PER_MARK, REST_PER_MARK + 2, REST_PER_MARK + 3 + 2 * half]);
    expect(ordered[REST_PER_MARK + 3]).toBe('m0|/site/content/a.mdx');
    expect(ordered[REST_PER_MARK + 4 + 2 * half]).toBe('m0|/site/content/c.mdx');
  });

  it('puts last, after a mark, the items every build stores again', () => {
    const runtime = 'Compilation/codeGeneration|webpack/runtime/get javascript chunk filename|webpack-runtime';
    const css = 'Compilation/modules|css|/site/node_modules/css-loader/dist/cjs.js!/site/src/theme/global.css|0';
    const page = 'm|/site/content/a.mdx';
    expect(requestsByPage([runtime, page, css, 'm|react'], pageOf)).toEqual([
      'm|react',
      undefined,
      page,
      undefined,
      runtime,
      css,
    ]);
  });
});

describe('packCacheByPage, with webpack', () => {
  // Webpack as Node loads it (Gatsby's copy is the site's), not through the test runner's registry.
  const requireWebpack = createRequire(path.resolve('package.json'));
  const webpack = requireWebpack('webpack') as typeof import('webpack');
  let site: string;

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'packs-by-page-'));
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  function compile(): Promise<void> {
    const compiler = webpack({
      mode: 'development',
      context: site,
      entry: path.join(site, 'index.js'),
      output: { path: path.join(site, 'dist') },
      module: { rules: [{ test: /\.md$/, type: 'asset/source' }] },
      cache: { type: 'filesystem', cacheDirectory: path.join(site, 'cache'), buildDependencies: {} },
      infrastructureLogging: { level: 'none' },
      // As in the site's builds: a chunk file, which changes with any page, is not a cache item.
      plugins: [new ChunkFilesNotPersisted({ keepInMemory: false })],
    });
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(String(stats?.toString())));
        compiler.close((closeError) => (closeError ? reject(closeError) : resolve()));
      });
    });
  }

  function packs(): Map<string, string> {
    const folder = path.join(site, 'cache', 'default-development');
    return new Map(
      readdirSync(folder)
        .filter((file) => /^\d+\.pack$/.test(file))
        .map((file) => [
          file,
          createHash('sha1')
            .update(readFileSync(path.join(folder, file)))
            .digest('hex'),
        ]),
    );
  }

  it('rewrites only the pack of the page an edit changed', async () => {
    const pages = Array.from({ length: 300 }, (_, i) => `page-${String(i).padStart(3, '0')}.md`);
    mkdirSync(path.join(site, 'content'));
    // Pages of 16 KB, so that a pack of pages is over the 1 MB under which webpack merges packs.
    const text = (title: string) => `# ${title}\n${'A line of the page.\n'.repeat(800)}`;
    for (const page of pages) writeFileSync(path.join(site, 'content', page), text(page));
    // Imported by their full path, as Gatsby's page modules import a page's MDX file.
    writeFileSync(
      path.join(site, 'index.js'),
      pages
        .map(
          (page, i) => `import p${i} from ${JSON.stringify(path.join(site, 'content', page))};\nconsole.log(p${i});\n`,
        )
        .join(''),
    );
    expect(packCacheByPage(path.join(site, 'content'), requireWebpack)).toBe(true);

    await compile();
    const before = packs();
    expect(before.size).toBeGreaterThan(3);

    const edited = path.join(site, 'content', pages[150]!);
    writeFileSync(edited, text('edited'));
    const later = new Date(Date.now() + 10_000);
    utimesSync(edited, later, later);
    await compile();
    const after = packs();
    const rewritten = [...before].filter(([file, digest]) => after.get(file) !== digest).map(([file]) => file);
    expect(rewritten).toHaveLength(1);
    // Two real webpack compiles of 300 pages: about 3 s alone, over jest's 5 s on a busy machine.
  }, 30_000);
});
