/**
 * Runs every content check of the build in a few seconds, without building:
 *   npm run check:content                         the site's content and sidebar
 *   npm run check:content -- --root <dir>         a content folder with its own sidebar.ts
 *   npm run check:content -- --allow-missing <f>  links to the routes listed in <f> (one per line)
 *                                                 pass while those pages are still being written
 * Exits 1 and lists each problem with its file and fix.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildProblem } from '../src/core/content-checks';
import type { SectionKey, SidebarSectionConfig } from '../src/config/types';
import { localeSettings } from '../gatsby/page-facts';
import { checkContentFolder, contentReport } from '../gatsby/run-content-checks';

async function main() {
  const rootArg = process.argv.indexOf('--root');
  const root = path.resolve(rootArg === -1 ? '.' : (process.argv[rootArg + 1] ?? '.'));
  const sidebarModule = rootArg === -1 ? path.resolve('src/config/sidebar/index.ts') : path.join(root, 'sidebar.ts');
  const { sidebarSections } = (await import(sidebarModule)) as {
    sidebarSections: Partial<Record<SectionKey, SidebarSectionConfig>>;
  };

  const { problems, files } = checkContentFolder(root, sidebarSections);
  const allowArg = process.argv.indexOf('--allow-missing');
  if (allowArg !== -1) {
    const planned = new Set(
      readFileSync(path.resolve(process.argv[allowArg + 1] ?? ''), 'utf8')
        .split('\n')
        .filter(Boolean),
    );
    const isPlanned = (problem: BuildProblem) => {
      const target = /points at (\S+), which is not a page/.exec(problem.message)?.[1];
      return target !== undefined && planned.has(target.replace(/^\/zh(?=\/)/, ''));
    };
    const kept = problems.filter((problem) => !isPlanned(problem));
    console.log(`Ignored ${problems.length - kept.length} link(s) to pages still being written.`);
    problems.splice(0, problems.length, ...kept);
  }
  if (problems.length > 0) {
    console.error(contentReport(problems));
    process.exit(1);
  }
  console.log(`Content OK: ${files} files in ${localeSettings.langs.length} locales.`);
}

void main();
