/**
 * @jest-environment jsdom
 */
import { clampProgress, trickle } from '../../../src/core/progress';

describe('progress bar model', () => {
  it('starts at the minimum, trickles in shrinking steps and never finishes by itself', () => {
    expect(clampProgress(0)).toBe(0.08);
    expect(clampProgress(2)).toBe(1);
    let value = 0.08;
    const steps: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const next = trickle(value);
      steps.push(next - value);
      value = next;
    }
    expect(value).toBeLessThan(1);
    expect(value).toBeGreaterThan(0.99);
    expect(steps[0]).toBeGreaterThan(steps[20] ?? 0);
    expect(trickle(1)).toBe(1);
  });
});
