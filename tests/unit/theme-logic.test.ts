/**
 * @jest-environment jsdom
 */
import { appearanceScript, parseAppearance, resolveAppearance, toggledAppearance } from '../../src/core/appearance';
import { formatDate } from '../../src/core/dates';
import { clampProgress, trickle } from '../../src/core/progress';
import { layoutParts } from '../../src/core/layout-parts';
import { localeRedirectScript, localeRedirectTarget } from '../../src/core/locale-redirect';
import { activeHeadingIndex } from '../../src/core/outline';
import { buildOverview } from '../../src/core/overview';
import { ALL_SHOWN, readQuerySwitches, sameSwitches } from '../../src/core/query-switches';

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

describe('first-visit locale redirect', () => {
  const base = { langs: ['en', 'zh'], defaultLang: 'en', visited: false };
  it('sends a Chinese browser to the Chinese page once', () => {
    expect(localeRedirectTarget({ ...base, pathname: '/guide/start/', browserLanguage: 'zh-CN' })).toBe(
      '/zh/guide/start/',
    );
    expect(localeRedirectTarget({ ...base, pathname: '/', browserLanguage: 'zh' })).toBe('/zh/');
    expect(localeRedirectTarget({ ...base, visited: true, pathname: '/', browserLanguage: 'zh-CN' })).toBeNull();
  });
  it('stays for other languages and on pages already localized', () => {
    expect(localeRedirectTarget({ ...base, pathname: '/', browserLanguage: 'en-US' })).toBeNull();
    expect(localeRedirectTarget({ ...base, pathname: '/', browserLanguage: 'fr' })).toBeNull();
    expect(localeRedirectTarget({ ...base, pathname: '/zh/config/', browserLanguage: 'zh-CN' })).toBeNull();
  });
  it('the inline script remembers the visit and redirects like the rule', () => {
    localStorage.clear();
    const script = localeRedirectScript('visited', ['en', 'zh'], 'en');
    Object.defineProperty(window.navigator, 'language', { value: 'en-US', configurable: true });

    new Function(script)();
    expect(localStorage.getItem('visited')).toBe('1');
    expect(window.location.pathname).toBe('/');
  });
});

describe('query switches', () => {
  it('hides parts set to 0 and ignores anything else', () => {
    expect(readQuerySwitches('?navbar=0&outline=0&footer=1&sidebar=no')).toEqual({
      navbar: false,
      sidebar: true,
      outline: false,
      footer: true,
      globalUIComponents: true,
    });
    expect(readQuerySwitches('?globalUIComponents=0').globalUIComponents).toBe(false);
  });

  it('tells switches that say the same from switches that differ, extra flags included', () => {
    expect(sameSwitches(readQuerySwitches(''), ALL_SHOWN)).toBe(true);
    expect(sameSwitches(readQuerySwitches('?footer=0'), ALL_SHOWN)).toBe(false);
    expect(sameSwitches({ ...ALL_SHOWN, inFrame: false }, { ...ALL_SHOWN, inFrame: true })).toBe(false);
  });
});

describe('outline', () => {
  it('marks the last heading above the offset line', () => {
    expect(activeHeadingIndex([100, 400], 72, false)).toBe(-1);
    expect(activeHeadingIndex([60, 400], 72, false)).toBe(0);
    expect(activeHeadingIndex([-300, 73, 500], 72, false)).toBe(1);
    expect(activeHeadingIndex([-300, 300, 900], 72, true)).toBe(2);
    expect(activeHeadingIndex([], 72, true)).toBe(-1);
  });
});

describe('overview', () => {
  it('lists groups with level-2 headings and gathers ungrouped pages under Others', () => {
    const groups = [
      {
        text: null,
        items: [
          { text: 'Overview', link: '/config/' },
          { text: 'plugins', link: '/config/plugins' },
        ],
      },
      {
        text: 'dev',
        items: [
          { text: 'dev.hmr', link: '/config/dev/hmr' },
          { text: null, link: null },
        ],
      },
    ];
    const toc = new Map([
      [
        '/config/plugins',
        [
          { text: 'Example', id: 'example', depth: 2 },
          { text: 'Deep', id: 'deep', depth: 3 },
        ],
      ],
    ]);
    expect(buildOverview(groups, toc, '/config/')).toEqual([
      { text: 'dev', items: [{ text: 'dev.hmr', link: '/config/dev/hmr', headings: [] }] },
      {
        text: null,
        items: [{ text: 'plugins', link: '/config/plugins', headings: [{ text: 'Example', id: 'example' }] }],
      },
    ]);
  });
});

describe('dates', () => {
  it('formats the UTC calendar day per locale', () => {
    expect(formatDate('2024-03-19T08:00:00.000Z', 'en')).toBe('March 19, 2024');
    expect(formatDate('2024-03-19T08:00:00.000Z', 'zh')).toBe('2024年3月19日');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('layout parts', () => {
  const all = { navbar: true, sidebar: true, outline: true, footer: true, globalUIComponents: true, inFrame: false };
  it('shows everything on a doc page', () =>
    expect(layoutParts('doc', {}, all)).toEqual({ navbar: true, sidebar: true, outline: true, footer: true }));
  it('keeps only the navigation bar on a custom page and nothing on a blank one', () => {
    expect(layoutParts('custom', {}, all)).toEqual({ navbar: true, sidebar: false, outline: false, footer: false });
    expect(layoutParts('blank', {}, all)).toEqual({ navbar: false, sidebar: false, outline: false, footer: false });
  });
  it('hides a part set to false in the frontmatter or to 0 in the query', () => {
    expect(layoutParts('doc', { sidebar: false, footer: null }, { ...all, navbar: false })).toEqual({
      navbar: false,
      sidebar: false,
      outline: true,
      footer: true,
    });
  });
  it('hides the outline inside a frame', () =>
    expect(layoutParts('doc', {}, { ...all, inFrame: true }).outline).toBe(false));
});

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
