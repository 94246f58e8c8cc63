/**
 * Everything derived from one content file, computed once: used by onCreateNode for the
 * GraphQL fields and by `npm run check:content` for the same checks without a full build.
 */
import { validateFrontmatter, type FrontmatterProblem, type PageType } from '../src/core/frontmatter';
import { addLang } from '../src/core/links';
import { summarize, type MdxAnalysis } from '../src/core/mdast';
import { isSharedSnippet, routeFromContentPath, sectionOf } from '../src/core/routes';
import { siteConfig } from '../src/config/site';
import type { Locale } from '../src/config/types';
import { mdxAnalysis } from './mdx-analysis';

export interface PageFacts extends MdxAnalysis {
  locale: Locale;
  /** BCP 47 language of the page (`en`, `zh-CN`). */
  lang: string;
  /** Content-root relative path, e.g. `en/guide/start/index.mdx`. */
  relativePath: string;
  /** Route without locale prefix; null for shared snippets. */
  route: string | null;
  /** Route with locale prefix; null for shared snippets. */
  routePath: string | null;
  pageType: PageType;
  /** From the frontmatter, else the first paragraph. */
  description: string;
  section: string;
  isShared: boolean;
  frontmatterProblems: FrontmatterProblem[];
}

/** Links written in the frontmatter (hero actions, feature cards), checked like body links. */
function frontmatterLinks(frontmatter: Record<string, unknown>): { url: string; line: number }[] {
  const hero = frontmatter.hero as { actions?: { link?: unknown }[] } | undefined;
  const features = frontmatter.features as { link?: unknown }[] | undefined;
  return [...(hero?.actions ?? []), ...(Array.isArray(features) ? features : [])]
    .map((entry) => entry?.link)
    .filter((link): link is string => typeof link === 'string')
    .map((url) => ({ url, line: 1 }));
}

export function derivePageFacts(
  locale: Locale,
  pathInLocale: string,
  frontmatter: Record<string, unknown>,
  body: string,
  /** Lines above the body (the frontmatter), so reported lines are lines of the file. */
  bodyLineOffset = 0,
): PageFacts {
  const isShared = isSharedSnippet(pathInLocale);
  const route = isShared ? null : routeFromContentPath(pathInLocale);
  const localeConfig = siteConfig.locales.find((l) => l.lang === locale);
  const analysis = mdxAnalysis(body, `${locale}/${pathInLocale}`);
  const description = typeof frontmatter.description === 'string' ? frontmatter.description : analysis.firstParagraph;
  return {
    ...analysis,
    links: [
      ...frontmatterLinks(frontmatter),
      ...analysis.links.map((link) => ({ ...link, line: link.line + bodyLineOffset })),
    ],
    description: summarize(description),
    locale,
    lang: localeConfig?.htmlLang ?? locale,
    relativePath: `${locale}/${pathInLocale}`,
    route,
    routePath: route === null ? null : addLang(route, locale, siteConfig.defaultLang),
    pageType: (frontmatter.pageType as PageType | undefined) ?? 'doc',
    section: route === null ? '' : sectionOf(route),
    isShared,
    frontmatterProblems: validateFrontmatter(frontmatter, !isShared),
  };
}

/** The content checks' record of a page, shared with createPages (src/core/site-pages.ts). */
export { toPageRecord } from '../src/core/site-pages';

export const localeSettings = {
  langs: siteConfig.locales.map((l) => l.lang),
  defaultLang: siteConfig.defaultLang,
};
