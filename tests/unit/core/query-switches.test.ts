/**
 * @jest-environment jsdom
 */
import { ALL_SHOWN, readQuerySwitches, sameSwitches } from '../../../src/core/query-switches';

describe('query switches', () => {
  it('hides parts set to 0 and ignores anything else', () => {
    expect(readQuerySwitches('?navbar=0&outline=0&footer=1&sidebar=no')).toEqual({
      navbar: false,
      sidebar: true,
      outline: false,
      footer: true,
      globalUIComponents: true,
    });
    expect(readQuerySwitches('?globalUIComponents=0').globalUIComponents).toBe(false);
  });

  it('tells switches that say the same from switches that differ, extra flags included', () => {
    expect(sameSwitches(readQuerySwitches(''), ALL_SHOWN)).toBe(true);
    expect(sameSwitches(readQuerySwitches('?footer=0'), ALL_SHOWN)).toBe(false);
    expect(sameSwitches({ ...ALL_SHOWN, inFrame: false }, { ...ALL_SHOWN, inFrame: true })).toBe(false);
  });
});
