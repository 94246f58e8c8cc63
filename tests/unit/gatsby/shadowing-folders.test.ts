import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  resolveWhereFoldersExist,
  themeFoundOncePerFile,
  withoutShadowingWhereNothingShadows,
  type SplitComponentPath,
} from '../../../gatsby/shadowing-folders';

// Gatsby's own split and resolver plugin, as the build loads them.
const load = createRequire(path.resolve('package.json'));
const { splitComponentPath } = createRequire(load.resolve('gatsby/package.json'))('gatsby-core-utils') as {
  splitComponentPath: SplitComponentPath;
};
const ShadowingPlugin = load('gatsby/dist/internal-plugins/webpack-theme-component-shadowing') as new (options: {
  projectRoot: string;
  themes: { themeName: string; themeDir: string }[];
  extensions: string[];
}) => {
  resolveComponentPath(lookup: {
    theme: { themeName: string; themeDir: string };
    component: string;
    originalRequestComponent: string;
  }): string | null;
  getThemeAndComponent(filepath: string): [{ themeName: string; themeDir: string }, string] | [null, null];
};

describe('theme shadowing looked up only where its folders exist', () => {
  let site: string;
  let gatsbyLookups: string[];
  const make = (file: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), '');
  };
  /** Gatsby's plugin with the wrapper; the lookups that reach Gatsby's code are counted. */
  const plugin = () => {
    const themes = [
      { themeName: 'default-site-plugin', themeDir: site },
      { themeName: 'gatsby-theme-docs', themeDir: path.join(site, 'node_modules', 'gatsby-theme-docs') },
    ];
    const instance = new ShadowingPlugin({ projectRoot: site, themes, extensions: ['.js', '.tsx'] });
    const gatsbys = instance.resolveComponentPath;
    instance.resolveComponentPath = resolveWhereFoldersExist(function (this: typeof instance, lookup) {
      gatsbyLookups.push(lookup.component);
      return gatsbys.call(this, lookup);
    }, splitComponentPath);
    return { instance, theme: themes[1]! };
  };

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'shadowing-'));
    gatsbyLookups = [];
    make('node_modules/gatsby-theme-docs/src/templates/DocPage.tsx');
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('answers none without asking Gatsby when no shadowing folder exists, for every page of a template', () => {
    const { instance, theme } = plugin();
    for (const content of ['/c/en/a.mdx', '/c/zh/b.mdx']) {
      const lookup = {
        theme,
        component: `/templates/DocPage.tsx?__contentFilePath=${content}`,
        originalRequestComponent: 'DocPage',
      };
      expect(instance.resolveComponentPath(lookup)).toBeNull();
    }
    expect(gatsbyLookups).toEqual([]);
  });

  it('finds the shadowing file, with the page’s content file, once its folder exists', () => {
    make('src/gatsby-theme-docs/templates/DocPage.tsx');
    const { instance, theme } = plugin();
    const lookup = {
      theme,
      component: '/templates/DocPage.tsx?__contentFilePath=/c/en/a.mdx',
      originalRequestComponent: 'DocPage',
    };
    expect(instance.resolveComponentPath(lookup)).toBe(
      `${path.join(site, 'src', 'gatsby-theme-docs', 'templates', 'DocPage.tsx')}?__contentFilePath=/c/en/a.mdx`,
    );
  });

  it('gives the answer Gatsby gives where a folder exists without the shadowing file', () => {
    make('src/gatsby-theme-docs/templates/Other.tsx');
    const { instance, theme } = plugin();
    expect(
      instance.resolveComponentPath({
        theme,
        component: '/templates/DocPage.tsx',
        originalRequestComponent: 'DocPage',
      }),
    ).toBeNull();
    expect(
      instance.resolveComponentPath({ theme, component: '/templates/Other.tsx', originalRequestComponent: 'Other' }),
    ).toBe(path.join(site, 'src', 'gatsby-theme-docs', 'templates', 'Other.tsx'));
  });

  it('takes Gatsby’s plugin out of webpack’s resolver only while no theme has a shadowing folder', () => {
    const other = { apply: () => undefined };
    const resolve = () => ({ plugins: [plugin().instance, other] });
    const without = resolve();
    withoutShadowingWhereNothingShadows(without);
    expect(without.plugins).toEqual([other]);
    make('src/gatsby-theme-docs/components/Note.tsx');
    const kept = resolve();
    withoutShadowingWhereNothingShadows(kept);
    expect(kept.plugins).toHaveLength(2);
  });

  it('finds the theme of a component once per file, with the answer Gatsby gives for each page', () => {
    const { instance } = plugin();
    const gatsbys = instance.getThemeAndComponent.bind(instance);
    const searched: string[] = [];
    instance.getThemeAndComponent = themeFoundOncePerFile(function (this: typeof instance, file) {
      searched.push(file);
      return gatsbys(file);
    }, splitComponentPath);
    const template = path.join(site, 'node_modules', 'gatsby-theme-docs', 'src', 'templates', 'DocPage.tsx');
    const paths = [
      `${template}?__contentFilePath=/c/en/a.mdx`,
      `${template}?__contentFilePath=/c/zh/b.mdx`,
      template,
      path.join(site, 'src', 'templates', 'Home.tsx'),
      path.join(site, 'other', 'file.js'),
      path.join(site, 'other', 'file.js'),
    ];
    for (const file of paths) expect(instance.getThemeAndComponent(file)).toEqual(gatsbys(file));
    expect(instance.getThemeAndComponent(paths[1]!)[1]).toBe('/templates/DocPage.tsx?__contentFilePath=/c/zh/b.mdx');
    expect(searched).toEqual([
      template,
      path.join(site, 'src', 'templates', 'Home.tsx'),
      path.join(site, 'other', 'file.js'),
    ]);
  });
});
