import type { Reporter } from 'gatsby';

import { loadSiteData } from '../../../gatsby/site-pages';

const node = {
  id: 'a',
  body: '# A',
  internal: { contentFilePath: '/site/content/en/a.mdx' },
  frontmatter: { title: 'A' },
  fields: { locale: 'en', routePath: '/a' },
};

/** A data layer answering the site query, counting the queries. */
function dataLayer() {
  const queries: string[] = [];
  const graphql = <T>(query: string) => {
    queries.push(query);
    const data = { allMdx: { nodes: [node] }, allSidebarGroup: { nodes: [] }, allNavItem: { nodes: [] } };
    return Promise.resolve({ data: data as T });
  };
  return { graphql, queries };
}

describe('loadSiteData', () => {
  it('reads the pages with one query, as the records every build step shares', async () => {
    const reporter = { panicOnBuild: jest.fn() } as unknown as Reporter;
    const { graphql, queries } = dataLayer();
    const data = await loadSiteData(graphql, reporter, 'to create');
    expect(queries).toHaveLength(1);
    expect(data?.pages.map((page) => [page.contentFilePath, page.routePath, page.frontmatter.title])).toEqual([
      ['/site/content/en/a.mdx', '/a', 'A'],
    ]);
  });

  it('stops the build, saying what the pages were read for, when the query fails', async () => {
    const panicOnBuild = jest.fn();
    const failing = <T>() =>
      Promise.resolve({ errors: [new Error('Cannot query field')] as unknown, data: undefined as T });
    expect(await loadSiteData(failing, { panicOnBuild } as unknown as Reporter, 'to create')).toBeNull();
    expect(panicOnBuild).toHaveBeenCalledWith('Could not read the pages to create', expect.anything());
  });
});
