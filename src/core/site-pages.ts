/**
 * The one record of each content page that every build step reads: page context (route
 * data), content checks, the search index, the Markdown export, llms.txt and the feeds. Built once per build
 * from the data layer (gatsby/site-pages.ts); pure helpers over it live here.
 */
import type { PageRecord } from './content-checks';
import { buildOverview, type OverviewGroup } from './overview';
import type { SidebarGroupData } from './sidebar';

export interface SitePageHero {
  name: string;
  /** Split on line breaks when rendered. */
  text: string;
  tagline: string | null;
  /** `theme`: brand or alt. */
  actions: readonly { text: string; link: string; theme: string }[];
  image: { src: string; alt: string } | null;
}

export interface SitePageFeature {
  icon: string | null;
  title: string;
  details: string;
  link: string | null;
  /** Columns out of 12. */
  span: number;
}

/** The frontmatter fields the build steps read (the layouts read theirs from the route data). */
export interface SitePageFrontmatter {
  title: string | null;
  /** As written: feeds keep it whole, the head uses the page's cut description. */
  description: string | null;
  overview: boolean | null;
  navbar: boolean | null;
  sidebar: boolean | null;
  outline: boolean | null;
  footer: boolean | null;
  globalUIComponents: boolean | null;
  /** ISO date of a release page. */
  published_at: string | null;
  type: string | null;
  default: string | null;
  version: string | null;
  hero: SitePageHero | null;
  features: readonly SitePageFeature[] | null;
}

/** A frontmatter that sets nothing: what a page without a source file (404) starts from. */
export const EMPTY_FRONTMATTER: SitePageFrontmatter = {
  title: null,
  description: null,
  overview: null,
  navbar: null,
  sidebar: null,
  outline: null,
  footer: null,
  globalUIComponents: null,
  published_at: null,
  type: null,
  default: null,
  version: null,
  hero: null,
  features: null,
};

export interface SitePageHeading {
  text: string;
  id: string;
  depth: number;
  /** Offset of the heading in the page's plain text; -1 where it has none. */
  charIndex: number;
}

/** What the content checks read of a page's MDX (anchors, links, components, imports). */
type PageChecks = Pick<PageRecord, 'anchors' | 'headingDepths' | 'links' | 'components' | 'imports' | 'importSources'>;

export interface SitePage extends PageChecks {
  /** The Mdx node's id, the page query's `$id`. */
  id: string;
  /** Absolute path of the MDX file, for gatsby-plugin-mdx's `__contentFilePath`. */
  contentFilePath: string;
  /** The MDX body without frontmatter. */
  body: string;
  locale: string;
  /** The locale's BCP 47 language, e.g. `zh-CN`. */
  lang: string;
  /** A shared snippet, rendered inside the pages that import it; it has no route. */
  isShared: boolean;
  /** Content-root relative path, e.g. `en/guide/start/index.mdx`. */
  relativePath: string;
  /** Route without locale prefix; null for shared snippets. */
  route: string | null;
  /** Route with locale prefix; null for shared snippets. */
  routePath: string | null;
  pageType: string;
  section: string;
  /** From the frontmatter, else the first paragraph, cut for meta tags. */
  description: string;
  toc: readonly SitePageHeading[];
  /** The text as read, one block per line (what search indexes). */
  plainText: string;
  lastUpdatedTime: string;
  frontmatter: SitePageFrontmatter;
}

/** A sidebar group of one section in one locale, as the data layer holds it. */
export interface SectionSidebarGroup extends SidebarGroupData {
  locale: string;
  section: string;
}

/** What the content checks read of a page. */
export type PageRecordSource = Pick<
  SitePage,
  | 'relativePath'
  | 'locale'
  | 'route'
  | 'pageType'
  | 'anchors'
  | 'headingDepths'
  | 'links'
  | 'components'
  | 'imports'
  | 'importSources'
>;

export function toPageRecord(page: PageRecordSource): PageRecord {
  return {
    file: `content/${page.relativePath}`,
    locale: page.locale,
    route: page.route,
    pageType: page.pageType,
    anchors: page.anchors,
    headingDepths: page.headingDepths,
    links: page.links,
    components: page.components,
    imports: page.imports,
    importSources: page.importSources,
  };
}

/** Pages with an address: every page but the shared snippets. */
export function routedPages<P extends { routePath: string | null; route: string | null }>(
  pages: readonly P[],
): (P & { routePath: string; route: string })[] {
  return pages.filter((page): page is P & { routePath: string; route: string } =>
    Boolean(page.routePath && page.route !== null),
  );
}

/** The sidebar of one section in one locale, in reading order. */
export function sectionSidebar<G extends { locale: string; section: string }>(
  groups: readonly G[],
  locale: string,
  section: string,
): G[] {
  return groups.filter((group) => group.locale === locale && group.section === section);
}

/**
 * The overview of a page with `overview: true` (null for any other): its section's sidebar
 * groups, each page with its h2 headings.
 */
export function overviewOf(
  page: Pick<SitePage, 'locale' | 'section' | 'routePath'> & { frontmatter: Pick<SitePageFrontmatter, 'overview'> },
  pages: readonly Pick<SitePage, 'locale' | 'routePath' | 'toc'>[],
  groups: readonly SectionSidebarGroup[],
): OverviewGroup[] | null {
  if (!page.frontmatter.overview || !page.routePath) return null;
  const tocs = new Map(
    pages
      .filter((other) => other.locale === page.locale && other.routePath)
      .map((other) => [other.routePath as string, other.toc]),
  );
  return buildOverview(sectionSidebar(groups, page.locale, page.section), tocs, page.routePath);
}
