/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Sidebar } from '../../../../src/components/Sidebar/Sidebar';
import type { RouteSidebarGroup, RouteSidebarItem } from '../../../../src/core/sidebar';

const item = (link: string | null, extra: RouteSidebarItem = {}): RouteSidebarItem =>
  link ? { text: `Page ${link}`, link, ...extra } : extra;

const groups: RouteSidebarGroup[] = [
  {
    text: null,
    collapsible: false,
    collapsed: false,
    tag: null,
    items: [item('/config/')],
  },
  {
    text: 'dev',
    collapsible: true,
    collapsed: true,
    tag: 'new',
    items: [
      item('/config/dev/hmr', { tag: '0.5' }),
      item(null, { dividerType: 'dashed' }),
      item(null, { sectionHeaderText: 'More' }),
    ],
  },
  {
    text: 'output',
    collapsible: true,
    collapsed: false,
    tag: null,
    items: [item('/config/output/minify')],
  },
  {
    text: 'html',
    collapsible: false,
    collapsed: false,
    tag: null,
    items: [item('/config/html/title')],
  },
];

describe('sidebar', () => {
  it('marks the current page and opens its group even when configured collapsed', () => {
    render(<Sidebar groups={groups} current="/config/dev/hmr" />);
    const current = screen.getByRole('link', { name: /Page \/config\/dev\/hmr/ });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Toggle dev' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('starts a collapsed group closed when it does not hold the page, and toggles it', () => {
    render(<Sidebar groups={groups} current="/config/output/minify" />);
    const dev = screen.getByRole('button', { name: 'Toggle dev' });
    expect(dev.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /dev\/hmr/ })).toBeNull();
    fireEvent.click(dev);
    expect(dev.getAttribute('aria-expanded')).toBe('true');
    const output = screen.getByRole('button', { name: 'Toggle output' });
    fireEvent.click(output);
    expect(output.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders tags, dividers, section headers and non-collapsible titles', () => {
    const { container } = render(<Sidebar groups={groups} current="/config/dev/hmr" />);
    expect(screen.getByText('new')).toBeTruthy();
    expect(screen.getByText('0.5')).toBeTruthy();
    expect(container.querySelector('[role="separator"]')?.className).toContain('dashed');
    expect(screen.getByText('More')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Toggle html' })).toBeNull();
    expect(screen.getByText('html').tagName).toBe('P');
  });
});
