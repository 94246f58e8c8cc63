/**
 * @jest-environment jsdom
 */
import { act, render, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { Marked } from '../../src/components/SearchResults/Marked';
import type { IndexResults } from '../../src/core/search-results';
import type { SearchProvider } from '../../src/search/providers';
import { useSearch } from '../../src/search/useSearch';

function fakeProvider(options: { ready?: boolean; fail?: boolean } = {}) {
  let resolveLoad: () => void = () => undefined;
  let rejectLoad: (error: Error) => void = () => undefined;
  const searches: string[] = [];
  const answers = new Map<string, (results: IndexResults[]) => void>();
  const provider: SearchProvider = {
    isReady: () => options.ready ?? false,
    load: () =>
      new Promise<void>((resolve, reject) => {
        resolveLoad = resolve;
        rejectLoad = reject;
      }),
    search: (query) => {
      searches.push(query);
      return new Promise((resolve) => answers.set(query, resolve));
    },
  };
  const answer = (query: string, count: number) =>
    answers.get(query)?.([{ index: 'local', groups: count ? [{ key: query, routePath: '/a', title: query, items: [] }] : [] }]);
  return { provider, searches, answer, load: () => resolveLoad(), fail: () => rejectLoad(new Error('down')) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useSearch', () => {
  it('shows the loader at least a second on the first load, then searches the debounced query', async () => {
    const fake = fakeProvider();
    const { result, rerender } = renderHook(({ input }) => useSearch(fake.provider, input), { initialProps: { input: '' } });
    expect(result.current.status).toBe('loading');
    await act(async () => fake.load());
    await act(async () => {
      jest.advanceTimersByTime(900);
    });
    expect(result.current.status).toBe('loading');
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(result.current.status).toBe('ready');

    rerender({ input: 'm' });
    rerender({ input: 'mi' });
    rerender({ input: 'min' });
    await act(async () => {
      jest.advanceTimersByTime(149);
    });
    expect(fake.searches).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fake.searches).toEqual(['min']);
    await act(async () => fake.answer('min', 1));
    expect(result.current.query).toBe('min');
    expect(result.current.results).toHaveLength(1);
  });

  it('shows nothing for an empty input and drops answers to older queries', async () => {
    const fake = fakeProvider({ ready: true });
    const { result, rerender } = renderHook(({ input }) => useSearch(fake.provider, input), { initialProps: { input: 'one' } });
    expect(result.current.status).toBe('ready');
    await act(async () => {
      jest.advanceTimersByTime(150);
    });
    rerender({ input: 'two' });
    await act(async () => {
      jest.advanceTimersByTime(150);
    });
    expect(fake.searches).toEqual(['one', 'two']);
    await act(async () => fake.answer('two', 1));
    await act(async () => fake.answer('one', 0));
    expect(result.current.query).toBe('two');
    rerender({ input: '  ' });
    expect(result.current.results).toBeNull();
  });

  it('reports a failed load', async () => {
    const fake = fakeProvider();
    const { result } = renderHook(() => useSearch(fake.provider, 'x'));
    await act(async () => fake.fail());
    expect(result.current.status).toBe('failed');
    expect(fake.searches).toEqual([]);
  });
});

describe('Marked', () => {
  it('renders text only, whatever it looks like', () => {
    const segments = [
      { text: '<img src=x onerror="alert(1)">', match: false },
      { text: '<b>bold</b>', match: true },
    ];
    const { container } = render(createElement(Marked, { segments }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>');
  });
});
