/** The full list of cross-page checks, shared by the build and `npm run check:content`. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  checkComponents,
  checkConfiguredLinks,
  checkDuplicateRoutes,
  checkHeadingParity,
  checkInternalLinks,
  checkLocaleTwins,
  checkMdxImports,
  checkSidebar,
  type BuildProblem,
  type PageRecord,
  type SidebarLinkRecord,
} from '../src/core/content-checks';
import type { Locale, SectionKey, SidebarSectionConfig } from '../src/config/types';
import { generatedFiles } from '../src/core/discoverability';
import { normalizeSidebarSection } from '../src/core/sidebar';
import { navItems } from '../src/config/nav';
import { MDX_KIT_COMPONENTS } from '../src/mdx/kit';
import { addLang } from '../src/core/links';
import { localeSettings } from './page-facts';

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
    ...checkLocaleTwins(pages, localeSettings),
    ...checkSidebar(pages, sidebar, localeSettings),
    ...checkConfiguredLinks(pages, navLinkRecords(), localeSettings, 'navigation bar'),
    ...checkHeadingParity(pages, localeSettings),
    ...checkComponents(pages, new Set(MDX_KIT_COMPONENTS)),
    ...checkMdxImports(pages, (file) => existsSync(path.join(root, file))),
    ...checkInternalLinks(pages, localeSettings, new Set(staticFiles)),
  ];
}
