/**
 * What gatsby-ssr puts in every page's head before the page's own Head: the scripts that run
 * before the first paint, and in develop the site icon (its one shell has no page head).
 */
import type { ReactElement } from 'react';
import { onRenderBody } from '../../../gatsby-ssr';

/** The head components onRenderBody sets, under a NODE_ENV. */
function headComponents(nodeEnv: string): ReactElement[] {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    let set: ReactElement[] = [];
    const setHeadComponents = (components: unknown[]) => {
      set = components.filter(Boolean) as ReactElement[];
    };
    const args = { setHeadComponents } as unknown as Parameters<NonNullable<typeof onRenderBody>>[0];
    onRenderBody?.(args, { plugins: [] });
    return set;
  } finally {
    process.env.NODE_ENV = before;
  }
}

const icons = (components: ReactElement[]) => components.filter((component) => component.type === 'link');

describe('onRenderBody', () => {
  test('develop names the site icon in the shell it serves every page from', () => {
    expect(icons(headComponents('development')).map((link) => link.props)).toEqual([
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ]);
  });

  test("a built page's icon comes from its own head alone", () => {
    const components = headComponents('production');
    expect(icons(components)).toEqual([]);
    expect(components.map((component) => component.key)).toEqual(['url-repair', 'appearance', 'locale-redirect']);
  });
});
