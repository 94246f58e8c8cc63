/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { __setStaticQueryData as setData } from '../../../__mocks__/gatsby';
import { __setLanguage as setLanguage } from '../../../__mocks__/gatsby-plugin-react-i18next';
import { NavBar } from '../../../../src/components/NavBar/NavBar';
import { renderInPage as render, stubMatchMedia } from '../../lib/render-in-page';
import { siteData } from '../../site-data';

beforeAll(stubMatchMedia);

beforeEach(() => {
  setLanguage('en');
  setData(siteData());
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
