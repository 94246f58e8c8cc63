/**
 * @jest-environment jsdom
 */
import { appearanceScript, parseAppearance, resolveAppearance, toggledAppearance } from '../../../src/core/appearance';

describe('appearance', () => {
  it('counts any unknown stored value as auto', () => {
    expect(parseAppearance('dark')).toBe('dark');
    expect(parseAppearance('light')).toBe('light');
    expect(parseAppearance('purple')).toBe('auto');
    expect(parseAppearance(null)).toBe('auto');
  });
  it('follows the system in auto and is always light without dark mode', () => {
    expect(resolveAppearance('auto', true, true)).toBe('dark');
    expect(resolveAppearance('auto', false, true)).toBe('light');
    expect(resolveAppearance('dark', false, true)).toBe('dark');
    expect(resolveAppearance('dark', true, false)).toBe('light');
  });
  it('toggles between dark and light', () => {
    expect(toggledAppearance('dark')).toBe('light');
    expect(toggledAppearance('light')).toBe('dark');
  });

  describe.each([
    ['dark', false, true],
    ['light', true, true],
    ['weird', true, true],
    [null, false, true],
    ['dark', true, false],
  ])(
    'the inline script agrees with the rules (stored %s, system dark %s, dark mode %s)',
    (stored, systemDark, enabled) => {
      it('sets the same class', () => {
        localStorage.clear();
        if (stored !== null) localStorage.setItem('key', stored);
        window.matchMedia = ((query: string) => ({
          matches: systemDark && query.includes('dark'),
        })) as unknown as typeof window.matchMedia;
        document.documentElement.className = '';

        new Function(appearanceScript('key', enabled))();
        const expected = resolveAppearance(parseAppearance(stored), systemDark, enabled);
        expect(document.documentElement.classList.contains('dark')).toBe(expected === 'dark');
      });
    },
  );
});
