/**
 * @jest-environment jsdom
 */
import { activeHeadingIndex } from '../../../src/core/outline';

describe('outline', () => {
  it('marks the last heading above the offset line', () => {
    expect(activeHeadingIndex([100, 400], 72, false)).toBe(-1);
    expect(activeHeadingIndex([60, 400], 72, false)).toBe(0);
    expect(activeHeadingIndex([-300, 73, 500], 72, false)).toBe(1);
    expect(activeHeadingIndex([-300, 300, 900], 72, true)).toBe(2);
    expect(activeHeadingIndex([], 72, true)).toBe(-1);
  });
});
