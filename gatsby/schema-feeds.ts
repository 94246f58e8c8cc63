/** Types of the release feeds: `siteConfig { releaseFeeds { … } }`, read by the head of every page. */
import type { NodePluginSchema } from 'gatsby';
import { releaseFeedChannels } from '../src/core/feeds';
import { feedTexts } from './release-feeds';

const typeDefs = `
  "One feed file: RSS or Atom in one locale."
  type ReleaseFeed {
    locale: String!
    "rss or atom."
    format: String!
    "Absolute URL of the file."
    url: String!
    "application/rss+xml or application/atom+xml."
    mime: String!
    "BCP 47 language of the feed: en, zh-CN."
    language: String!
    title: String!
  }
`;

interface SiteConfigSource {
  siteUrl: string;
  defaultLang: string;
  locales: { lang: string; htmlLang: string }[];
}

export function feedTypes(schema: NodePluginSchema) {
  return [
    typeDefs,
    schema.buildObjectType({
      name: 'SiteConfig',
      interfaces: ['Node'],
      fields: {
        releaseFeeds: {
          type: '[ReleaseFeed!]!',
          resolve: (source: SiteConfigSource) =>
            releaseFeedChannels({
              siteUrl: source.siteUrl,
              defaultLang: source.defaultLang,
              locales: source.locales,
              texts: feedTexts(source.locales.map((l) => l.lang)),
            }),
        },
      },
    }),
  ];
}
