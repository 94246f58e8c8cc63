/**
 * The local search index in memory: the static file of one locale imported into FlexSearch
 * with the options it was built with, its page table, and the texts of the pages already
 * shown in results. Loaded once per URL and kept for the whole visit.
 */
import FlexSearch from 'flexsearch';
import {
  decodePostings,
  decodeWords,
  glossNames,
  headingTrails,
  readIndexFile,
  readPageText,
  type FlexSearchExport,
  type SearchIndexFile,
} from '../core/search-index-file';
import type { Vocabulary } from '../core/search-vocabulary';
import { addressRoutes } from '../core/search-address';
import { rankQuery, TokenMemo, type IndexSource, type RankedPage, type Ranking } from '../core/search-rank';
import { SEARCH_RESULTS_PER_INDEX } from '../core/constants';
import { recheckPages } from '../core/search-recheck';
import { toResultGroups } from '../core/search-results';
import { synonymTable, type SynonymTable } from '../core/search-synonyms';
import { homophoneMap } from '../core/search-sounds';
import { simplifiedMap } from '../core/search-traditional';
import type { SearchRecord, SearchSection } from '../core/search-records';
import { isCjkBigram, isCjkToken, SEARCH_ENGINE_OPTIONS, tokenize } from '../core/search-tokenizer';

/** The part of FlexSearch 0.6 used here (its bundled typings describe the async variant). */
interface FlexIndex {
  search(query: string, limit: number): (number | string)[];
  import(payload: unknown, config: { serialize: boolean }): void;
}

const createFlexIndex = (FlexSearch as unknown as { create(options: object): FlexIndex }).create;

/** Fetches a page's text file by its hash; rejects when it cannot. */
export type PageTextSource = (hash: string) => Promise<unknown>;

interface PageEntry {
  routePath: string;
  hash: string;
  /** Id of the page's first section. */
  first: number;
  sections: number;
}

function addTo(map: Map<string, number[]>, token: string, id: number): void {
  const ids = map.get(token);
  if (!ids) map.set(token, [id]);
  else if (ids[ids.length - 1] !== id) ids.push(id);
}

function holds(sorted: readonly number[], id: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] ?? 0) < id) low = mid + 1;
    else high = mid;
  }
  return sorted[low] === id;
}

export class LocalIndex implements IndexSource {
  readonly size: number;
  /** The locale prefix of the index's routes: `/zh`, or '' for the default locale. */
  readonly #prefix: string;
  readonly vocabulary: Vocabulary;
  readonly synonyms: SynonymTable;
  readonly #engine: FlexIndex;
  readonly #sections: SearchSection[] = [];
  readonly #pages: PageEntry[] = [];
  readonly #byRoute = new Map<string, PageEntry>();
  /** Sections by the tokens of their own title, description or heading (read from the page table). */
  readonly #prominent = new Map<string, number[]>();
  readonly #memo = new TokenMemo();
  readonly #source: PageTextSource;
  readonly #texts = new Map<string, Promise<string[] | null>>();
  readonly #loaded = new Map<string, string[]>();
  /** The tokens of each page's whole text, by hash, made the first time a query checks the page. */
  readonly #pageTokens = new Map<string, ReadonlySet<string>>();

  constructor(file: SearchIndexFile, source: PageTextSource) {
    this.#source = source;
    this.#prefix = file.pages[0]?.[0].startsWith(`/${file.lang}/`) ? `/${file.lang}` : '';
    this.synonyms = synonymTable(file.lang);
    const names = new Set<string>();
    file.pages.forEach(([routePath, title, description, hash, headings, gloss, phrasings]) => {
      const first = this.#sections.length;
      // A page's names of two characters are words, however few records hold them (src/core/search-cjk-typos.ts).
      for (const name of [title, ...glossNames(gloss)])
        if (isCjkBigram(name) && isCjkToken([...name][1] ?? '')) names.add(name);
      const record: SearchRecord = {
        id: this.#pages.length,
        routePath,
        title,
        content: '',
        toc: [],
        domain: '',
        lang: file.lang,
      };
      this.#sections.push({ record, trail: [], anchor: '', content: '', description, gloss, phrasings, index: 0 });
      for (const token of tokenize(`${title}\n${description}\n${gloss}\n${phrasings}`))
        addTo(this.#prominent, token, first);
      headingTrails(headings).forEach((trail, position) => {
        const own = trail[trail.length - 1];
        const id = this.#sections.length;
        this.#sections.push({
          record,
          trail,
          anchor: own?.id ?? '',
          content: '',
          description: '',
          gloss: '',
          phrasings,
          index: position + 1,
        });
        for (const token of tokenize(own?.text ?? '')) addTo(this.#prominent, token, id);
      });
      const page = { routePath, hash, first, sections: this.#sections.length - first };
      this.#pages.push(page);
      this.#byRoute.set(routePath, page);
    });
    this.size = this.#sections.length;

    const words = decodeWords(file.words);
    const postings = file.postings === '' ? [] : file.postings.split(' ');
    const map: Record<string, number[]> = {};
    const counts = new Map<string, number>();
    words.forEach((word, i) => {
      const ids = decodePostings(postings[i] ?? '');
      map[word] = ids;
      if (!isCjkToken(word) || isCjkBigram(word)) counts.set(word, ids.length);
    });
    for (const [token, ids] of this.#prominent) {
      // CJK bigrams are words of the vocabulary (a mistyped character is corrected to one); lone characters are not.
      if (isCjkToken(token) && !isCjkBigram(token)) continue;
      const body = map[token];
      counts.set(token, (counts.get(token) ?? 0) + (body ? ids.filter((id) => !holds(body, id)).length : ids.length));
    }
    const sorted = [...counts.keys()].sort();
    this.vocabulary = {
      words: sorted,
      counts: sorted.map((word) => counts.get(word) ?? 0),
      homophones: homophoneMap(file.sounds, file.commonSounds),
      simplified: simplifiedMap(file.simplified),
      names,
    };

    const exported: FlexSearchExport = [[map], {}, this.#sections.map((_, id) => id)];
    this.#engine = createFlexIndex(SEARCH_ENGINE_OPTIONS);
    this.#engine.import(exported, { serialize: false });
  }

  lookup(token: string): readonly number[] {
    const body = this.#engine.search(token, this.size || 1).map(Number);
    const prominent = this.#prominent.get(token);
    if (!prominent) return body;
    if (body.length === 0) return prominent;
    const all = new Set(body);
    for (const id of prominent) all.add(id);
    return [...all];
  }

  section(id: number | string): SearchSection | undefined {
    return this.#sections[Number(id)];
  }

  pageSections(path: string): readonly SearchSection[] {
    for (const route of addressRoutes(path, this.#prefix)) {
      const page = this.#byRoute.get(route);
      if (page) return this.#sections.slice(page.first, page.first + page.sections);
    }
    return [];
  }

  sectionCount(section: SearchSection): number {
    return this.#byRoute.get(section.record.routePath)?.sections ?? 0;
  }

  /** The pages for a query, checked against the texts already loaded. */
  rank(query: string): RankedPage[] {
    return this.rechecked(this.ranking(query));
  }

  /** The pages for a query, and the word of the query left out to find them. */
  ranking(query: string): Ranking {
    return rankQuery(this, query, this.#memo);
  }

  /**
   * A ranking's pages, the `shown` first (those the result list shows) checked against their
   * texts when all of them are loaded (src/core/search-recheck.ts).
   */
  rechecked(ranking: Ranking, shown = toResultGroups(ranking.pages, SEARCH_RESULTS_PER_INDEX).length): RankedPage[] {
    return recheckPages(ranking.pages, ranking.groups, (page) => this.tokensOf(page.routePath), shown);
  }

  /** The tokens of a page's whole text (its table entry and its sections), once it is loaded. */
  private tokensOf(route: string): ReadonlySet<string> | undefined {
    const page = this.#byRoute.get(route);
    const texts = page && this.#loaded.get(page.hash);
    if (!page || !texts) return undefined;
    let tokens = this.#pageTokens.get(page.hash);
    if (!tokens) {
      const [top, ...below] = this.#sections.slice(page.first, page.first + page.sections);
      const table = top ? [top.record.title, top.description, top.gloss, top.phrasings ?? ''] : [];
      const headings = below.map((section) => section.trail[section.trail.length - 1]?.text ?? '');
      tokens = new Set(tokenize([...table, ...headings, ...texts].join('\n')));
      this.#pageTokens.set(page.hash, tokens);
    }
    return tokens;
  }

  /** The section texts of the pages already fetched, by route. */
  loadedTexts(routes: readonly string[]): Map<string, string[]> {
    const found = new Map<string, string[]>();
    for (const route of routes) {
      const page = this.#byRoute.get(route);
      const texts = page && this.#loaded.get(page.hash);
      if (texts) found.set(route, texts);
    }
    return found;
  }

  /**
   * Fetches the section texts of pages (in parallel, each once) and answers those it got, by
   * route; a page whose file cannot be fetched or read is left out, to be tried again later.
   */
  async pageTexts(routes: readonly string[]): Promise<Map<string, string[]>> {
    const pages = routes
      .map((route) => this.#byRoute.get(route))
      .filter((page): page is PageEntry => page !== undefined);
    const texts = await Promise.all(pages.map((page) => this.textOf(page)));
    const found = new Map<string, string[]>();
    pages.forEach((page, i) => {
      const text = texts[i];
      if (text) found.set(page.routePath, text);
    });
    return found;
  }

  private textOf(page: PageEntry): Promise<string[] | null> {
    let pending = this.#texts.get(page.hash);
    if (!pending) {
      pending = this.#source(page.hash).then(
        (value) => {
          const texts = readPageText(value, page.sections);
          if (texts) this.#loaded.set(page.hash, texts);
          else this.#texts.delete(page.hash);
          return texts;
        },
        () => {
          this.#texts.delete(page.hash);
          return null;
        },
      );
      this.#texts.set(page.hash, pending);
    }
    return pending;
  }
}

const loading = new Map<string, Promise<LocalIndex>>();
const loaded = new Map<string, LocalIndex>();

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Fetches and imports a locale's index once; a failed load is forgotten so a later opening retries. */
export function loadLocalIndex(url: string, lang: string): Promise<LocalIndex> {
  let pending = loading.get(url);
  if (!pending) {
    pending = fetchJson(url).then((json) => {
      const file = readIndexFile(json, lang);
      const base = new URL(file.text, new URL(url, window.location.href));
      const index = new LocalIndex(file, (hash) => fetchJson(new URL(`${hash}.json`, base).pathname));
      loaded.set(url, index);
      return index;
    });
    pending.catch(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/** The index at the URL when it is already in memory. */
export function loadedIndex(url: string): LocalIndex | undefined {
  return loaded.get(url);
}
