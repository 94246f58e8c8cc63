/**
 * @jest-environment jsdom
 */
import { buildOverview } from '../../../src/core/overview';

describe('overview', () => {
  it('lists groups with level-2 headings and gathers ungrouped pages under Others', () => {
    const groups = [
      {
        text: null,
        items: [
          { text: 'Overview', link: '/config/' },
          { text: 'plugins', link: '/config/plugins' },
        ],
      },
      {
        text: 'dev',
        items: [
          { text: 'dev.hmr', link: '/config/dev/hmr' },
          { text: null, link: null },
        ],
      },
    ];
    const toc = new Map([
      [
        '/config/plugins',
        [
          { text: 'Example', id: 'example', depth: 2 },
          { text: 'Deep', id: 'deep', depth: 3 },
        ],
      ],
    ]);
    expect(buildOverview(groups, toc, '/config/')).toEqual([
      { text: 'dev', items: [{ text: 'dev.hmr', link: '/config/dev/hmr', headings: [] }] },
      {
        text: null,
        items: [{ text: 'plugins', link: '/config/plugins', headings: [{ text: 'Example', id: 'example' }] }],
      },
    ]);
  });
});
