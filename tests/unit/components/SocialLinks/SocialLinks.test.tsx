/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { __setStaticQueryData as setData } from '../../../__mocks__/gatsby';
import { __setLanguage as setLanguage } from '../../../__mocks__/gatsby-plugin-react-i18next';
import { SocialLinks } from '../../../../src/components/SocialLinks/SocialLinks';
import { renderInPage as render, stubMatchMedia } from '../../lib/render-in-page';
import { siteData } from '../../site-data';

beforeAll(stubMatchMedia);

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
