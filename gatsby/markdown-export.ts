/**
 * Publishes every page as clean Markdown next to its HTML (`/config/output/minify.md`,
 * `/guide/start/index.md` for the section root `/guide/start/`), and per locale `llms.txt`
 * listing them and `llms-full.txt` holding them all, from the site's page records
 * (gatsby/site-pages.ts).
 */
import path from 'node:path';
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
import { overviewOf, routedPages, type SitePage } from '../src/core/site-pages';
import { sidebarSections } from '../src/config/sidebar';
import { stringifyMarkdown } from './markdown-render';
import { buildMarkdownStore, type MarkdownStore } from './markdown-store';
import { parseMdx } from './parse-mdx';
import type { SiteData } from './site-pages';
import { uiString } from './ui-strings';

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
const contentFile = (page: Pick<SitePage, 'relativePath'>) => `content/${page.relativePath}`;

type Write = (sitePath: string, text: string) => void;

/** Reads the MDX snippets pages import: their trees, parsed once per file (gatsby/parse-mdx.ts). */
function importResolver(pages: readonly SitePage[]): MarkdownContext['resolveImport'] {
  const byFile = new Map(pages.map((page) => [contentFile(page), page]));
  return (source, fromFile) => {
    if (!/\.mdx?$/.test(source)) return null;
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), source));
    const snippet = byFile.get(file);
    return snippet ? { file, tree: parseMdx(snippet.body, snippet.relativePath) as unknown as MdxNode } : null;
  };
}

/** What every page's Markdown is made with. */
interface ExportContext {
  data: SiteData;
  resolveImport: MarkdownContext['resolveImport'];
  store: MarkdownStore;
  /** Per locale, the bodies of the snippets its pages may import. */
  snippets: Map<string, string[]>;
}

/** The Markdown of one page, from the store when nothing it is made of changed. */
function pageMarkdown(page: SitePage & { routePath: string }, { data, resolveImport, store, snippets }: ExportContext) {
  const labels = labelsFor(page.locale);
  const overview = overviewOf(page, data.pages, data.sidebarGroups);
  const inputs = [
    page.body,
    page.frontmatter,
    page.relativePath,
    page.pageType,
    overview,
    snippets.get(page.locale),
    labels,
    siteConfig.siteUrl,
  ];
  return store.markdownOf(page.routePath, inputs, () => renderPageMarkdown(page, overview, labels, resolveImport));
}

/** The Markdown of one page: its preamble, its body (or the home page's hero), its overview. */
function renderPageMarkdown(
  page: SitePage,
  overview: ReturnType<typeof overviewOf>,
  labels: MarkdownLabels,
  resolveImport: MarkdownContext['resolveImport'],
): string {
  const { locale, frontmatter } = page;
  const ctx: MarkdownContext = {
    file: contentFile(page),
    locale,
    langs,
    defaultLang: siteConfig.defaultLang,
    siteUrl: siteConfig.siteUrl,
    labels,
    resolveImport,
  };
  const preamble = preambleNodes(
    {
      title: frontmatter.title ?? frontmatter.hero?.name ?? siteConfig.title,
      description: frontmatter.description,
      type: frontmatter.type,
      default: frontmatter.default,
      version: frontmatter.version,
      publishedAt: frontmatter.published_at ? formatDate(frontmatter.published_at, locale) : null,
    },
    labels,
  );
  let after: MdxNode[] = [];
  if (page.pageType === 'home') after = homeNodes({ hero: frontmatter.hero, features: frontmatter.features }, ctx);
  if (overview) after = overviewNodes(overview, siteConfig.siteUrl, labels);
  const body = mdxToMarkdownTree(parseMdx(page.body, page.relativePath) as unknown as MdxNode, ctx);
  return stringifyMarkdown(pageMarkdownTree({ preamble, body, after }));
}

/** llms.txt and llms-full.txt of one locale: its pages by section, in sidebar order. */
function writeLlmsFiles(
  locale: string,
  routed: readonly (SitePage & { routePath: string; route: string })[],
  data: SiteData,
  markdownOf: (routePath: string) => string | undefined,
  write: Write,
): void {
  const pages: LlmsPage[] = routed
    .filter((page) => page.locale === locale)
    .map((page) => ({
      routePath: page.routePath,
      route: page.route,
      title: page.frontmatter.title ?? siteConfig.title,
      description: page.description,
      pageType: page.pageType,
    }));
  const titles = sectionTitlesFromNav(
    data.navItems.filter((item) => item.locale === locale),
    (p) => removeLang(p, langs, siteConfig.defaultLang),
  );
  const layout = layoutLlms(
    pages,
    data.sidebarGroups.filter((g) => g.locale === locale),
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
  const full = { text: uiString(locale, 'llms.fullLink'), path: fullPath };
  write(llmsTxtPath(locale, siteConfig.defaultLang), renderLlmsTxt({ ...header, full }, layout, siteConfig.siteUrl));
  const fullHeader = { ...header, intro: uiString(locale, 'llms.fullIntro') };
  write(fullPath, renderLlmsFullTxt(fullHeader, layout, markdownOf, siteConfig.siteUrl));
}

/**
 * Writes the Markdown of every routed page, and llms.txt and llms-full.txt of every locale;
 * returns the number of pages. `store` keeps each page's Markdown for the next build.
 */
export function writeMarkdownExport(data: SiteData, write: Write, store = buildMarkdownStore()): number {
  const snippets = new Map(
    langs.map((locale) => [locale, data.pages.filter((p) => p.isShared && p.locale === locale).map((p) => p.body)]),
  );
  const context = { data, resolveImport: importResolver(data.pages), store, snippets };
  const routed = routedPages(data.pages).filter((page) => page.pageType !== '404');
  const markdownByRoute = new Map<string, string>();
  for (const page of routed) {
    const markdown = pageMarkdown(page, context);
    markdownByRoute.set(page.routePath, markdown);
    write(markdownPath(page.routePath), markdown);
  }
  for (const locale of langs) {
    writeLlmsFiles(locale, routed, data, (routePath) => markdownByRoute.get(routePath), write);
  }
  context.store.save();
  return routed.length;
}
