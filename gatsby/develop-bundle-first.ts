/**
 * After a save, `gatsby develop` compiles the development bundle at once
 * (gatsby/develop-compile-soon.ts) while Gatsby rebuilds its schema, creates the pages again and
 * runs queries: all in one process, so each second of that work is a second more before the
 * browser gets the new page. That work (from Gatsby's commit of the save's node changes on, and
 * creating the pages again) waits for the running compile (at most MAX_WAIT_MS), and, when the
 * compile made a hot update, until the browser has fetched it (at most DELIVERY_WAIT_MS): the
 * development server that hands it out runs on the same thread, and a schema rebuild of a second
 * held the fetch back by as long. The saved page is on screen first; its data (outline,
 * description, last update) follows.
 */

import { createRequire } from 'node:module';
import path from 'node:path';

interface Stats {
  compilation: { assets: Record<string, unknown> };
}

interface ReadStream {
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The calls webpack-dev-middleware serves files through, on the compiler's output file system:
 * a whole file is read at once, a range of one as a stream.
 */
interface OutputFileSystem {
  createReadStream?: (file: string, ...rest: unknown[]) => ReadStream;
  readFileSync?: (file: string, ...rest: unknown[]) => unknown;
}

export interface CompileHooks {
  outputFileSystem?: OutputFileSystem | null;
  hooks: {
    watchRun: { tap(name: string, callback: () => void): void };
    done: { tap(name: string, callback: (stats: Stats) => void): void };
    failed: { tap(name: string, callback: () => void): void };
  };
}

const NAME = 'BundleFirst';
/** Longer than a compile of one page on a busy machine; a stuck compile must not hold Gatsby. */
export const MAX_WAIT_MS = 15_000;
/** Time for an open browser to ask for a hot update; with none open, the wait ends then. */
export const DELIVERY_WAIT_MS = 1_500;

const HOT_UPDATE_CHUNK = /\.hot-update\.js$/;

/** While a compile runs or its hot update waits to be fetched: what compileSettled waits for. */
let running: { settled: Promise<void>; release: () => void } | null = null;
let compiling = false;
/** Set while a finished compile's hot update waits to be fetched. */
let deliveryTimer: NodeJS.Timeout | undefined;

function settle(): void {
  if (compiling) return;
  clearTimeout(deliveryTimer);
  deliveryTimer = undefined;
  running?.release();
  running = null;
}

const watched = new WeakSet<OutputFileSystem>();

/** Settles once the development server has handed out a hot-update chunk. */
function watchDelivery(fs: OutputFileSystem): void {
  if (watched.has(fs)) return;
  watched.add(fs);
  const { createReadStream, readFileSync } = fs;
  const delivers = (file: string) => deliveryTimer !== undefined && HOT_UPDATE_CHUNK.test(file);
  if (createReadStream)
    fs.createReadStream = (file, ...rest) => {
      const stream = createReadStream.call(fs, file, ...rest);
      if (delivers(file)) stream.once('close', settle);
      return stream;
    };
  if (readFileSync)
    fs.readFileSync = (file, ...rest) => {
      const content = readFileSync.call(fs, file, ...rest);
      if (delivers(file)) setImmediate(settle);
      return content;
    };
}

/** Webpack plugin: tracks whether a compile of the development bundle is running or being fetched. */
export class TrackCompiles {
  apply(compiler: CompileHooks): void {
    compiler.hooks.watchRun.tap(NAME, () => {
      compiling = true;
      clearTimeout(deliveryTimer);
      deliveryTimer = undefined;
      if (running) return;
      let release = () => {};
      const settled = new Promise<void>((resolve) => (release = resolve));
      running = { settled, release };
    });
    compiler.hooks.done.tap(NAME, (stats) => {
      compiling = false;
      const fs = compiler.outputFileSystem;
      if (!fs || !Object.keys(stats.compilation.assets).some((name) => HOT_UPDATE_CHUNK.test(name))) return settle();
      watchDelivery(fs);
      deliveryTimer = setTimeout(settle, DELIVERY_WAIT_MS);
    });
    compiler.hooks.failed.tap(NAME, () => {
      compiling = false;
      settle();
    });
  }
}

/** Resolves once no compile runs or waits to be fetched (at once when none does), or after `maxMs`. */
export function compileSettled(maxMs = MAX_WAIT_MS): Promise<void> {
  if (!running) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)));
  return Promise.race([running.settled, timeout]).finally(() => clearTimeout(timer));
}

type Service = (...args: unknown[]) => Promise<unknown>;
const delayed = new WeakSet<Record<string, Service>>();

/** Makes the service `name` of a state machine's services wait for compileSettled first. */
function waitsForCompile(services: Record<string, Service>, name: string): void {
  const run = services[name];
  if (!run || delayed.has(services)) return;
  delayed.add(services);
  services[name] = async (...args) => {
    await compileSettled();
    return run(...args);
  };
}

/**
 * Gatsby's develop loop commits the node changes of a save (then rebuilds the schema and the
 * pages) through the `runMutationBatch` service of its waiting state machine: the service waits
 * for compileSettled first. The node changes themselves are kept in Gatsby's batch meanwhile.
 * A save while Gatsby runs the queries of an earlier one skips that batch: its node changes are
 * made at once and the pages made again right after the queries, from the schema rebuild of the
 * data layer's `buildSchema` service, which waits as well.
 */
export function nodeChangesWaitForCompile(
  waiting: Record<string, Service> = gatsbyServices('waiting', 'waitingServices'),
  dataLayer: Record<string, Service> = gatsbyServices('data-layer', 'dataLayerServices'),
): void {
  waitsForCompile(waiting, 'runMutationBatch');
  waitsForCompile(dataLayer, 'buildSchema');
}

/** The services of one of Gatsby's state machines, the object its machine looks them up in. */
function gatsbyServices(machine: string, name: string): Record<string, Service> {
  const load = createRequire(path.resolve('package.json'));
  return (load(`gatsby/dist/state-machines/${machine}/services`) as Record<string, Record<string, Service>>)[name]!;
}
