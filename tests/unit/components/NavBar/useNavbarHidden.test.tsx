/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useNavbarHidden } from '../../../../src/components/NavBar/useNavbarHidden';

describe('navigation bar hiding', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  };

  it('never hides by default and always hides in "always"', () => {
    expect(renderHook(() => useNavbarHidden('never')).result.current).toBe(false);
    expect(renderHook(() => useNavbarHidden('always')).result.current).toBe(true);
  });

  it('in "auto", hides while scrolling down and shows on the way up, checked every 200 ms', () => {
    scrollTo(0);
    const { result } = renderHook(() => useNavbarHidden('auto'));
    scrollTo(500);
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(result.current).toBe(false);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    scrollTo(300);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(result.current).toBe(false);
  });
});
