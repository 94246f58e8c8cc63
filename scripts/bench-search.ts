/**
 * Search benchmark (`npm run bench:search`, after `npm run build`): the relevance set of
 * tests/search/ against the built index files in public/static/ — recall@1, recall@5 and MRR
 * per locale — the index size per locale (raw and gzip), and the query latency p50/p95
 * measured in Chromium on the built site. Writes the figures to stdout and bench/search.json.
 *
 * `npm run bench:search -- --skeleton` ranks the same queries against the skeleton of the full
 * page table (tests/search/skeleton.ts: every planned page's title, description and headings)
 * instead, without a build: the ranking's figures while most pages are not written yet.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteConfig } from '../src/config/site';
import { isIndexFileOf, readIndexFile, type SearchIndexFile } from '../src/core/search-index-file';
import { LocalIndex } from '../src/search/local-index';
import { launch } from '../tests/e2e/lib/browser';
import { startServer } from '../tests/e2e/lib/server';
import { skeletonPages } from '../tests/search/skeleton';
import { buildIndex, recordsOf } from '../tests/unit/lib/search-corpus';

const ROOT = path.join(__dirname, '..');
const STATIC_DIR = path.join(ROOT, 'public', 'static');

interface Case {
  query: string;
  route: string;
  kind: string;
}

interface LocaleFigures {
  queries: number;
  recallAt1: number;
  recallAt5: number;
  mrr: number;
  /** Queries whose page is not in the index (not written yet). */
  missingTargets: number;
  /** MRR over the queries whose page is in the index: the ranking alone, whatever content is missing. */
  mrrBuilt: number | null;
  index: { file: string; records: number; pages: number; rawBytes: number; gzipBytes: number };
  latencyMs: { p50: number; p95: number; samples: number };
  misses: { query: string; route: string; rank: number | null; top: string | null; notBuilt: boolean }[];
}

function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

function indexFile(lang: string): string {
  const files = readdirSync(STATIC_DIR).filter((name) => isIndexFileOf(name, lang));
  if (files.length !== 1) throw new Error(`Expected one search index file for "${lang}" in public/static, found ${files.length}: run \`npm run build\` first.`);
  return files[0] ?? '';
}

function relevance(lang: string): Case[] {
  return JSON.parse(readFileSync(path.join(ROOT, 'tests', 'search', `relevance.${lang}.json`), 'utf8')) as Case[];
}

function builtCount(cases: readonly Case[], routes: ReadonlySet<string>): number {
  return cases.filter((c) => routes.has(c.route)).length;
}

type Quality = Omit<LocaleFigures, 'latencyMs' | 'index'>;

function evaluate(lang: string, parsed: SearchIndexFile): Quality {
  const index = new LocalIndex(parsed);
  const routes = new Set(parsed.records.map((record) => record.routePath));
  const cases = relevance(lang);
  let hits1 = 0;
  let hits5 = 0;
  let reciprocal = 0;
  let reciprocalBuilt = 0;
  const misses: LocaleFigures['misses'] = [];
  for (const { query, route } of cases) {
    const pages = index.rank(query);
    const at = pages.findIndex((page) => page.routePath === route);
    const rank = at === -1 ? null : at + 1;
    if (rank === 1) hits1 += 1;
    if (rank !== null && rank <= 5) hits5 += 1;
    if (rank !== null) reciprocal += 1 / rank;
    if (rank !== null && routes.has(route)) reciprocalBuilt += 1 / rank;
    if (rank !== 1) misses.push({ query, route, rank, top: pages[0]?.routePath ?? null, notBuilt: !routes.has(route) });
  }
  const built = builtCount(cases, routes);
  return {
    queries: cases.length,
    recallAt1: round(hits1 / cases.length),
    recallAt5: round(hits5 / cases.length),
    mrr: round(reciprocal / cases.length),
    missingTargets: cases.length - built,
    mrrBuilt: built > 0 ? round(reciprocalBuilt / built) : null,
    misses,
  };
}

function quality(lang: string, file: string): Omit<LocaleFigures, 'latencyMs'> {
  const body = readFileSync(path.join(STATIC_DIR, file));
  const parsed = readIndexFile(JSON.parse(body.toString('utf8')), lang);
  const pages = new Set(parsed.records.map((record) => record.routePath)).size;
  return {
    ...evaluate(lang, parsed),
    index: { file, records: parsed.records.length, pages, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length },
  };
}

/** Types every query (half of it, then all of it) into the built site's search and reads the `search:query` timings. */
async function latency(baseUrl: string, lang: string, queries: readonly string[]): Promise<LocaleFigures['latencyMs']> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const start = lang === siteConfig.defaultLang ? '/guide/start/' : `/${lang}/guide/start/`;
    await page.goto(baseUrl + start, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Boolean((window as unknown as { ___navigate?: unknown }).___navigate));
    await page.keyboard.press('Control+k');
    await page.locator('[role="dialog"][data-status="ready"]').waitFor({ timeout: 30000 });
    await page.evaluate(() => performance.clearMeasures('search:query'));
    const typed = queries.flatMap((query) => [query.slice(0, Math.max(2, Math.ceil(query.length / 2))), query]);
    for (const query of typed) {
      await page.getByRole('combobox').fill(query);
      await page.waitForFunction((q) => document.querySelector('[role="dialog"]')?.getAttribute('data-answered') === q, query.trim());
    }
    const durations = await page.evaluate(() => performance.getEntriesByName('search:query').map((entry) => entry.duration));
    return { p50: round(percentile(durations, 50), 2), p95: round(percentile(durations, 95), 2), samples: durations.length };
  } finally {
    await browser.close();
  }
}

function printMisses(locales: Record<string, Pick<LocaleFigures, 'misses' | 'queries' | 'missingTargets'>>): void {
  for (const [lang, f] of Object.entries(locales)) {
    console.log(`\n${lang}: ${f.misses.length} of ${f.queries} queries not ranked first; ${f.missingTargets} target pages are not built yet.`);
    for (const miss of f.misses) {
      const why = miss.notBuilt ? 'page not built' : `rank ${miss.rank ?? '—'}`;
      console.log(`  ${JSON.stringify(miss.query)} → ${miss.route} (${why}); first: ${miss.top ?? 'nothing'}`);
    }
  }
}

/** The ranking against the skeleton of the full page table (no build, no browser). */
async function skeleton(langs: readonly ('en' | 'zh')[]): Promise<void> {
  const locales: Record<string, Quality> = {};
  for (const lang of langs) locales[lang] = evaluate(lang, await buildIndex(lang, recordsOf(skeletonPages(lang))));
  console.table(
    Object.fromEntries(Object.entries(locales).map(([lang, f]) => [lang, { queries: f.queries, 'recall@1': f.recallAt1, 'recall@5': f.recallAt5, MRR: f.mrr }])),
  );
  printMisses(locales);
}

async function main() {
  const langs = siteConfig.locales.map((locale) => locale.lang);
  if (process.argv.includes('--skeleton')) {
    await skeleton(langs);
    return;
  }
  const server = await startServer();
  const locales: Record<string, LocaleFigures> = {};
  try {
    for (const lang of langs) {
      const figures = quality(lang, indexFile(lang));
      const latencyMs = await latency(server.url, lang, relevance(lang).map((c) => c.query));
      locales[lang] = { ...figures, latencyMs };
    }
  } finally {
    if (server.process.pid) process.kill(-server.process.pid, 'SIGTERM');
  }

  let commit = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  } catch {
    // Not a git checkout.
  }
  const report = { date: new Date().toISOString(), commit, locales };
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'search.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.table(
    Object.fromEntries(
      Object.entries(locales).map(([lang, f]) => [
        lang,
        {
          queries: f.queries,
          'recall@1': f.recallAt1,
          'recall@5': f.recallAt5,
          MRR: f.mrr,
          'targets not built': f.missingTargets,
          'MRR (built targets)': f.mrrBuilt ?? '—',
          pages: f.index.pages,
          records: f.index.records,
          'index raw (B)': f.index.rawBytes,
          'index gzip (B)': f.index.gzipBytes,
          'p50 (ms)': f.latencyMs.p50,
          'p95 (ms)': f.latencyMs.p95,
        },
      ]),
    ),
  );
  printMisses(locales);
  console.log('\nFigures written to bench/search.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
