/**
 * The release feeds on the Node side: the channels of the site's locales, and the items, read
 * from the site's page records (one query, gatsby/site-pages.ts) by both the RSS feeds
 * (gatsby-plugin-feed, configured here) and the Atom feeds (written after the build).
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
import { SITE_PAGES_QUERY, siteDataOf } from './site-pages';
import { uiString } from './ui-strings';

/** The feeds' record of each page: read from the site's page records (gatsby/site-pages.ts). */
export function releaseRecords(pages: readonly SitePage[]): ReleaseRecord[] {
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
  const items = (data: Queries.SitePagesQuery, channel: FeedChannel) =>
    releaseFeedItems(releaseRecords(siteDataOf(data).pages), channel.locale, siteConfig.siteUrl);
  return {
    setup: ({ query, output }: { query: Queries.SitePagesQuery; output: string }) =>
      rssChannelOptions(channelOf(output), items(query, channelOf(output)), FEED_GENERATOR),
    feeds: channels.map((channel) => ({
      output: channel.path,
      title: channel.title,
      query: SITE_PAGES_QUERY,
      match: '(?!)',
      serialize: ({ query }: { query: Queries.SitePagesQuery }) => items(query, channel).map(rssItemOptions),
    })),
  };
}
