/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { DocFooter } from '../../../../src/components/DocFooter/DocFooter';

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
