/**
 * Every content check, shared by the build and `npm run check:content`, so both report the
 * same problems for the same content: each file on its own (frontmatter, MDX syntax, fields,
 * heading anchors, code block languages), then across pages (routes, translations, sidebar, links).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  checkComponents,
  checkConfiguredLinks,
  checkDuplicateRoutes,
  checkRouteNames,
  checkHeadingParity,
  checkInternalLinks,
  checkLocaleTwins,
  checkMdxImports,
  checkSidebar,
  formatProblems,
  type BuildProblem,
  type PageRecord,
  type SidebarLinkRecord,
} from '../src/core/content-checks';
import { extractCodeFences } from '../src/core/code-fences';
import {
  codeLanguageProblems,
  frontmatterFieldProblems,
  frontmatterYamlProblem,
  headingAnchorProblems,
  mdxSyntaxProblem,
} from '../src/core/file-problems';
import { writtenDateProblems, type FrontmatterProblem, type PageType } from '../src/core/frontmatter';
import type { Locale, SectionKey, SidebarSectionConfig } from '../src/config/types';
import { generatedFiles } from '../src/core/discoverability';
import { normalizeSidebarSection } from '../src/core/sidebar';
import { navItems } from '../src/config/nav';
import { MDX_KIT_COMPONENTS } from '../src/mdx/kit';
import { addLang } from '../src/core/links';
import { isSharedSnippet, MARKDOWN_EXTENSION, routeFromContentPath } from '../src/core/routes';
import { derivePageFacts, localeSettings, toPageRecord, type PageFacts } from './page-facts';
import { FRONTMATTER_OPTIONS } from './frontmatter-options';
import { parseAhead } from './parse-ahead';
import { CODE_LANGUAGE_NAMES, isKnownCodeLanguage } from './remark-code-blocks';

/** Files under static/, as the site paths they are published at. */
export function listStaticFiles(dir: string, prefix = ''): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listStaticFiles(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

/** Every sidebar link of every locale, with the file that configures it. */
export function sidebarLinkRecords(sections: Partial<Record<SectionKey, SidebarSectionConfig>>): SidebarLinkRecord[] {
  return localeSettings.langs.flatMap((locale) =>
    Object.entries(sections).flatMap(([section, entries]) =>
      normalizeSidebarSection(entries ?? [], locale as Locale, localeSettings.defaultLang).flatMap((group) =>
        group.items.flatMap((item) =>
          item.link ? [{ locale, link: item.link, source: `src/config/sidebar/${section}.ts` }] : [],
        ),
      ),
    ),
  );
}

/** Every navigation bar link of every locale. */
function navLinkRecords(): SidebarLinkRecord[] {
  return localeSettings.langs.flatMap((locale) =>
    navItems.map((item) => ({
      locale,
      link: addLang(item.link, locale, localeSettings.defaultLang),
      source: 'src/config/nav.ts',
    })),
  );
}

/** `root` is the folder holding content/ and static/. */
export function runContentChecks(
  root: string,
  pages: readonly PageRecord[],
  sidebar: readonly SidebarLinkRecord[],
): BuildProblem[] {
  // Published files: static/ as it is, plus what the build generates (feeds, llms.txt, sitemap, robots.txt).
  const staticFiles = [
    ...listStaticFiles(path.join(root, 'static')),
    ...generatedFiles(localeSettings.langs, localeSettings.defaultLang),
  ];
  return [
    ...checkDuplicateRoutes(pages, localeSettings),
    ...checkRouteNames(pages),
    ...checkLocaleTwins(pages, localeSettings),
    ...checkSidebar(pages, sidebar, localeSettings),
    ...checkConfiguredLinks(pages, navLinkRecords(), localeSettings, 'navigation bar'),
    ...checkHeadingParity(pages, localeSettings),
    ...checkComponents(pages, new Set(MDX_KIT_COMPONENTS)),
    ...checkMdxImports(pages, (file) => existsSync(path.join(root, file))),
    ...checkInternalLinks(pages, localeSettings, new Set(staticFiles)),
  ];
}

export interface InspectedFile {
  /** The text of the file the inspection read. */
  source: string;
  /** What the file says, or null when its frontmatter or MDX does not parse. */
  facts: PageFacts | null;
  /** What the cross-page checks know of it (a broken file: its route only). */
  record: PageRecord;
  problems: BuildProblem[];
  /** Same file, same text as an earlier inspection, whose problems were reported then. */
  repeated: boolean;
}

function brokenRecord(file: string, locale: Locale, pathInLocale: string, pageType: unknown): PageRecord {
  return {
    file,
    locale,
    route: isSharedSnippet(pathInLocale) ? null : routeFromContentPath(pathInLocale),
    pageType: typeof pageType === 'string' ? (pageType as PageType) : 'doc',
    anchors: [],
    headingDepths: [],
    links: [],
    components: [],
    imports: [],
    importSources: [],
    broken: true,
  };
}

/** The last inspection of each file: the build inspects once, before sourcing, and reuses it per node. */
const inspections = new Map<string, InspectedFile>();

/** One content file on its own. `file` is the path shown to the author, e.g. `content/en/guide/start/index.mdx`. */
export function inspectContentFile(file: string, locale: Locale, pathInLocale: string, source: string): InspectedFile {
  const known = inspections.get(file);
  if (known && known.source === source) return { ...known, repeated: true };
  const inspected = inspect(file, locale, pathInLocale, source);
  inspections.set(file, inspected);
  return inspected;
}

/** The field problems, and the dates the calendar does not have among the fields found well typed. */
function withWrittenDates(problems: readonly FrontmatterProblem[], yaml: string): FrontmatterProblem[] {
  const reported = new Set(problems.map((problem) => problem.field));
  return [...problems, ...writtenDateProblems(yaml).filter((problem) => !reported.has(problem.field))];
}

function inspect(file: string, locale: Locale, pathInLocale: string, source: string): InspectedFile {
  let parsed: { data: Record<string, unknown>; content: string; matter: string };
  try {
    parsed = matter(source, FRONTMATTER_OPTIONS);
  } catch (error) {
    const record = brokenRecord(file, locale, pathInLocale, undefined);
    return { source, facts: null, record, problems: [frontmatterYamlProblem(file, error)], repeated: false };
  }
  const lineOffset = source.split('\n').length - parsed.content.split('\n').length;
  let facts: PageFacts;
  try {
    facts = derivePageFacts(locale, pathInLocale, parsed.data, parsed.content, lineOffset);
  } catch (error) {
    // The frontmatter is fine: its field problems are real, the ones the body would have are unknown.
    return {
      source,
      facts: null,
      record: brokenRecord(file, locale, pathInLocale, parsed.data.pageType),
      problems: [mdxSyntaxProblem(file, error, lineOffset)],
      repeated: false,
    };
  }
  return {
    source,
    facts,
    record: { ...toPageRecord(facts), file },
    problems: [
      ...frontmatterFieldProblems(file, withWrittenDates(facts.frontmatterProblems, parsed.matter)),
      ...headingAnchorProblems(file, facts.unanchoredHeadings, lineOffset),
      ...codeLanguageProblems(file, extractCodeFences(source), isKnownCodeLanguage, CODE_LANGUAGE_NAMES),
    ],
    repeated: false,
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : MARKDOWN_EXTENSION.test(name) ? [full] : [];
  });
}

/**
 * Every check over the content folder of `root` and the given sidebar: each file, then
 * across pages. A file that does not parse is reported once; what would follow from it
 * (a missing translation, a sidebar entry to nowhere, links into it) is left out.
 */
export function checkContentFolder(
  root: string,
  sidebarSections: Partial<Record<SectionKey, SidebarSectionConfig>>,
): { problems: BuildProblem[]; files: number } {
  const problems: BuildProblem[] = [];
  const records: PageRecord[] = [];
  const files = (localeSettings.langs as Locale[]).flatMap((locale) => {
    const localeDir = path.join(root, 'content', locale);
    return existsSync(localeDir) ? walk(localeDir).map((full) => ({ full, locale, localeDir })) : [];
  });
  // In Gatsby's process, a worker parses the files not parsed before from the end of the list.
  parseAhead(
    files.map(({ full }) => full),
    root,
  );
  for (const { full, locale, localeDir } of files) {
    const file = path.relative(root, full).split(path.sep).join('/');
    const pathInLocale = path.relative(localeDir, full).split(path.sep).join('/');
    const inspected = inspectContentFile(file, locale, pathInLocale, readFileSync(full, 'utf8'));
    problems.push(...inspected.problems);
    records.push(inspected.record);
  }
  problems.push(...runContentChecks(root, records, sidebarLinkRecords(sidebarSections)));
  return { problems, files: records.length };
}

/** The report both the build and `npm run check:content` print. */
export function contentReport(problems: readonly BuildProblem[]): string {
  return `The content has ${problems.length} problem(s):\n${formatProblems(problems)}`;
}
