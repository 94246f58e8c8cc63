/**
 * Webpack settings.
 * - Every stage that bundles the site's code: one compile per TypeScript module
 *   (gatsby/babel-once.ts), by SWC (but in develop's browser bundle) unless it holds what only
 *   Gatsby's Babel plugins handle (gatsby/swc-for-modules.ts).
 * - Every stage: `i18next` resolves to src/i18n/i18next-lite.ts, the part of its API the site
 *   uses (server and browser alike, so both render the same strings).
 * - The bundles (not the develop renderer): no symlink checks in resolution, and in develop each
 *   import resolved once per session (gatsby/resolve-cached.ts).
 * - Browser bundles (develop and production): every stylesheet is a CSS module with its own
 *   class names, so the order in which chunks pull them into the extracted stylesheet cannot
 *   change a rule's effect: mini-css-extract-plugin is told so instead of warning about
 *   "conflicting order".
 * - Production: each MDX page is its own chunk; named chunk files would make the webpack
 *   runtime, which every page loads, carry the long name of all ~400 chunks, so files are
 *   named by hash. No source maps for the browser bundle: no reader loads them, and they
 *   doubled the size of `public/`. SWC minifies the bundle (gatsby/build-minify.ts).
 * - Production builds (browser and HTML renderer): the JavaScript that MDX compiles a page to
 *   goes to webpack as it is, without Babel. It is plain modern JavaScript every target
 *   browser and Node read as is (no JSX, no TypeScript, no GraphQL), and Babel's pass over
 *   ~380 pages in both builds was a fifth of the build time. Develop keeps Babel for Fast
 *   Refresh. The page modules (a template wrapped around a page's MDX) get one Babel pass with
 *   one config, not two passes with a config per page (gatsby/build-page-templates.ts).
 * - Production builds and develop: chunk files are not kept in webpack's persistent cache,
 *   only the modules' generated code they are rendered from; develop keeps the last rendering
 *   of each in memory (gatsby/chunk-files-not-persisted.ts).
 * - HTML renderer: compiled in a process of its own beside the browser bundle
 *   (gatsby/build-renderer-beside.ts); no scope hoisting, and no source maps for the page
 *   chunks Gatsby never reads (gatsby/build-html-lean.ts).
 * - Both HTML renderers: the environment variables the browser bundle gets, not every one of
 *   the shell's, whose list changed the cache key of every module (gatsby/renderer-env.ts).
 * - Develop: pages are compiled when first visited (gatsby/develop-lazy-pages.ts), but the
 *   last ones of the previous session come with the first bundle
 *   (gatsby/develop-recent-pages.ts); a saved file is compiled at once, without waiting for
 *   Gatsby's data work, which waits for that compile instead
 *   (gatsby/develop-compile-soon.ts, gatsby/develop-mdx-body.ts, gatsby/develop-bundle-first.ts);
 *   without Gatsby's ESLint plugin, which linted none of the site's TypeScript
 *   (gatsby/develop-without-eslint.ts); webpack's cache is stored before develop exits
 *   (gatsby/develop-store-cache-on-exit.ts) and its modules are checked by content when a
 *   file's time changed (gatsby/develop-snapshot-by-content.ts), in both develop bundles; source
 *   maps for the site's modules, not the packages' (gatsby/develop-source-maps.ts); the hot
 *   middleware's stats of each compile without the list of every module (gatsby/develop-hot-stats.ts).
 * - Every persistent cache packs the items of each page together, so that an edit rewrites the
 *   pack of its page, not one of every module (gatsby/cache-packs-by-page.ts).
 * - Every persistent cache depends on a digest of the lockfile and the site's compiled code
 *   instead of the modules Gatsby loaded, which webpack walked file by file
 *   (gatsby/webpack-build-version.ts).
 * - Browser bundles: Gatsby's map of static queries to pages parses each module's path once,
 *   not once per page component (gatsby/static-query-mapper-once.ts).
 * - Every stage: theme shadowing is looked up only where its folders exist, and webpack's resolver
 *   goes without Gatsby's shadowing plugin where none does (gatsby/shadowing-folders.ts; the
 *   renderer's own process has not run onPreBootstrap, which does the former in the build's).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { babelOncePerModule } from './babel-once';
import { packCacheByPage } from './cache-packs-by-page';
import { leanHtmlRenderer } from './build-html-lean';
import { ChunkFilesNotPersisted } from './chunk-files-not-persisted';
import { minifyWithSwc } from './build-minify';
import { compilePageTemplatesOnce } from './build-page-templates';
import { nodeChangesWaitForCompile, TrackCompiles } from './develop-bundle-first';
import { CompileAfterChange, type SavedFiles } from './develop-compile-soon';
import { HotStatsWithoutModules } from './develop-hot-stats';
import { compilePagesOnFirstVisit, isPageModule, shellRendererWithoutPages } from './develop-lazy-pages';
import { mdxLoaderReadsFiles } from './develop-mdx-body';
import { readRecentPages, RememberRecentPages } from './develop-recent-pages';
import { snapshotByContent } from './develop-snapshot-by-content';
import { SourceMapsForSiteCode } from './develop-source-maps';
import { StoreCacheOnExit } from './develop-store-cache-on-exit';
import { withoutGatsbyEslint } from './develop-without-eslint';
import { cacheDependsOnBuildVersion } from './webpack-build-version';
import { rendererWithBrowserEnv } from './renderer-env';
import { resolveOnce } from './resolve-cached';
import { shadowingOnlyWhereFoldersExist, withoutShadowingWhereNothingShadows } from './shadowing-folders';
import { staticQueryMapperOncePerModule } from './static-query-mapper-once';
import { compileModulesWithSwc } from './swc-for-modules';

interface ExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

interface Rule {
  test?: unknown;
  use?: unknown;
}

interface WebpackConfig {
  entry: Record<string, string[]>;
  experiments?: Record<string, unknown>;
  resolve: { alias?: Record<string, unknown>; symlinks?: boolean; plugins?: unknown[] };
  plugins: (
    | ExtractPlugin
    | CompileAfterChange
    | TrackCompiles
    | StoreCacheOnExit
    | ChunkFilesNotPersisted
    | SourceMapsForSiteCode
  )[];
  output: { chunkFilename: string; sourceMapFilename?: string };
  devtool: unknown;
  optimization: Parameters<typeof minifyWithSwc>[0] & { concatenateModules?: boolean };
  module: { rules: Rule[]; unsafeCache?: unknown };
  snapshot?: Record<string, unknown>;
  cache?: Parameters<typeof cacheDependsOnBuildVersion>[0]['cache'];
}

/** gatsby-plugin-mdx's rule for `.md`/`.mdx` is [Babel, MDX compiler]: keep the compiler only. */
function compileMdxWithoutBabel(rules: Rule[]) {
  for (const rule of rules) {
    if (String(rule.test) !== String(/\.mdx?$/) || typeof rule.use !== 'function') continue;
    const stepsOf = rule.use as (info: unknown) => { loader?: string }[];
    rule.use = (info: unknown) => stepsOf(info).filter((step) => !/babel-loader/.test(step.loader ?? ''));
  }
}

/** The files holding a static query, as Gatsby extracted them before bundling. */
function staticQueryFiles(getState: () => unknown): string[] {
  const state = getState() as { staticQueryComponents?: Map<string, { componentPath: string }> };
  return [...(state.staticQueryComponents?.values() ?? [])].map((query) => query.componentPath);
}

/** What develop's compile needs to know of a saved file (gatsby/develop-compile-soon.ts). */
function savedFilesOf(getState: () => unknown): SavedFiles {
  return {
    sourceFolder: path.resolve('src'),
    isPageOrQueryFile: (file) => {
      const state = getState() as { components?: Map<string, unknown> };
      // Gatsby names an MDX page's component by its template and content file: `Doc.tsx?__contentFilePath=…`.
      const pages = [...(state.components?.keys() ?? [])].map((component) => component.split('?')[0]);
      return pages.includes(file) || staticQueryFiles(getState).includes(file);
    },
    read: (file) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    },
  };
}

/** What every process that bundles changes in Gatsby and webpack (each patch applies once). */
function patchOncePerProcess() {
  shadowingOnlyWhereFoldersExist();
  packCacheByPage();
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  getConfig,
  actions,
  plugins,
  store,
  emitter,
}) => {
  patchOncePerProcess();
  actions.setWebpackConfig({
    resolve: { alias: { i18next$: path.resolve('src/i18n/i18next-lite.ts') } },
  });
  if (stage === 'develop-html') {
    const config = getConfig() as WebpackConfig;
    withoutShadowingWhereNothingShadows(config.resolve);
    babelOncePerModule(config.module.rules, { production: false });
    compileModulesWithSwc(config.module.rules, stage);
    shellRendererWithoutPages(config);
    rendererWithBrowserEnv(config, process.cwd(), process.env);
    snapshotByContent(config);
    cacheDependsOnBuildVersion(config);
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== 'build-javascript' && stage !== 'build-html' && stage !== 'develop') return;
  const config = getConfig() as WebpackConfig;
  withoutShadowingWhereNothingShadows(config.resolve);
  resolveOnce(config, { develop: stage === 'develop' });
  cacheDependsOnBuildVersion(config);
  config.plugins.push(new ChunkFilesNotPersisted({ keepInMemory: stage === 'develop' }));
  if (stage !== 'develop') {
    compileMdxWithoutBabel(config.module.rules);
    compilePageTemplatesOnce(config.module.rules);
  }
  // After compilePageTemplatesOnce, which drops Babel from the rules limited to page modules.
  babelOncePerModule(config.module.rules, { production: stage !== 'develop' });
  compileModulesWithSwc(config.module.rules, stage);
  if (stage === 'develop') {
    const recentPages = readRecentPages();
    compilePagesOnFirstVisit(
      config,
      staticQueryFiles(() => store.getState()),
      new Set(recentPages),
    );
    mdxLoaderReadsFiles(config.module.rules);
    config.plugins = withoutGatsbyEslint(config.plugins);
    config.plugins.push(
      new CompileAfterChange(
        emitter,
        savedFilesOf(() => store.getState()),
      ),
      new TrackCompiles(),
      new StoreCacheOnExit(),
      new RememberRecentPages(isPageModule, recentPages),
      new HotStatsWithoutModules(),
    );
    nodeChangesWaitForCompile();
    snapshotByContent(config);
    if (config.devtool === 'eval-cheap-module-source-map') {
      config.devtool = false;
      config.plugins.push(new SourceMapsForSiteCode());
    }
  }
  if (stage === 'build-javascript') {
    config.output.chunkFilename = '[contenthash].js';
    config.devtool = false;
    minifyWithSwc(config.optimization);
  }
  if (stage === 'build-html') {
    leanHtmlRenderer(config, (options) => plugins.sourceMapDevTool(options));
    rendererWithBrowserEnv(config, process.cwd(), process.env);
  }
  if (stage !== 'build-html') {
    config.plugins = staticQueryMapperOncePerModule(config.plugins);
    for (const plugin of config.plugins as ExtractPlugin[]) {
      if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true;
    }
  }
  actions.replaceWebpackConfig(config);
};
