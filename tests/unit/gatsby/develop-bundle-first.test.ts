import { EventEmitter } from 'node:events';
import {
  compileSettled,
  DELIVERY_WAIT_MS,
  nodeChangesWaitForCompile,
  TrackCompiles,
  type CompileHooks,
} from '../../../gatsby/develop-bundle-first';

/** The output file system as webpack-dev-middleware reads it: whole files, or streams that close once read. */
function fakeOutput() {
  const streams: EventEmitter[] = [];
  const fs = {
    createReadStream: (_file: string) => {
      const stream = new EventEmitter();
      streams.push(stream);
      return stream;
    },
    readFileSync: (_file: string) => '',
  };
  return { fs, closeStreams: () => streams.forEach((stream) => stream.emit('close')) };
}

function fakeCompiler(outputFileSystem?: CompileHooks['outputFileSystem']) {
  const taps = new Map<string, (stats?: unknown) => void>();
  const hook = (name: string) => ({
    tap: (_plugin: string, callback: (stats: never) => void) => taps.set(name, callback as (stats?: unknown) => void),
  });
  const compiler: CompileHooks = {
    outputFileSystem,
    hooks: { watchRun: hook('watchRun'), done: hook('done'), failed: hook('failed') },
  };
  new TrackCompiles().apply(compiler);
  return {
    emit: (name: 'watchRun' | 'failed') => taps.get(name)!(),
    /** A compile done, with the names of the files it emitted. */
    done: (...assets: string[]) =>
      taps.get('done')!({ compilation: { assets: Object.fromEntries(assets.map((name) => [name, {}])) } }),
  };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

/** With fake timers: a compile that made a hot update is done, and no browser has fetched it yet. */
function compileWithHotUpdate() {
  jest.useFakeTimers();
  const compiler = fakeCompiler(fakeOutput().fs);
  compiler.emit('watchRun');
  let settled = false;
  void compileSettled().then(() => (settled = true));
  compiler.done('commons.abc.hot-update.js');
  return { ...compiler, settled: () => settled };
}

describe('compileSettled', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves at once when no compile runs', async () => {
    fakeCompiler();
    expect(await isSettled(compileSettled())).toBe(true);
  });

  it('waits for the running compile to be done', async () => {
    const { emit, done } = fakeCompiler();
    emit('watchRun');
    const settled = compileSettled();
    expect(await isSettled(settled)).toBe(false);
    done('commons.js');
    expect(await isSettled(settled)).toBe(true);
  });

  it('does not wait for a failed compile, nor longer than it is told', async () => {
    const { emit, done } = fakeCompiler();
    emit('watchRun');
    const settled = compileSettled();
    emit('failed');
    expect(await isSettled(settled)).toBe(true);
    emit('watchRun');
    const capped = compileSettled(10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await isSettled(capped)).toBe(true);
    done();
  });

  it('after a compile that made a hot update, waits until the server has handed it out', async () => {
    const output = fakeOutput();
    const { emit, done } = fakeCompiler(output.fs);
    emit('watchRun');
    const settled = compileSettled();
    done('abc.hot-update.json', 'commons.abc.hot-update.js');
    expect(await isSettled(settled)).toBe(false);
    // Other files served meanwhile do not count.
    output.fs.createReadStream('/public/commons.js');
    output.closeStreams();
    expect(await isSettled(settled)).toBe(false);
    output.fs.createReadStream('/public/commons.abc.hot-update.js');
    expect(await isSettled(settled)).toBe(false);
    output.closeStreams();
    expect(await isSettled(settled)).toBe(true);
  });

  it('settles as soon as the hot update is read whole, as the server reads a file asked for without a range', async () => {
    const output = fakeOutput();
    const { emit, done } = fakeCompiler(output.fs);
    emit('watchRun');
    const settled = compileSettled();
    done('commons.abc.hot-update.js');
    output.fs.readFileSync('/public/commons.js');
    expect(await isSettled(settled)).toBe(false);
    output.fs.readFileSync('/public/commons.abc.hot-update.js');
    expect(await isSettled(settled)).toBe(true);
  });

  it('stops waiting for the hot update when no browser asks for it', async () => {
    const { settled } = compileWithHotUpdate();
    await jest.advanceTimersByTimeAsync(DELIVERY_WAIT_MS - 1);
    expect(settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it('keeps waiting when a new compile starts while the last one’s update is fetched', async () => {
    const { emit, done, settled } = compileWithHotUpdate();
    emit('watchRun');
    await jest.advanceTimersByTimeAsync(DELIVERY_WAIT_MS * 2);
    expect(settled()).toBe(false);
    done('commons.js');
    await jest.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });
});

describe('nodeChangesWaitForCompile', () => {
  it('commits Gatsby’s batch of node changes once the running compile has settled', async () => {
    const { emit, done } = fakeCompiler();
    const committed: unknown[] = [];
    const services = { runMutationBatch: async (batch: unknown) => committed.push(batch) };
    nodeChangesWaitForCompile(services as never, {});
    nodeChangesWaitForCompile(services as never, {});
    emit('watchRun');
    const commit = services.runMutationBatch('save');
    await new Promise((resolve) => setImmediate(resolve));
    expect(committed).toEqual([]);
    done('commons.js');
    await commit;
    expect(committed).toEqual(['save']);
  });

  it('rebuilds the schema for a save made during the queries once the running compile has settled', async () => {
    const { emit, done } = fakeCompiler();
    const built: string[] = [];
    const dataLayer = { buildSchema: async () => built.push('schema') };
    nodeChangesWaitForCompile({}, dataLayer as never);
    emit('watchRun');
    const rebuild = dataLayer.buildSchema();
    await new Promise((resolve) => setImmediate(resolve));
    expect(built).toEqual([]);
    done('commons.js');
    await rebuild;
    expect(built).toEqual(['schema']);
    // With no compile running, at once.
    await dataLayer.buildSchema();
    expect(built).toEqual(['schema', 'schema']);
  });
});
