/**
 * The pages' nodes survive Gatsby's stale-node cleanup: their owner is declared a stateful
 * source plugin, with the action and owner name the installed Gatsby uses.
 */
import { readFileSync } from 'node:fs';
import { keepPageNodes, PAGE_NODES_OWNER } from '../../../gatsby/page-nodes-kept';

// Gatsby's own reducer for the stateful source plugins, as its store runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { statefulSourcePluginsReducer } = require('gatsby/dist/redux/reducers/stateful-source-plugins') as {
  statefulSourcePluginsReducer(state: Set<string> | undefined, action: unknown): Set<string>;
};

describe('keepPageNodes', () => {
  it('makes Gatsby count the owner of the pages’ nodes among the stateful source plugins', () => {
    let state = statefulSourcePluginsReducer(undefined, { type: 'INIT' });
    keepPageNodes({ dispatch: (action: unknown) => (state = statefulSourcePluginsReducer(state, action)) } as never);
    expect([...state]).toEqual([PAGE_NODES_OWNER]);
  });

  it('names the plugin Gatsby makes the owner of the SitePage nodes', () => {
    const actions = readFileSync(require.resolve('gatsby/dist/redux/actions/public.js'), 'utf8');
    expect(actions).toMatch(new RegExp(`plugin: \\{\\s*name: \`${PAGE_NODES_OWNER}\`\\s*\\}`));
  });
});
