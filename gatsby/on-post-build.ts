/**
 * After the pages are written: the Atom feeds (from the same query and items as the RSS feeds
 * of gatsby-plugin-feed), the Markdown copy of every page with llms.txt per locale, and robots.txt.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../src/config/site';
import { themeConfig } from '../src/config/theme';
import { renderAtom } from '../src/core/atom';
import { ROBOTS_PATH, robotsTxt } from '../src/core/discoverability';
import { absoluteUrl, releaseFeedItems } from '../src/core/feeds';
import { FAVICON_PATH } from '../src/core/page-head';
import { MARKDOWN_EXPORT_QUERY, writeMarkdownExport, type MarkdownExportData } from './markdown-export';
import {
  FEED_GENERATOR,
  RELEASE_FEED_QUERY,
  releaseChannels,
  releaseRecords,
  type ReleaseFeedData,
} from './release-feeds';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

function writePublic(sitePath: string, text: string): void {
  const target = path.join(PUBLIC_DIR, sitePath);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const activity = reporter.activityTimer('Writing Atom feeds, Markdown pages, llms.txt and robots.txt');
  activity.start();

  const feedResult = await graphql<ReleaseFeedData>(RELEASE_FEED_QUERY);
  if (feedResult.errors || !feedResult.data) {
    reporter.panicOnBuild('Could not read the release pages for the Atom feeds', feedResult.errors);
    return;
  }
  const records = releaseRecords(feedResult.data);
  const now = new Date();
  try {
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
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  const pagesResult = await graphql<MarkdownExportData>(MARKDOWN_EXPORT_QUERY);
  if (pagesResult.errors || !pagesResult.data) {
    reporter.panicOnBuild('Could not read the pages for the Markdown export', pagesResult.errors);
    return;
  }
  try {
    const count = writeMarkdownExport(pagesResult.data, PUBLIC_DIR, reporter);
    activity.setStatus(`${count} Markdown pages`);
  } catch (error) {
    reporter.panicOnBuild(`The Markdown export failed: ${(error as Error).message}`);
    return;
  }

  writePublic(ROBOTS_PATH, robotsTxt(siteConfig.siteUrl));
  activity.end();
};
