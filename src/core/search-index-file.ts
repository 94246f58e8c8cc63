/**
 * The static search files of one locale, written at build time from its FlexSearch index and
 * record store (gatsby/search-index.ts):
 *
 * - `search-index/<lang>.json`, fetched the first time search opens: the page table (route,
 *   title, description, outline, once per page) and FlexSearch's postings, which tell the
 *   sections whose body holds each index term. Everything a result list shows but the snippets.
 *   Its name is fixed, so that pages do not name it by its content: an edit of one page's text
 *   changes the index, and every page that named it would have to be rendered again. Being
 *   outside `static/`, it is revalidated like Gatsby's page data instead of cached for good.
 * - `static/search_text/<lang>/<hash>.json`, one per page, fetched only when the page is in
 *   the results: the text of each of its sections, for the snippets. Named by content hash,
 *   so they can be cached for good.
 *
 * Section ids run from 0 through the pages in order: a page owns one section for its top
 * (before the first heading) and one per heading of its outline.
 */
import type { TocItem } from './mdast';
import type { SearchRecord } from './search-records';
import { commonChars, soundGroups, soundRuns } from './search-sounds';
import { traditionalPairs } from './search-traditional';

export const SEARCH_INDEX_FORMAT = 8;

/** A locale's index file, relative to the site's root. */
export function indexFilePath(lang: string): string {
  return `search-index/${lang}.json`;
}

/** The folder of a locale's page texts, relative to the site's root. */
export function textFolder(lang: string): string {
  return `static/search_text/${lang}/`;
}

/** The folder of a locale's page texts as its index file names it: relative to the index file. */
export function textFolderFromIndex(lang: string): string {
  const depth = indexFilePath(lang).split('/').length - 1;
  return `${'../'.repeat(depth)}${textFolder(lang)}`;
}

/**
 * What the index holds of a record (as the values of a JSON object: the tokenizer skips the
 * names) and what the store keeps, for this file's page table and page texts.
 */
export const INDEXED_FIELDS = ['terms'];
export const STORED_FIELDS = ['id', 'routePath', 'title', 'content', 'toc', 'domain', 'lang', 'description'];

/** FlexSearch 0.6's export of a plain index: [map per resolution slot, context map, ids]. */
export type FlexSearchExport = [Record<string, (number | string)[]>[], Record<string, unknown>, (number | string)[]];

/**
 * A heading of a page's outline: text, anchor id ('' for its plain anchor) and depth (2–4). The
 * heading it is under is the nearest one above it of a smaller depth (`parentsOf`).
 */
export type IndexedHeading = [text: string, id: string, depth: number];

/**
 * The anchor of a heading whose text no heading above it on the page shares: its text in lower
 * case, without punctuation, each space a hyphen, as the pages' slugger makes it. Nearly every
 * heading has it, so the outline stores an id only where it differs (a repeated heading's
 * `-1`, a symbol the slugger keeps).
 */
export function plainAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/**
 * A page: its route, title, description, the hash of its text file, its outline, and its
 * gloss: other names of its subject in the locale's words, written and learned
 * (src/core/search-lexicon.ts), separated by GLOSS_SEPARATOR; '' for none; and the phrasings
 * readers type for what it answers (src/core/search-phrasings.ts), separated the same way.
 */
export type IndexedPage = [
  routePath: string,
  title: string,
  description: string,
  text: string,
  headings: IndexedHeading[],
  gloss: string,
  phrasings: string,
];

/** Between the names of a gloss: each name (`开发服务器`, `CDN 地址`) is matched on its own. */
export const GLOSS_SEPARATOR = ', ';

/** The names of a gloss, in the order written. */
export function glossNames(gloss: string): string[] {
  return gloss
    .split(GLOSS_SEPARATOR.trim())
    .map((name) => name.trim())
    .filter(Boolean);
}

export interface SearchIndexFile {
  format: typeof SEARCH_INDEX_FORMAT;
  lang: string;
  /** The folder of the page texts, relative to this file: `${text}${hash}.json`. */
  text: string;
  pages: IndexedPage[];
  /** The index terms, sorted, one per line, front-coded (`encodeWords`). */
  words: string;
  /** For each word, the sections whose body holds it (`encodePostings`), separated by spaces. */
  postings: string;
  /** The CJK characters of the index read alike, in groups (src/core/search-sounds.ts). */
  sounds: string;
  /** The runs of the common characters read alike (`soundRuns`), where the index holds CJK characters; else empty. */
  commonSounds: string;
  /** The Traditional forms of the index's CJK characters, as pairs of Traditional and Simplified (src/core/search-traditional.ts). */
  simplified: string;
}

/**
 * The page table as the file holds it: one list per field, since gzip finds more to share
 * between titles side by side than between a title and a route. An outline is its heading texts,
 * their ids joined by newlines and their depths as digits (`2334`); a heading's parent is the
 * nearest heading above it of a smaller depth, so it is not written. About 2 KB gzip less than a
 * row per page in Chinese.
 */
interface PageColumns {
  routes: string[];
  titles: string[];
  descriptions: string[];
  texts: string[];
  headings: string[][];
  ids: string[];
  depths: string[];
  glosses: string[];
  phrasings: string[];
}

/** The index file as written: the page table in columns. */
export type IndexFileBody = Omit<SearchIndexFile, 'pages'> & { pages: PageColumns };

/** The parent of each heading of an outline, from the depths alone. */
function parentsOf(depths: readonly number[]): number[] {
  // The headings above the current one that are still open, deepest last.
  const open: number[] = [];
  return depths.map((depth, index) => {
    let last = open[open.length - 1];
    while (last !== undefined && (depths[last] ?? 0) >= depth) {
      open.pop();
      last = open[open.length - 1];
    }
    open.push(index);
    return last ?? -1;
  });
}

/** The text of a locale's index file. */
export function indexFileBody(file: SearchIndexFile): string {
  const columns: PageColumns = {
    routes: [],
    titles: [],
    descriptions: [],
    texts: [],
    headings: [],
    ids: [],
    depths: [],
    glosses: [],
    phrasings: [],
  };
  for (const [routePath, title, description, text, headings, gloss, phrasings] of file.pages) {
    const depths = headings.map(([, , depth]) => depth);
    if (depths.some((depth) => depth < 1 || depth > 9)) throw new Error(`A heading of ${routePath} has no depth 1–9`);
    if (headings.some(([, id]) => id.includes('\n'))) throw new Error(`A heading id of ${routePath} has a newline`);
    columns.routes.push(routePath);
    columns.titles.push(title);
    columns.descriptions.push(description);
    columns.texts.push(text);
    columns.headings.push(headings.map(([heading]) => heading));
    columns.ids.push(headings.map(([, id]) => id).join('\n'));
    columns.depths.push(depths.join(''));
    columns.glosses.push(gloss);
    columns.phrasings.push(phrasings);
  }
  const body: IndexFileBody = { ...file, pages: columns };
  return JSON.stringify(body);
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CONTINUE = 32;

/**
 * Sorted ids as the gaps between them, each written with 5 bits per character (base64url
 * digits, low bits first, the sixth bit telling another digit follows): `[0, 1, 2, 40]` → `AAAlB`.
 */
export function encodePostings(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  let out = '';
  let previous = -1;
  for (const id of sorted) {
    if (!Number.isInteger(id) || id < 0) throw new Error(`A section id must be a natural number: ${String(id)}`);
    let gap = id - previous - 1;
    previous = id;
    while (gap >= CONTINUE) {
      out += DIGITS[CONTINUE + (gap % CONTINUE)];
      gap = Math.floor(gap / CONTINUE);
    }
    out += DIGITS[gap];
  }
  return out;
}

/** The ids of `encodePostings`; throws on a character it never writes. */
export function decodePostings(encoded: string): number[] {
  const ids: number[] = [];
  let previous = -1;
  let gap = 0;
  let scale = 1;
  for (const char of encoded) {
    const digit = DIGITS.indexOf(char);
    if (digit === -1) throw new Error(`Not a postings digit: ${char}`);
    if (digit >= CONTINUE) {
      gap += (digit - CONTINUE) * scale;
      scale *= CONTINUE;
      continue;
    }
    gap += digit * scale;
    previous += gap + 1;
    ids.push(previous);
    gap = 0;
    scale = 1;
  }
  if (scale !== 1) throw new Error('Postings end inside a number');
  return ids;
}

const MAX_SHARED = 35;

/**
 * Sorted words, one per line, each written as the length of the start it shares with the word
 * before (one base-36 digit, at most 35) and the rest: `output`, `outputs` → `0output`, `6s`.
 */
export function encodeWords(words: readonly string[]): string {
  let previous = '';
  return words
    .map((word) => {
      let shared = 0;
      while (
        shared < MAX_SHARED &&
        shared < previous.length &&
        shared < word.length &&
        previous[shared] === word[shared]
      )
        shared += 1;
      previous = word;
      return `${shared.toString(36)}${word.slice(shared)}`;
    })
    .join('\n');
}

/** The words of `encodeWords`. */
export function decodeWords(encoded: string): string[] {
  if (encoded === '') return [];
  let previous = '';
  return encoded.split('\n').map((line) => {
    const shared = parseInt(line[0] ?? '', 36);
    if (Number.isNaN(shared) || shared > previous.length) throw new Error(`Not a front-coded word: ${line}`);
    previous = previous.slice(0, shared) + line.slice(1);
    return previous;
  });
}

/**
 * The outline of a page from its records: each section's own heading. The file keeps no
 * parents, so the heading above each in the page's own trail must be the one its depth implies.
 */
function pageOutline(sections: readonly SearchRecord[]): IndexedHeading[] {
  const owns = sections.map((record) => {
    const own = record.toc[record.toc.length - 1];
    if (!own) throw new Error(`Only the first section of ${record.routePath} may have no heading`);
    return own;
  });
  const parents = parentsOf(owns.map((own) => own.depth));
  sections.forEach((record, index) => {
    const above = record.toc[record.toc.length - 2];
    const parent = parents[index] ?? -1;
    const implied = parent >= 0 ? owns[parent] : undefined;
    if (above?.text !== implied?.text || above?.id !== implied?.id)
      throw new Error(
        `The outline of ${record.routePath} puts "${owns[index]?.text ?? ''}" under "${above?.text ?? ''}", ` +
          `but its depth puts it under "${implied?.text ?? ''}": a heading must be under the nearest shallower one above it`,
      );
  });
  return owns.map((own) => [own.text, own.id === plainAnchor(own.text) ? '' : own.id, own.depth]);
}

/** The records of the store grouped by page, in id order; each page's first record is its top. */
export function pagesOf(store: Record<string, SearchRecord>): SearchRecord[][] {
  const records = Object.values(store).sort((a, b) => Number(a.id) - Number(b.id));
  const pages: SearchRecord[][] = [];
  records.forEach((record, position) => {
    if (Number(record.id) !== position)
      throw new Error(`Search record ids must run from 0 without gaps: found ${String(record.id)} at ${position}`);
    const current = pages[pages.length - 1];
    if (current && current[0]?.routePath === record.routePath) current.push(record);
    else if (record.toc.length > 0) throw new Error(`The first section of ${record.routePath} must be its top`);
    else pages.push([record]);
  });
  return pages;
}

/** The words and postings of FlexSearch's export, sorted by word. */
export function compactPostings(exported: FlexSearchExport): { words: string; postings: string } {
  const map = exported[0]?.[0] ?? {};
  const words = Object.keys(map)
    .filter((word) => (map[word]?.length ?? 0) > 0)
    .sort();
  for (const word of words)
    if (/\s/.test(word)) throw new Error(`An index term holds whitespace: ${JSON.stringify(word)}`);
  return {
    words: encodeWords(words),
    postings: words.map((word) => encodePostings((map[word] ?? []).map(Number))).join(' '),
  };
}

export interface SearchFiles {
  index: SearchIndexFile;
  /** The page texts, by hash: the body of `${hash}.json`. */
  texts: Map<string, string>;
}

/** What the build knows of a CJK character: the syllables it is read as, and its Traditional forms. */
export interface CharFacts {
  readings: (char: string) => readonly string[];
  traditional: (char: string) => readonly string[];
}

/**
 * The files of a locale from the plugin's index (a JSON string) and store. `hash` names a page
 * text by its content; `chars` tells how a CJK character is read and written in Traditional
 * characters; `phrasings`, what readers type for a page (src/core/search-phrasings.ts), by route.
 */
export function buildSearchFiles(
  lang: string,
  exported: string,
  store: Record<string, SearchRecord>,
  hash: (body: string) => string,
  chars: CharFacts,
  phrasings: (route: string) => readonly string[] = () => [],
): SearchFiles {
  const texts = new Map<string, string>();
  const pages: IndexedPage[] = pagesOf(store).map((sections) => {
    const [top] = sections;
    if (!top) throw new Error('A page without sections');
    const body = JSON.stringify(sections.map((section) => section.content));
    const name = hash(body);
    texts.set(name, body);
    const written = phrasings(top.routePath).join(GLOSS_SEPARATOR);
    return [top.routePath, top.title, top.description ?? '', name, pageOutline(sections.slice(1)), '', written];
  });
  const { words, postings } = compactPostings(JSON.parse(exported) as FlexSearchExport);
  // A mistyped character of a query is corrected to one of the index: of its terms or of what the page table shows.
  const shown = pages.flatMap(([, title, description, , headings]) => [
    title,
    description,
    ...headings.map(([text]) => text),
  ]);
  // The index's characters: of its terms (front-coded, yet each character written once at least) and of the page table.
  const held = new Set([...words, ...shown.join('')]);
  const sounds = soundGroups(held, chars.readings);
  const commonSounds = sounds === '' ? '' : soundRuns(commonChars(), chars.readings);
  return {
    index: {
      format: SEARCH_INDEX_FORMAT,
      lang,
      text: textFolderFromIndex(lang),
      pages,
      words,
      postings,
      sounds,
      commonSounds,
      simplified: traditionalPairs(held, chars.traditional),
    },
    texts,
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

const isStrings = (value: unknown, length: number): value is string[] =>
  Array.isArray(value) && value.length === length && value.every(isString);

/** The rows of the page table the file holds in columns, or null when they do not line up. */
function pageRows(value: unknown): IndexedPage[] | null {
  const columns = value as Partial<PageColumns> | null;
  const length = Array.isArray(columns?.routes) ? columns.routes.length : -1;
  if (
    !columns ||
    !isStrings(columns.routes, length) ||
    !columns.routes.every((route) => route.startsWith('/')) ||
    !isStrings(columns.titles, length) ||
    !isStrings(columns.descriptions, length) ||
    !isStrings(columns.texts, length) ||
    !columns.texts.every((text) => /^[0-9a-f]+$/.test(text)) ||
    !Array.isArray(columns.headings) ||
    columns.headings.length !== length ||
    !isStrings(columns.ids, length) ||
    !isStrings(columns.depths, length) ||
    !isStrings(columns.glosses, length) ||
    !isStrings(columns.phrasings, length)
  )
    return null;
  const rows: IndexedPage[] = [];
  for (let page = 0; page < length; page += 1) {
    const headingTexts: unknown = columns.headings[page];
    const depths = [...(columns.depths[page] ?? '')].map(Number);
    const joined = columns.ids[page] ?? '';
    const ids = depths.length === 0 && joined === '' ? [] : joined.split('\n');
    if (
      !isStrings(headingTexts, depths.length) ||
      ids.length !== depths.length ||
      depths.some((d) => !(d >= 1 && d <= 9))
    )
      return null;
    rows.push([
      columns.routes[page] ?? '',
      columns.titles[page] ?? '',
      columns.descriptions[page] ?? '',
      columns.texts[page] ?? '',
      headingTexts.map((text, index) => [text, ids[index] ?? '', depths[index] ?? 0]),
      columns.glosses[page] ?? '',
      columns.phrasings[page] ?? '',
    ]);
  }
  return rows;
}

/** Reads what the browser fetched (the body of `indexFileBody`), checking it before use. */
export function readIndexFile(value: unknown, lang: string): SearchIndexFile {
  const file = value as Partial<IndexFileBody> | null;
  const pages = file ? pageRows(file.pages) : null;
  if (
    !file ||
    !pages ||
    file.format !== SEARCH_INDEX_FORMAT ||
    file.lang !== lang ||
    !isString(file.text) ||
    !isString(file.words) ||
    !isString(file.postings) ||
    !isString(file.sounds) ||
    !isString(file.commonSounds) ||
    !isString(file.simplified) ||
    (file.words === '' ? 0 : file.words.split('\n').length) !==
      (file.postings === '' ? 0 : file.postings.split(' ').length)
  ) {
    throw new Error(`Not a search index of "${lang}"`);
  }
  return {
    format: file.format,
    lang: file.lang,
    text: file.text,
    pages,
    words: file.words,
    postings: file.postings,
    sounds: file.sounds,
    commonSounds: file.commonSounds,
    simplified: file.simplified,
  };
}

/** The texts of a page's sections as fetched, or null when they are not what the page needs. */
export function readPageText(value: unknown, sections: number): string[] | null {
  return Array.isArray(value) && value.length === sections && value.every(isString) ? value : null;
}

/** A page's outline as the ranking reads it, each heading with its trail (h2 > h3 > h4). */
export function headingTrails(headings: readonly IndexedHeading[]): TocItem[][] {
  const items: TocItem[] = headings.map(([text, id, depth]) => ({
    text,
    id: id || plainAnchor(text),
    depth,
    charIndex: -1,
  }));
  const parents = parentsOf(headings.map(([, , depth]) => depth));
  const trails: TocItem[][] = [];
  items.forEach((own, index) => {
    const parent = parents[index] ?? -1;
    trails.push([...(parent >= 0 ? (trails[parent] ?? []) : []), own]);
  });
  return trails;
}
