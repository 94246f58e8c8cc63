/**
 * The figures of `npm run bench:search` (bench/search.json) and the Search section of
 * bench/report.md written from them: relevance per part (held-out, tuning, the first relevance
 * set), then the index size and query latency per locale.
 */
import type { SetPart } from '../tests/search/sets';

/** Quality over one group of queries. */
export interface PartFigures {
  queries: number;
  recallAt1: number;
  recallAt5: number;
  mrr: number;
}

export interface LocaleFigures {
  queries: number;
  recallAt1: number;
  recallAt5: number;
  mrr: number;
  /** Queries whose page is not in the index (not written yet). */
  missingTargets: number;
  /** MRR over the queries whose page is in the index: the ranking alone, whatever content is missing. */
  mrrBuilt: number | null;
  /** The tuning and held-out parts, and the first relevance set whole (the figures reported before the split). */
  parts: { tuning: PartFigures; heldOut: PartFigures; relevance: PartFigures };
  /**
   * The two parts again, where a page a second judge found to answer the query as well counts
   * as its answer (`also` in the sets): how much of the distance to the goal is a second right
   * answer. Not the goal's figures.
   */
  anyAnswer?: Record<SetPart, PartFigures>;
  /** Each set file's tuning and held-out parts (tests/search/sets.ts). */
  sets?: Record<string, Record<SetPart, PartFigures>>;
  /** The same for the probe sets, which the figures above leave out (none for a locale without queries). */
  probes?: Record<string, Record<SetPart, PartFigures>>;
  index: { file: string; records: number; pages: number; rawBytes: number; gzipBytes: number };
  /** The page text files: how many, and their sizes (gzip) at the median and at most. */
  texts: { files: number; rawBytes: number; gzipMedian: number; gzipMax: number; largest: string };
  /** Query latency over the relevance set; `coldFirstResults`: from opening the panel on a fresh load to the first results shown. */
  latencyMs: {
    p50: number;
    p95: number;
    samples: number;
    coldFirstResults: number;
    /** The check of the first pages against their texts, a task of its own once they are loaded (src/core/search-recheck.ts). */
    recheckP95?: number;
  };
  misses: {
    query: string;
    route: string;
    part: SetPart;
    rank: number | null;
    top: string | null;
    notBuilt: boolean;
  }[];
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Recall@1, recall@5 and MRR of the ranks of a group of queries (null: not found). */
export function partFigures(ranks: readonly (number | null)[]): PartFigures {
  const n = ranks.length || 1;
  return {
    queries: ranks.length,
    recallAt1: round(ranks.filter((r) => r === 1).length / n),
    recallAt5: round(ranks.filter((r) => r !== null && r <= 5).length / n),
    mrr: round(ranks.reduce((sum: number, r) => sum + (r === null ? 0 : 1 / r), 0) / n),
  };
}

/** bench/search.json. */
export interface SearchReport {
  date: string;
  commit: string;
  /** The machine's load while the latency was measured: one-minute load average and cores. */
  load?: { average: number; cores: number };
  locales: Record<string, LocaleFigures>;
}

/** The search's budgets: a locale's index, gzip, and a query within one frame once the index has loaded. */
export const SEARCH_BUDGET = { indexGzipKB: 110, queryP95Ms: 16 };

const PART_ROWS: { label: string; part: keyof LocaleFigures['parts'] }[] = [
  { label: 'held-out', part: 'heldOut' },
  { label: 'tuning', part: 'tuning' },
  { label: 'first relevance set, whole', part: 'relevance' },
];

const NO_QUERIES: PartFigures = { queries: 0, recallAt1: 0, recallAt5: 0, mrr: 0 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const figure = (value: number) => value.toFixed(3);
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const rule = (columns: number) => row(Array.from({ length: columns }, () => '---'));

/** One row per set file and part (`reader2, held-out`), when the figures have them; then the probe sets'. */
function setRows(figures: readonly LocaleFigures[]): { label: string; pick: (f: LocaleFigures) => PartFigures }[] {
  const rows = (group: 'sets' | 'probes', suffix: string) =>
    [...new Set(figures.flatMap((f) => Object.keys(f[group] ?? {})))].flatMap((file) =>
      (['heldOut', 'tuning'] as const).map((part) => ({
        label: `${file}${suffix}, ${part === 'heldOut' ? 'held-out' : 'tuning'}`,
        pick: (f: LocaleFigures) => f[group]?.[file]?.[part] ?? NO_QUERIES,
      })),
    );
  return [...rows('sets', ''), ...rows('probes', ' (probe, not in the figures above)')];
}

/** The Search section of bench/report.md, as lines. */
export function searchSection(report: SearchReport): string[] {
  const locales = Object.entries(report.locales);
  const qualityHeader = ['part', ...locales.flatMap(([lang]) => [`${lang} MRR`, `${lang} recall@5`]), 'queries'];
  const qualityRow = (label: string, pick: (f: LocaleFigures) => PartFigures) =>
    row([
      label,
      ...locales.flatMap(([, f]) =>
        pick(f).queries > 0 ? [figure(pick(f).mrr), figure(pick(f).recallAt5)] : ['—', '—'],
      ),
      locales.map(([, f]) => pick(f).queries).join(' / '),
    ]);
  const sizeHeader = [
    'locale',
    'index gzip (raw)',
    'pages',
    'sections',
    'query p50 / p95',
    'text check p95',
    'open → first results, cold',
  ];
  return [
    '## Search',
    '',
    `Relevance on the held-out part of the relevance sets (never tuned on; tests/search/README.md), with the tuning part and the first relevance set for comparison, measured ${report.date}${report.commit ? ` at ${report.commit}` : ''} against the built index (\`npm run bench:search\`, figures in bench/search.json).`,
    '',
    row(qualityHeader),
    rule(qualityHeader.length),
    ...PART_ROWS.map(({ label, part }) => qualityRow(label, (f) => f.parts[part])),
    qualityRow('all queries', (f) => f),
    ...(locales.every(([, f]) => f.anyAnswer)
      ? (['heldOut', 'tuning'] as const).map((part) =>
          qualityRow(
            `${part === 'heldOut' ? 'held-out' : 'tuning'}, any page judged to answer (not the goal's figure)`,
            (f) => f.anyAnswer?.[part] ?? NO_QUERIES,
          ),
        )
      : []),
    ...setRows(locales.map(([, f]) => f)).map(({ label, pick }) => qualityRow(label, pick)),
    '',
    `Budget: index ≤ ${SEARCH_BUDGET.indexGzipKB} KB gzip per locale, query p95 ≤ ${SEARCH_BUDGET.queryP95Ms} ms in Chromium after the index has loaded, for the ranking and for the check of the first pages against their texts alike.${report.load ? ` Latency measured at a load average of ${report.load.average} on ${report.load.cores} cores.` : ''}`,
    '',
    row(sizeHeader),
    rule(sizeHeader.length),
    ...locales.map(([lang, f]) =>
      row([
        lang,
        `${kb(f.index.gzipBytes)} (${kb(f.index.rawBytes)})`,
        f.index.pages,
        f.index.records,
        f.latencyMs ? `${f.latencyMs.p50} / ${f.latencyMs.p95} ms` : '—',
        f.latencyMs?.recheckP95 !== undefined ? `${f.latencyMs.recheckP95} ms` : '—',
        f.latencyMs ? `${f.latencyMs.coldFirstResults} ms` : '—',
      ]),
    ),
    '',
    `Queries not ranked first: ${locales.map(([lang, f]) => `${lang} ${f.misses.length} of ${f.queries}`).join(', ')} (listed in bench/search.json).`,
  ];
}
