import { compileMdxOncePerBuild, MDX_COMPILE_ONCE_LOADER } from '../../../gatsby/build-mdx-once';

const mockCompile = jest.fn(async (source: string) => `compiled(${source})`);
jest.mock('gatsby-plugin-mdx/dist/gatsby-mdx-loader', () => ({ default: (source: string) => mockCompile(source) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const mdxCompileOnce = require('../../../gatsby/loaders/mdx-compile-once.js') as (source: string) => void;

/** Runs the loader as webpack would, for one compilation. */
function load(resourcePath: string, source: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath,
      async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code)),
    };
    mdxCompileOnce.call(context, source);
  });
}

describe('mdx-compile-once loader', () => {
  beforeEach(() => mockCompile.mockClear());

  it('compiles a file once for two compilations asking at the same time', async () => {
    const results = await Promise.all([load('/site/content/en/a.mdx', '# A'), load('/site/content/en/a.mdx', '# A')]);
    expect(results).toEqual(['compiled(# A)', 'compiled(# A)']);
    expect(mockCompile).toHaveBeenCalledTimes(1);
  });

  it('compiles again when the file changed, and keeps files apart', async () => {
    await load('/site/content/en/b.mdx', '# B');
    expect(await load('/site/content/en/b.mdx', '# B2')).toBe('compiled(# B2)');
    expect(await load('/site/content/zh/b.mdx', '# B')).toBe('compiled(# B)');
    expect(mockCompile).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed mockCompile', async () => {
    mockCompile.mockRejectedValueOnce(new Error('bad MDX'));
    await expect(load('/site/content/en/c.mdx', '<C')).rejects.toThrow('bad MDX');
    expect(await load('/site/content/en/c.mdx', '<C')).toBe('compiled(<C)');
  });
});

describe('compileMdxOncePerBuild', () => {
  it('swaps the plugin’s loader for the shared one, keeping its options and the other steps', () => {
    const options = { options: {}, getNode: () => undefined };
    const rules = [
      {
        test: /\.mdx?$/,
        use: () => [
          { loader: '/site/node_modules/babel-loader/lib/index.js' },
          { loader: '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader', options },
        ],
      },
      { test: /\.css$/, use: () => [{ loader: '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader' }] },
    ];
    compileMdxOncePerBuild(rules);
    expect(rules[0]!.use()).toEqual([
      { loader: '/site/node_modules/babel-loader/lib/index.js' },
      { loader: MDX_COMPILE_ONCE_LOADER, options },
    ]);
    expect(rules[1]!.use()[0]!.loader).toMatch(/gatsby-mdx-loader$/);
  });
});
