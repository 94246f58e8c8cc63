import { createRequire } from 'node:module';
import path from 'node:path';
import { buildQueriesInProcess, gatsbyCoreCount } from '../../../gatsby/build-queries-in-process';

describe('buildQueriesInProcess', () => {
  const settle = (env: NodeJS.ProcessEnv, cores: number) => {
    buildQueriesInProcess(env, () => cores);
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
