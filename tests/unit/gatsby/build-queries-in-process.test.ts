import { createRequire } from 'node:module';
import path from 'node:path';
import { buildQueriesInProcess, gatsbyCoreCount, workersWithoutSchema } from '../../../gatsby/build-queries-in-process';

/** A worker pool module like Gatsby's, whose pools record the calls made on every worker. */
function poolModule() {
  const calls: string[] = [];
  const record = (name: string) => () => {
    calls.push(name);
    return [Promise.resolve()];
  };
  const module = {
    create: (): { all: Record<string, unknown> } => ({
      all: { loadConfigAndPlugins: record('loadConfigAndPlugins'), buildSchema: record('buildSchema') },
    }),
  };
  return { module, calls };
}

describe('buildQueriesInProcess', () => {
  const settle = (env: NodeJS.ProcessEnv, cores: number) => {
    buildQueriesInProcess(
      env,
      () => cores,
      () => poolModule().module,
    );
    return env.GATSBY_CPU_COUNT;
  };

  it('counts one core for a build on one or two, where Gatsby starts a single worker either way', () => {
    expect(settle({ gatsby_executing_command: 'build' }, 2)).toBe('1');
    expect(settle({ gatsby_executing_command: 'build' }, 1)).toBe('1');
  });

  it('leaves machines with more cores, develop, other processes and the author’s own count alone', () => {
    expect(settle({ gatsby_executing_command: 'build' }, 4)).toBeUndefined();
    expect(settle({ gatsby_executing_command: 'develop' }, 2)).toBeUndefined();
    expect(settle({}, 2)).toBeUndefined();
    expect(settle({ gatsby_executing_command: 'build', GATSBY_CPU_COUNT: 'logical_cores' }, 2)).toBe('logical_cores');
  });

  it('makes the worker pool of such a build skip the schema, and leaves others alone', () => {
    const { module, calls } = poolModule();
    buildQueriesInProcess(
      { gatsby_executing_command: 'build' },
      () => 2,
      () => module,
    );
    const { all } = module.create();
    (all.loadConfigAndPlugins as () => unknown)();
    expect((all.buildSchema as () => unknown)()).toEqual([]);
    expect(calls).toEqual(['loadConfigAndPlugins']);

    const other = poolModule();
    buildQueriesInProcess(
      { gatsby_executing_command: 'build' },
      () => 4,
      () => other.module,
    );
    (other.module.create().all.buildSchema as () => unknown)();
    expect(other.calls).toEqual(['buildSchema']);
  });

  it('wraps a pool module once', () => {
    const { module } = poolModule();
    workersWithoutSchema(module);
    const wrapped = module.create;
    workersWithoutSchema(module);
    expect(module.create).toBe(wrapped);
  });

  it('asks Gatsby’s own count of physical cores, whatever GATSBY_CPU_COUNT says', () => {
    const gatsbyRequire = createRequire(createRequire(path.resolve('package.json')).resolve('gatsby/package.json'));
    const { cpuCoreCount } = gatsbyRequire('gatsby-core-utils') as { cpuCoreCount(ignoreEnvVar?: boolean): number };
    const saved = process.env.GATSBY_CPU_COUNT;
    process.env.GATSBY_CPU_COUNT = '7';
    try {
      expect(gatsbyCoreCount()).toBe(cpuCoreCount(true));
      expect(gatsbyCoreCount()).not.toBe(7);
    } finally {
      if (saved === undefined) delete process.env.GATSBY_CPU_COUNT;
      else process.env.GATSBY_CPU_COUNT = saved;
    }
  });
});
