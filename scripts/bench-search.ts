/**
 * Search benchmark (`npm run bench:search`, after `npm run build`): the relevance sets of
 * tests/search/ against the built index files in public/static/ — recall@1, recall@5 and MRR
 * per locale, for all queries and for the tuning and held-out parts (tests/search/sets.ts),
 * those parts again counting any page a second judge found to answer, and the probe sets on
 * their own — the index size per locale (raw and gzip), the sizes of the page text files,
 * and the query latency p50/p95 measured in Chromium on the built site. Writes the figures to
 * stdout and bench/search.json.
 *
 * Without a build:
 * - `npm run bench:search -- --content` builds the same files from content/ (the build's
 *   records, index and file writer, without Gatsby) and reports quality
 *   and sizes, in well under a minute: the loop for tuning the index and the ranking.
 * - `npm run bench:search -- --skeleton` ranks the same queries against the skeleton of the
 *   full page table (tests/search/skeleton.ts: every planned page's title, description and
 *   headings): the ranking's figures while most pages are not written yet.
 *
 * The queries not ranked first are listed for the tuning part only; `--held-out-misses` lists
 * the held-out part's too (bench/search.json always holds them all).
 */
import { execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteConfig } from '../src/config/site';
import type { Locale } from '../src/config/types';
import { indexFileBody, indexFilePath, readIndexFile, textFolder, type SearchFiles } from '../src/core/search-index-file';
import type { LocalIndex } from '../src/search/local-index';
import { hydrated, launch } from '../tests/e2e/lib/browser';
import { startServer } from '../tests/e2e/lib/server';
import { skeletonPages } from '../tests/search/skeleton';
import {
  PROBE_FILES,
  rankOf,
  readSet,
  SET_FILES,
  splitSet,
  traditionalProbe,
  type RelevanceCase,
  type SetFile,
  type SetPart,
} from '../tests/search/sets';
import { buildIndex, openIndexWithTexts, recordsOf } from '../tests/unit/lib/search-corpus';
import { contentSearchFiles } from './search-content';
import { partFigures, round, type LocaleFigures, type SearchReport } from './search-figures';

const ROOT = path.join(__dirname, '..');
const PUBLIC_DIR = path.join(ROOT, 'public');

type Case = RelevanceCase;

/** Stops the server's process group (as the e2e teardown does); it may have exited already. */
function stopServer(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

function indexFile(lang: string): string {
  const file = indexFilePath(lang);
  if (!existsSync(path.join(PUBLIC_DIR, file)))
    throw new Error(`No search index file for "${lang}" at public/${file}: run \`npm run build\` first.`);
  return file;
}

/** Every query of a locale with the part it belongs to and the set file it comes from. */
function relevance(lang: string): { c: Case; part: SetPart; file: SetFile; first: boolean }[] {
  return SET_FILES.flatMap((file) =>
    [...splitSet(readSet(file, lang))].map(([c, part]) => ({ c, part, file, first: file === 'relevance' })),
  );
}

type Quality = Omit<LocaleFigures, 'latencyMs' | 'index' | 'texts'>;

function evaluate(lang: string, index: LocalIndex, routes: ReadonlySet<string>): Quality {
  const cases = relevance(lang);
  const misses: LocaleFigures['misses'] = [];
  const ranked = cases.map(({ c, part, file, first }) => {
    const pages = index.rank(c.query).map((page) => page.routePath);
    const rank = rankOf(pages, c);
    if (rank !== 1)
      misses.push({
        query: c.query,
        route: c.route,
        part,
        rank,
        top: pages[0] ?? null,
        notBuilt: !routes.has(c.route),
      });
    return { rank, anyRank: rankOf(pages, c, true), part, file, first, built: routes.has(c.route) };
  });
  const ranks = (keep: (r: (typeof ranked)[number]) => boolean) => ranked.filter(keep).map((r) => r.rank);
  const anyRanks = (part: SetPart) => ranked.filter((r) => r.part === part).map((r) => r.anyRank);
  const built = ranks((r) => r.built);
  return {
    ...partFigures(ranks(() => true)),
    missingTargets: cases.length - built.length,
    mrrBuilt: built.length > 0 ? partFigures(built).mrr : null,
    parts: {
      tuning: partFigures(ranks((r) => r.part === 'tuning')),
      heldOut: partFigures(ranks((r) => r.part === 'heldOut')),
      relevance: partFigures(ranks((r) => r.first)),
    },
    anyAnswer: { tuning: partFigures(anyRanks('tuning')), heldOut: partFigures(anyRanks('heldOut')) },
    sets: Object.fromEntries(
      SET_FILES.map((file) => [
        file,
        {
          tuning: partFigures(ranks((r) => r.file === file && r.part === 'tuning')),
          heldOut: partFigures(ranks((r) => r.file === file && r.part === 'heldOut')),
        },
      ]),
    ),
    probes: probeFigures(lang, index),
    misses,
  };
}

/**
 * The probe sets' two parts (tests/search/sets.ts), for the locales that have queries in them,
 * then the Chinese sets typed in Traditional characters. The tuning part's misses of the written
 * probes are listed like the others' (those of the derived one are the sets' own).
 */
function probeFigures(lang: string, index: LocalIndex): Quality['probes'] {
  const probes: NonNullable<Quality['probes']> = {};
  const measure = (name: string, split: ReadonlyMap<Case, SetPart>, listMisses = true) => {
    if (split.size === 0) return;
    const ranked = [...split].map(([c, part]) => {
      const pages = index.rank(c.query).map((page) => page.routePath);
      const rank = rankOf(pages, c);
      if (listMisses && rank !== 1 && part === 'tuning')
        console.log(
          `  ${name}: ${JSON.stringify(c.query)} → ${c.route} (rank ${rank ?? '—'}); first: ${pages[0] ?? 'nothing'}`,
        );
      return { part, rank };
    });
    const ranks = (part: SetPart) => ranked.filter((r) => r.part === part).map((r) => r.rank);
    probes[name] = { tuning: partFigures(ranks('tuning')), heldOut: partFigures(ranks('heldOut')) };
  };
  for (const file of PROBE_FILES) measure(file, splitSet(readSet(file, lang)));
  measure('traditional', traditionalProbe(lang), false);
  return probes;
}

const gzipSize = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;

function textFigures(texts: ReadonlyMap<string, string>): LocaleFigures['texts'] {
  const sizes = [...texts]
    .map(([name, body]) => ({ name, raw: Buffer.byteLength(body), gzip: gzipSize(body) }))
    .sort((a, b) => a.gzip - b.gzip);
  const largest = sizes[sizes.length - 1];
  return {
    files: sizes.length,
    rawBytes: sizes.reduce((sum, size) => sum + size.raw, 0),
    gzipMedian: sizes[Math.floor(sizes.length / 2)]?.gzip ?? 0,
    gzipMax: largest?.gzip ?? 0,
    largest: largest?.name ?? '',
  };
}

/** Quality and sizes of a locale's files (built, or made from content/). */
async function measureFiles(lang: string, name: string, files: SearchFiles): Promise<Omit<LocaleFigures, 'latencyMs'>> {
  const body = indexFileBody(files.index);
  const index = await openIndexWithTexts(files);
  const routes = new Set(files.index.pages.map(([route]) => route));
  const sections = files.index.pages.reduce((sum, page) => sum + 1 + page[4].length, 0);
  return {
    ...evaluate(lang, index, routes),
    index: {
      file: name,
      records: sections,
      pages: routes.size,
      rawBytes: Buffer.byteLength(body),
      gzipBytes: gzipSize(body),
    },
    texts: textFigures(files.texts),
  };
}

/** The built files of a locale in public/. */
function builtFiles(lang: string, file: string): SearchFiles {
  const index = readIndexFile(JSON.parse(readFileSync(path.join(PUBLIC_DIR, file), 'utf8')), lang);
  const dir = path.join(PUBLIC_DIR, textFolder(lang));
  const texts = new Map<string, string>();
  if (existsSync(dir))
    for (const name of readdirSync(dir))
      texts.set(name.replace(/\.json$/, ''), readFileSync(path.join(dir, name), 'utf8'));
  return { index, texts };
}

/** Types every query (half of it, then all of it) into the built site's search and reads the `search:query` and `search:recheck` timings. */
async function latency(baseUrl: string, lang: string, queries: readonly string[]): Promise<LocaleFigures['latencyMs']> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const start = lang === siteConfig.defaultLang ? '/guide/start/' : `/${lang}/guide/start/`;
    await page.goto(baseUrl + start, { waitUntil: 'networkidle' });
    // Hydration runs in slices after Gatsby's start-up: the shortcut is listened to once it is done.
    await hydrated(page);
    // Cold: nothing of search is loaded yet; the first query is typed as soon as the panel is open.
    const first = queries[0] ?? 'rsbuild';
    const opened = await page.evaluate(() => performance.now());
    // The shortcut opens the panel once its listener is on; a press before that is pressed again.
    const box = page.getByRole('combobox');
    for (let tries = 1; ; tries += 1) {
      await page.keyboard.press('Control+k');
      const shown = await box
        .waitFor({ state: 'visible', timeout: 10000 })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
      if (tries === 3) throw new Error(`The search panel did not open on ${start} after ${tries} presses of Control+K`);
    }
    await box.fill(first);
    await page.waitForFunction(
      (q) => document.querySelector('[role="dialog"]')?.getAttribute('data-answered') === q,
      first.trim(),
      { timeout: 30000 },
    );
    const coldFirstResults = (await page.evaluate(() => performance.now())) - opened;
    await page.locator('[role="dialog"][data-status="ready"]').waitFor({ timeout: 30000 });
    await page.evaluate(() => {
      performance.clearMeasures('search:query');
      performance.clearMeasures('search:recheck');
    });
    const typed = queries.flatMap((query) => [query.slice(0, Math.max(2, Math.ceil(query.length / 2))), query]);
    for (const query of typed) {
      await page.getByRole('combobox').fill(query);
      await page.waitForFunction(
        (q) => document.querySelector('[role="dialog"]')?.getAttribute('data-answered') === q,
        query.trim(),
      );
    }
    const durations = (name: string) =>
      page.evaluate((entries) => performance.getEntriesByName(entries).map((entry) => entry.duration), name);
    const queried = await durations('search:query');
    const rechecked = await durations('search:recheck');
    return {
      p50: round(percentile(queried, 50), 2),
      p95: round(percentile(queried, 95), 2),
      samples: queried.length,
      coldFirstResults: round(coldFirstResults, 0),
      ...(rechecked.length > 0 ? { recheckP95: round(percentile(rechecked, 95), 2) } : {}),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lists the queries not ranked first. The held-out part's are only counted, so that tuning
 * looks at the tuning part alone (tests/search/README.md); `--held-out-misses` lists them too,
 * to read once the tuning is done.
 */
function printMisses(locales: Record<string, Pick<LocaleFigures, 'misses' | 'queries' | 'missingTargets'>>): void {
  const all = process.argv.includes('--held-out-misses');
  for (const [lang, f] of Object.entries(locales)) {
    const shown = f.misses.filter((miss) => all || miss.part === 'tuning');
    const hidden = f.misses.length - shown.length;
    console.log(
      `\n${lang}: ${f.misses.length} of ${f.queries} queries not ranked first${hidden > 0 ? ` (${hidden} held-out ones not listed)` : ''}; ${f.missingTargets} target pages are not built yet.`,
    );
    for (const miss of shown) {
      const why = `${miss.part}, ${miss.notBuilt ? 'page not built' : `rank ${miss.rank ?? '—'}`}`;
      console.log(`  ${JSON.stringify(miss.query)} → ${miss.route} (${why}); first: ${miss.top ?? 'nothing'}`);
    }
  }
}

/** MRR and recall@5 of each set file's two parts, per locale, then the probe sets' and the parts counting any judged answer. */
function printSets(locales: Record<string, Pick<Quality, 'sets' | 'probes' | 'anyAnswer'>>): void {
  const rows: Record<string, Record<string, number>> = {};
  for (const [lang, f] of Object.entries(locales)) {
    const groups = [...Object.entries(f.sets ?? {}), ...Object.entries(f.probes ?? {})];
    if (f.anyAnswer) groups.push(['any judged answer', f.anyAnswer]);
    for (const [file, parts] of groups)
      rows[`${lang} ${file}`] = {
        'tuning n': parts.tuning.queries,
        'tuning MRR': parts.tuning.mrr,
        'tuning R@5': parts.tuning.recallAt5,
        'held-out n': parts.heldOut.queries,
        'held-out MRR': parts.heldOut.mrr,
        'held-out R@5': parts.heldOut.recallAt5,
      };
  }
  console.table(rows);
}

/** The quality columns of a locale's row: all queries, the tuning and held-out parts, the first relevance set. */
function qualityColumns(f: Quality): Record<string, number> {
  return {
    queries: f.queries,
    'recall@1': f.recallAt1,
    'recall@5': f.recallAt5,
    MRR: f.mrr,
    'tuning MRR': f.parts.tuning.mrr,
    'tuning R@5': f.parts.tuning.recallAt5,
    'held-out MRR': f.parts.heldOut.mrr,
    'held-out R@5': f.parts.heldOut.recallAt5,
    'first set MRR': f.parts.relevance.mrr,
    'first set R@5': f.parts.relevance.recallAt5,
    'targets not built': f.missingTargets,
  };
}

/** The ranking against the skeleton of the full page table (no build, no browser). */
async function skeleton(langs: readonly ('en' | 'zh')[]): Promise<void> {
  const locales: Record<string, Quality> = {};
  for (const lang of langs) {
    const files = await buildIndex(lang, recordsOf(skeletonPages(lang)));
    locales[lang] = evaluate(lang, await openIndexWithTexts(files), new Set(files.index.pages.map(([route]) => route)));
  }
  console.table(Object.fromEntries(Object.entries(locales).map(([lang, f]) => [lang, qualityColumns(f)])));
  printSets(locales);
  printMisses(locales);
}

/** Quality and sizes of files made from content/ (no build, no browser). */
async function fromContent(langs: readonly Locale[]): Promise<void> {
  const locales: Record<string, Omit<LocaleFigures, 'latencyMs'>> = {};
  for (const [lang, files] of await contentSearchFiles(langs))
    locales[lang] = await measureFiles(lang, '(from content/)', files);
  printTable(locales);
  printSets(locales);
  printMisses(locales);
}

function printTable(
  locales: Record<string, Omit<LocaleFigures, 'latencyMs'> & { latencyMs?: LocaleFigures['latencyMs'] }>,
): void {
  console.table(
    Object.fromEntries(
      Object.entries(locales).map(([lang, f]) => [
        lang,
        {
          ...qualityColumns(f),
          pages: f.index.pages,
          sections: f.index.records,
          'index raw (B)': f.index.rawBytes,
          'index gzip (B)': f.index.gzipBytes,
          'texts gzip median (B)': f.texts.gzipMedian,
          'texts gzip max (B)': f.texts.gzipMax,
          ...(f.latencyMs
            ? {
                'p50 (ms)': f.latencyMs.p50,
                'p95 (ms)': f.latencyMs.p95,
                'open → results, cold (ms)': f.latencyMs.coldFirstResults,
              }
            : {}),
        },
      ]),
    ),
  );
}

async function main() {
  const langs = siteConfig.locales.map((locale) => locale.lang);
  if (process.argv.includes('--skeleton')) {
    await skeleton(langs);
    return;
  }
  if (process.argv.includes('--content')) {
    await fromContent(langs);
    return;
  }
  const server = await startServer();
  const locales: Record<string, LocaleFigures> = {};
  try {
    for (const lang of langs) {
      const file = indexFile(lang);
      const figures = await measureFiles(lang, file, builtFiles(lang, file));
      const latencyMs = await latency(
        server.url,
        lang,
        relevance(lang).map(({ c }) => c.query),
      );
      locales[lang] = { ...figures, latencyMs };
    }
  } finally {
    stopServer(server.process);
  }

  let commit = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  } catch {
    // Not a git checkout.
  }
  const load = { average: Math.round((loadavg()[0] ?? 0) * 10) / 10, cores: availableParallelism() };
  const report: SearchReport = { date: new Date().toISOString(), commit, load, locales };
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'search.json'), `${JSON.stringify(report, null, 2)}\n`);

  printTable(locales);
  printSets(locales);
  printMisses(locales);
  console.log('\nFigures written to bench/search.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
