/**
 * Release feeds: which pages are releases, the items of a feed, the feed files and the
 * `<link rel="alternate">` a page announces. The RSS feed (gatsby-plugin-feed) and the Atom
 * feed (`atom.ts`) are both built from the items computed here, so they always agree.
 * No dependencies: the head of every page uses `pageFeedLinks`.
 */
import { addLang } from './links';

export type FeedFormat = 'rss' | 'atom';
export const FEED_FORMATS: readonly FeedFormat[] = ['rss', 'atom'];
export const FEED_MIME: Record<FeedFormat, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};

/** Routes (without locale prefix) of release pages start with this: `/community/releases/v0-5`. */
export const RELEASE_ROUTE_PREFIX = '/community/releases/v';
/** The page listing the releases, the feeds' HTML counterpart. */
export const RELEASES_ROUTE = '/community/releases/';

export function isReleaseRoute(route: string | null | undefined): boolean {
  return typeof route === 'string' && route.startsWith(RELEASE_ROUTE_PREFIX);
}

/**
 * Where a feed is published; the URLs of the previous site are kept:
 * `/rss/releases-rss.xml`, `/rss/releases-atom.xml`, `/rss/releases-rss-zh.xml`, `/rss/releases-atom-zh.xml`.
 */
export function releaseFeedPath(format: FeedFormat, locale: string, defaultLang: string): string {
  return `/rss/releases-${format}${locale === defaultLang ? '' : `-${locale}`}.xml`;
}

/** An absolute URL on the site: `siteUrl` has no trailing slash, `path` starts with one. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A page as the feeds read it (one GraphQL node). */
export interface ReleaseRecord {
  locale: string;
  /** Route without locale prefix. */
  route: string | null;
  /** Route with locale prefix. */
  routePath: string | null;
  title: string | null;
  /** The page description: frontmatter, else the first paragraph. */
  description: string;
  /** ISO date of `published_at`, or null when the page has none. */
  publishedAt: string | null;
}

export interface FeedItem {
  /** The absolute page URL, which is also the item's permanent id. */
  id: string;
  link: string;
  title: string;
  description: string;
  date: Date;
}

/**
 * The items of one locale's release feed, newest first. A release page without a valid
 * `published_at` or title stops the build: a feed item without a date would sort anywhere.
 */
export function releaseFeedItems(records: readonly ReleaseRecord[], locale: string, siteUrl: string): FeedItem[] {
  const items = records
    .filter((record) => record.locale === locale && record.routePath && isReleaseRoute(record.route))
    .map((record): FeedItem => {
      const routePath = record.routePath as string;
      const date = new Date(record.publishedAt ?? Number.NaN);
      if (Number.isNaN(date.getTime())) {
        throw new Error(
          `The release page ${routePath} has no valid "published_at"; add e.g. published_at: 2024-03-19 08:00:00 (UTC) to its frontmatter.`,
        );
      }
      if (!record.title) throw new Error(`The release page ${routePath} has no "title".`);
      const link = absoluteUrl(siteUrl, routePath);
      return { id: link, link, title: record.title, description: record.description, date };
    });
  return items.sort((a, b) => b.date.getTime() - a.date.getTime() || a.link.localeCompare(b.link));
}

/** One feed file: a format in a locale. */
export interface FeedChannel {
  format: FeedFormat;
  locale: string;
  /** BCP 47 language of the feed: `en`, `zh-CN`. */
  language: string;
  /** Site path of the file, e.g. `/rss/releases-atom-zh.xml`. */
  path: string;
  /** Absolute URL of the file. */
  url: string;
  mime: string;
  title: string;
  description: string;
  /** Absolute URL of the HTML page the feed mirrors (the locale's release list). */
  link: string;
  /** Absolute URL of the site's home page in this locale. */
  home: string;
}

export interface FeedSite {
  siteUrl: string;
  defaultLang: string;
  locales: readonly { lang: string; htmlLang: string }[];
  /** Feed title and description per locale (from the locale's UI strings). */
  texts: Readonly<Record<string, { title: string; description: string }>>;
}

/** Every feed file of the site: RSS and Atom for each locale. */
export function releaseFeedChannels(site: FeedSite): FeedChannel[] {
  return site.locales.flatMap(({ lang, htmlLang }) =>
    FEED_FORMATS.map((format): FeedChannel => {
      const path = releaseFeedPath(format, lang, site.defaultLang);
      const text = site.texts[lang];
      if (!text) throw new Error(`No feed title and description for the locale "${lang}".`);
      return {
        format,
        locale: lang,
        language: htmlLang,
        path,
        url: absoluteUrl(site.siteUrl, path),
        mime: FEED_MIME[format],
        title: text.title,
        description: text.description,
        link: absoluteUrl(site.siteUrl, addLang(RELEASES_ROUTE, lang, site.defaultLang)),
        home: absoluteUrl(site.siteUrl, addLang('/', lang, site.defaultLang)),
      };
    }),
  );
}

/** A feed as `<link rel="alternate" type={mime} href={url} hreflang={language}>`. */
export interface FeedLink {
  url: string;
  mime: string;
  language: string;
  title: string;
}

/**
 * The feeds a page announces in its head: both feeds of its locale on the release pages and
 * on the locale's home page; none elsewhere.
 */
export function pageFeedLinks(
  route: string | null,
  pageType: string,
  locale: string,
  channels: readonly Pick<FeedChannel, 'locale' | 'url' | 'mime' | 'language' | 'title'>[],
): FeedLink[] {
  if (!(pageType === 'home' || isReleaseRoute(route))) return [];
  return channels
    .filter((channel) => channel.locale === locale)
    .map(({ url, mime, language, title }) => ({ url, mime, language, title }));
}

/**
 * An item as gatsby-plugin-feed's `serialize` returns it (the `rss` package's item options).
 * Without a separate guid, the link is the item's guid with isPermaLink="true".
 */
export function rssItemOptions(item: FeedItem) {
  return { title: item.title, description: item.description, url: item.link, date: item.date };
}

/** The channel options of the `rss` package, for gatsby-plugin-feed's `setup`. */
export function rssChannelOptions(channel: FeedChannel, items: readonly FeedItem[], generator: string) {
  return {
    title: channel.title,
    description: channel.description,
    site_url: channel.link,
    feed_url: channel.url,
    language: channel.language,
    generator,
    ...(items[0] ? { pubDate: items[0].date } : {}),
  };
}
