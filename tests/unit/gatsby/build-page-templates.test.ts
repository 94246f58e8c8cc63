import { babelQueryOf, compilePageTemplatesOnce } from '../../../gatsby/build-page-templates';
import { ONCE_PER_INPUT_LOADER } from '../../../gatsby/once-per-input';

const GATSBY_BABEL = '/site/node_modules/gatsby/dist/utils/babel-loader.js';
const PAGE = '?__contentFilePath=/site/content/en/guide/start/index.mdx';

type Options = { resourceQuery?: string; stage?: string };
type Steps = { loader: string; options?: Options | { loader: string; options: Options } }[];

/** The two rules Gatsby and gatsby-plugin-mdx give a page module, as functions of its query. */
function pageRules() {
  return [
    {
      test: /\.(js|mjs|jsx|ts|tsx)$/,
      use: ({ resourceQuery }: { resourceQuery: string }) => [
        { loader: GATSBY_BABEL, options: { stage: 'build-javascript', resourceQuery } },
      ],
    },
    {
      test: /\.[tj]sx?$/,
      resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/,
      use: ({ resourceQuery }: { resourceQuery: string }) => [
        { loader: GATSBY_BABEL, options: { stage: 'build-javascript', resourceQuery } },
        { loader: '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader' },
      ],
    },
  ];
}

const stepsFor = (rule: { use: unknown }, resourceQuery: string) =>
  (rule.use as (info: { resourceQuery: string }) => Steps)({ resourceQuery });

describe('babelQueryOf', () => {
  it('keeps only which export a page module is for', () => {
    expect(babelQueryOf(`${PAGE}&export=default`)).toBe('?export=default');
    expect(babelQueryOf(`${PAGE}&export=head`)).toBe('?export=head');
    expect(babelQueryOf(PAGE)).toBe('');
  });
});

describe('compilePageTemplatesOnce', () => {
  it('runs Gatsby’s Babel step once for every page of one export, with the same query', () => {
    const rules = pageRules();
    compilePageTemplatesOnce(rules);
    const first = stepsFor(rules[0]!, `${PAGE}&export=head`);
    const second = stepsFor(rules[0]!, '?__contentFilePath=/site/content/zh/index.mdx&export=head');
    expect(first).toEqual(second);
    expect(first).toEqual([
      {
        loader: ONCE_PER_INPUT_LOADER,
        options: { loader: GATSBY_BABEL, options: { stage: 'build-javascript', resourceQuery: '?export=head' } },
      },
    ]);
  });

  it('leaves other modules’ steps alone', () => {
    const rules = pageRules();
    compilePageTemplatesOnce(rules);
    expect(stepsFor(rules[0]!, '?raw')).toEqual([
      { loader: GATSBY_BABEL, options: { stage: 'build-javascript', resourceQuery: '?raw' } },
    ]);
  });

  it('drops the second Babel pass over the wrapped template, keeping the layout loader', () => {
    const rules = pageRules();
    compilePageTemplatesOnce(rules);
    expect(stepsFor(rules[1]!, `${PAGE}&export=default`)).toEqual([
      { loader: '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader' },
    ]);
  });
});
