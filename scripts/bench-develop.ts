/**
 * The author's figures for `gatsby develop`, measured in Chromium against the development server:
 * - cold start: no `.cache`, until the first doc page is on screen (its `<h1>` visible);
 * - warm restart: the same with the `.cache` the cold start left;
 * - edit to screen: an MDX file saved while its page is open and scrolled, until the new text is
 *   rendered; the median of the edits, and whether the scroll position was kept every time;
 * - component edit to screen: the same with a label of a theme component (the pager's "Next"),
 *   which Fast Refresh must swap in place: no full reload (a mark left on `window` survives),
 *   scroll position kept;
 * - memory: the resident memory of all of develop's processes together, the peak of the run.
 *   npx tsx scripts/bench-develop.ts [--edits 5] [--port 8015]
 * What develop printed goes to bench/runs/develop-{cold,warm}.log.
 * `npm run bench` runs it too and puts the figures in bench/report.md.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../tests/e2e/lib/browser';

const ROOT = path.join(__dirname, '..');
const PAGE = '/guide/start/quick-start';
const EDITED = path.join(ROOT, 'content/en/guide/start/quick-start.mdx');
const COMPONENT = path.join(ROOT, 'src/components/PrevNext/PrevNext.tsx');
/** JSX in COMPONENT that renders the visible "Next" label; the edit appends text after it. */
const COMPONENT_ANCHOR = "{t('doc.next')}";
const START_TIMEOUT_MS = 10 * 60 * 1000;
const EDIT_TIMEOUT_MS = 60 * 1000;
const RELOAD_AFTER_MS = 60 * 1000;

export interface DevelopFigures {
  coldStartSeconds: number;
  warmStartSeconds: number;
  /** Until the server first answered the page (before the browser loads it), cold and warm. */
  serverUpSeconds: { cold: number; warm: number };
  /** Reloads the first page needed before it showed (0: on screen from the first load), cold and warm. */
  firstPageReloads: { cold: number; warm: number };
  editToScreenMs: EditFigures;
  componentEditToScreenMs: EditFigures;
  peakMemoryMB: number;
}

interface EditFigures {
  median: number;
  runs: number[];
  scrollKept: boolean;
  /** Whether any save reloaded the whole page instead of updating it in place. */
  reloaded: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds as seconds with one decimal. */
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Resident memory in MB of every process in a process group (develop spawns workers). */
export function groupMemoryMB(groupId: number): number {
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces: the fields after its closing parenthesis are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      kb += Number(rss?.[1] ?? 0);
    } catch {
      // The process ended while it was read.
    }
  }
  return Math.round(kb / 1024);
}

/** One `gatsby develop` in its own process group, with its peak memory sampled every half second. */
function startDevelop(port: number, name: string) {
  // The author's command, so the develop script's Node options apply (npm counts in the memory).
  const child = spawn('npm', ['run', '--silent', 'develop', '--', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // CI: plain log lines, no prompts. Gatsby turns Query on Demand off under CI, which an
    // author's terminal keeps on: every page's query would then run before any page is served,
    // and again after each save for every page whose data changed.
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: 'true' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const groupId = child.pid!;
  let peakMB = 0;
  const sampler = setInterval(() => (peakMB = Math.max(peakMB, groupMemoryMB(groupId))), 500);
  return {
    output: () => output,
    peakMB: () => peakMB,
    async stop() {
      clearInterval(sampler);
      mkdirSync(path.join(ROOT, 'bench/runs'), { recursive: true });
      writeFileSync(path.join(ROOT, `bench/runs/develop-${name}.log`), output);
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-groupId, name);
        } catch {
          // Already gone.
        }
      };
      signal('SIGTERM');
      for (let i = 0; i < 40 && groupMemoryMB(groupId) > 0; i += 1) await sleep(250);
      signal('SIGKILL');
    },
  };
}

/** From `gatsby develop` spawned until the page's heading is on screen, in seconds. */
async function timeToFirstPage(browser: Browser, port: number, name: string) {
  const started = Date.now();
  const develop = startDevelop(port, name);
  const url = `http://127.0.0.1:${port}${PAGE}`;
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    // Until Gatsby is ready its proxy answers every request with 503.
    for (;;) {
      if (Date.now() - started > START_TIMEOUT_MS)
        throw new Error(`develop did not start:\n${develop.output().slice(-5000)}`);
      const status = await fetch(url)
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) break;
      await sleep(250);
    }
    const serverUp = seconds(Date.now() - started);
    // A page whose data the server failed to give stays empty (or shows Gatsby's 404 page): like
    // an author, reload until the page is there, and count the reloads.
    let reloads = -1;
    for (;;) {
      await page.goto(url);
      reloads += 1;
      const shown = await page
        .locator('main h1')
        .first()
        .waitFor({ state: 'visible', timeout: RELOAD_AFTER_MS })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
      if (Date.now() - started > START_TIMEOUT_MS)
        throw new Error(`no page on screen:\n${develop.output().slice(-5000)}`);
    }
    return { seconds: seconds(Date.now() - started), serverUp, reloads, develop, page };
  } catch (error) {
    await develop.stop();
    throw error;
  }
}

interface EditRun {
  ms: number;
  keptScroll: boolean;
  reloaded: boolean;
}

/**
 * Saves `file` with `content` (holding `text`) while the page is scrolled, and times until
 * Chromium renders `text`. A mark left on `window` before the save tells a hot update in place
 * from a full reload.
 */
async function saveToScreen(page: Page, file: string, content: string, text: string): Promise<EditRun> {
  const scrollY = 600;
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
  const mark = `${Date.now()}`;
  await page.evaluate((value) => ((window as unknown as { benchMark?: string }).benchMark = value), mark);
  await sleep(300);
  const started = Date.now();
  writeFileSync(file, content);
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, {
    timeout: EDIT_TIMEOUT_MS,
    polling: 'raf',
  });
  const ms = Date.now() - started;
  const keptScroll = (await page.evaluate(() => window.scrollY)) === scrollY;
  const reloaded = (await page.evaluate(() => (window as unknown as { benchMark?: string }).benchMark)) !== mark;
  return { ms, keptScroll, reloaded };
}

/** Saves the page's MDX file with a new closing sentence. */
function editMdx(page: Page, original: string, run: number) {
  const text = `Benchmark edit ${run} ${Date.now()}.`;
  return saveToScreen(page, EDITED, `${original}\n${text}\n`, text);
}

/** Saves the pager component with words after its "Next" label. */
function editComponent(page: Page, original: string, run: number) {
  const text = `Benchmark ${run} ${Date.now()}`;
  return saveToScreen(page, COMPONENT, original.replace(COMPONENT_ANCHOR, `${COMPONENT_ANCHOR} ${text}`), text);
}

/** `edits` saves one after another, each logged, with a pause for develop to settle between them. */
async function timeEdits(name: string, edits: number, edit: (run: number) => Promise<EditRun>) {
  const results: EditRun[] = [];
  for (let i = 0; i < edits; i += 1) {
    results.push(await edit(i));
    const last = results.at(-1)!;
    console.log(
      `${name} ${i + 1}/${edits}: ${last.ms} ms, scroll kept: ${last.keptScroll}, full reload: ${last.reloaded}`,
    );
    await sleep(1500);
  }
  return results;
}

const editFigures = (runs: EditRun[]): EditFigures => ({
  median: median(runs.map((e) => e.ms)),
  runs: runs.map((e) => e.ms),
  scrollKept: runs.every((e) => e.keptScroll),
  reloaded: runs.some((e) => e.reloaded),
});

export async function developFigures(options: { port: number; edits: number }): Promise<DevelopFigures> {
  const browser = await launch();
  const original = readFileSync(EDITED, 'utf8');
  const originalComponent = readFileSync(COMPONENT, 'utf8');
  if (!originalComponent.includes(COMPONENT_ANCHOR))
    throw new Error(`${COMPONENT} no longer holds ${COMPONENT_ANCHOR}`);
  try {
    rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
    rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
    const cold = await timeToFirstPage(browser, options.port, 'cold');
    console.log(`develop cold start: ${cold.seconds} s (server up ${cold.serverUp} s, reloads ${cold.reloads})`);
    let mdxEdits: EditRun[];
    let componentEdits: EditRun[];
    try {
      // Let the first compile settle (page data written, idle) before timing edits.
      await sleep(3000);
      mdxEdits = await timeEdits('MDX edit', options.edits, (run) => editMdx(cold.page, original, run));
      writeFileSync(EDITED, original);
      await sleep(3000);
      componentEdits = await timeEdits('component edit', options.edits, (run) =>
        editComponent(cold.page, originalComponent, run),
      );
    } finally {
      writeFileSync(EDITED, original);
      writeFileSync(COMPONENT, originalComponent);
      await sleep(3000);
      await cold.page.close();
      await cold.develop.stop();
    }
    const warm = await timeToFirstPage(browser, options.port, 'warm');
    console.log(`develop warm restart: ${warm.seconds} s (server up ${warm.serverUp} s, reloads ${warm.reloads})`);
    await warm.page.close();
    await warm.develop.stop();
    return {
      coldStartSeconds: cold.seconds,
      warmStartSeconds: warm.seconds,
      serverUpSeconds: { cold: cold.serverUp, warm: warm.serverUp },
      firstPageReloads: { cold: cold.reloads, warm: warm.reloads },
      editToScreenMs: editFigures(mdxEdits),
      componentEditToScreenMs: editFigures(componentEdits),
      peakMemoryMB: Math.max(cold.develop.peakMB(), warm.develop.peakMB()),
    };
  } finally {
    writeFileSync(EDITED, original);
    writeFileSync(COMPONENT, originalComponent);
    await browser.close();
  }
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) =>
    args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
  developFigures({ port: option('--port', 8015), edits: option('--edits', 5) })
    .then((figures) => console.log(JSON.stringify(figures, null, 2)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
