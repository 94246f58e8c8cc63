import { EventEmitter } from 'node:events';
import { closeOnExitSignal, type ClosableCompiler } from '../../../gatsby/develop-store-cache-on-exit';

/** A process whose exits are recorded instead of done. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: (number | undefined)[] = [];
  const proc = {
    on: (signal: 'SIGINT' | 'SIGTERM', listener: () => void) => emitter.on(signal, listener),
    exit: ((code?: number) => void exits.push(code)) as (code?: number) => never,
  };
  return { proc, exits, signal: (name: 'SIGINT' | 'SIGTERM') => emitter.emit(name) };
}

/** A compiler whose close finishes when the test says so. */
function fakeCompiler() {
  let finish = () => {};
  let closes = 0;
  const compiler: ClosableCompiler = {
    close(callback) {
      closes += 1;
      finish = () => callback(null);
    },
  };
  return { compiler, finish: () => finish(), closes: () => closes };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('closeOnExitSignal', () => {
  it('on SIGTERM, closes every compiler and exits with 0 once they are closed', async () => {
    const { proc, exits, signal } = fakeProcess();
    const [a, b] = [fakeCompiler(), fakeCompiler()];
    closeOnExitSignal([a.compiler, b.compiler], proc);
    signal('SIGTERM');
    expect([a.closes(), b.closes()]).toEqual([1, 1]);
    a.finish();
    await tick();
    expect(exits).toEqual([]);
    b.finish();
    await tick();
    expect(exits).toEqual([0]);
  });

  it("holds Gatsby's own exit at SIGINT until the cache is stored, with its code, and closes once", async () => {
    const { proc, exits, signal } = fakeProcess();
    const a = fakeCompiler();
    closeOnExitSignal([a.compiler], proc);
    signal('SIGINT');
    proc.exit(3);
    signal('SIGINT');
    await tick();
    expect(exits).toEqual([]);
    expect(a.closes()).toBe(1);
    a.finish();
    await tick();
    expect(exits).toEqual([3]);
  });

  it('exits after the longest wait when a store never ends', async () => {
    jest.useFakeTimers();
    try {
      const { proc, exits, signal } = fakeProcess();
      closeOnExitSignal([fakeCompiler().compiler], proc, 1000);
      signal('SIGTERM');
      await jest.advanceTimersByTimeAsync(999);
      expect(exits).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(exits).toEqual([0]);
    } finally {
      jest.useRealTimers();
    }
  });
});
