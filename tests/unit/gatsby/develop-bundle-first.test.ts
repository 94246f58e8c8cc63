import { compileSettled, TrackCompiles, type CompileHooks } from '../../../gatsby/develop-bundle-first';

function fakeCompiler() {
  const taps = new Map<string, () => void>();
  const hook = (name: string) => ({ tap: (_plugin: string, callback: () => void) => taps.set(name, callback) });
  const compiler: CompileHooks = { hooks: { watchRun: hook('watchRun'), done: hook('done'), failed: hook('failed') } };
  new TrackCompiles().apply(compiler);
  return (name: string) => taps.get(name)!();
}

/** Whether `promise` has settled once pending callbacks have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('compileSettled', () => {
  it('resolves at once when no compile runs', async () => {
    fakeCompiler();
    expect(await isSettled(compileSettled())).toBe(true);
  });

  it('waits for the running compile to be done', async () => {
    const emit = fakeCompiler();
    emit('watchRun');
    const settled = compileSettled();
    expect(await isSettled(settled)).toBe(false);
    emit('done');
    expect(await isSettled(settled)).toBe(true);
  });

  it('does not wait for a failed compile, nor longer than it is told', async () => {
    const emit = fakeCompiler();
    emit('watchRun');
    const settled = compileSettled();
    emit('failed');
    expect(await isSettled(settled)).toBe(true);
    emit('watchRun');
    const capped = compileSettled(10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await isSettled(capped)).toBe(true);
    emit('done');
  });
});
