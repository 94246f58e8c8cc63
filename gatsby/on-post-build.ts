/**
 * After the pages are written: waits for the files made beside the build from the page records
 * (the search files, the Atom feeds, the Markdown copy of every page with llms.txt per locale,
 * robots.txt: gatsby/page-files-beside.ts), stopping the build with their error, and for
 * webpack's caches to be stored (gatsby/build-renderer-beside.ts).
 */
import type { GatsbyNode } from 'gatsby';
import { webpackCachesStored } from './build-renderer-beside';
import { pageFilesWritten } from './page-files-beside';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const activity = reporter.activityTimer('Writing search files, Atom feeds, Markdown pages, llms.txt and robots.txt');
  activity.start();
  try {
    const { markdownPages } = await pageFilesWritten();
    if (markdownPages !== null) activity.setStatus(`${markdownPages} Markdown pages`);
  } catch (error) {
    reporter.panicOnBuild(`The page files were not written: ${(error as Error).message}`);
    return;
  }
  activity.end();
  await webpackCachesStored();
};
