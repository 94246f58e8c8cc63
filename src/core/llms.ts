/**
 * llms.txt (https://llmstxt.org): every page of a locale with its title, the link to its
 * Markdown copy and a one-line description, grouped by section in sidebar order; and
 * llms-full.txt: the Markdown of every page of the locale in the same order, in one file.
 */
import { markdownPath } from './discoverability';
import { absoluteUrl } from './feeds';
import { sectionOf } from './routes';

export interface LlmsPage {
  /** Route with locale prefix. */
  routePath: string;
  /** Route without locale prefix. */
  route: string;
  title: string;
  description: string;
  pageType: string;
}

export interface LlmsGroup {
  /** Null for links outside any titled sidebar group. */
  title: string | null;
  pages: LlmsPage[];
}

export interface LlmsSection {
  title: string;
  groups: LlmsGroup[];
}

export interface LlmsLayout {
  /** The home page, listed before the sections. */
  home: LlmsPage | null;
  sections: LlmsSection[];
}

interface SidebarGroupLike {
  section: string;
  text: string | null;
  items: readonly { link: string | null }[];
}

/**
 * Places every page of one locale: the home page first, then each section in the order given
 * (the sidebar's), its groups and pages in sidebar order; pages no sidebar reaches (custom and
 * blank pages) go in a last section titled `otherTitle`. 404 pages are left out. Each page once.
 */
export function layoutLlms(
  pages: readonly LlmsPage[],
  groups: readonly SidebarGroupLike[],
  sectionOrder: readonly string[],
  sectionTitles: ReadonlyMap<string, string>,
  otherTitle: string,
): LlmsLayout {
  const listed = pages.filter((page) => page.pageType !== '404');
  const byRoutePath = new Map(listed.map((page) => [page.routePath, page]));
  const placed = new Set<string>();
  const home = listed.find((page) => page.pageType === 'home') ?? null;
  if (home) placed.add(home.routePath);

  const sections: LlmsSection[] = [];
  for (const section of sectionOrder) {
    const sectionGroups: LlmsGroup[] = [];
    for (const group of groups.filter((g) => g.section === section)) {
      const groupPages = group.items.flatMap((item) => {
        const page = item.link ? byRoutePath.get(item.link) : undefined;
        if (!page || placed.has(page.routePath)) return [];
        placed.add(page.routePath);
        return [page];
      });
      if (groupPages.length === 0) continue;
      const last = sectionGroups[sectionGroups.length - 1];
      // Consecutive untitled groups read as one list.
      if (group.text === null && last && last.title === null) last.pages.push(...groupPages);
      else sectionGroups.push({ title: group.text, pages: groupPages });
    }
    if (sectionGroups.length > 0)
      sections.push({ title: sectionTitles.get(section) ?? section, groups: sectionGroups });
  }

  const others = listed.filter((page) => !placed.has(page.routePath));
  if (others.length > 0) {
    others.sort(
      (a, b) =>
        sectionOrderIndex(a, sectionOrder) - sectionOrderIndex(b, sectionOrder) || a.route.localeCompare(b.route),
    );
    sections.push({ title: otherTitle, groups: [{ title: null, pages: others }] });
  }
  return { home, sections };
}

function sectionOrderIndex(page: LlmsPage, order: readonly string[]): number {
  const at = order.indexOf(sectionOf(page.route));
  return at === -1 ? order.length : at;
}

/** Link text and descriptions are single lines; brackets in a title would end the link text. */
function linkLine(page: LlmsPage, siteUrl: string): string {
  const title = page.title.replace(/\s+/g, ' ').replace(/[[\]\\]/g, (c) => `\\${c}`);
  const description = page.description.replace(/\s+/g, ' ').trim();
  const url = absoluteUrl(siteUrl, markdownPath(page.routePath));
  return `- [${title}](${url})${description ? `: ${description}` : ''}`;
}

export interface LlmsHeader {
  title: string;
  description: string;
  intro: string;
  /** The sentence that links llms-full.txt (site path), when the site publishes one. */
  full?: { text: string; path: string };
}

/** The text of llms.txt: `# Title`, `> description`, the intro, the home page, then one `##` per section. */
export function renderLlmsTxt(header: LlmsHeader, layout: LlmsLayout, siteUrl: string): string {
  const lines = [`# ${header.title}`, '', `> ${header.description}`, '', header.intro, ''];
  if (header.full) {
    const name = header.full.path.slice(header.full.path.lastIndexOf('/') + 1);
    lines.push(`${header.full.text} [${name}](${absoluteUrl(siteUrl, header.full.path)})`, '');
  }
  if (layout.home) lines.push(linkLine(layout.home, siteUrl), '');
  for (const section of layout.sections) {
    lines.push(`## ${section.title}`, '');
    for (const group of section.groups) {
      if (group.title !== null) lines.push(`### ${group.title}`, '');
      lines.push(...group.pages.map((page) => linkLine(page, siteUrl)), '');
    }
  }
  return lines.join('\n');
}

/** The section a navigation link opens, keyed by section: `/zh/guide/start/` → guide. */
export function sectionTitlesFromNav(
  navItems: readonly { link: string; text: string }[],
  removeLocale: (path: string) => string,
): Map<string, string> {
  const titles = new Map<string, string>();
  for (const item of navItems) {
    const section = sectionOf(removeLocale(item.link));
    if (section && !titles.has(section)) titles.set(section, item.text);
  }
  return titles;
}

/** The pages of a layout in reading order: the home page, then every section's groups in sidebar order. */
export function llmsReadingOrder(layout: LlmsLayout): LlmsPage[] {
  const pages = layout.home ? [layout.home] : [];
  for (const section of layout.sections) for (const group of section.groups) pages.push(...group.pages);
  return pages;
}

/**
 * The text of llms-full.txt: `# Title`, `> description` and the intro, then the Markdown of every
 * page in reading order, each opened by a block with its title and URL. A title is quoted as
 * JSON, which YAML reads too. Throws when a page has no Markdown: the file would silently lack it.
 */
export function renderLlmsFullTxt(
  header: LlmsHeader,
  layout: LlmsLayout,
  markdownOf: (routePath: string) => string | undefined,
  siteUrl: string,
): string {
  const parts = [`# ${header.title}\n\n> ${header.description}\n\n${header.intro}\n`];
  for (const page of llmsReadingOrder(layout)) {
    const markdown = markdownOf(page.routePath);
    if (markdown === undefined) throw new Error(`llms-full.txt: no Markdown for ${page.routePath}`);
    const title = JSON.stringify(page.title.replace(/\s+/g, ' '));
    const url = absoluteUrl(siteUrl, page.routePath);
    parts.push(`---\ntitle: ${title}\nurl: ${url}\n---\n\n${markdown.trim()}\n`);
  }
  // A blank line before each `---`, so it never turns the line above into a heading.
  return parts.join('\n');
}
