/**
 * Production builds: the HTML renderer is compiled in a second process while the build process
 * compiles the browser bundle, instead of after it. Gatsby runs the two webpack compilations one
 * after the other, each on one core; on this project's two-core machine they were 30 s and 22 s
 * of an 85 s cold build, and 4–5 s and 3–11 s of a build after one edit.
 *
 * The renderer's process (gatsby/processes/build-html-renderer.js) starts with Gatsby's bootstrap
 * (onPreBootstrap), which leaves the second core idle, and loads the site's config and plugins
 * meanwhile. Gatsby's build command calls `buildProductionBundle` and then `buildRenderer`
 * through their modules' exports, so both are replaced: the first asks the process to compile
 * and then compiles the browser bundle, the second waits for the process instead of compiling.
 * A failed compile stops the build with the same report Gatsby gives.
 *
 * The renderer's hash, from which Gatsby decides whether every page is rendered again, is salted
 * with the browser bundle's stylesheets once that bundle is written
 * (gatsby/build-html-follows-styles.ts).
 *
 * Closing a compiler stores its persistent cache (in a cold build, 7–9 s for the browser bundle,
 * which the renderer's compile used to hide). Gatsby waits for it before it runs the queries and
 * renders the pages; here the closing runs on while Gatsby does that work, mostly in its worker
 * processes, and onPostBuild waits for it (webpackCachesStored).
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { browserStylesheets } from './build-html-follows-styles';
import { startBuildWorkers } from './build-worker-later';

const RENDERER_PROCESS = path.resolve('gatsby/processes/build-html-renderer.js');

/** The renderer's hashes: the compilation's, and those Gatsby keeps for `render-page` and each page template. */
export interface RendererHashes {
  hash: string;
  renderPageHash: string;
  templateHashes: Record<string, string>;
}

/** What the renderer's process reports. */
type RendererMessage = RendererHashes | { errors: unknown[] } | { closed: true };

export interface RendererOutcome {
  hashes?: RendererHashes;
  errors?: unknown[];
  /** Resolves once the process has stored webpack's cache and exited. */
  closed: Promise<void>;
}

/** What the process needs to compile: the build's program as Gatsby's CLI and store hold it, the page components. */
export interface RendererInput {
  cliProgram: unknown;
  storeProgram: unknown;
  components: PageComponent[];
}

export interface RendererProcess {
  /** Starts the compile; resolves when the renderer is written or the compile failed. */
  build(input: RendererInput): Promise<RendererOutcome>;
}

/** Starts the renderer's process, which loads the site's config and plugins until it is asked to build. */
export function startRendererProcess(
  prepare: { siteDirectory: string; program: unknown },
  script = RENDERER_PROCESS,
  v8Flags: readonly string[] = [],
): RendererProcess {
  const child = fork(script, [], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    execArgv: [...process.execArgv, ...v8Flags],
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const output = () => Buffer.concat(chunks).toString('utf8');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve, reject) => {
    child.on('message', (message: RendererMessage) => {
      if ('closed' in message) resolve();
    });
    void exited.then((code) =>
      code === 0 ? resolve() : reject(new Error(`The HTML renderer's process ended with code ${code}:\n${output()}`)),
    );
  });
  // Whoever waits for the outcome reports a failure; the closing itself is awaited by the build.
  closed.catch(() => undefined);
  const outcome = new Promise<RendererOutcome>((resolve) => {
    child.on('message', (message: RendererMessage) => {
      if ('hash' in message) resolve({ hashes: message, closed });
      if ('errors' in message) resolve({ errors: message.errors, closed });
    });
    void exited.then((code) =>
      resolve({
        errors: [
          { message: `The HTML renderer's process ended (code ${code}) before the renderer was written:\n${output()}` },
        ],
        closed,
      }),
    );
  });
  child.send({ type: 'prepare', ...(JSON.parse(JSON.stringify(prepare)) as object) });
  // Until it is asked to build, the process does not keep the build's own process running.
  child.unref();
  child.channel?.unref();
  return {
    build(input) {
      child.ref();
      child.channel?.ref();
      child.send({ type: 'build', ...(JSON.parse(JSON.stringify(input)) as object) });
      return outcome;
    },
  };
}

/** A hash of the renderer salted with the browser bundle's stylesheets: a new stylesheet changes it. */
export function withStylesheets(hash: string, stylesheets: readonly string[]): string {
  if (stylesheets.length === 0) return hash;
  return createHash('sha1').update(hash).update('\n').update(stylesheets.join('\n')).digest('hex');
}

interface PageComponent {
  componentPath: string;
  componentChunkName: string;
}

/**
 * What Gatsby reads of the renderer's webpack stats: the compilation's hash, and chunk groups
 * from which it computes the same `render-page` and page template hashes the process computed
 * (gatsby/dist/utils/webpack/get-ssr-chunk-hashes.js), `render-page`'s salted.
 */
export function rendererStats(
  hashes: RendererHashes,
  components: readonly PageComponent[],
  stylesheets: readonly string[],
) {
  const chunkNameOf = new Map(components.map((component) => [component.componentPath, component.componentChunkName]));
  const group = (name: string, hash: string) => ({ name, chunks: [{ hash }], childrenIterable: [], origins: [] });
  const chunkGroups = [group('render-page', withStylesheets(hashes.renderPageHash, stylesheets))];
  for (const [template, hash] of Object.entries(hashes.templateHashes)) {
    const name = chunkNameOf.get(template);
    if (name) chunkGroups.push(group(name, hash));
  }
  return {
    hash: withStylesheets(hashes.hash, stylesheets),
    compilation: { chunkGroups },
    hasErrors: () => false,
    hasWarnings: () => false,
  };
}

interface GatsbyProgram {
  directory: string;
}

type BuildStep = (program: GatsbyProgram, ...rest: unknown[]) => Promise<unknown>;

interface GatsbyInternals {
  buildJavascript: { buildProductionBundle: BuildStep };
  buildHtml: { buildRenderer: (program: GatsbyProgram, stage: string, ...rest: unknown[]) => Promise<unknown> };
  store: { getState(): { program: unknown; components: Map<string, PageComponent> } };
  reporter: { panicOnBuild(errors: unknown): never };
  structureWebpackErrors(stage: string, errors: unknown[]): unknown;
  ROUTES_DIRECTORY: string;
}

function gatsbyInternals(): GatsbyInternals {
  // Resolved from the site at run time: Gatsby bundles this file, and its bundler rewrites `require`.
  const load = createRequire(path.resolve('package.json'));
  return {
    buildJavascript: load('gatsby/dist/commands/build-javascript') as GatsbyInternals['buildJavascript'],
    buildHtml: load('gatsby/dist/commands/build-html') as GatsbyInternals['buildHtml'],
    store: (load('gatsby/dist/redux') as Pick<GatsbyInternals, 'store'>).store,
    reporter: load('gatsby-cli/lib/reporter') as GatsbyInternals['reporter'],
    structureWebpackErrors: (
      load('gatsby/dist/utils/webpack-error-utils') as Pick<GatsbyInternals, 'structureWebpackErrors'>
    ).structureWebpackErrors,
    ROUTES_DIRECTORY: (load('gatsby/dist/constants') as Pick<GatsbyInternals, 'ROUTES_DIRECTORY'>).ROUTES_DIRECTORY,
  };
}

/** The compilers' closings, left to run while Gatsby renders the pages. */
const closings: Promise<void>[] = [];

/** A closing that Gatsby no longer waits for; webpackCachesStored does. */
export function closeLater(close: () => Promise<void>): () => Promise<void> {
  return () => {
    const closing = close();
    // Reported when awaited, not as an unhandled rejection before that.
    closing.catch(() => undefined);
    closings.push(closing);
    return Promise.resolve();
  };
}

/** Resolves when every compiler Gatsby closed has stored its cache; rejects if one failed to. */
export async function webpackCachesStored(): Promise<void> {
  await Promise.all(closings.splice(0));
}

/** Makes `gatsby build` compile the HTML renderer beside the browser bundle (see above), its process run with `v8Flags`. */
export function buildRendererBesideBrowserBundle(v8Flags: readonly string[] = []): void {
  const gatsby = gatsbyInternals();
  const { buildJavascript, buildHtml, store } = gatsby;
  const buildBundle = buildJavascript.buildProductionBundle as BuildStep & { besideRenderer?: true };
  if (buildBundle.besideRenderer) return;
  const buildRenderer = buildHtml.buildRenderer;
  const rendererProcess = startRendererProcess(
    { siteDirectory: process.cwd(), program: store.getState().program },
    RENDERER_PROCESS,
    v8Flags,
  );
  let renderer: Promise<RendererOutcome> | undefined;
  const pageComponents = () =>
    [...store.getState().components.values()].map(({ componentPath, componentChunkName }) => ({
      componentPath,
      componentChunkName,
    }));

  const bundleBesideRenderer: typeof buildBundle = async (program, ...rest) => {
    renderer = rendererProcess.build({
      cliProgram: program,
      storeProgram: store.getState().program,
      components: pageComponents(),
    });
    const bundle = (await buildBundle(program, ...rest)) as { close: () => Promise<void> };
    return { ...bundle, close: closeLater(bundle.close) };
  };
  bundleBesideRenderer.besideRenderer = true;
  buildJavascript.buildProductionBundle = bundleBesideRenderer;

  buildHtml.buildRenderer = async (program, stage, ...rest) => {
    const started = renderer;
    renderer = undefined;
    if (stage !== 'build-html' || !started) return buildRenderer(program, stage, ...rest);
    const outcome = await started;
    if (outcome.errors) gatsby.reporter.panicOnBuild(gatsby.structureWebpackErrors(stage, outcome.errors));
    startBuildWorkers();
    const stylesheets = browserStylesheets(path.join(program.directory, 'public'));
    return {
      rendererPath: `${program.directory}/${gatsby.ROUTES_DIRECTORY}render-page.js`,
      stats: rendererStats(outcome.hashes as RendererHashes, pageComponents(), stylesheets),
      close: closeLater(() => outcome.closed),
    };
  };
}
