/**
 * Runs every content check before Gatsby reads a file, and stops the build with the same
 * report as `npm run check:content`. Before sourcing, so that frontmatter gatsby-plugin-mdx
 * cannot read is reported with its file, line and column instead of a plugin error. Also makes
 * the query extraction, which comes later, parse each page template once (extract-queries-once.ts),
 * createPage and webpack look theme shadowing up only where its folders exist (shadowing-folders.ts),
 * and `gatsby build` compile its HTML renderer beside the browser bundle (build-renderer-beside.ts),
 * lower the memory peak of a cold build (build-memory.ts), run a build on a warm cache without
 * V8's optimising compiler (build-baseline-tier.ts), render its pages, and develop's page shell,
 * in Gatsby's own process (render-in-process.ts), stitch slices
 * into pages as bytes (stitch-slices-by-bytes.ts); and the query types written only when they
 * change, in builds and develop (typegen-when-changed.ts).
 */
import type { GatsbyNode } from 'gatsby';
import { sidebarSections } from '../src/config/sidebar';
import type { SectionKey, SidebarSectionConfig } from '../src/config/types';
import { collectSooner, compilesEveryPage, SOONER_COLLECTION } from './build-memory';
import { BASELINE_TIER, baselineTierOnly } from './build-baseline-tier';
import { buildRendererBesideBrowserBundle } from './build-renderer-beside';
import { rendersInProcess } from './render-in-process';
import { buildWorkersLater } from './build-worker-later';
import { isDevelop } from './develop-session';
import { extractQueriesOncePerTemplate } from './extract-queries-once';
import { shadowingOnlyWhereFoldersExist } from './shadowing-folders';
import { stitchSlicesByBytes } from './stitch-slices-by-bytes';
import { checkContentFolder, contentReport } from './run-content-checks';
import { typegenWhenChanged } from './typegen-when-changed';

/** The hook for the content under the working directory and a sidebar (the tests pass a fixture's). */
export function checkContentBeforeSourcing(
  sidebar: Partial<Record<SectionKey, SidebarSectionConfig>>,
): NonNullable<GatsbyNode['onPreBootstrap']> {
  return ({ reporter }) => {
    const { problems } = checkContentFolder(process.cwd(), sidebar);
    if (problems.length > 0) reporter.panicOnBuild(contentReport(problems));
  };
}

const checkContent = checkContentBeforeSourcing(sidebarSections);

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (...args) => {
  extractQueriesOncePerTemplate();
  shadowingOnlyWhereFoldersExist();
  if (process.env.gatsby_executing_command === 'build') {
    const cold = compilesEveryPage(process.cwd());
    if (cold) collectSooner();
    else baselineTierOnly();
    buildRendererBesideBrowserBundle([cold ? SOONER_COLLECTION : BASELINE_TIER]);
    if (cold) buildWorkersLater();
    else rendersInProcess();
    stitchSlicesByBytes();
  }
  if (isDevelop()) rendersInProcess();
  typegenWhenChanged();
  return checkContent(...args);
};
