/**
 * Publishes every page as clean Markdown next to its HTML (`/config/output/minify.md`,
 * `/guide/start/index.md` for the section root `/guide/start/`), and per locale `llms.txt`
 * listing them and `llms-full.txt` holding them all. Runs after the build, from the MDX
 * sources in the data layer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { siteConfig } from '../src/config/site';
import { formatDate } from '../src/core/dates';
import { llmsFullTxtPath, llmsTxtPath, markdownPath } from '../src/core/discoverability';
import { removeLang } from '../src/core/links';
import { layoutLlms, renderLlmsFullTxt, renderLlmsTxt, sectionTitlesFromNav, type LlmsPage } from '../src/core/llms';
import {
  homeNodes,
  mdxToMarkdownTree,
  overviewNodes,
  pageMarkdownTree,
  preambleNodes,
  type MarkdownContext,
  type MarkdownLabels,
  type MdxNode,
} from '../src/core/mdx-markdown';
import { buildOverview } from '../src/core/overview';
import { sidebarSections } from '../src/config/sidebar';
import { stringifyMarkdown } from './markdown-render';
import { parseMdx } from './parse-mdx';
import { uiString } from './ui-strings';

export const MARKDOWN_EXPORT_QUERY = `
  query MarkdownExport {
    allMdx {
      nodes {
        body
        frontmatter {
          title
          description
          pageType
          overview
          type
          default
          version
          published_at
          hero {
            name
            text
            tagline
            actions {
              text
              link
            }
          }
          features {
            title
            details
            link
          }
        }
        fields {
          locale
          relativePath
          route
          routePath
          section
          pageType
          description
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
        items {
          text
          link
        }
      }
    }
    allNavItem(sort: { order: ASC }) {
      nodes {
        locale
        text
        link
      }
    }
  }
`;

interface MdxPageNode {
  body: string;
  frontmatter: {
    title: string | null;
    description: string | null;
    pageType: string;
    overview: boolean | null;
    type: string | null;
    default: string | null;
    version: string | null;
    published_at: string | null;
    hero: { name: string; text: string; tagline: string | null; actions: { text: string; link: string }[] } | null;
    features: { title: string; details: string; link: string | null }[] | null;
  };
  fields: {
    locale: string;
    relativePath: string;
    route: string | null;
    routePath: string | null;
    section: string;
    pageType: string;
    description: string;
    toc: { text: string; id: string; depth: number }[];
  };
}

export interface MarkdownExportData {
  allMdx: { nodes: MdxPageNode[] };
  allSidebarGroup: {
    nodes: {
      locale: string;
      section: string;
      text: string | null;
      items: { text: string | null; link: string | null }[];
    }[];
  };
  allNavItem: { nodes: { locale: string; text: string; link: string }[] };
}

function labelsFor(locale: string): MarkdownLabels {
  const t = (key: string) => uiString(locale, key);
  return {
    callout: {
      tip: t('callout.tip'),
      info: t('callout.info'),
      warning: t('callout.warning'),
      danger: t('callout.danger'),
    },
    details: t('callout.details'),
    type: t('doc.type'),
    default: t('doc.default'),
    version: t('doc.version'),
    publishedAt: t('doc.publishedAt'),
    source: t('doc.source'),
    features: t('home.features'),
    others: t('overview.others'),
  };
}

const langs = siteConfig.locales.map((l) => l.lang);
const contentFile = (node: MdxPageNode) => `content/${node.fields.relativePath}`;

/**
 * Writes the Markdown of every routed page, and llms.txt and llms-full.txt of every locale, into
 * `publicDir`; returns the number of pages.
 */
export function writeMarkdownExport(data: MarkdownExportData, publicDir: string, reporter: Reporter): number {
  const nodes = data.allMdx.nodes;
  const byFile = new Map(nodes.map((node) => [contentFile(node), node]));
  const parsed = new Map<string, MdxNode>();
  const treeOf = (file: string, body: string): MdxNode => {
    let tree = parsed.get(file);
    if (!tree) {
      tree = parseMdx(body) as unknown as MdxNode;
      parsed.set(file, tree);
    }
    return tree;
  };
  const resolveImport: MarkdownContext['resolveImport'] = (source, fromFile) => {
    if (!/\.mdx?$/.test(source)) return null;
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), source));
    const snippet = byFile.get(file);
    return snippet ? { file, tree: treeOf(file, snippet.body) } : null;
  };
  const write = (sitePath: string, text: string) => {
    const target = path.join(publicDir, sitePath);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  };

  // Each page's Markdown by route, for llms-full.txt.
  const markdownByRoute = new Map<string, string>();
  const routed = nodes.filter(
    (node) => node.fields.routePath && node.fields.route !== null && node.fields.pageType !== '404',
  );
  for (const node of routed) {
    const { locale, routePath, section } = node.fields;
    const { frontmatter } = node;
    const labels = labelsFor(locale);
    const ctx: MarkdownContext = {
      file: contentFile(node),
      locale,
      langs,
      defaultLang: siteConfig.defaultLang,
      siteUrl: siteConfig.siteUrl,
      labels,
      resolveImport,
    };
    const isHome = node.fields.pageType === 'home';
    const title = frontmatter.title ?? frontmatter.hero?.name ?? siteConfig.title;
    const preamble = preambleNodes(
      {
        title,
        description: frontmatter.description,
        type: frontmatter.type,
        default: frontmatter.default,
        version: frontmatter.version,
        publishedAt: frontmatter.published_at ? formatDate(frontmatter.published_at, locale) : null,
      },
      labels,
    );
    let after: MdxNode[] = [];
    if (isHome) after = homeNodes({ hero: frontmatter.hero, features: frontmatter.features }, ctx);
    if (frontmatter.overview) {
      const groups = data.allSidebarGroup.nodes.filter((g) => g.locale === locale && g.section === section);
      const tocs = new Map(
        nodes
          .filter((n) => n.fields.locale === locale && n.fields.routePath)
          .map((n) => [n.fields.routePath as string, n.fields.toc]),
      );
      after = overviewNodes(buildOverview(groups, tocs, routePath as string), siteConfig.siteUrl, labels);
    }
    const body = mdxToMarkdownTree(treeOf(ctx.file, node.body), ctx);
    const markdown = stringifyMarkdown(pageMarkdownTree({ preamble, body, after }));
    markdownByRoute.set(routePath as string, markdown);
    write(markdownPath(routePath as string), markdown);
  }

  for (const locale of langs) {
    const pages: LlmsPage[] = routed
      .filter((node) => node.fields.locale === locale)
      .map((node) => ({
        routePath: node.fields.routePath as string,
        route: node.fields.route as string,
        title: node.frontmatter.title ?? siteConfig.title,
        description: node.fields.description,
        pageType: node.fields.pageType,
      }));
    const titles = sectionTitlesFromNav(
      data.allNavItem.nodes.filter((item) => item.locale === locale),
      (p) => removeLang(p, langs, siteConfig.defaultLang),
    );
    const layout = layoutLlms(
      pages,
      data.allSidebarGroup.nodes.filter((g) => g.locale === locale),
      Object.keys(sidebarSections),
      titles,
      uiString(locale, 'llms.otherPages'),
    );
    const localeInfo = siteConfig.locales.find((l) => l.lang === locale);
    const header = {
      title: localeInfo?.title ?? siteConfig.title,
      description: localeInfo?.description ?? siteConfig.description,
      intro: uiString(locale, 'llms.intro'),
    };
    const fullPath = llmsFullTxtPath(locale, siteConfig.defaultLang);
    write(
      llmsTxtPath(locale, siteConfig.defaultLang),
      renderLlmsTxt(
        { ...header, full: { text: uiString(locale, 'llms.fullLink'), path: fullPath } },
        layout,
        siteConfig.siteUrl,
      ),
    );
    write(
      fullPath,
      renderLlmsFullTxt(
        { ...header, intro: uiString(locale, 'llms.fullIntro') },
        layout,
        (routePath) => markdownByRoute.get(routePath),
        siteConfig.siteUrl,
      ),
    );
  }
  reporter.verbose(`Markdown export: ${routed.length} pages`);
  return routed.length;
}
