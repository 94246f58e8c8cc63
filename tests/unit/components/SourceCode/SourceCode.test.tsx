/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { SourceCode } from '../../../../src/components/SourceCode/SourceCode';

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
