import { babelOncePerModule } from '../../../gatsby/babel-once';

const PAGE = '?__contentFilePath=/site/content/en/guide/start/index.mdx&export=default';
const babel = () => [{ loader: '/site/node_modules/gatsby/dist/utils/babel-loader.js' }];

/** Gatsby's JavaScript rule and the TypeScript plugin's rule, as Gatsby 5 configures them. */
function rules() {
  return [
    { test: /\.(js|mjs|jsx|ts|tsx)$/, include: () => true, use: babel },
    { test: /\.mdx?$/, use: () => [] },
    { test: /\.tsx?$/, use: babel },
  ];
}

/** Whether a rule applies to a module with this query, as webpack reads a `resourceQuery` condition. */
function applies(rule: object, query: string): boolean {
  const condition = (rule as { resourceQuery?: unknown }).resourceQuery;
  if (condition === undefined) return true;
  if (condition instanceof RegExp) return condition.test(query);
  return !(condition as { not: RegExp[] }).not.some((pattern) => pattern.test(query));
}

const passes = (all: ReturnType<typeof rules>, query: string) =>
  [all[0]!, all[2]!].filter((rule) => applies(rule, query)).length;

describe('babelOncePerModule', () => {
  it('gives a theme module one Babel pass in every stage', () => {
    for (const production of [true, false]) {
      const all = rules();
      babelOncePerModule(all, { production });
      expect(passes(all, '')).toBe(1);
      expect(passes(all, '?raw')).toBe(1);
    }
  });

  it('keeps the TypeScript rule for page modules, which the layout loader reads as JavaScript', () => {
    const all = rules();
    babelOncePerModule(all, { production: true });
    expect(applies(all[2]!, PAGE)).toBe(true);
    expect(passes(all, PAGE)).toBe(1);
  });

  it('keeps both passes over page modules in develop, where Fast Refresh needs the last one', () => {
    const all = rules();
    babelOncePerModule(all, { production: false });
    expect(passes(all, PAGE)).toBe(2);
  });

  it('changes nothing when Gatsby’s rule does not cover TypeScript', () => {
    const all = rules();
    all[0]!.test = /\.(js|mjs|jsx)$/;
    babelOncePerModule(all, { production: true });
    expect(all.map((rule) => 'resourceQuery' in rule)).toEqual([false, false, false]);
  });
});
