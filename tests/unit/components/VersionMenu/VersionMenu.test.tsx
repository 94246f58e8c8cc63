/**
 * @jest-environment jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { __setStaticQueryData as setData } from '../../../__mocks__/gatsby';
import { __setLanguage as setLanguage } from '../../../__mocks__/gatsby-plugin-react-i18next';
import { NavBar } from '../../../../src/components/NavBar/NavBar';
import { VersionMenu } from '../../../../src/components/VersionMenu/VersionMenu';
import { renderInPage as render, stubMatchMedia } from '../../lib/render-in-page';
import { siteData } from '../../site-data';

beforeAll(stubMatchMedia);

beforeEach(() => {
  setLanguage('en');
  setData(siteData());
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
