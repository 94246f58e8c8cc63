/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react';
import { act, fireEvent, render as renderRaw, screen, within } from '@testing-library/react';
import { __setStaticQueryData as setData } from '../__mocks__/gatsby';
import { __setLanguage as setLanguage, useI18next } from '../__mocks__/gatsby-plugin-react-i18next';
import { NavBar } from '../../src/components/NavBar/NavBar';
import { SocialLinks } from '../../src/components/SocialLinks/SocialLinks';
import { VersionMenu } from '../../src/components/VersionMenu/VersionMenu';
import { RouteDataProvider } from '../../src/hooks/useRouteData';
import { routeData, siteData } from './site-data';

/** Renders inside the route data of a page in the current language, as a page template does. */
const render = (ui: ReactNode) =>
  renderRaw(ui, {
    wrapper: WithRouteData,
  });

function WithRouteData({ children }: { children: ReactNode }) {
  return <RouteDataProvider value={routeData(useI18next().language as 'en' | 'zh')}>{children}</RouteDataProvider>;
}

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  setLanguage('en');
  setData(siteData());
});

describe('social links', () => {
  const five = ['github', 'x', 'discord', 'slack', 'wechat'].map((icon) => ({
    icon,
    mode: 'link',
    content: `https://example.com/${icon}`,
  }));

  it('shows the first three and puts the rest in a menu', () => {
    render(<SocialLinks links={five} />);
    const list = screen.getByRole('list', { name: 'Community links' });
    const direct = within(list).getAllByRole('link', { hidden: false });
    expect(direct.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/github',
      'https://example.com/x',
      'https://example.com/discord',
    ]);
    const more = screen.getByRole('button', { name: 'More links' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: /Slack/ }).getAttribute('href')).toBe('https://example.com/slack');
    expect(screen.getByRole('link', { name: /WeChat/ }).getAttribute('target')).toBe('_blank');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no menu with three links or fewer', () => {
    render(<SocialLinks links={five.slice(0, 3)} />);
    expect(screen.queryByRole('button', { name: 'More links' })).toBeNull();
  });
});

describe('version switch', () => {
  it('is absent with no or one version', () => {
    const { container, rerender } = render(<VersionMenu versions={[]} current="" />);
    expect(container.innerHTML).toBe('');
    rerender(<VersionMenu versions={['1.x']} current="1.x" />);
    expect(container.innerHTML).toBe('');
  });

  it('lists every version and marks the current one when there are several', () => {
    render(<VersionMenu versions={['1.x', '0.x']} current="0.x" />);
    fireEvent.click(screen.getByRole('button', { name: 'Version' }));
    expect(screen.getByRole('link', { name: '0.x' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: '1.x' }).getAttribute('aria-current')).toBeNull();
  });

  it('appears in the navigation bar only with a multi-version config', () => {
    const { unmount } = render(<NavBar pathname="/guide/start/" />);
    expect(screen.queryByRole('button', { name: 'Version' })).toBeNull();
    unmount();
    setData(siteData({ versions: ['1.x', '0.x'] }));
    render(<NavBar pathname="/guide/start/" />);
    expect(screen.getByRole('button', { name: 'Version' })).toBeTruthy();
  });
});

describe('navigation bar', () => {
  it('marks the active item by its activeMatch and names every control', () => {
    render(<NavBar pathname="/guide/start/quick-start" />);
    const [main] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(within(main!).getByRole('link', { name: 'Guide' }).getAttribute('aria-current')).toBe('page');
    expect(within(main!).getByRole('link', { name: 'Config' }).getAttribute('aria-current')).toBeNull();
    for (const button of screen.getAllByRole('button'))
      expect(button.getAttribute('aria-label') || button.textContent).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rsbuild home' }).getAttribute('href')).toBe('/');
  });

  it('shows the sibling projects in English with English URLs on English pages', () => {
    render(<NavBar pathname="/" />);
    fireEvent.click(screen.getByRole('button', { name: 'More projects' }));
    const link = screen.getByRole('link', { name: /Rspack/ });
    expect(link.getAttribute('href')).toBe('https://rspack.dev/');
    expect(link.textContent).toContain('English description');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('uses the Chinese description and URL on Chinese pages', () => {
    setLanguage('zh');
    render(<NavBar pathname="/zh/" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'More projects' })[0]!);
    const link = screen.getByRole('link', { name: /Rspack/ });
    expect(link.getAttribute('href')).toBe('https://rspack.dev/zh/');
    expect(link.textContent).toContain('中文描述');
  });

  it('links the language switch to the same page in the other locale', () => {
    render(<NavBar pathname="/guide/start/quick-start" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Change language' })[0]!);
    expect(screen.getAllByRole('link', { name: '简体中文' })[0]!.getAttribute('href')).toBe(
      '/zh/guide/start/quick-start',
    );
  });

  it('opens and closes the phone navigation screen', () => {
    render(<NavBar pathname="/" />);
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('nav-screen')?.hidden).toBe(false);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(document.getElementById('nav-screen')?.hidden).toBe(true);
  });
});
