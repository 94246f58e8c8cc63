import { spawnSync } from 'node:child_process';
import { BASELINE_TIER } from '../../../gatsby/build-baseline-tier';

/** Whether V8 optimised a hot function, the flag given on the command line, set while running, or not at all. */
function optimisesHotCode(how: 'command line' | 'while running' | 'never set'): boolean {
  const script = `
    if (process.argv[1] === 'while running') require('node:v8').setFlagsFromString(${JSON.stringify(BASELINE_TIER)});
    function hot(n) { let sum = 0; for (let i = 0; i < n; i++) sum += i % 7; return sum; }
    for (let i = 0; i < 20000; i++) hot(200);
    // V8's status bit for code made by an optimising compiler.
    console.log((eval('%GetOptimizationStatus(hot)') & 16) !== 0);`;
  const flags = ['--allow-natives-syntax', ...(how === 'command line' ? [BASELINE_TIER] : [])];
  const run = spawnSync(process.execPath, [...flags, '-e', script, how], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as boolean;
}

describe('BASELINE_TIER', () => {
  it('keeps hot code on the baseline compiler, given to the renderer’s process or set in the build’s', () => {
    expect(optimisesHotCode('never set')).toBe(true);
    expect(optimisesHotCode('command line')).toBe(false);
    expect(optimisesHotCode('while running')).toBe(false);
  });
});
