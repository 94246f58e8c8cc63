/**
 * The release feeds' data on the Node side: one GraphQL query read by both the RSS feeds
 * (gatsby-plugin-feed, configured here) and the Atom feeds (written after the build), and the
 * channels of the site's locales.
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
import { uiString } from './ui-strings';

/** Every page of the community section; the feeds keep the release pages among them. */
export const RELEASE_FEED_QUERY = `
  query ReleaseFeed {
    allMdx(filter: { fields: { section: { eq: "community" } } }) {
      nodes {
        frontmatter {
          title
          description
          published_at
        }
        fields {
          locale
          route
          routePath
          description
        }
      }
    }
  }
`;

export interface ReleaseFeedData {
  allMdx: {
    nodes: {
      frontmatter: { title: string | null; description: string | null; published_at: string | null };
      fields: { locale: string; route: string | null; routePath: string | null; description: string };
    }[];
  };
}

export function releaseRecords(data: ReleaseFeedData): ReleaseRecord[] {
  return data.allMdx.nodes.map(({ frontmatter, fields }) => ({
    locale: fields.locale,
    route: fields.route,
    routePath: fields.routePath,
    title: frontmatter.title,
    // A feed summary keeps the whole description; fields.description is cut for meta tags.
    description: frontmatter.description ?? fields.description,
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
  const items = (data: ReleaseFeedData, channel: FeedChannel) =>
    releaseFeedItems(releaseRecords(data), channel.locale, siteConfig.siteUrl);
  return {
    setup: ({ query, output }: { query: ReleaseFeedData; output: string }) =>
      rssChannelOptions(channelOf(output), items(query, channelOf(output)), FEED_GENERATOR),
    feeds: channels.map((channel) => ({
      output: channel.path,
      title: channel.title,
      query: RELEASE_FEED_QUERY,
      match: '(?!)',
      serialize: ({ query }: { query: ReleaseFeedData }) => items(query, channel).map(rssItemOptions),
    })),
  };
}
