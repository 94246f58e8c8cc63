import type { Reporter } from 'gatsby';

type SitePagesModule = typeof import('../../../gatsby/site-pages');

/** A fresh copy of the module, as a new `gatsby <command>` process loads it. */
function freshModule(): SitePagesModule {
  let loaded: SitePagesModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<SitePagesModule>('../../../gatsby/site-pages');
  });
  return loaded!;
}

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

const reporter = { panicOnBuild: jest.fn() } as unknown as Reporter;

describe('siteDataAfterBuild', () => {
  const previous = process.env.gatsby_executing_command;
  afterEach(() => {
    if (previous === undefined) delete process.env.gatsby_executing_command;
    else process.env.gatsby_executing_command = previous;
  });

  it('in a build, gives what createPages read without asking the data layer again', async () => {
    process.env.gatsby_executing_command = 'build';
    const { loadSiteData, siteDataAfterBuild } = freshModule();
    const { graphql, queries } = dataLayer();
    const created = await loadSiteData(graphql, reporter, 'to create');
    expect(await siteDataAfterBuild(graphql, reporter, 'for the export')).toBe(created);
    expect(queries).toHaveLength(1);
    expect(created?.pages.map((page) => page.contentFilePath)).toEqual(['/site/content/en/a.mdx']);
  });

  it('reads the data layer when createPages did not read it, or in develop', async () => {
    process.env.gatsby_executing_command = 'build';
    const { graphql, queries } = dataLayer();
    await freshModule().siteDataAfterBuild(graphql, reporter, 'for the export');
    expect(queries).toHaveLength(1);

    process.env.gatsby_executing_command = 'develop';
    const develop = freshModule();
    await develop.loadSiteData(graphql, reporter, 'to create');
    await develop.siteDataAfterBuild(graphql, reporter, 'for the export');
    expect(queries).toHaveLength(3);
  });
});
