/**
 * Route data of real pages: each content file read as the data layer reads it (page facts,
 * frontmatter, sidebar titles from the pages), then one pure call per page.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { derivePageFacts } from '../../../gatsby/page-facts';
import { releaseChannels } from '../../../gatsby/release-feeds';
import { sidebarSections } from '../../../src/config/sidebar';
import { siteConfig } from '../../../src/config/site';
import { themeConfig } from '../../../src/config/theme';
import type { Locale } from '../../../src/config/types';
import {
  buildRouteData,
  readRouteData,
  routeDataText,
  type RoutePage,
  type RouteSite,
} from '../../../src/core/route-data';
import { addLang } from '../../../src/core/links';
import { isSharedSnippet, routeFromContentPath } from '../../../src/core/routes';
import { normalizeSidebarSection } from '../../../src/core/sidebar';
import type {
  SectionSidebarGroup,
  SitePage,
  SitePageFeature,
  SitePageFrontmatter,
  SitePageHero,
} from '../../../src/core/site-pages';

// The ESM-only parser packages come through Node's own require (see lib/markdown.ts).
jest.mock('../../../gatsby/parse-mdx', () => ({ parseMdx: jest.requireActual('../lib/markdown').parse }));

const CONTENT = path.join(__dirname, '../../../content');
const LAST_UPDATED = '2024-03-19T08:00:00+00:00';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The hero as the data layer serves it: the schema's defaults filled in (gatsby/schema.ts). */
function heroOf(value: unknown): SitePageHero | null {
  if (!value) return null;
  const hero = value as Omit<SitePageHero, 'actions'> & { actions?: { text: string; link: string; theme?: string }[] };
  return {
    name: hero.name,
    text: hero.text,
    tagline: hero.tagline ?? null,
    actions: (hero.actions ?? []).map(({ text, link, theme }) => ({ text, link, theme: theme ?? 'brand' })),
    image: hero.image ?? null,
  };
}

function featuresOf(value: unknown): SitePageFeature[] | null {
  if (!Array.isArray(value)) return null;
  return (value as Partial<SitePageFeature>[]).map((feature) => ({
    icon: feature.icon ?? null,
    title: feature.title ?? '',
    details: feature.details ?? '',
    link: feature.link ?? null,
    span: feature.span ?? 4,
  }));
}

function frontmatterOf(data: Record<string, unknown>): SitePageFrontmatter {
  const field = <T>(name: string): T | null => (data[name] as T | undefined) ?? null;
  const published = data.published_at;
  return {
    title: field('title'),
    description: field('description'),
    overview: field('overview'),
    navbar: field('navbar'),
    sidebar: field('sidebar'),
    outline: field('outline'),
    footer: field('footer'),
    globalUIComponents: field('globalUIComponents'),
    published_at: published instanceof Date ? published.toISOString() : field('published_at'),
    type: field('type'),
    default: field('default'),
    version: field('version'),
    hero: heroOf(data.hero),
    features: featuresOf(data.features),
  };
}

function sitePage(locale: Locale, file: string): SitePage {
  const { data, content } = matter(readFileSync(file, 'utf8'));
  const facts = derivePageFacts(locale, path.relative(path.join(CONTENT, locale), file), data, content);
  return {
    ...facts,
    id: facts.relativePath,
    contentFilePath: file,
    body: content,
    plainText: facts.text,
    lastUpdatedTime: LAST_UPDATED,
    frontmatter: frontmatterOf(data),
  };
}

const allFiles = siteConfig.locales.flatMap(({ lang }) =>
  files(path.join(CONTENT, lang)).map((file) => ({ locale: lang, file })),
);

/** Parsed in full: the pages under test, and the configuration pages an overview lists. */
const PARSED = /\/(index|guide\/start\/quick-start|config\/.*|community\/releases\/v0-5)\.mdx$/;
const pages = allFiles.filter(({ file }) => PARSED.test(file)).map(({ locale, file }) => sitePage(locale, file));

/** Page titles by route with locale prefix, from the frontmatter alone. */
const titles = new Map(
  allFiles.flatMap(({ locale, file }) => {
    const pathInLocale = path.relative(path.join(CONTENT, locale), file);
    if (isSharedSnippet(pathInLocale)) return [];
    const title = matter(readFileSync(file, 'utf8')).data.title as string | undefined;
    return [[addLang(routeFromContentPath(pathInLocale), locale, siteConfig.defaultLang), title ?? null] as const];
  }),
);

/** The sidebar as the data layer serves it: labels not configured are the linked page's title. */
const sidebarGroups: SectionSidebarGroup[] = siteConfig.locales.flatMap(({ lang }) =>
  Object.entries(sidebarSections).flatMap(([section, entries]) =>
    normalizeSidebarSection(entries, lang, siteConfig.defaultLang).map((group) => ({
      ...group,
      locale: lang,
      section,
      items: group.items.map((item) => ({ ...item, text: item.text ?? titles.get(item.link ?? '') ?? null })),
    })),
  ),
);

const site: RouteSite = {
  title: siteConfig.title,
  siteUrl: 'https://rsbuild.dev',
  defaultLang: siteConfig.defaultLang,
  locales: siteConfig.locales,
  lastUpdated: themeConfig.lastUpdated,
  editLinkBase: themeConfig.editLink?.docRepoBaseUrl ?? null,
  enableScrollToTop: themeConfig.enableScrollToTop,
  footerMessage: themeConfig.footerMessage,
  twitterSite: '@rspack_dev',
  feeds: releaseChannels(),
  searchIndexUrls: { en: '/static/search_index.en.0123456789.json', zh: '/static/search_index.zh.0123456789.json' },
  sidebarGroups,
  pages,
};

const page = (routePath: string): SitePage => {
  const found = pages.find((p) => p.routePath === routePath);
  if (!found) throw new Error(`no page at ${routePath}`);
  return found;
};

describe('buildRouteData of real pages', () => {
  it.each(['/guide/start/quick-start', '/zh/config/output/minify', '/community/releases/v0-5', '/'])(
    '%s',
    (routePath) => {
      expect(buildRouteData(page(routePath), site)).toMatchSnapshot();
    },
  );

  it('gives a page only its own section of its own locale', () => {
    const route = buildRouteData(page('/zh/config/output/minify'), site);
    const links = route.sidebar.flatMap((group) => group.items.flatMap((item) => (item.link ? [item.link] : [])));
    expect(links.length).toBeGreaterThan(10);
    expect(links.every((link) => link.startsWith('/zh/config/'))).toBe(true);
  });

  it('lists the section on an overview page, without the page itself', () => {
    const route = buildRouteData(page('/config/'), site);
    const links = (route.overview ?? []).flatMap((group) => group.items.map((item) => item.link));
    expect(links).toContain('/config/output/minify');
    expect(links).not.toContain('/config/');
    expect(buildRouteData(page('/config/output/minify'), site).overview).toBeNull();
  });

  it('links the feeds on release pages and the home page only, unless the frontmatter hides them', () => {
    expect(buildRouteData(page('/zh/community/releases/v0-5'), site).head.feeds.map((f) => f.language)).toEqual([
      'zh-CN',
      'zh-CN',
    ]);
    expect(buildRouteData(page('/guide/start/quick-start'), site).head.feeds).toEqual([]);
    const hidden: SitePage = {
      ...page('/'),
      frontmatter: { ...page('/').frontmatter, globalUIComponents: false },
    };
    expect(buildRouteData(hidden, site).globalUIComponents).toBe(false);
  });

  it('leaves out what the site turns off: edit links, last-updated dates', () => {
    const route = buildRouteData(page('/guide/start/quick-start'), { ...site, editLinkBase: null, lastUpdated: false });
    expect(route.editLink).toBeNull();
    expect(route.lastUpdated).toBeNull();
  });

  it('makes the route data of a 404 page, which has no file and no route', () => {
    const notFound: RoutePage = {
      locale: 'zh',
      route: null,
      routePath: '/zh/404/',
      pageType: '404',
      section: '',
      toc: [],
      frontmatter: { ...page('/').frontmatter, title: '404', description: null },
      relativePath: null,
      description: null,
      lastUpdatedTime: null,
    };
    const route = buildRouteData(notFound, site);
    expect(route).toMatchObject({ locale: 'zh', editLink: null, lastUpdated: null, sidebar: [], prev: null });
    expect(route.head.page).toMatchObject({ title: '404', route: null, description: null });
  });

  it('refuses a page whose locale the site does not have', () => {
    expect(() => buildRouteData({ ...page('/'), locale: 'fr' }, site)).toThrow('"fr"');
  });
});

describe('routeDataText', () => {
  it('carries the route data as one string that reads back to the same data', () => {
    const route = buildRouteData(page('/zh/config/output/minify'), site);
    const text = routeDataText(route);
    expect(typeof text).toBe('string');
    expect(readRouteData(text)).toEqual(route);
  });
});
