/**
 * @jest-environment jsdom
 */
import { formatDate } from '../../../src/core/dates';

describe('dates', () => {
  it('formats the UTC calendar day per locale', () => {
    expect(formatDate('2024-03-19T08:00:00.000Z', 'en')).toBe('March 19, 2024');
    expect(formatDate('2024-03-19T08:00:00.000Z', 'zh')).toBe('2024年3月19日');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
