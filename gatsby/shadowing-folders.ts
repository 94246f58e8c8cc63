/**
 * Gatsby asks whether a theme shadows a component for every page it creates and, in webpack, for
 * every module it resolves under a plugin's folder, the site's own `src` included. For each plugin
 * it lists the folder where a shadowing file would be (`readdirSync`, which throws for a missing
 * one). createPage memoises the answer by the component's path, but gatsby-plugin-mdx puts the
 * page's content file in that path (`DocPage.tsx?__contentFilePath=…`), so every one of ~350
 * pages asked again (0.15–0.2 s of each createPages); webpack memoises nothing and asked for each
 * page module and each import of the site's modules (0.5–0.7 s of a cold browser bundle).
 *
 * Those folders are the same few for all of them, and on this site none exists. Whether a folder
 * exists is now checked once per process, and Gatsby's lookup runs only for a component with one
 * of its shadowing folders in place; without any, its answer is none. What each page still asked
 * is kept too: the theme its component file belongs to, and whether any of its folders exists
 * (their `path.join` calls were half of createPages in a profile). As with Gatsby's own memo
 * and develop's resolutions (resolve-cached.ts), a shadowing folder made while develop runs is
 * seen at the next start.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { requireFromGatsby } from './require-from-gatsby';

interface Theme {
  themeName: string;
  themeDir: string;
}

interface Lookup {
  theme: Theme;
  component: string;
  originalRequestComponent: string;
}

interface ShadowingResolver {
  projectRoot: string;
  themes: Theme[];
  resolveComponentPath(lookup: Lookup): string | null;
  getThemeAndComponent(filepath: string): [Theme, string] | [null, null];
}

/** The name of Gatsby's webpack resolver plugin for theme shadowing. */
const SHADOWING_PLUGIN = 'GatsbyThemeComponentShadowingResolverPlugin';

type Resolve = ShadowingResolver['resolveComponentPath'] & { onlyWhereFoldersExist?: true };

/**
 * Gatsby's split of a component path (gatsby-core-utils' `splitComponentPath`): the component,
 * then its content file without the export the browser bundle adds, when it has one.
 */
export type SplitComponentPath = (componentPath: string) => string[];

/** Where files shadowing a theme's components would be: under the site's `src`, then the other plugins'. */
function shadowingRoots(resolver: ShadowingResolver, theme: Theme): string[] {
  const others = resolver.themes.filter(({ themeName }) => themeName !== theme.themeName).reverse();
  return [
    path.join(resolver.projectRoot, 'src', theme.themeName),
    ...others.map(({ themeDir }) => path.join(themeDir, 'src', theme.themeName)),
  ];
}

/** The folders Gatsby's lookup lists for a component of a theme. */
function shadowingFolders(resolver: ShadowingResolver, theme: Theme, component: string): string[] {
  return shadowingRoots(resolver, theme).map((root) => path.dirname(path.join(root, component)));
}

/** Whether a folder exists, asked of the file system once per folder. */
function folderExistsOnce(): (folder: string) => boolean {
  const known = new Map<string, boolean>();
  return (folder) => {
    let exists = known.get(folder);
    if (exists === undefined) {
      exists = statSync(folder, { throwIfNoEntry: false })?.isDirectory() ?? false;
      known.set(folder, exists);
    }
    return exists;
  };
}

/** Wraps Gatsby's lookup so that it runs only where a shadowing folder exists (see above). */
export function resolveWhereFoldersExist(
  resolve: Resolve,
  split: SplitComponentPath,
  folderExists: (folder: string) => boolean = folderExistsOnce(),
): Resolve {
  // Whether any folder exists, by theme and component: the same few for every page.
  const anyFolder = new Map<string, boolean>();
  const where: Resolve = function (this: ShadowingResolver, lookup: Lookup) {
    const [component = lookup.component] = split(lookup.component);
    const key = `${this.projectRoot}\0${lookup.theme.themeName}\0${component}`;
    let exists = anyFolder.get(key);
    if (exists === undefined) {
      exists = shadowingFolders(this, lookup.theme, component).some(folderExists);
      anyFolder.set(key, exists);
    }
    return exists ? resolve.call(this, lookup) : null;
  };
  where.onlyWhereFoldersExist = true;
  return where;
}

type FindTheme = ShadowingResolver['getThemeAndComponent'];

/**
 * Wraps Gatsby's search for the theme a component belongs to (a `path.join` per plugin, and for
 * every page, as createPage builds a new resolver each time) so that it runs once per component
 * file: the component in its answer is cut from the path as Gatsby cuts it, content file included.
 * Keyed by the project and its number of plugins, which do not change while a process runs.
 */
export function themeFoundOncePerFile(find: FindTheme, split: SplitComponentPath): FindTheme {
  const found = new Map<string, { theme: Theme; themeSrc: string } | null>();
  return function (this: ShadowingResolver, filepath: string) {
    const [file = filepath] = split(filepath);
    const key = `${this.projectRoot}\0${this.themes.length}\0${file}`;
    let match = found.get(key);
    if (match === undefined) {
      const [theme] = find.call(this, file);
      match = theme ? { theme, themeSrc: path.join(theme.themeDir, 'src') } : null;
      found.set(key, match);
    }
    return match ? [match.theme, filepath.split(match.themeSrc)[1] ?? ''] : [null, null];
  };
}

/**
 * Takes Gatsby's shadowing plugin out of webpack's resolver when no theme has a shadowing folder at
 * all: it would then change no resolution, and its hooks still ran for every module resolved under
 * a plugin's folder, the site's `src` included (another 0.5–0.7 s of a cold browser bundle).
 */
export function withoutShadowingWhereNothingShadows(
  resolve: { plugins?: unknown[] },
  folderExists: (folder: string) => boolean = folderExistsOnce(),
): void {
  const isShadowing = (plugin: unknown): plugin is ShadowingResolver =>
    (plugin as { constructor?: { name?: string } } | null)?.constructor?.name === SHADOWING_PLUGIN;
  const shadowing = resolve.plugins?.find(isShadowing);
  if (!shadowing) return;
  const anyFolder = shadowing.themes.some((theme) => shadowingRoots(shadowing, theme).some(folderExists));
  if (!anyFolder) resolve.plugins = resolve.plugins?.filter((plugin) => plugin !== shadowing);
}

/** Makes the Gatsby process this runs in look shadowing files up only where their folders exist. */
export function shadowingOnlyWhereFoldersExist(): void {
  // Resolved from the site at run time: Gatsby bundles this file, and its bundler rewrites `require`.
  const load = createRequire(path.resolve('package.json'));
  const resolver = load('gatsby/dist/internal-plugins/webpack-theme-component-shadowing') as {
    prototype: { resolveComponentPath: Resolve; getThemeAndComponent: FindTheme };
  };
  const { prototype } = resolver;
  if (prototype.resolveComponentPath.onlyWhereFoldersExist) return;
  const coreUtils = requireFromGatsby()('gatsby-core-utils') as {
    splitComponentPath: SplitComponentPath;
  };
  prototype.resolveComponentPath = resolveWhereFoldersExist(
    prototype.resolveComponentPath,
    coreUtils.splitComponentPath,
  );
  prototype.getThemeAndComponent = themeFoundOncePerFile(prototype.getThemeAndComponent, coreUtils.splitComponentPath);
}
