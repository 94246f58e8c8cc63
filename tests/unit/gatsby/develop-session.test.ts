import { developSessionSettings, firstResultInDevelop, isDevelop } from '../../../gatsby/develop-session';

describe('isDevelop', () => {
  it('tells `gatsby develop` from the build and from processes outside Gatsby', () => {
    expect(isDevelop('develop')).toBe(true);
    expect(isDevelop('build')).toBe(false);
    expect(isDevelop(undefined)).toBe(false);
  });
});

describe('firstResultInDevelop', () => {
  const counted = () => {
    const calls: string[] = [];
    const run = (name: string) => {
      calls.push(name);
      return `${name} ${calls.length}`;
    };
    return { calls, run };
  };

  it('in develop, runs once and gives its first result to every later call', () => {
    const { calls, run } = counted();
    const once = firstResultInDevelop(run, () => true);
    expect(once('start')).toBe('start 1');
    expect(once('after a save')).toBe('start 1');
    expect(calls).toEqual(['start']);
  });

  it('in a build, runs every time', () => {
    const { calls, run } = counted();
    const every = firstResultInDevelop(run, () => false);
    expect(every('a')).toBe('a 1');
    expect(every('b')).toBe('b 2');
    expect(calls).toEqual(['a', 'b']);
  });
});

describe('developSessionSettings', () => {
  it('keeps Query on Demand on in develop under CI, unless the author chose otherwise', () => {
    const develop: NodeJS.ProcessEnv = { gatsby_executing_command: 'develop', CI: 'true' };
    developSessionSettings(develop);
    expect(develop).toEqual({
      gatsby_executing_command: 'develop',
      CI: 'true',
      GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: 'true',
    });
    const chosen: NodeJS.ProcessEnv = { gatsby_executing_command: 'develop', GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: '' };
    developSessionSettings(chosen);
    expect(chosen.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI).toBe('');
  });

  it('leaves the build as it is', () => {
    const build: NodeJS.ProcessEnv = { gatsby_executing_command: 'build', CI: 'true' };
    developSessionSettings(build);
    expect(build).toEqual({ gatsby_executing_command: 'build', CI: 'true' });
  });
});
