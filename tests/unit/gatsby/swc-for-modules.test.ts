import path from 'node:path';
import {
  browserTargets,
  compiledBySwc,
  compileModulesWithSwc,
  SWC_OR_BABEL_LOADER,
  swcOptionsFor,
} from '../../../gatsby/swc-for-modules';

const ROOT = path.join(__dirname, '../../..');
const GATSBY_BABEL = path.join(ROOT, 'node_modules/gatsby/dist/utils/babel-loader.js');

describe('compiledBySwc', () => {
  const at = (file: string) => path.join(ROOT, file);
  it('takes the site’s own modules in every bundle', () => {
    expect(compiledBySwc(at('src/components/Pager/Pager.tsx'), 'build-javascript', ROOT)).toBe(true);
    expect(compiledBySwc(at('gatsby-browser.tsx'), 'develop-html', ROOT)).toBe(true);
    expect(compiledBySwc(at('gatsby-ssr.tsx'), 'build-html', ROOT)).toBe(true);
  });

  it('takes Gatsby’s runtime for the HTML renderers only, whose classes Babel leaves native too', () => {
    expect(compiledBySwc(at('.cache/loader.js'), 'build-html', ROOT)).toBe(true);
    expect(compiledBySwc(at('.cache/loader.js'), 'develop-html', ROOT)).toBe(true);
    expect(compiledBySwc(at('.cache/loader.js'), 'build-javascript', ROOT)).toBe(false);
  });

  it('leaves packages and files outside the site to Babel', () => {
    expect(compiledBySwc(at('node_modules/gatsby-plugin-react-i18next/dist/index.js'), 'build-html', ROOT)).toBe(false);
    expect(compiledBySwc('/elsewhere/src/a.ts', 'build-javascript', ROOT)).toBe(false);
  });
});

describe('swcOptionsFor', () => {
  it('compiles for the site’s browsers in the browser bundle', () => {
    expect(browserTargets(ROOT)).toBe('defaults and fully supports es6-module');
    expect(swcOptionsFor('build-javascript', ROOT)).toEqual({
      env: { targets: 'defaults and fully supports es6-module' },
      jsc: { transform: { react: { runtime: 'automatic', importSource: 'react' } } },
    });
  });

  it('compiles for this Node.js in the HTML renderers', () => {
    expect(swcOptionsFor('build-html', ROOT).env).toEqual({ targets: { node: process.versions.node } });
  });
});

describe('compileModulesWithSwc', () => {
  const gatsbyRule = () => ({
    test: /\.(js|mjs|jsx|ts|tsx)$/,
    use: () => [{ loader: GATSBY_BABEL, options: { stage: 'build-javascript' } }],
  });

  it('runs Gatsby’s Babel step through the SWC-or-Babel loader for the modules SWC takes', () => {
    const rules = [gatsbyRule()];
    compileModulesWithSwc(rules, 'build-javascript', ROOT);
    const use = rules[0]!.use as (info: { resource: string }) => unknown[];
    expect(use({ resource: path.join(ROOT, 'src/layouts/DocLayout.tsx') })).toEqual([
      {
        loader: SWC_OR_BABEL_LOADER,
        options: {
          babel: { loader: GATSBY_BABEL, options: { stage: 'build-javascript' } },
          swc: swcOptionsFor('build-javascript', ROOT),
        },
      },
    ]);
    expect(use({ resource: path.join(ROOT, '.cache/production-app.js') })).toEqual([
      { loader: GATSBY_BABEL, options: { stage: 'build-javascript' } },
    ]);
  });

  it('leaves develop’s browser bundle to Babel', () => {
    const rules = [gatsbyRule()];
    compileModulesWithSwc(rules, 'develop', ROOT);
    const use = rules[0]!.use as (info: { resource: string }) => unknown[];
    expect(use({ resource: path.join(ROOT, 'src/layouts/DocLayout.tsx') })).toEqual([
      { loader: GATSBY_BABEL, options: { stage: 'build-javascript' } },
    ]);
  });

  it('leaves other rules alone', () => {
    const css = { test: /\.css$/, use: () => [{ loader: 'css-loader' }] };
    compileModulesWithSwc([css], 'build-html', ROOT);
    expect(css.use()).toEqual([{ loader: 'css-loader' }]);
  });
});
