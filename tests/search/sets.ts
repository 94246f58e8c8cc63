/**
 * The relevance sets of the search benchmark and their split into a tuning part and a
 * held-out part (tests/search/README.md). The split is stratified by section (the first
 * segment of the route: config, guide, plugins, …) and fixed by a seed: within each source
 * file the queries are ordered by section, then by a seeded shuffle, and dealt alternately to
 * the two parts, so each section and each file gives half its queries to each part.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface RelevanceCase {
  query: string;
  route: string;
  kind: string;
  /**
   * Other pages that answer the query as well as `route`, found by a second judge who read the
   * pages and not the ranking (tests/search/README.md): counted only in the figures "any page
   * judged to answer", never in the goal's.
   */
  also?: string[];
}

/** The rank of the first page of `ranked` that answers a case: its route, or also one of `also` when `any`. */
export function rankOf(ranked: readonly string[], c: RelevanceCase, any = false): number | null {
  const answers = new Set([c.route, ...(any ? (c.also ?? []) : [])]);
  const at = ranked.findIndex((route) => answers.has(route));
  return at === -1 ? null : at + 1;
}

export type SetPart = 'tuning' | 'heldOut';

/**
 * The sets: the first relevance set, and nine sets of queries written from the reader's side
 * before the ranking was changed for them (each later one in a file of its own, so that the
 * split of the others stays as it was).
 */
export const SET_FILES = [
  'relevance',
  'reader',
  'reader2',
  'reader3',
  'reader4',
  'reader5',
  'reader6',
  'reader7',
  'reader8',
  'reader9',
] as const;
export type SetFile = (typeof SET_FILES)[number];

/** Changing it changes which queries are held out: never change it to improve a figure. */
export const SPLIT_SEED = 19;

/**
 * Sets that measure one kind of query, reported on their own and kept out of the goal's
 * figures and out of the tuner: `typos`, Chinese queries with one input-method typo each,
 * written to test the correction of characters read alike; `paths`, the path of a sub-option
 * as a reader copies it from a config file or an error (`output.distPath.root`), which the
 * option's page answers. A locale may have none.
 */
export const PROBE_FILES = ['typos', 'paths'] as const;
export type ProbeFile = (typeof PROBE_FILES)[number];

export function readSet(file: SetFile | ProbeFile, lang: string): RelevanceCase[] {
  const source = path.join(__dirname, `${file}.${lang}.json`);
  if (!existsSync(source) && (PROBE_FILES as readonly string[]).includes(file)) return [];
  return JSON.parse(readFileSync(source, 'utf8')) as RelevanceCase[];
}

/** The section of a route: `/zh/config/output/minify` → `config`. */
export function sectionOf(route: string): string {
  const parts = route.split('/').filter(Boolean);
  return (parts[0] === 'zh' ? parts[1] : parts[0]) ?? '';
}

/** A small seeded generator (mulberry32): the same numbers on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits one set: each case with the part it belongs to. */
export function splitSet(cases: readonly RelevanceCase[], seed = SPLIT_SEED): Map<RelevanceCase, SetPart> {
  const next = random(seed);
  const keyed = cases.map((c) => ({ c, section: sectionOf(c.route), key: next() }));
  keyed.sort((a, b) => (a.section < b.section ? -1 : a.section > b.section ? 1 : a.key - b.key));
  return new Map(keyed.map(({ c }, i) => [c, i % 2 === 0 ? 'tuning' : 'heldOut']));
}

/** The cases of a locale in one part (or all of them), from every set. */
export function casesOf(lang: string, part?: SetPart): RelevanceCase[] {
  return SET_FILES.flatMap((file) => {
    const split = splitSet(readSet(file, lang));
    return [...split].filter(([, p]) => part === undefined || p === part).map(([c]) => c);
  });
}

/**
 * The `traditional` probe of the Chinese sets: each query of the sets that a reader in
 * Taiwan would type with other characters, typed so (OpenCC's Simplified → Taiwan standard,
 * character by character, the words left as they are: 环境变量 → 環境變量), in the part its query
 * is in. It measures the folding of Traditional characters (src/core/search-traditional.ts)
 * against the same queries typed in Simplified ones; it is derived, not written, and kept out
 * of the goal's figures and of the tuner like the other probes. None for a locale without CJK queries.
 */
export function traditionalProbe(lang: string): Map<RelevanceCase, SetPart> {
  const { Converter } = createRequire(__filename)('opencc-js/cn2t') as typeof import('opencc-js');
  const typed = Converter({ from: 'cn', to: 'tw' });
  const probe = new Map<RelevanceCase, SetPart>();
  for (const file of SET_FILES)
    for (const [c, part] of splitSet(readSet(file, lang))) {
      const query = typed(c.query);
      if (query !== c.query) probe.set({ ...c, query }, part);
    }
  return probe;
}
