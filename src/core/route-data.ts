/**
 * Everything the layout of one page renders beyond its MDX body, computed once per page at
 * build time (createPages) and handed to the page in its context: the locale settings, this
 * section's sidebar, previous/next, the overview, the edit link, the last-updated date, the
 * head's inputs, the defaults of the parts the query switches may hide and the home page's
 * hero and features. Pure: a page and
 * the site settings in, plain data out.
 */
import type { Locale, LocaleConfig } from '../config/types';
import { formatDate } from './dates';
import { markdownPath } from './discoverability';
import { pageFeedLinks, type FeedChannel, type FeedLink } from './feeds';
import type { LayoutFlags } from './layout-parts';
import type { OverviewGroup } from './overview';
import type { HeadPage, HeadSite } from './page-head';
import {
  overviewOf,
  sectionSidebar,
  type SectionSidebarGroup,
  type SitePage,
  type SitePageFeature,
  type SitePageHero,
} from './site-pages';
import { prevNext, routeSidebarItem, type RouteSidebarGroup, type SidebarLinkRef } from './sidebar';

/** The site settings a page's route data is made from. */
export interface RouteSite {
  title: string;
  siteUrl: string;
  defaultLang: Locale;
  locales: readonly LocaleConfig[];
  /** Whether pages show their last-updated date. */
  lastUpdated: boolean;
  /** Base URL of the sources (a page's relative path is appended); null for no edit links. */
  editLinkBase: string | null;
  enableScrollToTop: boolean;
  footerMessage: string;
  /** `@handle` of the site's X account, or null. */
  twitterSite: string | null;
  /** Every feed of every locale; a page links those of its locale where feeds belong. */
  feeds: readonly Pick<FeedChannel, 'locale' | 'url' | 'mime' | 'language' | 'title'>[];
  /** Site-relative URL of each locale's search index file (gatsby/search-index-files.ts). */
  searchIndexUrls: Readonly<Record<string, string>>;
  sidebarGroups: readonly SectionSidebarGroup[];
  /** Every page, for the overview's headings. */
  pages: readonly SitePage[];
}

/** A page of the site as the route data reads it: a content page, or a 404 page (no file, no route). */
export type RoutePage = Pick<
  SitePage,
  'locale' | 'route' | 'routePath' | 'pageType' | 'section' | 'toc' | 'frontmatter'
> & {
  /** Null for pages without a source file. */
  relativePath: string | null;
  /** The cut description; null where the page has none (404). */
  description: string | null;
  /** Null for pages without a source file. */
  lastUpdatedTime: string | null;
};

export interface DatedText {
  iso: string;
  /** Formatted for the page's locale at build time, so server and browser agree. */
  text: string;
}

export interface RouteData {
  locale: Locale;
  langs: Locale[];
  defaultLang: Locale;
  /** The language menu: every locale with its label and its BCP 47 language. */
  locales: { lang: Locale; label: string; htmlLang: string }[];
  pageType: string;
  title: string | null;
  toc: { text: string; id: string; depth: number }[];
  facts: { type: string | null; default: string | null; version: string | null };
  /** ISO date of a release page's `published_at`. */
  publishedAt: string | null;
  /** The frontmatter's switches of the layout's parts; the query string may still hide a part. */
  parts: Required<LayoutFlags>;
  /** Frontmatter `globalUIComponents: false` hides the global extras (image zoom, feed links). */
  globalUIComponents: boolean;
  sidebar: RouteSidebarGroup[];
  prev: SidebarLinkRef | null;
  next: SidebarLinkRef | null;
  overview: OverviewGroup[] | null;
  editLink: { url: string; text: string } | null;
  /** The page's Markdown copy, offered by the page actions of a doc page. */
  markdownPath: string | null;
  lastUpdated: DatedText | null;
  scrollToTop: boolean;
  footerMessage: string;
  /** The search index file of the page's locale; null where none was written. */
  searchIndexUrl: string | null;
  /** The home page's hero and feature cards, from its frontmatter; null and empty where it has none. */
  hero: SitePageHero | null;
  features: readonly SitePageFeature[];
  head: { page: HeadPage; site: HeadSite; feeds: FeedLink[] };
}

function localeOf(site: RouteSite, lang: string): LocaleConfig {
  const found = site.locales.find((l) => l.lang === lang);
  if (!found) throw new Error(`The page's locale "${lang}" is not one of the site's locales`);
  return found;
}

function headOf(page: RoutePage, site: RouteSite): RouteData['head'] {
  return {
    page: {
      // The home page's title is the site title alone.
      title: page.pageType === 'home' ? null : page.frontmatter.title,
      description: page.description,
      locale: page.locale,
      route: page.route,
      pageType: page.pageType,
      publishedAt: page.frontmatter.published_at,
    },
    site: {
      siteUrl: site.siteUrl,
      title: site.title,
      defaultLang: site.defaultLang,
      locales: site.locales.map((l) => ({
        lang: l.lang,
        htmlLang: l.htmlLang,
        title: site.title,
        description: l.description,
      })),
      twitterSite: site.twitterSite,
    },
    feeds: pageFeedLinks(page.route, page.pageType, page.locale, site.feeds),
  };
}

/** Strips the data layer's extra fields: a page's context carries only what its sidebar renders. */
function sidebarOf(groups: readonly SectionSidebarGroup[]): RouteSidebarGroup[] {
  return groups.map(({ text, collapsible, collapsed, tag, items }) => ({
    text,
    collapsible,
    collapsed,
    tag,
    items: items.map(routeSidebarItem),
  }));
}

export function buildRouteData(page: RoutePage, site: RouteSite): RouteData {
  const locale = localeOf(site, page.locale);
  const { frontmatter } = page;
  const groups = sectionSidebar(site.sidebarGroups, page.locale, page.section);
  const sidebar = sidebarOf(groups);
  const { prev, next } = page.routePath ? prevNext(groups, page.routePath) : { prev: null, next: null };
  const lastUpdated =
    site.lastUpdated && page.lastUpdatedTime
      ? { iso: page.lastUpdatedTime, text: formatDate(page.lastUpdatedTime, page.locale) }
      : null;
  return {
    locale: locale.lang,
    langs: site.locales.map((l) => l.lang),
    defaultLang: site.defaultLang,
    locales: site.locales.map(({ lang, label, htmlLang }) => ({ lang, label, htmlLang })),
    pageType: page.pageType,
    title: frontmatter.title,
    toc: page.toc.map(({ text, id, depth }) => ({ text, id, depth })),
    facts: { type: frontmatter.type, default: frontmatter.default, version: frontmatter.version },
    publishedAt: frontmatter.published_at,
    parts: {
      navbar: frontmatter.navbar,
      sidebar: frontmatter.sidebar,
      outline: frontmatter.outline,
      footer: frontmatter.footer,
    },
    globalUIComponents: frontmatter.globalUIComponents !== false,
    sidebar,
    prev,
    next,
    overview: overviewOf(page, site.pages, site.sidebarGroups),
    editLink:
      site.editLinkBase && locale.editLinkText && page.relativePath
        ? { url: `${site.editLinkBase}/${page.relativePath}`, text: locale.editLinkText }
        : null,
    markdownPath: page.pageType === 'doc' && page.routePath ? markdownPath(page.routePath) : null,
    lastUpdated,
    scrollToTop: page.pageType === 'doc' && site.enableScrollToTop,
    footerMessage: site.footerMessage,
    searchIndexUrl: site.searchIndexUrls[page.locale] ?? null,
    hero: frontmatter.hero,
    features: frontmatter.features ?? [],
    head: headOf(page, site),
  };
}

/**
 * The route data as a page's context carries it: one JSON text. On every createPage, Gatsby
 * compares the page's context with the last build's (lodash's isEqual), hashes it for the page's
 * node and copies it while checking that it can be stored: three walks over some 300 values, about
 * 2 ms a page. One string is compared, hashed and copied at once.
 */
export type RouteDataText = string & { readonly routeDataText: true };

export function routeDataText(route: RouteData): RouteDataText {
  return JSON.stringify(route) as RouteDataText;
}

export function readRouteData(text: RouteDataText): RouteData {
  return JSON.parse(text) as RouteData;
}
