/**
 * Files the build generates for crawlers, feed readers and language models, and where each
 * lives: the sitemap, robots.txt, llms.txt and the OpenSearch description per locale and the
 * Markdown copy of every page.
 */
import { FEED_FORMATS, absoluteUrl, releaseFeedPath } from './feeds';
import { addLang } from './links';
import { openSearchPath } from './opensearch';

/** gatsby-plugin-sitemap writes an index and, under 45,000 URLs, a single sitemap next to it. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';
export const SITEMAP_PATHS = [SITEMAP_INDEX_PATH, '/sitemap-0.xml'] as const;
export const ROBOTS_PATH = '/robots.txt';

/** `/llms.txt` for the default locale, `/zh/llms.txt` for Chinese. */
export function llmsTxtPath(locale: string, defaultLang: string): string {
  return `${addLang('/', locale, defaultLang)}llms.txt`;
}

/** `/llms-full.txt` for the default locale, `/zh/llms-full.txt` for Chinese: every page in one file. */
export function llmsFullTxtPath(locale: string, defaultLang: string): string {
  return `${addLang('/', locale, defaultLang)}llms-full.txt`;
}

/**
 * The Markdown copy of a page, next to its HTML on any static host:
 * a page `/config/output/minify` → `/config/output/minify.md`; a section root
 * `/guide/start/` (served from `/guide/start/index.html`) → `/guide/start/index.md`;
 * the home pages `/` and `/zh/` → `/index.md` and `/zh/index.md`.
 */
export function markdownPath(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}

/** Site paths of every file generated at build time that pages may link to. */
export function generatedFiles(langs: readonly string[], defaultLang: string): string[] {
  return [
    ...langs.flatMap((lang) => FEED_FORMATS.map((format) => releaseFeedPath(format, lang, defaultLang))),
    ...langs.map((lang) => llmsTxtPath(lang, defaultLang)),
    ...langs.map((lang) => llmsFullTxtPath(lang, defaultLang)),
    ...langs.map((lang) => openSearchPath(lang, defaultLang)),
    ...SITEMAP_PATHS,
    ROBOTS_PATH,
  ];
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_INDEX_PATH)}`, ''].join('\n');
}

/** A routed page as the sitemap reads it. */
export interface SitemapPage {
  locale: string;
  /** Route without locale prefix. */
  route: string;
  pageType: string;
  lastUpdatedTime: string | null;
}

export interface SitemapEntry {
  /** Path with locale prefix (gatsby-plugin-sitemap adds the site URL). */
  path: string;
  lastmod: string | null;
  /** `xhtml:link` alternates: every locale of the page, and x-default. */
  links: { lang: string; url: string }[];
}

export interface SitemapSite {
  siteUrl: string;
  defaultLang: string;
  locales: readonly { lang: string; htmlLang: string }[];
}

/**
 * One entry per routed page (404 pages left out), each with its language alternates:
 * the locales the page exists in, by their BCP 47 code, and x-default for the default locale.
 */
export function sitemapEntries(pages: readonly SitemapPage[], site: SitemapSite): SitemapEntry[] {
  const indexable = pages.filter((page) => page.pageType !== '404');
  const localesByRoute = new Map<string, Set<string>>();
  for (const page of indexable) {
    const set = localesByRoute.get(page.route) ?? new Set<string>();
    set.add(page.locale);
    localesByRoute.set(page.route, set);
  }
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const page of indexable) {
    const path = addLang(page.route, page.locale, site.defaultLang);
    if (seen.has(path)) continue;
    seen.add(path);
    const present = localesByRoute.get(page.route) ?? new Set<string>();
    const links = site.locales
      .filter(({ lang }) => present.has(lang))
      .map(({ lang, htmlLang }) => ({
        lang: htmlLang,
        url: absoluteUrl(site.siteUrl, addLang(page.route, lang, site.defaultLang)),
      }));
    if (present.has(site.defaultLang)) {
      links.push({ lang: 'x-default', url: absoluteUrl(site.siteUrl, page.route) });
    }
    entries.push({ path, lastmod: page.lastUpdatedTime, links });
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}
