import { validate } from 'webpack';
import { leanHtmlRenderer, PAGE_CHUNK, sourceMapOptions } from '../../../gatsby/build-html-lean';

const rendererConfig = () => ({
  devtool: 'source-map' as unknown,
  optimization: {} as { concatenateModules?: boolean; avoidEntryIife?: boolean },
  output: { devtoolModuleFilenameTemplate: 'webpack://[resource-path]' },
  plugins: [] as unknown[],
});

describe('leanHtmlRenderer', () => {
  it('keeps the entry in a function of its own, an option webpack knows', () => {
    const config = rendererConfig();
    leanHtmlRenderer(config, (options) => options);
    expect(config.optimization.avoidEntryIife).toBe(false);
    expect(() => validate({ optimization: config.optimization })).not.toThrow();
    // A misspelt option is refused, so the test fails if webpack renames the option.
    expect(() => validate({ optimization: { avoidEntryIIFE: false } } as never)).toThrow();
  });

  it('turns scope hoisting off and writes the source maps of every file but the page chunks', () => {
    const config = rendererConfig();
    leanHtmlRenderer(config, (options) => ({ sourceMaps: options }));
    expect(config.optimization.concatenateModules).toBe(false);
    expect(config.devtool).toBe(false);
    expect(config.plugins).toEqual([
      {
        sourceMaps: {
          filename: '[file].map[query]',
          moduleFilenameTemplate: 'webpack://[resource-path]',
          module: true,
          columns: true,
          exclude: PAGE_CHUNK,
        },
      },
    ]);
  });

  it('leaves out the page chunks only', () => {
    const { exclude } = sourceMapOptions({});
    expect(exclude.test('component---src-templates-doc-page-tsx-content-file-path-content-en-index-mdx.js')).toBe(true);
    expect(exclude.test('render-page.js')).toBe(false);
    expect(exclude.test('1771.js')).toBe(false);
  });

  it('adds no source maps to a renderer that has none', () => {
    const config = { ...rendererConfig(), devtool: false };
    leanHtmlRenderer(config, (options) => options);
    expect(config.plugins).toEqual([]);
  });
});
