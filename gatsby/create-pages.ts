/**
 * One page per MDX file per locale, from the template of its page type, plus a 404 page
 * per locale. Before creating anything, runs the cross-page checks and stops the build
 * with every problem found.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../src/config/site';
import { formatProblems, type PageRecord } from '../src/core/content-checks';
import { addLang } from '../src/core/links';
import { buildOverview } from '../src/core/overview';
import { prevNext, type SidebarGroupData } from '../src/core/sidebar';
import { sidebarSections } from '../src/config/sidebar';
import { localeSettings } from './page-facts';
import { runContentChecks, sidebarLinkRecords } from './run-content-checks';

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

/** The result of the query below (Gatsby's typegen covers src/ only). */
interface CreatePagesData {
  allMdx: {
    nodes: {
      id: string;
      internal: { contentFilePath: string };
      frontmatter: { overview: boolean | null };
      fields: {
        locale: string;
        relativePath: string;
        route: string | null;
        routePath: string | null;
        pageType: string;
        section: string;
        anchors: string[];
        headingDepths: number[];
        components: string[];
        imports: string[];
        importSources: string[];
        links: { url: string; line: number }[];
        toc: { text: string; id: string; depth: number }[];
      };
    }[];
  };
  allSidebarGroup: { nodes: (SidebarGroupData & { locale: string; section: string })[] };
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

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<CreatePagesData>(`
    query CreatePages {
      allMdx {
        nodes {
          id
          internal {
            contentFilePath
          }
          frontmatter {
            overview
          }
          fields {
            locale
            relativePath
            route
            routePath
            pageType
            section
            anchors
            headingDepths
            components
            imports
            importSources
            links {
              url
              line
            }
            toc {
              text
              id
              depth
            }
          }
        }
      }
      allSidebarGroup(sort: { order: ASC }) {
        nodes {
          locale
          section
          text
          collapsible
          collapsed
          tag
          items {
            text
            link
            tag
            dividerType
            sectionHeaderText
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the pages to create', result.errors);
    return;
  }
  const pages = result.data.allMdx.nodes;
  const groups = result.data.allSidebarGroup.nodes;

  const records: PageRecord[] = pages.map((page) => ({
    file: `content/${page.fields.relativePath}`,
    locale: page.fields.locale,
    route: page.fields.route ?? null,
    pageType: page.fields.pageType,
    anchors: page.fields.anchors,
    headingDepths: page.fields.headingDepths,
    links: page.fields.links,
    components: page.fields.components,
    imports: page.fields.imports,
    importSources: page.fields.importSources,
  }));
  const problems = runContentChecks(process.cwd(), records, sidebarLinkRecords(sidebarSections));
  if (problems.length > 0) {
    reporter.panicOnBuild(`The content has ${problems.length} problem(s):\n${formatProblems(problems)}`);
    return;
  }

  const sectionGroups = (locale: string, section: string) =>
    groups.filter((group) => group.locale === locale && group.section === section);

  for (const page of pages) {
    const { routePath, route, locale, section, pageType } = page.fields;
    if (!routePath || !route) continue;
    const sidebar = sectionGroups(locale, section);
    const overview = page.frontmatter.overview
      ? buildOverview(
          sidebar,
          new Map(
            pages
              .filter((other) => other.fields.locale === locale && other.fields.routePath)
              .map((other) => [other.fields.routePath as string, other.fields.toc]),
          ),
          routePath,
        )
      : null;
    actions.createPage({
      path: routePath,
      component: `${templateFor(pageType)}?__contentFilePath=${page.internal.contentFilePath}`,
      context: {
        id: page.id,
        language: locale,
        i18n: i18nContext(locale, route, routePath),
        section,
        ...prevNext(sidebar, routePath),
        overview,
      },
    });
  }

  for (const { lang } of siteConfig.locales) {
    const pagePath = addLang('/404/', lang, siteConfig.defaultLang);
    actions.createPage({
      path: pagePath,
      component: TEMPLATES.notFound,
      context: { id: null, language: lang, i18n: i18nContext(lang, '/404/', pagePath) },
    });
  }
};
