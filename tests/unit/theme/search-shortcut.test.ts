/**
 * @jest-environment jsdom
 */
import { installSearchShortcut, isSearchShortcut, takeSearchShortcut } from '../../../src/theme/search-shortcut';

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { key: 'k', cancelable: true, ...init });
  document.dispatchEvent(event);
  return event;
};

describe('isSearchShortcut', () => {
  it('is Ctrl+K or ⌘+K, in either case, and nothing with Shift or Alt', () => {
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'k' }))).toBe(false);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'k', metaKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'j', ctrlKey: true }))).toBe(false);
  });
});

describe('the search shortcut', () => {
  installSearchShortcut();

  it('remembers a press before the button hydrated and opens the panel once it has, once', () => {
    const early = press({ ctrlKey: true });
    expect(early.defaultPrevented).toBe(true);
    const opened: string[] = [];
    const release = takeSearchShortcut(() => opened.push('open'));
    expect(opened).toEqual(['open']);
    press({ metaKey: true });
    expect(opened).toEqual(['open', 'open']);
    expect(press({}).defaultPrevented).toBe(false);
    expect(opened).toEqual(['open', 'open']);
    release();
  });

  it('after the button let go, remembers the press for the next one', () => {
    const first: string[] = [];
    takeSearchShortcut(() => first.push('first'))();
    press({ ctrlKey: true });
    expect(first).toEqual([]);
    const second: string[] = [];
    const release = takeSearchShortcut(() => second.push('second'));
    expect(second).toEqual(['second']);
    release();
  });

  it('an older button letting go leaves the newer one in charge', () => {
    const opened: string[] = [];
    const releaseOld = takeSearchShortcut(() => opened.push('old'));
    const releaseNew = takeSearchShortcut(() => opened.push('new'));
    releaseOld();
    press({ ctrlKey: true });
    expect(opened).toEqual(['new']);
    releaseNew();
  });
});
