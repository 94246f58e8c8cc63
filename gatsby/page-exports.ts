/**
 * The files a build makes from the page records besides the pages themselves: the Atom feeds
 * (from the same page records and items as the RSS feeds of gatsby-plugin-feed), the Markdown
 * copy of every page with llms.txt per locale, robots.txt and the OpenSearch description per
 * locale. Written beside the build's main thread, with the search files
 * (gatsby/page-files-beside.ts).
 */
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { themeConfig } from '../src/config/theme';
import { renderAtom } from '../src/core/atom';
import { ROBOTS_PATH, robotsTxt } from '../src/core/discoverability';
import { absoluteUrl, releaseFeedItems } from '../src/core/feeds';
import { openSearchPath, renderOpenSearch } from '../src/core/opensearch';
import { FAVICON_PATH } from '../src/core/page-head';
import { writeMarkdownExport } from './markdown-export';
import { buildMarkdownStore } from './markdown-store';
import { writeWhenChanged } from './public-file';
import { FEED_GENERATOR, releaseChannels, releaseRecords } from './release-feeds';
import type { SiteData } from './site-pages';

/**
 * Writes the Atom feeds, the Markdown export, robots.txt and the OpenSearch descriptions into
 * the public folder of the site at `root`; returns the number of Markdown pages.
 */
export function writePageExports(data: SiteData, root: string, now: Date): number {
  const folders = new Set<string>();
  const writePublic = (sitePath: string, text: string) =>
    writeWhenChanged(path.join(root, 'public', sitePath), text, folders);

  const records = releaseRecords(data.pages);
  for (const channel of releaseChannels().filter((c) => c.format === 'atom')) {
    const items = releaseFeedItems(records, channel.locale, siteConfig.siteUrl);
    const atom = renderAtom(channel, items, {
      copyright: themeConfig.footerMessage,
      author: siteConfig.title,
      icon: absoluteUrl(siteConfig.siteUrl, FAVICON_PATH),
      generator: FEED_GENERATOR,
      now,
    });
    writePublic(channel.path, atom);
  }

  let count: number;
  try {
    count = writeMarkdownExport(data, writePublic, buildMarkdownStore(root));
  } catch (error) {
    throw new Error(`The Markdown export failed: ${(error as Error).message}`, { cause: error });
  }

  writePublic(ROBOTS_PATH, robotsTxt(siteConfig.siteUrl));
  for (const { lang, htmlLang, description } of siteConfig.locales)
    writePublic(
      openSearchPath(lang, siteConfig.defaultLang),
      renderOpenSearch({
        siteUrl: siteConfig.siteUrl,
        siteTitle: siteConfig.title,
        locale: lang,
        defaultLang: siteConfig.defaultLang,
        htmlLang,
        description,
        iconPath: FAVICON_PATH,
      }),
    );
  return count;
}
