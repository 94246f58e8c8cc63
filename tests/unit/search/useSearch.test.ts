/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import type { IndexResults } from '../../../src/core/search-results';
import type { SearchProvider } from '../../../src/search/providers';
import { useSearch } from '../../../src/search/useSearch';

function fakeProvider(options: { ready?: boolean; fail?: boolean } = {}) {
  let resolveLoad: () => void = () => undefined;
  let rejectLoad: (error: Error) => void = () => undefined;
  const searches: string[] = [];
  const answers = new Map<string, (results: IndexResults[]) => void>();
  const completions = new Map<string, (results: IndexResults[]) => void>();
  const provider: SearchProvider = {
    isReady: () => options.ready ?? false,
    load: () =>
      new Promise<void>((resolve, reject) => {
        resolveLoad = resolve;
        rejectLoad = reject;
      }),
    search: (query, update) => {
      searches.push(query);
      if (update) completions.set(query, update);
      return new Promise((resolve) => answers.set(query, resolve));
    },
  };
  const results = (query: string, count: number, title = query): IndexResults[] => [
    { index: 'local', groups: count ? [{ key: query, routePath: '/a', title, items: [] }] : [] },
  ];
  const answer = (query: string, count: number) => answers.get(query)?.(results(query, count));
  const complete = (query: string, title: string) => completions.get(query)?.(results(query, 1, title));
  return { provider, searches, answer, complete, load: () => resolveLoad(), fail: () => rejectLoad(new Error('down')) };
}

beforeEach(() => jest.useFakeTimers());

afterEach(() => jest.useRealTimers());

describe('useSearch', () => {
  it('shows the loader at least a second on the first load, then searches the debounced query', async () => {
    const fake = fakeProvider();
    const { result, rerender } = renderHook(({ input }) => useSearch(fake.provider, input), {
      initialProps: { input: '' },
    });
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
    const { result, rerender } = renderHook(({ input }) => useSearch(fake.provider, input), {
      initialProps: { input: 'one' },
    });
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

  it('shows the completed answer of the current query, never one of an older query', async () => {
    const fake = fakeProvider({ ready: true });
    const { result, rerender } = renderHook(({ input }) => useSearch(fake.provider, input), {
      initialProps: { input: 'one' },
    });
    await act(async () => {
      jest.advanceTimersByTime(150);
    });
    await act(async () => fake.answer('one', 1));
    expect(result.current.results?.[0]?.groups[0]?.title).toBe('one');
    await act(async () => fake.complete('one', 'one, with snippets'));
    expect(result.current.results?.[0]?.groups[0]?.title).toBe('one, with snippets');

    rerender({ input: 'two' });
    await act(async () => {
      jest.advanceTimersByTime(150);
    });
    await act(async () => fake.complete('two', 'two, with snippets'));
    await act(async () => fake.answer('two', 1));
    expect(result.current.results?.[0]?.groups[0]?.title).toBe('two, with snippets');
    await act(async () => fake.complete('one', 'one, late'));
    expect(result.current.query).toBe('two');
    expect(result.current.results?.[0]?.groups[0]?.title).toBe('two, with snippets');
  });

  it('reports a failed load', async () => {
    const fake = fakeProvider();
    const { result } = renderHook(() => useSearch(fake.provider, 'x'));
    await act(async () => fake.fail());
    expect(result.current.status).toBe('failed');
    expect(fake.searches).toEqual([]);
  });
});
