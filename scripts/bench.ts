/**
 * The performance benchmark (not a test): measures and writes bench/report.{md,json}.
 *   npm run bench                      everything, builds and Lighthouse run 3 times
 *   npm run bench -- --runs 1          one cold and one warm build, one Lighthouse run per page
 *   npm run bench -- --skip-build      reuse public/ (bytes, Lighthouse, search; build and develop
 *                                      figures kept from the last report)
 *   npm run bench -- --skip-develop    no develop figures (kept from the last report)
 *   npm run bench -- --baseline REF    also build commit REF (a temporary git worktree sharing
 *                                      node_modules as hard links), its builds interleaved with this tree's
 *   npm run bench -- --search-only     only the search figures, against public/ (the others kept
 *                                      from the last report)
 *   npm run bench -- --develop-only    only the develop figures (the others kept from the last
 *                                      report); it removes .cache and public/, build again after it
 * - `gatsby develop` (scripts/bench-develop.ts): cold start and warm restart until the first
 *   page is on screen, MDX edit to screen (median of 5), peak memory of all its processes;
 * - cold `npm run build` (no .cache, no public) and warm build after a sentence added to one MDX page: wall time,
 *   CPU time (user + system, all processes; steadier than wall time on a shared machine) from
 *   /usr/bin/time -v and peak memory of all processes together, median of the runs;
 * - bytes per page type (HTML, CSS, JS; raw and gzip) for home, a doc page and a release page,
 *   in both locales, as loaded by Chromium before interaction;
 * - Lighthouse (mobile preset) for three pages: category scores, LCP, TBT, CLS, median of the runs;
 * - search: the figures of `npm run bench:search` when that script exists.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { developFigures, groupMemoryMB, type DevelopFigures } from './bench-develop';
import { searchSection, type SearchReport } from './search-figures';
import { CHROMIUM_ARGS, launch } from '../tests/e2e/lib/browser';
import { measurePage, type PageWeight } from '../tests/e2e/lib/page-weight';
import { startServer } from '../tests/e2e/lib/server';

const ROOT = path.join(__dirname, '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const searchOnly = args.includes('--search-only');
const developOnly = args.includes('--develop-only');
const skipBuild = args.includes('--skip-build');
// Develop starts from no .cache and no public/, so it needs the build run after it.
const skipDevelop = skipBuild || args.includes('--skip-develop');
const baselineRef = args.includes('--baseline') ? args[args.indexOf('--baseline') + 1] : undefined;
const TOUCHED = 'content/en/guide/start/quick-start.mdx';

interface BuildRun {
  seconds: number;
  /** User plus system time of the build and its workers; absent in reports before it was measured. */
  cpuSeconds?: number;
  peakMemoryMB: number;
}

/** The median, to two decimals (the mean of two tenths can print as 53.599999999999994). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 100) / 100;
};

/**
 * One `npm run build` in its own process group: wall and CPU time from /usr/bin/time, memory as
 * the peak of all its processes together (Gatsby's workers, the HTML renderer's process, the
 * minifier's), sampled every quarter second.
 */
async function timedBuild(root: string): Promise<BuildRun> {
  const child = spawn('/usr/bin/time', ['-v', 'npm', 'run', '--silent', 'build'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let peakMB = 0;
  const sampler = setInterval(() => (peakMB = Math.max(peakMB, groupMemoryMB(child.pid!))), 250);
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearInterval(sampler);
  if (status !== 0) throw new Error(`gatsby build failed:\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(stderr);
  const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
  const system = /System time \(seconds\): ([\d.]+)/.exec(stderr);
  if (!wall || !user || !system) throw new Error('could not read /usr/bin/time -v output');
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  return {
    seconds: Math.round(seconds * 10) / 10,
    cpuSeconds: Math.round((Number(user[1]) + Number(system[1])) * 10) / 10,
    peakMemoryMB: peakMB,
  };
}

const summary = (list: BuildRun[]) => ({
  runs: list,
  medianSeconds: median(list.map((r) => r.seconds)),
  medianPeakMemoryMB: median(list.map((r) => r.peakMemoryMB)),
  medianCpuSeconds: list.every((r) => r.cpuSeconds !== undefined) ? median(list.map((r) => r.cpuSeconds!)) : undefined,
});

/**
 * Cold and warm builds of each tree, interleaved run by run so that a machine busier at one
 * moment weighs on both alike, in turned order every other run (A, B, B, A …): a build reads
 * the packages the one before it left in the file cache, and the first of each pair paid for both.
 */
async function buildFigures(roots: string[]) {
  const cold: BuildRun[][] = roots.map(() => []);
  const warm: BuildRun[][] = roots.map(() => []);
  const originals = roots.map((root) => readFileSync(path.join(root, TOUCHED), 'utf8'));
  try {
    const inTurn = (i: number) => (i % 2 === 0 ? [...roots.entries()] : [...roots.entries()].reverse());
    for (let i = 0; i < runs; i += 1) {
      for (const [r, root] of inTurn(i)) {
        rmSync(path.join(root, '.cache'), { recursive: true, force: true });
        rmSync(path.join(root, 'public'), { recursive: true, force: true });
        cold[r]!.push(await timedBuild(root));
        console.log(
          `${root}: cold build ${i + 1}/${runs}: ${cold[r]!.at(-1)!.seconds} s, ${cold[r]!.at(-1)!.peakMemoryMB} MB`,
        );
      }
    }
    for (let i = 0; i < runs; i += 1) {
      for (const [r, root] of inTurn(i)) {
        // What an author does: a new sentence, which changes the page, its Markdown and its
        // locale's search index.
        writeFileSync(path.join(root, TOUCHED), `${originals[r]}\nBenchmark edit ${i}: a new sentence.\n`);
        warm[r]!.push(await timedBuild(root));
        console.log(
          `${root}: warm build ${i + 1}/${runs}: ${warm[r]!.at(-1)!.seconds} s, ${warm[r]!.at(-1)!.peakMemoryMB} MB`,
        );
      }
    }
  } finally {
    roots.forEach((root, r) => writeFileSync(path.join(root, TOUCHED), originals[r]!));
  }
  if (runs > 0) await timedBuild(ROOT); // leave public/ matching the sources
  return roots.map((_, r) => ({ cold: summary(cold[r]!), warm: summary(warm[r]!) }));
}

/**
 * Runs `measure` with a checkout of `ref` beside this tree: sharing its packages when both pin
 * the same ones, with its own install otherwise (a commit with other dependencies cannot build
 * with this tree's). Shared as a copy of hard links, not a symbolic link: tools that walk the
 * project (Parcel, before compiling gatsby-node) do not follow a link, and the baseline would
 * be spared a walk of ~90,000 files that every real checkout pays.
 */
async function withBaselineTree<T>(ref: string, measure: (root: string) => Promise<T>): Promise<T> {
  const root = path.join(tmpdir(), `bench-baseline-${process.pid}`);
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { cwd: ROOT, stdio: 'inherit' });
  try {
    const lockfile = (tree: string) => readFileSync(path.join(tree, 'package-lock.json'), 'utf8');
    if (lockfile(root) === lockfile(ROOT))
      execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(root, 'node_modules')]);
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    return await measure(root);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'inherit' });
  }
}

const PAGE_TYPES = [
  { type: 'home', en: '/', zh: '/zh/' },
  { type: 'doc', en: '/config/output/minify', zh: '/zh/config/output/minify' },
  { type: 'release', en: '/community/releases/v0-5', zh: '/zh/community/releases/v0-5' },
];
const LIGHTHOUSE_PAGES = ['/', '/config/output/minify', '/zh/guide/start/quick-start'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

type LighthouseFigure = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls';

async function lighthouseFigures(baseUrl: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (const page of LIGHTHOUSE_PAGES) {
      // One Lighthouse run varies by a few points on a busy machine: each figure is the median of the runs.
      const figures: Record<LighthouseFigure, number>[] = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await lighthouse(baseUrl + page, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits } = run.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        figures.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        });
        console.log(`lighthouse ${page} run ${i + 1}/${runs}: ${JSON.stringify(figures.at(-1))}`);
      }
      const mid = (key: LighthouseFigure) => median(figures.map((f) => f[key]));
      results.push({
        page,
        runs: figures.length,
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        bestPractices: mid('bestPractices'),
        seo: mid('seo'),
        lcpMs: mid('lcpMs'),
        tbtMs: mid('tbtMs'),
        cls: mid('cls'),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

function searchFigures(): SearchReport | null {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  if (!pkg.scripts['bench:search']) return null;
  try {
    execFileSync('npm', ['run', '--silent', 'bench:search'], { cwd: ROOT, stdio: 'inherit' });
  } catch (error) {
    // The other figures took many minutes: they are written, with the last search figures (dated).
    console.error(`search figures not measured, the last ones kept: ${String(error)}`);
    return lastReport().search ?? null;
  }
  const file = path.join(ROOT, 'bench/search.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SearchReport) : null;
}

const yesNo = (value: boolean | undefined) => (value ? 'yes' : 'no');

/** A row of the develop table for timed saves; reports before the reload check have no `reloaded`. */
const editRow = (label: string, edits: DevelopFigures['editToScreenMs']) =>
  `| ${label} | ${edits.median} ms (${edits.runs.join(', ')} ms; scroll position kept: ${yesNo(edits.scrollKept)}` +
  `${edits.reloaded === undefined ? '' : `; full page reload: ${yesNo(edits.reloaded)}`}) |`;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function markdown(report: Report): string {
  // Each section says when it was measured: `--develop-only` and `--search-only` keep the others.
  const lines = [`# Benchmark`, '', `Builds, bytes and Lighthouse measured ${report.date} on ${report.machine}.`, ''];
  if (report.develop) {
    const d = report.develop;
    lines.push(
      '## Develop (`gatsby develop`, the page open in Chromium)',
      '',
      ...(report.developDate ? [`Measured ${report.developDate}.`, ''] : []),
      '| figure | value |',
      '| --- | --- |',
      `| cold start (no .cache) until the first page is on screen | ${d.coldStartSeconds} s |`,
      `| warm restart until the first page is on screen | ${d.warmStartSeconds} s |`,
      editRow('MDX saved → new text on screen, median', d.editToScreenMs),
      ...(d.componentEditToScreenMs
        ? [editRow('component saved → new text on screen (Fast Refresh), median', d.componentEditToScreenMs)]
        : []),
      `| peak memory, all processes | ${d.peakMemoryMB} MB |`,
      '',
    );
  }
  const buildNames: Record<string, string> = {
    cold: 'cold (no .cache, no public)',
    warm: 'after a sentence added to one page',
  };
  const buildRows = (label: string, builds: BuildFigures) =>
    Object.entries(builds).map(
      ([name, figures]) =>
        `| ${buildNames[name] ?? name}${label} | ${figures.medianSeconds} s | ${figures.medianCpuSeconds ?? '–'} s | ${figures.medianPeakMemoryMB} MB | ${figures.runs.map((r) => `${r.seconds} s`).join(', ')} |`,
    );
  if (report.builds) {
    lines.push(
      '## Builds',
      '',
      '| build | median wall time | median CPU time | median peak memory, all processes | runs (wall time) |',
      '| --- | --- | --- | --- | --- |',
      ...buildRows('', report.builds),
    );
    if (report.baseline) lines.push(...buildRows(` (${report.baseline.ref})`, report.baseline.builds));
    if (report.baseline)
      lines.push('', `The builds of ${report.baseline.ref} ran interleaved with these, in the same run.`);
    lines.push('');
  }
  lines.push(
    '## Bytes before interaction',
    '',
    '| page | JS gzip (raw) | CSS gzip (raw) | HTML gzip (raw) | page data gzip |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const w of report.bytes) {
    lines.push(
      `| ${w.path} | ${kb(w.js.gzip)} KB (${kb(w.js.raw)}) | ${kb(w.css.gzip)} KB (${kb(w.css.raw)}) | ${kb(w.html.gzip)} KB (${kb(w.html.raw)}) | ${kb(w.json.gzip)} KB |`,
    );
  }
  lines.push(
    '',
    '## Lighthouse (mobile, median of the runs per page)',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const l of report.lighthouse) {
    lines.push(
      `| ${l.page} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} ms | ${l.tbtMs} ms | ${l.cls} |`,
    );
  }
  if (report.search) lines.push('', ...searchSection(report.search));
  return `${lines.join('\n')}\n`;
}

type BuildFigures = Awaited<ReturnType<typeof buildFigures>>[number];

interface Report {
  date: string;
  machine: string;
  develop: DevelopFigures | null;
  /** When the develop figures were measured (absent in reports from before it was recorded). */
  developDate?: string;
  builds: BuildFigures | null;
  baseline: { ref: string; builds: BuildFigures } | null;
  bytes: PageWeight[];
  lighthouse: Awaited<ReturnType<typeof lighthouseFigures>>;
  search: SearchReport | null;
}

/** The last report, whose figures a run that skips their measurement keeps. */
function lastReport(): Partial<Report> {
  const file = path.join(ROOT, 'bench/report.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Report>) : {};
}

async function measureBuilds(): Promise<Pick<Report, 'builds' | 'baseline'>> {
  if (skipBuild) return { builds: lastReport().builds ?? null, baseline: lastReport().baseline ?? null };
  if (!baselineRef) return { builds: (await buildFigures([ROOT]))[0]!, baseline: null };
  return withBaselineTree(baselineRef, async (root) => {
    const [current, baseline] = await buildFigures([ROOT, root]);
    return { builds: current!, baseline: { ref: baselineRef, builds: baseline! } };
  });
}

/** Writes bench/report.{json,md} and prints the Markdown. */
function writeReport(report: Report): void {
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(ROOT, 'bench/report.md'), markdown(report));
  console.log(markdown(report));
}

/** The last report with some of its figures measured again. */
function lastReportWith(measured: Partial<Report>): Report {
  const last = lastReport();
  return {
    date: last.date ?? new Date().toISOString(),
    machine: last.machine ?? '',
    develop: last.develop ?? null,
    ...(last.developDate ? { developDate: last.developDate } : {}),
    builds: last.builds ?? null,
    baseline: last.baseline ?? null,
    bytes: last.bytes ?? [],
    lighthouse: last.lighthouse ?? [],
    search: last.search ?? null,
    ...measured,
  };
}

async function main() {
  if (searchOnly) {
    writeReport(lastReportWith({ search: searchFigures() }));
    return;
  }
  if (developOnly) {
    const develop = await developFigures({ port: 8015, edits: 5 });
    writeReport(lastReportWith({ develop, developDate: new Date().toISOString() }));
    return;
  }
  const develop = skipDevelop ? (lastReport().develop ?? null) : await developFigures({ port: 8015, edits: 5 });
  const developDate = skipDevelop ? lastReport().developDate : new Date().toISOString();
  const { builds, baseline } = await measureBuilds();
  const server = await startServer();
  const browser = await launch();
  let bytes: PageWeight[];
  let lighthouse: Report['lighthouse'];
  try {
    bytes = [];
    for (const entry of PAGE_TYPES)
      for (const locale of ['en', 'zh'] as const) bytes.push(await measurePage(browser, server.url, entry[locale]));
    lighthouse = await lighthouseFigures(server.url);
  } finally {
    await browser.close();
    if (server.process.pid) process.kill(-server.process.pid, 'SIGTERM');
  }
  const search = searchFigures();
  const cpus = execFileSync('nproc', { encoding: 'utf8' }).trim();
  const report: Report = {
    date: new Date().toISOString(),
    machine: `${cpus} CPU cores, Node ${process.version}`,
    develop,
    ...(developDate ? { developDate } : {}),
    builds,
    baseline,
    bytes,
    lighthouse,
    search,
  };
  writeReport(report);
}

void main();
