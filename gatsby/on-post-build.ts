/**
 * After the pages are written: the Atom feeds (from the same page records and items as the RSS
 * feeds of gatsby-plugin-feed), the Markdown copy of every page with llms.txt per locale, and
 * robots.txt. They read the page records createPages read (gatsby/site-pages.ts). Then it
 * waits for the search files (gatsby/search-files-beside.ts) and for webpack's caches to be
 * stored (gatsby/build-renderer-beside.ts).
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
import { webpackCachesStored } from './build-renderer-beside';
import { writeMarkdownExport } from './markdown-export';
import { searchFilesWritten } from './search-files-beside';
import { FEED_GENERATOR, releaseChannels, releaseRecords } from './release-feeds';
import { siteDataAfterBuild } from './site-pages';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

function writePublic(sitePath: string, text: string): void {
  const target = path.join(PUBLIC_DIR, sitePath);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

const writeFeedsAndExports: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const activity = reporter.activityTimer('Writing Atom feeds, Markdown pages, llms.txt and robots.txt');
  activity.start();

  const data = await siteDataAfterBuild(graphql, reporter, 'for the Atom feeds and the Markdown export');
  if (!data) return;
  const records = releaseRecords(data.pages);
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

  try {
    const count = writeMarkdownExport(data, writePublic, reporter);
    activity.setStatus(`${count} Markdown pages`);
  } catch (error) {
    reporter.panicOnBuild(`The Markdown export failed: ${(error as Error).message}`);
    return;
  }

  writePublic(ROBOTS_PATH, robotsTxt(siteConfig.siteUrl));
  activity.end();
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async (...args) => {
  await writeFeedsAndExports(...args);
  try {
    await searchFilesWritten();
  } catch (error) {
    args[0].reporter.panicOnBuild(`The search files were not written: ${(error as Error).message}`);
    return;
  }
  await webpackCachesStored();
};
