/**
 * Runs every content check of the build in a few seconds, without building:
 *   npm run check:content                         the site's content and sidebar
 *   npm run check:content -- --root <dir>         a content folder with its own sidebar.ts
 *   npm run check:content -- --allow-missing <f>  links to the routes listed in <f> (one per line)
 *                                                 pass while those pages are still being written
 * Exits 1 and lists each problem with its file and fix.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { formatProblems, type BuildProblem, type PageRecord } from '../src/core/content-checks';
import { MARKDOWN_EXTENSION } from '../src/core/routes';
import type { Locale, SectionKey, SidebarSectionConfig } from '../src/config/types';
import { derivePageFacts, localeSettings, toPageRecord } from '../gatsby/page-facts';
import { runContentChecks, sidebarLinkRecords } from '../gatsby/run-content-checks';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : MARKDOWN_EXTENSION.test(name) ? [full] : [];
  });
}

interface ParseError {
  line?: number;
  reason?: string;
  message: string;
}

async function main() {
  const rootArg = process.argv.indexOf('--root');
  const root = path.resolve(rootArg === -1 ? '.' : (process.argv[rootArg + 1] ?? '.'));
  const sidebarModule = rootArg === -1 ? path.resolve('src/config/sidebar/index.ts') : path.join(root, 'sidebar.ts');
  const { sidebarSections } = (await import(sidebarModule)) as {
    sidebarSections: Partial<Record<SectionKey, SidebarSectionConfig>>;
  };

  const problems: BuildProblem[] = [];
  const records: PageRecord[] = [];
  let count = 0;
  for (const locale of localeSettings.langs) {
    const localeDir = path.join(root, 'content', locale);
    let files: string[] = [];
    try {
      files = walk(localeDir);
    } catch {
      continue;
    }
    for (const file of files) {
      count += 1;
      const shown = path.relative(root, file).split(path.sep).join('/');
      let parsed: matter.GrayMatterFile<string>;
      try {
        parsed = matter(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push({
          file: shown,
          message: `the frontmatter is not valid YAML: ${(error as Error).message}`,
          fix: 'correct the block between the --- lines',
        });
        continue;
      }
      const pathInLocale = path.relative(localeDir, file).split(path.sep).join('/');
      const frontmatterLines = readFileSync(file, 'utf8').split('\n').length - parsed.content.split('\n').length;
      try {
        const facts = derivePageFacts(locale as Locale, pathInLocale, parsed.data, parsed.content, frontmatterLines);
        for (const problem of facts.frontmatterProblems) {
          problems.push({
            file: shown,
            message: problem.message,
            fix: `correct "${problem.field}" in the frontmatter`,
          });
        }
        records.push({ ...toPageRecord(facts), file: shown });
      } catch (error) {
        const parseError = error as ParseError;
        const line = parseError.line === undefined ? '' : `:${parseError.line + frontmatterLines}`;
        problems.push({
          file: `${shown}${line}`,
          message: `the MDX does not parse: ${parseError.reason ?? parseError.message}`,
          fix: 'escape a literal { } or < in text as \\{ \\} or &lt;, put it in `inline code`, or write comments as {/* … */}',
        });
      }
    }
  }

  problems.push(...runContentChecks(root, records, sidebarLinkRecords(sidebarSections)));
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
    console.error(`The content has ${problems.length} problem(s):\n${formatProblems(problems)}`);
    process.exit(1);
  }
  console.log(`Content OK: ${count} files in ${localeSettings.langs.length} locales.`);
}

void main();
