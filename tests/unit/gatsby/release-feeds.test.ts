import { RELEASE_FEED_QUERY, rssFeedPluginOptions } from '../../../gatsby/release-feeds';

/** Two release pages and a guide, per locale, as the RSS feeds' query returns them. */
const data: Queries.ReleaseFeedPagesQuery = {
  allMdx: {
    nodes: (
      [
        ['en', '/community/releases/v0-5', '/community/releases/v0-5', '2024-03-19 08:00:00', 'Rsbuild 0.5'],
        ['en', '/community/releases/v0-4', '/community/releases/v0-4', '2024-02-06 08:00:00', 'Rsbuild 0.4'],
        ['en', '/guide/start/quick-start', '/guide/start/quick-start', null, 'Quick start'],
        ['zh', '/community/releases/v0-5', '/zh/community/releases/v0-5', '2024-03-19 08:00:00', 'Rsbuild 0.5 发布'],
      ] as const
    ).map(([locale, route, routePath, publishedAt, title]) => ({
      fields: { locale, route, routePath, description: `About ${title}` },
      frontmatter: { title, description: null, published_at: publishedAt },
    })),
  },
};

describe('rssFeedPluginOptions', () => {
  const options = rssFeedPluginOptions();

  it("gives each locale's feed its release pages, newest first", () => {
    const [en, zh] = options.feeds;
    expect(en!.serialize({ query: data }).map((item) => item.title)).toEqual(['Rsbuild 0.5', 'Rsbuild 0.4']);
    expect(zh!.serialize({ query: data }).map((item) => [item.title, item.url])).toEqual([
      ['Rsbuild 0.5 发布', expect.stringMatching(/\/zh\/community\/releases\/v0-5$/)],
    ]);
    expect(options.setup({ query: data, output: en!.output }).title).toBe(en!.title);
    expect(options.feeds.every((feed) => feed.query === RELEASE_FEED_QUERY)).toBe(true);
  });
});
