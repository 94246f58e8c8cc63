/**
 * @jest-environment jsdom
 */
import { layoutParts } from '../../../src/core/layout-parts';

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
