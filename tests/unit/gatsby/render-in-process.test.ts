import { poolRenderingInProcess } from '../../../gatsby/render-in-process';

type Call = (...args: unknown[]) => unknown;

/** A pool as gatsby-worker makes it, which records its creation and what its workers were asked. */
function recordingPool(log: string[]) {
  log.push('created');
  const recorder = (kind: string) =>
    new Proxy({} as Record<string | symbol, Call>, {
      get: (_, name) => (arg?: unknown) => {
        log.push(`${kind}.${String(name)}(${String(arg ?? '')})`);
        return kind === 'all' ? [Promise.resolve()] : Promise.resolve('worker');
      },
    });
  return {
    all: recorder('all'),
    single: recorder('single'),
    end: () => {
      log.push('end');
      return [Promise.resolve()];
    },
  };
}

/** Gatsby's render functions as this process would run them, recording their calls. */
function recordingRender(log: string[]) {
  return () => ({
    renderHTMLProd: (arg: unknown) => {
      log.push(`here.renderHTMLProd(${String(arg)})`);
      return Promise.resolve('here');
    },
    renderSlices: (arg: unknown) => {
      log.push(`here.renderSlices(${String(arg)})`);
      return Promise.resolve('here');
    },
    renderHTMLDev: (arg: unknown) => {
      log.push(`here.renderHTMLDev(${String(arg)})`);
      return Promise.resolve('here');
    },
  });
}

describe('poolRenderingInProcess', () => {
  it('renders pages and slices in this process, without ever starting a worker', async () => {
    const log: string[] = [];
    const pool = poolRenderingInProcess(() => recordingPool(log), recordingRender(log));
    pool.all.loadConfigAndPlugins!('site');
    expect(await pool.single.renderHTMLProd!('/guide/')).toBe('here');
    expect(await pool.single.renderSlices!('footer')).toBe('here');
    expect(pool.end()).toEqual([]);
    expect(log).toEqual(['here.renderHTMLProd(/guide/)', 'here.renderSlices(footer)']);
  });

  it("renders develop's page shell in this process too", async () => {
    const log: string[] = [];
    const pool = poolRenderingInProcess(() => recordingPool(log), recordingRender(log));
    expect(await pool.single.renderHTMLDev!('/')).toBe('here');
    expect(pool.end()).toEqual([]);
    expect(log).toEqual(['here.renderHTMLDev(/)']);
  });

  it('starts the worker for any other call, after the calls kept from bootstrap', async () => {
    const log: string[] = [];
    const pool = poolRenderingInProcess(() => recordingPool(log), recordingRender(log));
    pool.all.loadConfigAndPlugins!('site');
    expect(await pool.single.runQueries!('q1')).toBe('worker');
    expect(log).toEqual(['created', 'all.loadConfigAndPlugins(site)', 'single.runQueries(q1)']);
    await pool.single.renderHTMLProd!('/guide/');
    pool.end();
    expect(log.slice(3)).toEqual(['here.renderHTMLProd(/guide/)', 'end']);
  });

  it('is not mistaken for a promise', async () => {
    const log: string[] = [];
    const pool = poolRenderingInProcess(() => recordingPool(log), recordingRender(log));
    expect(await Promise.resolve(pool)).toBe(pool);
    expect(log).toEqual([]);
  });
});
