/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { DocFooter } from '../../src/components/DocFooter/DocFooter';
import { useNavbarHidden } from '../../src/components/NavBar/useNavbarHidden';
import { Sidebar } from '../../src/components/Sidebar/Sidebar';
import { SourceCode } from '../../src/components/SourceCode/SourceCode';
import type { SidebarGroupData } from '../../src/core/sidebar';

const item = (link: string | null, extra: Partial<SidebarGroupData['items'][number]> = {}) => ({
  text: link ? `Page ${link}` : null,
  link,
  tag: null,
  dividerType: null,
  sectionHeaderText: null,
  ...extra,
});

const groups: SidebarGroupData[] = [
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

describe('doc footer', () => {
  const prev = { text: 'Previous one', link: '/a' };
  const next = { text: 'Next one', link: '/b' };

  it('shows the edit link, the last update and both neighbours', () => {
    render(
      <DocFooter
        editLink={{ url: 'https://github.com/x/y/en/a.mdx', text: 'Edit this page on GitHub' }}
        lastUpdated="2024-03-19T08:00:00.000Z"
        lastUpdatedText="March 19, 2024"
        prev={prev}
        next={next}
      />,
    );
    const edit = screen.getByRole('link', { name: /Edit this page on GitHub/ });
    // The icon is a hidden SVG: no emoji that renders as an empty box without a colour emoji font.
    expect(edit.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(edit.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(edit.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('March 19, 2024').getAttribute('datetime')).toBe('2024-03-19T08:00:00.000Z');
    expect(screen.getByText('Last Updated', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Previous Page/ }).getAttribute('href')).toBe('/a');
    expect(screen.getByRole('link', { name: /Next page/ }).getAttribute('href')).toBe('/b');
  });

  it('leaves out what is not configured', () => {
    render(<DocFooter editLink={null} lastUpdated={null} lastUpdatedText={null} prev={null} next={next} />);
    expect(screen.queryByText(/Edit this page/)).toBeNull();
    expect(screen.queryByText(/Last Updated/)).toBeNull();
    expect(screen.queryByText('Previous Page')).toBeNull();
  });
});

describe('source link', () => {
  it('is labelled "Source" and opens the code in a new tab', () => {
    const href = 'https://github.com/web-infra-dev/rsbuild/tree/main/packages/plugin-react';
    render(<SourceCode href={href} />);
    const link = screen.getByRole('link', { name: /^Source/ });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('navigation bar hiding', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  };

  it('never hides by default and always hides in "always"', () => {
    expect(renderHook(() => useNavbarHidden('never')).result.current).toBe(false);
    expect(renderHook(() => useNavbarHidden('always')).result.current).toBe(true);
  });

  it('in "auto", hides while scrolling down and shows on the way up, checked every 200 ms', () => {
    scrollTo(0);
    const { result } = renderHook(() => useNavbarHidden('auto'));
    scrollTo(500);
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(result.current).toBe(false);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    scrollTo(300);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(result.current).toBe(false);
  });
});
