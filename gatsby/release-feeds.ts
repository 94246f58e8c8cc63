/**
 * The release feeds on the Node side: the channels of the site's locales, and the items, read
 * from the site's page records (gatsby/site-pages.ts) by both the RSS feeds (gatsby-plugin-feed,
 * configured here) and the Atom feeds (written after the build). The RSS feeds run their own
 * query, of the fields of those records a feed reads: the plugin runs it once per feed and
 * deep-copies its result, which for the query of the whole records (every page's body) was
 * about 0.4 s of every build.
 */
import { siteConfig } from '../src/config/site';
import {
  releaseFeedChannels,
  releaseFeedItems,
  rssChannelOptions,
  rssItemOptions,
  type FeedChannel,
  type ReleaseRecord,
} from '../src/core/feeds';
import type { SitePage } from '../src/core/site-pages';
import { gql } from './graphql-document';
import { uiString } from './ui-strings';

/** What a feed reads of a page record (gatsby/site-pages.ts). */
export type FeedPage = Pick<SitePage, 'locale' | 'route' | 'routePath' | 'description'> & {
  frontmatter: Pick<SitePage['frontmatter'], 'title' | 'description' | 'published_at'>;
};

/** The fields of the page records the RSS feeds read; the same names as in the records' query. */
export const RELEASE_FEED_QUERY = gql`
  query ReleaseFeedPages {
    allMdx {
      nodes {
        fields {
          locale
          route
          routePath
          description
        }
        frontmatter {
          title
          description
          published_at
        }
      }
    }
  }
`;

/** The feeds' record of each page. */
export function releaseRecords(pages: readonly FeedPage[]): ReleaseRecord[] {
  return pages.map(({ locale, route, routePath, description, frontmatter }) => ({
    locale,
    route,
    routePath,
    title: frontmatter.title,
    // A feed summary keeps the whole description; the page's own is cut for meta tags.
    description: frontmatter.description ?? description,
    publishedAt: frontmatter.published_at,
  }));
}

export function feedTexts(langs: readonly string[]): Record<string, { title: string; description: string }> {
  return Object.fromEntries(
    langs.map((lang) => [
      lang,
      { title: uiString(lang, 'feed.title'), description: uiString(lang, 'feed.description') },
    ]),
  );
}

export function releaseChannels(): FeedChannel[] {
  return releaseFeedChannels({
    siteUrl: siteConfig.siteUrl,
    defaultLang: siteConfig.defaultLang,
    locales: siteConfig.locales,
    texts: feedTexts(siteConfig.locales.map((l) => l.lang)),
  });
}

export const FEED_GENERATOR = 'Gatsby';

/**
 * Options of gatsby-plugin-feed: one RSS feed per locale. The plugin would add a
 * `<link rel="alternate">` to every page; the page heads announce the feeds themselves
 * (SeoHead, so the links follow `globalUIComponents`), hence a `match` no path satisfies.
 */
export function rssFeedPluginOptions() {
  const channels = releaseChannels().filter((channel) => channel.format === 'rss');
  const channelOf = (output: string): FeedChannel => {
    const channel = channels.find((c) => c.path === output);
    if (!channel) throw new Error(`No RSS channel is published at ${output}`);
    return channel;
  };
  const items = (data: Queries.ReleaseFeedPagesQuery, channel: FeedChannel) =>
    releaseFeedItems(
      releaseRecords(data.allMdx.nodes.map(({ fields, frontmatter }) => ({ ...fields, frontmatter }))),
      channel.locale,
      siteConfig.siteUrl,
    );
  return {
    setup: ({ query, output }: { query: Queries.ReleaseFeedPagesQuery; output: string }) =>
      rssChannelOptions(channelOf(output), items(query, channelOf(output)), FEED_GENERATOR),
    feeds: channels.map((channel) => ({
      output: channel.path,
      title: channel.title,
      query: RELEASE_FEED_QUERY,
      match: '(?!)',
      serialize: ({ query }: { query: Queries.ReleaseFeedPagesQuery }) => items(query, channel).map(rssItemOptions),
    })),
  };
}
