/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useResultSelection } from '../../../../src/components/SearchPanel/useResultSelection';
import type { IndexResults, ResultItem } from '../../../../src/core/search-results';

/** One index's answer with one group per link; `snippet` marks the answer completed with texts. */
function answer(links: string[], snippet = ''): IndexResults[] {
  const item = (link: string) => ({ key: link, link, snippet }) as unknown as ResultItem;
  return [
    {
      index: 'local',
      groups: links.map((link) => ({ key: link, routePath: link, title: link, items: [item(link)] })),
    },
  ];
}

describe('useResultSelection', () => {
  const render = (results: IndexResults[] | null, query: string) =>
    renderHook((props) => useResultSelection(props.results, props.query, 'list'), {
      initialProps: { results, query },
    });

  it('moves with the arrow keys and wraps around at both ends', () => {
    const { result } = render(answer(['/a', '/b', '/c']), 'x');
    act(() => result.current.move(1));
    expect(result.current.selected).toBe(1);
    act(() => result.current.move(-1));
    act(() => result.current.move(-1));
    expect(result.current.selected).toBe(2);
    act(() => result.current.move(1));
    expect(result.current.selected).toBe(0);
  });

  it('keeps the selection when the same query is completed with its snippets', () => {
    const { result, rerender } = render(answer(['/a', '/b', '/c']), 'x');
    act(() => result.current.move(1));
    rerender({ results: answer(['/a', '/b', '/c'], 'text'), query: 'x' });
    expect(result.current.selected).toBe(1);
  });

  it('follows the chosen result when the completed answer puts the first pages in another order', () => {
    const { result, rerender } = render(answer(['/a', '/b', '/c']), 'x');
    act(() => result.current.move(1));
    rerender({ results: answer(['/b', '/a', '/c'], 'text'), query: 'x' });
    expect(result.current.selected).toBe(0);
    act(() => result.current.move(1));
    expect(result.current.items[result.current.selected]?.key).toBe('/a');
  });

  it('stays on the first place when the reader has not moved and the order changes', () => {
    const { result, rerender } = render(answer(['/a', '/b', '/c']), 'x');
    rerender({ results: answer(['/b', '/a', '/c'], 'text'), query: 'x' });
    expect(result.current.selected).toBe(0);
    expect(result.current.items[0]?.key).toBe('/b');
  });

  it('goes back to the first result for a new query', () => {
    const { result, rerender } = render(answer(['/a', '/b', '/c']), 'x');
    act(() => result.current.move(1));
    rerender({ results: answer(['/d', '/e']), query: 'xy' });
    expect(result.current.selected).toBe(0);
  });

  it('stays on a result that exists when a completed answer is shorter', () => {
    const { result, rerender } = render(answer(['/a', '/b', '/c']), 'x');
    act(() => result.current.move(-1));
    rerender({ results: answer(['/a', '/b']), query: 'x' });
    expect(result.current.selected).toBe(1);
    act(() => result.current.move(1));
    expect(result.current.selected).toBe(0);
  });

  it('does not move in an empty list', () => {
    const { result } = render([], 'x');
    act(() => result.current.move(1));
    expect(result.current.selected).toBe(0);
  });
});
