/**
 * One page per MDX file per locale, from the template of its page type, plus a 404 page
 * per locale. Before creating anything, runs the cross-page checks and stops the build
 * with every problem found (develop reports them and keeps the last good pages,
 * develop-last-good-pages.ts); then starts writing the search files, the Markdown export and the
 * Atom feeds from the same page records. Each page's context carries its route data
 * (src/core/route-data.ts): what its layout renders, computed here once, as one JSON text.
 */
import path from 'node:path';
import type { Actions, GatsbyNode, Reporter } from 'gatsby';
import { socialLinks } from '../src/config/social';
import { siteConfig } from '../src/config/site';
import { themeConfig } from '../src/config/theme';
import { formatProblems } from '../src/core/content-checks';
import { addLang } from '../src/core/links';
import { twitterHandle } from '../src/core/page-head';
import { buildRouteData, routeDataText, type RoutePage, type RouteSite } from '../src/core/route-data';
import { EMPTY_FRONTMATTER, routedPages, toPageRecord } from '../src/core/site-pages';
import { sidebarSections } from '../src/config/sidebar';
import { localeSettings } from './page-facts';
import { releaseChannels } from './release-feeds';
import { compileSettled } from './develop-bundle-first';
import { firstResultInDevelop, isDevelop } from './develop-session';
import { lastGoodPages } from './develop-last-good-pages';
import { runContentChecks, sidebarLinkRecords } from './run-content-checks';
import { writePageFilesBeside } from './page-files-beside';
import { searchIndexUrls } from './search-index-files';
import { installedMdxPlugin, mdxOnCreatePageKeepsContext, NO_FRONTMATTER } from './mdx-page-context';
import { loadSiteData, type SiteData } from './site-pages';

const TEMPLATES = {
  home: path.resolve('src/templates/HomePage.tsx'),
  doc: path.resolve('src/templates/DocPage.tsx'),
  notFound: path.resolve('src/templates/NotFoundPage.tsx'),
};

function templateFor(pageType: string): string {
  if (pageType === 'home') return TEMPLATES.home;
  if (pageType === '404') return TEMPLATES.notFound;
  return TEMPLATES.doc;
}

function i18nContext(language: string, originalPath: string, pagePath: string) {
  return {
    language,
    languages: localeSettings.langs,
    defaultLanguage: localeSettings.defaultLang,
    generateDefaultLanguagePage: false,
    routed: language !== localeSettings.defaultLang,
    originalPath,
    path: pagePath,
  };
}

/** The site settings every page's route data is made from. */
function routeSite(data: SiteData, searchIndexUrls: Record<string, string>): RouteSite {
  const xLink = socialLinks.find((link) => link.icon === 'x' && link.mode === 'link');
  return {
    title: siteConfig.title,
    siteUrl: siteConfig.siteUrl,
    defaultLang: siteConfig.defaultLang,
    locales: siteConfig.locales,
    lastUpdated: themeConfig.lastUpdated,
    editLinkBase: themeConfig.editLink?.docRepoBaseUrl ?? null,
    enableScrollToTop: themeConfig.enableScrollToTop,
    footerMessage: themeConfig.footerMessage,
    twitterSite: twitterHandle(xLink?.content),
    feeds: releaseChannels(),
    searchIndexUrls,
    sidebarGroups: data.sidebarGroups,
    pages: data.pages,
  };
}

/** The 404 page of a locale: no source file, no route. */
function notFoundPage(locale: string, pagePath: string): RoutePage {
  return {
    locale,
    route: null,
    routePath: pagePath,
    pageType: '404',
    section: '',
    toc: [],
    frontmatter: { ...EMPTY_FRONTMATTER, title: '404' },
    relativePath: null,
    description: null,
    lastUpdatedTime: null,
  };
}

type PageInput = Parameters<Actions['createPage']>[0];

/**
 * The 404 page of each locale. In develop also `/404.html`, the path Gatsby's client asks for:
 * Gatsby's own copy of `/404/` there is made only when `/404/` changes, and develop deletes
 * every page a run did not create, so after the first save it was gone and each page load
 * logged a failed request and "404 page could not be found".
 */
function notFoundPages(site: RouteSite): PageInput[] {
  const pages = siteConfig.locales.map(({ lang }): PageInput => {
    const pagePath = addLang('/404/', lang, siteConfig.defaultLang);
    return {
      path: pagePath,
      component: TEMPLATES.notFound,
      context: {
        id: null,
        language: lang,
        i18n: i18nContext(lang, '/404/', pagePath),
        route: routeDataText(buildRouteData(notFoundPage(lang, pagePath), site)),
      },
    };
  });
  const defaultPage = pages.find((page) => page.path === '/404/');
  return isDevelop() && defaultPage ? [...pages, { ...defaultPage, path: '/404.html' }] : pages;
}

/**
 * Starts writing the files made from the page records (in a worker thread,
 * gatsby/page-files-beside.ts). Develop writes the search files only, creates the pages again
 * after every save, and its first run's files serve the whole session; a failure there is
 * reported, not fatal: indexing both locales again takes seconds of work that every save would
 * cost.
 */
const startPageFiles = firstResultInDevelop((data: SiteData, reporter: Reporter): void => {
  const develop = isDevelop();
  const written = writePageFilesBeside({ data, root: process.cwd(), exportsAt: develop ? null : Date.now() });
  if (develop) {
    written.catch((error: Error) => reporter.error(`The search files were not written: ${error.message}`));
  }
});

/** In develop, pages are created in tasks of this many, each a few tens of milliseconds. */
const PAGES_PER_TASK = 20;

/** In develop, onPreBootstrap reported the problems of the same files moments before the first run. */
let reportedAtStart = isDevelop();

const lastGood = lastGoodPages<PageInput>();

async function createAll(createPage: Actions['createPage'], pages: readonly PageInput[]): Promise<void> {
  const develop = isDevelop();
  for (const [index, page] of pages.entries()) {
    // In develop the same process serves the browser the saved page's hot update meanwhile, and
    // a page saved meanwhile is compiled and delivered before the other pages are made again.
    if (develop && index % PAGES_PER_TASK === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      await compileSettled();
    }
    createPage(page);
  }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, pathPrefix }) => {
  // In develop, the saved page reaches the browser before its data is made again.
  if (isDevelop()) await compileSettled();
  mdxOnCreatePageKeepsContext(installedMdxPlugin());
  const data = await loadSiteData(graphql, reporter, 'to create');
  if (!data) return createAll(actions.createPage, lastGood.again());

  const problems = runContentChecks(process.cwd(), data.pages.map(toPageRecord), sidebarLinkRecords(sidebarSections));
  const alreadyReported = reportedAtStart;
  reportedAtStart = false;
  if (problems.length > 0) {
    if (!alreadyReported)
      reporter.panicOnBuild(`The content has ${problems.length} problem(s):\n${formatProblems(problems)}`);
    return createAll(actions.createPage, lastGood.again());
  }

  startPageFiles(data, reporter);
  const site = routeSite(data, searchIndexUrls(pathPrefix));
  const pages: PageInput[] = routedPages(data.pages).map((page) => ({
    path: page.routePath,
    component: `${templateFor(page.pageType)}?__contentFilePath=${page.contentFilePath}`,
    context: {
      id: page.id,
      language: page.locale,
      i18n: i18nContext(page.locale, page.route, page.routePath),
      route: routeDataText(buildRouteData(page, site)),
      frontmatter: NO_FRONTMATTER,
    },
  }));
  pages.push(...notFoundPages(site));
  await createAll(actions.createPage, pages);
  lastGood.keep(pages);
};
