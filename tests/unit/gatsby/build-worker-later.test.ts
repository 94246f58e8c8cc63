import { poolStartedLater, wrapPoolCreate, type PoolModule } from '../../../gatsby/build-worker-later';

/** A pool as gatsby-worker makes it, which records what its workers were asked, in order. */
function recordingPool(log: string[]) {
  log.push('created');
  return {
    all: new Proxy({} as Record<string, (...args: unknown[]) => Promise<void>[]>, {
      get: (_, name) => (arg?: unknown) => {
        log.push(`all.${String(name)}(${arg ?? ''})`);
        return [Promise.resolve()];
      },
    }),
    single: {
      renderHTMLProd: (page: string) => {
        log.push(`single.renderHTMLProd(${page})`);
        return Promise.resolve();
      },
    },
    end: () => {
      log.push('end');
      return [Promise.resolve()];
    },
  };
}

describe('poolStartedLater', () => {
  it('creates no worker for the calls Gatsby makes during bootstrap, and makes them, in order, when started', () => {
    const log: string[] = [];
    const later = poolStartedLater(() => recordingPool(log));
    later.pool.all.loadConfigAndPlugins!('site');
    later.pool.all.buildSchema!();
    expect(log).toEqual([]);
    later.start();
    expect(log).toEqual(['created', 'all.loadConfigAndPlugins(site)', 'all.buildSchema()']);
    later.start();
    expect(log.filter((entry) => entry === 'created')).toHaveLength(1);
  });

  it('starts at the first call that needs a worker, the kept calls first', async () => {
    const log: string[] = [];
    const later = poolStartedLater(() => recordingPool(log));
    later.pool.all.loadConfigAndPlugins!('site');
    await later.pool.single.renderHTMLProd('/guide/');
    expect(log).toEqual(['created', 'all.loadConfigAndPlugins(site)', 'single.renderHTMLProd(/guide/)']);
  });

  it('passes calls on at once after the start', () => {
    const log: string[] = [];
    const later = poolStartedLater(() => recordingPool(log));
    later.start();
    expect(later.pool.all.setComponents!()).toHaveLength(1);
    expect(log).toEqual(['created', 'all.setComponents()']);
  });

  it('ends a pool that never started without creating it, and is not mistaken for a promise', async () => {
    const log: string[] = [];
    const later = poolStartedLater(() => recordingPool(log));
    expect(await Promise.resolve(later.pool)).toBe(later.pool);
    expect(later.pool.end()).toEqual([]);
    expect(log).toEqual([]);
    later.start();
    later.pool.end();
    expect(log).toEqual(['created', 'end']);
  });
});

describe('wrapPoolCreate', () => {
  it('makes the pools go through each wrapper once, whichever wrapped last', () => {
    const made: string[] = [];
    const poolModule: PoolModule<string[]> = { create: () => ['pool'] };
    const tag = (name: string) => (create: () => string[]) => {
      made.push(name);
      return [...create(), name];
    };
    wrapPoolCreate(poolModule, 'schema', tag('schema'));
    wrapPoolCreate(poolModule, 'later', tag('later'));
    wrapPoolCreate(poolModule, 'schema', tag('schema'));
    wrapPoolCreate(poolModule, 'later', tag('later'));
    expect(poolModule.create()).toEqual(['pool', 'schema', 'later']);
    expect(made).toEqual(['later', 'schema']);
    expect(poolModule.create.wrappedBy).toEqual(['schema', 'later']);
  });
});
