/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import { recentKey, writeRecent } from '../../../src/core/search-recent';
import { useRecentSearches } from '../../../src/search/useRecentSearches';

const MINIFY = { link: '/config/output/minify', title: 'output.minify', heading: '' };
const PROXY = { link: '/zh/config/server/proxy', title: 'server.proxy', heading: '' };

/** Renders the hook, recording the items of every render. */
function probe(locale: string) {
  const renders: string[][] = [];
  let current: ReturnType<typeof useRecentSearches> | undefined;
  function Probe({ lang }: { lang: string }) {
    current = useRecentSearches(lang);
    renders.push(current.items.map((item) => item.link));
    return null;
  }
  const view = render(<Probe lang={locale} />);
  return { renders, hook: () => current!, switchTo: (lang: string) => view.rerender(<Probe lang={lang} />) };
}

describe('useRecentSearches', () => {
  beforeEach(() => window.localStorage.clear());

  it('has the stored searches on its first render, so the panel never shows them late', () => {
    window.localStorage.setItem(recentKey('en'), writeRecent([MINIFY]));
    const { renders } = probe('en');
    expect(renders[0]).toEqual([MINIFY.link]);
  });

  it('reads the other locale when it changes, and ignores a broken value', () => {
    window.localStorage.setItem(recentKey('en'), writeRecent([MINIFY]));
    window.localStorage.setItem(recentKey('zh'), '{not json');
    const { renders, switchTo } = probe('en');
    switchTo('zh');
    expect(renders[renders.length - 1]).toEqual([]);
  });

  it('stores what is added, removed and cleared', () => {
    const { hook } = probe('zh');
    act(() => hook().add(PROXY));
    expect(window.localStorage.getItem(recentKey('zh'))).toBe(writeRecent([PROXY]));
    act(() => hook().remove(PROXY.link));
    expect(hook().items).toEqual([]);
    act(() => hook().add(PROXY));
    act(() => hook().clear());
    expect(window.localStorage.getItem(recentKey('zh'))).toBeNull();
  });
});
