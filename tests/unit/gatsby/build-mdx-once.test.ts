import { compileMdxOncePerBuild } from '../../../gatsby/build-mdx-once';
import { ONCE_PER_INPUT_LOADER } from '../../../gatsby/once-per-input';

describe('compileMdxOncePerBuild', () => {
  it('runs the plugin’s loader once per input, keeping its options and the other steps', () => {
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
      {
        loader: ONCE_PER_INPUT_LOADER,
        options: { loader: '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader', options },
      },
    ]);
    expect(rules[1]!.use()[0]!.loader).toMatch(/gatsby-mdx-loader$/);
  });
});
