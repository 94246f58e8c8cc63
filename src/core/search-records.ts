/**
 * What search indexes: one record per section of a page. A page's text (`fields.plainText`,
 * one block per line, with the outline placed in it by `charIndex`), without its code blocks,
 * is cut at its h2–h4 headings, so a hit can be the page (its title), a heading (linking to
 * its anchor) or a passage of content. Pure: used at build time for the index and in the
 * browser to read the page-level hits of the remote search API the same way.
 */
import { extractCodeFences } from './code-fences';
import type { EmbedRef, TocItem } from './mdast';
import { synonymBigrams } from './search-synonyms';
import { cjkTerms, cohesiveBigrams, indexTerms } from './search-tokenizer';

/**
 * A record of the search index (the fields of the specification: routePath, title, content,
 * toc, domain, lang). A local record is one section: `toc` is its heading trail, from its h2
 * down to its own heading, without positions (`charIndex` -1), and empty for the part of the
 * page before the first heading. A remote hit may instead be a whole page whose `toc` places
 * its headings in `content`; `sectionsOf` reads both.
 */
export interface SearchRecord {
  id: number | string;
  routePath: string;
  /** The page title. */
  title: string;
  content: string;
  toc: TocItem[];
  /** Empty for the local index; the site a remote hit belongs to. */
  domain: string;
  lang: string;
  /** The page's own description (frontmatter), on the record of its top section only. */
  description?: string;
}

/** One section of a page, as the ranking and the result list read it. */
export interface SearchSection {
  record: SearchRecord;
  /** Headings from the h2 down to the section's own heading; empty for the top of the page. */
  trail: TocItem[];
  /** The section's own heading id, '' for the top of the page. */
  anchor: string;
  /** The section's text without its heading; empty while a local section's text is not loaded. */
  content: string;
  description: string;
  /** For the top of a page titled by an English identifier, the title in the locale's words (search-lexicon.ts); else ''. */
  gloss: string;
  /** For every section of a local page, the phrasings readers type for what the page answers (search-phrasings.ts). */
  phrasings?: string;
  /** The section's place in its page: 0 for the top, then one per heading. */
  index: number;
}

/** The headings above `toc[index]` and itself: h2 > h3 > h4. */
export function headingTrail(toc: readonly TocItem[], index: number): TocItem[] {
  const own = toc[index];
  if (!own) return [];
  const trail = [own];
  let depth = own.depth;
  for (let i = index - 1; i >= 0 && depth > 2; i -= 1) {
    const heading = toc[i];
    if (heading && heading.depth < depth) {
      trail.unshift(heading);
      depth = heading.depth;
    }
  }
  return trail;
}

export interface PageText {
  plainText: string;
  toc: TocItem[];
}

/** A text with some of its lines cut out, and where an offset of the original text went. */
export interface CutText {
  text: string;
  offset: (at: number) => number;
}

/**
 * Cuts blocks (whole lines, such as code blocks) out of a text, each found at a line start
 * after the previous one; a block not found is kept.
 */
export function removeBlocks(text: string, blocks: readonly string[]): CutText {
  const ranges: { start: number; end: number }[] = [];
  let cursor = 0;
  for (const raw of blocks) {
    const block = raw.trim();
    if (!block) continue;
    let at = text.indexOf(block, cursor);
    while (
      at !== -1 &&
      !((at === 0 || text[at - 1] === '\n') && (at + block.length === text.length || text[at + block.length] === '\n'))
    ) {
      at = text.indexOf(block, at + 1);
    }
    if (at === -1) continue;
    const end = at + block.length;
    // The block with the line break after it, or before it at the end of the text.
    ranges.push(end < text.length ? { start: at, end: end + 1 } : { start: Math.max(0, at - 1), end });
    cursor = end;
  }
  let out = '';
  let from = 0;
  for (const range of ranges) {
    out += text.slice(from, Math.max(from, range.start));
    from = Math.max(from, range.end);
  }
  out += text.slice(from);
  const offset = (at: number) => {
    let removed = 0;
    for (const range of ranges) {
      if (range.start >= at) break;
      removed += Math.min(range.end, at) - range.start;
    }
    return at - removed;
  };
  return { text: out, offset };
}

/** A page's text without its code blocks (read from its MDX source), its outline moved to match. */
export function withoutCode(page: PageText, source: string): PageText & { offset: (at: number) => number } {
  const cut = removeBlocks(
    page.plainText,
    extractCodeFences(source).map((fence) => fence.code),
  );
  return {
    plainText: cut.text,
    toc: page.toc.map((item) => (item.charIndex < 0 ? item : { ...item, charIndex: cut.offset(item.charIndex) })),
    offset: cut.offset,
  };
}

/**
 * Cuts a page's text at its positioned headings: the text before the first heading, then
 * one part per heading (its heading line excluded).
 */
export function splitSections(page: PageText): { trail: TocItem[]; content: string }[] {
  const headings = page.toc
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.charIndex >= 0 && item.charIndex <= page.plainText.length)
    .sort((a, b) => a.item.charIndex - b.item.charIndex);
  const firstAt = headings[0]?.item.charIndex ?? page.plainText.length;
  const sections = [{ trail: [] as TocItem[], content: page.plainText.slice(0, firstAt).trim() }];
  headings.forEach(({ item, index }, position) => {
    const end = headings[position + 1]?.item.charIndex ?? page.plainText.length;
    let start = item.charIndex;
    if (page.plainText.startsWith(item.text, start)) start += item.text.length;
    sections.push({ trail: headingTrail(page.toc, index), content: page.plainText.slice(start, end).trim() });
  });
  return sections;
}

/** A snippet a page imports, with its own text and outline. */
export interface EmbeddedText extends PageText {
  /** Content-root relative path, e.g. `en/shared/onExit.mdx`. */
  relativePath: string;
}

/** The content-root path an import of `source` in `relativePath` points at. */
export function resolveEmbed(relativePath: string, source: string): string {
  return new URL(source, `http://content/${relativePath}`).pathname.slice(1);
}

/**
 * A page's text with the text of the snippets it renders put where they render, and the
 * snippets' headings added to the outline at their place.
 */
export function spliceEmbeds(
  page: PageText & { relativePath: string },
  embeds: readonly EmbedRef[],
  snippets: ReadonlyMap<string, PageText>,
): PageText {
  let text = page.plainText;
  let toc = page.toc.map((item) => ({ ...item }));
  const sorted = [...embeds].sort((a, b) => b.charIndex - a.charIndex);
  for (const embed of sorted) {
    const snippet = snippets.get(resolveEmbed(page.relativePath, embed.source));
    if (!snippet || !snippet.plainText.trim()) continue;
    const at = Math.max(0, Math.min(embed.charIndex, text.length));
    let before = text.slice(0, at);
    if (before && !before.endsWith('\n')) before += '\n';
    const inserted = `${snippet.plainText}\n`;
    const shift = before.length + inserted.length - at;
    toc = [
      ...toc.map((item) => (item.charIndex >= at ? { ...item, charIndex: item.charIndex + shift } : item)),
      ...snippet.toc.map((item) => ({ ...item, charIndex: item.charIndex < 0 ? -1 : item.charIndex + before.length })),
    ];
    text = before + inserted + text.slice(at);
  }
  toc.sort((a, b) => a.charIndex - b.charIndex);
  return { plainText: text.replace(/\n+$/, ''), toc };
}

export interface IndexablePage extends PageText {
  routePath: string;
  title: string;
  lang: string;
  description: string;
}

/** The records of one page: its top section (with the title and description), then one per heading. */
export function pageRecords(page: IndexablePage, firstId: number): SearchRecord[] {
  return splitSections(page).map(({ trail, content }, index) => ({
    id: firstId + index,
    routePath: page.routePath,
    title: page.title,
    content,
    toc: trail.map(({ text, id, depth }) => ({ text, id, depth, charIndex: -1 })),
    domain: '',
    lang: page.lang,
    ...(index === 0 && page.description ? { description: page.description } : {}),
  }));
}

function isTocItem(value: unknown): value is TocItem {
  const item = value as TocItem;
  return (
    Boolean(item) && typeof item.text === 'string' && typeof item.id === 'string' && typeof item.depth === 'number'
  );
}

/** The sections of a hit: a local record is one; a remote page-level hit is cut at its headings. */
export function sectionsOf(record: SearchRecord): SearchSection[] {
  const toc = (Array.isArray(record.toc) ? record.toc : []).filter(isTocItem).map((item) => ({
    ...item,
    charIndex: typeof item.charIndex === 'number' ? item.charIndex : -1,
  }));
  const content = typeof record.content === 'string' ? record.content : '';
  const description = typeof record.description === 'string' ? record.description : '';
  const positioned = toc.some((item) => item.charIndex >= 0);
  if (!positioned) {
    return [{ record, trail: toc, anchor: toc[toc.length - 1]?.id ?? '', content, description, gloss: '', index: 0 }];
  }
  return splitSections({ plainText: content, toc }).map(({ trail, content: text }, index) => ({
    record,
    trail,
    anchor: trail[trail.length - 1]?.id ?? '',
    content: text,
    description: index === 0 ? description : '',
    gloss: '',
    index,
  }));
}

/** An MDX node as the index query reads it (gatsby/search-index.ts). */
export interface SearchSourceNode {
  body: string;
  frontmatter: { title: string | null; description: string | null };
  fields: {
    routePath: string | null;
    relativePath: string;
    isShared: boolean;
    lang: string;
    pageType: string;
    importSources: string[];
    plainText: string;
    toc: TocItem[];
  };
}

/** A record as the plugin indexes it: the record, plus the index terms of its content. */
export type IndexedRecord = SearchRecord & {
  /** `indexTerms` of the content, separated by spaces (what FlexSearch receives). */
  terms: string;
};

/** Beyond this many terms in or out of the term list, every record's terms are made again. */
const MAX_CHANGED_TERMS = 256;

/**
 * The terms that joined or left the term list since `previous` (an edit moves a few body words
 * across the cohesion line), or null when the list is new or changed too much to compare.
 */
function changedTerms(previous: string, terms: ReadonlySet<string>): string[] | null {
  if (!previous) return null;
  const before = new Set(previous.split(' '));
  const changed = [...terms].filter((term) => !before.delete(term));
  changed.push(...before);
  return changed.length > MAX_CHANGED_TERMS ? null : changed;
}

/** Page types that are not documentation: never search results. */
const UNSEARCHED_PAGE_TYPES = new Set(['home', '404', 'blank']);
const MDX_MODULE = /\.mdx?$/;

/**
 * What an earlier run made, for a run whose pages mostly did not change (a build after one
 * edit): each page's records by the text they were made from, and each record's index terms
 * under the term list they were chosen with. `key` names a page's source in the maps (a digest).
 */
export interface RecordMemo {
  key(source: string): string;
  pages: Map<string, SearchRecord[]>;
  /** Index terms by record content, made under the term list `termList`. */
  terms: Map<string, string>;
  termList: string;
}

/**
 * The records of one locale's pages, ids from 0 in route order, with the text of the shared
 * snippets a page renders put in its place and code blocks left out. `embedsOf` tells where a
 * page renders its snippets; it is only asked about pages that import one. The CJK bigrams of
 * the locale's titles, headings and descriptions and the words of its bodies are the term list
 * of its index. With `memo`, what it holds for an unchanged page is reused, its term list too
 * when no page changed (the other locale's build after an edit), and it is given what this run
 * made.
 */
export function localeRecords(
  nodes: readonly SearchSourceNode[],
  embedsOf: (node: SearchSourceNode) => EmbedRef[],
  memo?: RecordMemo,
): IndexedRecord[] {
  const textOf = (node: SearchSourceNode) =>
    withoutCode({ plainText: node.fields.plainText, toc: node.fields.toc }, node.body);
  const snippets = new Map<string, PageText>(
    nodes
      .filter((node) => node.fields.isShared)
      .map((node) => {
        const { plainText, toc } = textOf(node);
        return [node.fields.relativePath, { plainText, toc }];
      }),
  );
  const pages = nodes
    .filter(
      (node) => node.fields.routePath && !node.fields.isShared && !UNSEARCHED_PAGE_TYPES.has(node.fields.pageType),
    )
    .sort((a, b) => ((a.fields.routePath ?? '') < (b.fields.routePath ?? '') ? -1 : 1));

  const madePages = new Map<string, SearchRecord[]>();
  const records: SearchRecord[] = [];
  let reused = 0;
  for (const node of pages) {
    const { fields, frontmatter } = node;
    const embedded = fields.importSources
      .filter((source) => MDX_MODULE.test(source))
      .map((source) => snippets.get(resolveEmbed(fields.relativePath, source)))
      .filter((snippet) => snippet !== undefined);
    const key = memo?.key(JSON.stringify([node, embedded]));
    let made = key === undefined ? undefined : memo?.pages.get(key);
    if (made) reused += 1;
    else {
      const own = textOf(node);
      const text =
        embedded.length > 0
          ? spliceEmbeds(
              { plainText: own.plainText, toc: own.toc, relativePath: fields.relativePath },
              embedsOf(node).map((embed) => ({ ...embed, charIndex: own.offset(embed.charIndex) })),
              snippets,
            )
          : { plainText: own.plainText, toc: own.toc };
      made = pageRecords(
        {
          ...text,
          routePath: fields.routePath ?? '',
          title: frontmatter.title ?? '',
          lang: fields.lang,
          description: frontmatter.description ?? '',
        },
        0,
      );
    }
    if (key !== undefined) madePages.set(key, made);
    const firstId = records.length;
    records.push(...made.map((record, index) => ({ ...record, id: firstId + index })));
  }
  // The same pages as the memo's run make the same records, whose term list it holds.
  const samePages = memo !== undefined && memo.termList !== '' && reused === pages.length && memo.pages.size === reused;
  const terms = samePages ? new Set(memo.termList.split(' ')) : localeTerms(records);
  const termList = [...terms].sort().join(' ');
  const changed = changedTerms(memo?.termList ?? '', terms);
  const known = changed ? (memo?.terms ?? new Map<string, string>()) : new Map<string, string>();
  const madeTerms = new Map<string, string>();
  const indexed = records.map((record) => {
    const stored = known.get(record.content);
    const valid = stored !== undefined && !changed?.some((term) => record.content.includes(term));
    const recordTerms = valid ? stored : indexTerms(record.content, terms).join(' ');
    madeTerms.set(record.content, recordTerms);
    return { ...record, terms: recordTerms };
  });
  if (memo) {
    memo.pages = madePages;
    memo.terms = madeTerms;
    memo.termList = termList;
  }
  return indexed;
}

/**
 * The term list of a locale's index: the CJK bigrams of its titles, headings and descriptions,
 * the words of its page bodies, and the words of the synonym table, so that an equivalent of a
 * query word is found in page bodies.
 */
function localeTerms(records: readonly SearchRecord[]): Set<string> {
  const terms = cjkTerms(
    records.flatMap((record) => [
      record.toc.length === 0 ? record.title : '',
      record.description ?? '',
      ...record.toc.map((item) => item.text),
    ]),
  );
  for (const bigram of cohesiveBigrams(records.map((record) => record.content))) terms.add(bigram);
  for (const bigram of synonymBigrams()) terms.add(bigram);
  return terms;
}
