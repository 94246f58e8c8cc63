import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { evalSourceMapOptions, PACKAGE_MODULE, SourceMapsForSiteCode } from '../../../gatsby/develop-source-maps';

describe('PACKAGE_MODULE', () => {
  it("matches installed packages and Gatsby's runtime in .cache, not the site's own files", () => {
    expect(PACKAGE_MODULE.test('/site/node_modules/react-dom/index.js')).toBe(true);
    expect(PACKAGE_MODULE.test('/site/.cache/app.js')).toBe(true);
    expect(PACKAGE_MODULE.test('C:\\site\\node_modules\\react\\index.js')).toBe(true);
    expect(PACKAGE_MODULE.test('/site/src/components/NavBar/NavBar.tsx')).toBe(false);
    expect(PACKAGE_MODULE.test('/site/content/en/guide/start/index.mdx')).toBe(false);
    expect(PACKAGE_MODULE.test('/site/gatsby-browser.tsx')).toBe(false);
  });
});

describe('evalSourceMapOptions', () => {
  it("are webpack's for eval-cheap-module-source-map, with the packages left out", () => {
    expect(evalSourceMapOptions({ devtoolModuleFilenameTemplate: 'webpack://[resource-path]' })).toEqual({
      moduleFilenameTemplate: 'webpack://[resource-path]',
      fallbackModuleFilenameTemplate: undefined,
      namespace: undefined,
      module: true,
      columns: false,
      exclude: PACKAGE_MODULE,
    });
  });
});

describe('SourceMapsForSiteCode', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'develop-source-maps-'));
    mkdirSync(path.join(dir, 'src'));
    mkdirSync(path.join(dir, 'node_modules/some-package'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules/some-package/index.js'), 'exports.shout = (text) => text + "!";\n');
    writeFileSync(
      path.join(dir, 'src/index.js'),
      'const { shout } = require("some-package");\nconsole.log(shout("site"));\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("wraps the site's modules in an eval with their map, and leaves the packages' plain and unmapped", async () => {
    const asked = new Map<string, boolean | undefined>();
    const compiler = webpack({
      mode: 'development',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist'), filename: 'main.js' },
      devtool: false,
      cache: false,
      plugins: [
        new SourceMapsForSiteCode() as unknown as webpack.WebpackPluginInstance,
        {
          apply(c: webpack.Compiler) {
            c.hooks.compilation.tap('record', (compilation) => {
              compilation.hooks.succeedModule.tap('record', (module) => {
                const { resource, useSourceMap } = module as webpack.NormalModule;
                asked.set(path.relative(dir, resource), useSourceMap);
              });
            });
          },
        },
      ],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    const bundle = readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    /** A module's part of the bundle: from its key to the end of its function. */
    const moduleText = (key: string) => {
      const from = bundle.indexOf(`"${key}":`);
      return bundle.slice(from, bundle.indexOf('/***/ })', from));
    };
    const siteModule = moduleText('./src/index.js');
    expect(siteModule).toContain('eval(');
    expect(siteModule).toContain('sourceMappingURL=data:application/json');
    const packageModule = moduleText('./node_modules/some-package/index.js');
    expect(packageModule).toContain('exports.shout = (text) => text + "!";');
    expect(packageModule).not.toContain('eval(');
    expect(asked).toEqual(
      new Map([
        ['src/index.js', true],
        [path.join('node_modules/some-package/index.js'), false],
      ]),
    );
  });
});
