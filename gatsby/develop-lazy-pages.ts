/**
 * `gatsby develop` compiles a page when it is first visited, not every MDX page before the
 * server answers.
 * - Browser bundle: each page component is a dynamic import of a template (with the page's MDX
 *   file as its query); webpack 5's lazy compilation turns those imports into stubs that ask the
 *   development server to compile the page the first time the browser loads (or hovers a link
 *   to) it, then swap it in by hot update.
 * - Static queries: Gatsby finds the static queries a page needs by walking webpack's module
 *   graph from the page component, which a page not yet compiled does not have. Making every
 *   file that holds a static query an entry module lets Gatsby count its queries as global: every
 *   page's data lists them from the start (develop only; the site's static queries live in the
 *   layout every page renders anyway).
 * - The HTML renderer develop builds once at start renders the empty shell of `/` only; it
 *   imports the page components for server rendering in develop, which is off here, so it gets
 *   an empty module in their place instead of compiling every page for Node too.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileSoon, type DevelopCompiler } from './develop-compile-soon';

interface DevelopConfig {
  entry: Record<string, string[]>;
  experiments?: Record<string, unknown>;
  resolve: { alias?: Record<string, unknown> };
}

interface Module {
  nameForCondition(): string | null;
  resource?: string;
}

const TEMPLATES = path.resolve('src/templates') + path.sep;

/**
 * Each URL the browser opens to keep compiled pages alive names every page of the session;
 * the default Node limit on request headers (16 KB) would refuse it after some 50 pages.
 */
const MAX_HEADER_BYTES = 4 * 1024 * 1024;

type Backend = (compiler: DevelopCompiler, callback: (...results: unknown[]) => void) => void;

/**
 * Webpack's own backend for lazy compilation (a server the browser tells which pages it uses),
 * told to compile through compileSoon: its plain `watching.invalidate()` does nothing while
 * Gatsby holds the watcher suspended, and a page would then wait for an unrelated recompile.
 */
function lazyBackend(): Backend {
  // Resolved from the project, at run time: Gatsby bundles this file, and its bundler would
  // rewrite a plain `require`. The factory `experiments.lazyCompilation` uses by default; it is
  // not part of webpack's typed API.
  const projectRequire = createRequire(path.resolve('package.json'));
  const createBackend = projectRequire('webpack/lib/hmr/lazyCompilationBackend') as (options: object) => Backend;
  const backend = createBackend({
    client: projectRequire.resolve('webpack/hot/lazy-compilation-web.js'),
    server: { maxHeaderSize: MAX_HEADER_BYTES },
  });
  return (compiler, callback) => {
    const watching = { invalidate: () => compileSoon(compiler) };
    backend(Object.create(compiler, { watching: { get: () => (compiler.watching ? watching : undefined) } }), callback);
  };
}

/** A module of a page template (alone, or with a page's MDX file as its query). */
export function isPageModule(resource: string): boolean {
  return resource.startsWith(TEMPLATES);
}

/**
 * The browser bundle of `gatsby develop`: lazy pages but those in `compiledAtStart` (resources
 * of page modules), static-query files as entries.
 */
export function compilePagesOnFirstVisit(
  config: DevelopConfig,
  staticQueryFiles: string[],
  compiledAtStart: ReadonlySet<string> = new Set(),
): void {
  config.experiments = {
    ...config.experiments,
    lazyCompilation: {
      entries: false,
      imports: true,
      test: (module: Module) =>
        isPageModule(module.nameForCondition() ?? '') && !compiledAtStart.has(module.resource ?? ''),
      backend: lazyBackend(),
    },
  };
  const commons = config.entry.commons ?? [];
  const extra = staticQueryFiles.map((file) => path.resolve(file)).filter((file) => !commons.includes(file));
  config.entry.commons = [...commons, ...[...new Set(extra)].sort()];
}

/** The HTML renderer of `gatsby develop` without the page components (unless it renders pages). */
export function shellRendererWithoutPages(config: DevelopConfig): void {
  if (process.env.GATSBY_EXPERIMENTAL_DEV_SSR) return;
  // First in the list: webpack uses the first alias that matches, and Gatsby's `$virtual` matches too.
  config.resolve.alias = { '$virtual/async-requires$': false, ...config.resolve.alias };
}
