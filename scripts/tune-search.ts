/**
 * Fits the ranking's numbers (src/core/search-parameters.ts) on the tuning part of the
 * relevance sets (tests/search/README.md), by coordinate ascent: each number in turn is
 * multiplied by a few factors, and a value is kept when it raises the tuning objective (the
 * mean over locales of MRR plus recall@5) by at least MIN_GAIN, about two queries moved up;
 * sweeps repeat until one keeps nothing. The held-out part is never read while fitting.
 *
 * `npm run tune:search` prints the values that changed and the tuning figures before and
 * after; `-- --write` writes the values into the parameters file; `-- --held-out` also
 * prints the held-out figures before and after, once, when fitting is over; `-- --only
 * a,b` fits those numbers alone; `-- --fine` tries smaller steps; `-- --min-gain 0.0013`
 * keeps smaller gains. `-- --check` tells whether a way of fitting generalises without
 * reading the held-out part: the tuning part is split again (stratified, CHECK_SEED), the
 * numbers are fitted on one half and the other half's figures are printed before and after.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { RANKING, type RankingParameters } from '../src/core/search-parameters';
import type { LocalIndex } from '../src/search/local-index';
import { rankOf, readSet, SET_FILES, splitSet, type RelevanceCase, type SetPart } from '../tests/search/sets';
import { openIndexWithTexts } from '../tests/unit/lib/search-corpus';
import { partFigures } from './search-figures';
import { contentSearchFiles } from './search-content';

type Key = keyof RankingParameters;

const args = process.argv.slice(2);
const option = (name: string) => args.find((_, i) => args[i - 1] === name);
/** A gain below this (two queries one rank up, roughly) is taken for chance. */
const MIN_GAIN = Number(option('--min-gain') ?? 0.0025);
const MAX_SWEEPS = 4;
const FACTORS = args.includes('--fine') ? [0.8, 0.9, 1.1, 1.25] : [0.5, 0.75, 1.25, 1.5, 2];
/** The seed of the second split of the tuning part (`--check`). */
const CHECK_SEED = 7;
const POWER_STEPS = [-1, -0.5, 0.5, 1];

/** Numbers that are shares or qualities, by their names (src/core/search-parameters.ts): at most 1. */
const AT_MOST_ONE = /(?:Quality|Share|Coverage)$/;
/** The unit the other weights are measured in. */
const FIXED = new Set<Key>(['titleWeight']);

/** `check`: the half of the tuning part left out of fitting with `--check`. */
type Part = SetPart | 'check';

interface Case extends RelevanceCase {
  part: Part;
}

function casesOf(lang: string, check: boolean): Case[] {
  return SET_FILES.flatMap((file) => {
    const split = splitSet(readSet(file, lang));
    const tuning = [...split].filter(([, part]) => part === 'tuning').map(([c]) => c);
    const again = check ? splitSet(tuning, CHECK_SEED) : null;
    return [...split].map(([c, part]): Case => ({ ...c, part: again?.get(c) === 'heldOut' ? 'check' : part }));
  });
}

interface Locale {
  lang: string;
  index: LocalIndex;
  cases: Case[];
}

function figures(locales: readonly Locale[], part: Part) {
  return locales.map(({ lang, index, cases }) => ({
    lang,
    ...partFigures(
      cases
        .filter((c) => c.part === part)
        .map((c) =>
          rankOf(
            index.rank(c.query).map((page) => page.routePath),
            c,
          ),
        ),
    ),
  }));
}

function objective(locales: readonly Locale[]): number {
  const each = figures(locales, 'tuning');
  return each.reduce((sum, f) => sum + f.mrr + f.recallAt5, 0) / each.length;
}

function candidates(key: Key, value: number): number[] {
  const values =
    key === 'coveragePower'
      ? POWER_STEPS.map((step) => value + step).filter((v) => v >= 0.5)
      : FACTORS.map((factor) => value * factor).filter((v) => !AT_MOST_ONE.test(key) || v <= 1);
  return [...new Set(values.map((v) => Math.round(v * 1000) / 1000))].filter((v) => v !== value);
}

function fit(locales: readonly Locale[], keys: readonly Key[]): number {
  let best = objective(locales);
  for (let sweep = 1; sweep <= MAX_SWEEPS; sweep += 1) {
    let kept = 0;
    for (const key of keys) {
      const start = RANKING[key];
      let chosen = start;
      for (const value of candidates(key, start)) {
        RANKING[key] = value;
        const score = objective(locales);
        if (score >= best + MIN_GAIN) {
          best = score;
          chosen = value;
        }
      }
      RANKING[key] = chosen;
      if (chosen !== start) {
        kept += 1;
        console.log(`sweep ${sweep}: ${key} ${start} → ${chosen} (objective ${best.toFixed(4)})`);
      }
    }
    if (kept === 0) break;
  }
  return best;
}

/** Writes the fitted values over those of the parameters file. */
function writeParameters(values: Partial<RankingParameters>): void {
  const file = path.join(__dirname, '..', 'src', 'core', 'search-parameters.ts');
  let text = readFileSync(file, 'utf8');
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^(\\s+${key}: )[0-9.]+,$`, 'm');
    if (!line.test(text)) throw new Error(`No line for ${key} in ${file}`);
    text = text.replace(line, `$1${String(value)},`);
  }
  writeFileSync(file, text);
}

async function main() {
  const langs = siteConfig.locales.map((locale) => locale.lang);
  const locales: Locale[] = [];
  for (const [lang, files] of await contentSearchFiles(langs))
    locales.push({ lang, index: await openIndexWithTexts(files), cases: casesOf(lang, args.includes('--check')) });

  const before = { ...RANKING };
  const tuningBefore = figures(locales, 'tuning');
  const checkBefore = args.includes('--check') ? figures(locales, 'check') : null;
  const heldOutBefore = args.includes('--held-out') ? figures(locales, 'heldOut') : null;
  const only = option('--only')?.split(',');
  const keys = (Object.keys(RANKING) as Key[]).filter((key) => !FIXED.has(key) && (!only || only.includes(key)));
  fit(locales, keys);
  const changed = Object.fromEntries(
    (Object.keys(RANKING) as Key[]).filter((key) => RANKING[key] !== before[key]).map((key) => [key, RANKING[key]]),
  ) as Partial<RankingParameters>;

  console.log('\nChanged:', changed);
  console.log(checkBefore ? 'Fitting half of the tuning part, before and after:' : 'Tuning part, before and after:');
  console.table([...tuningBefore, ...figures(locales, 'tuning')]);
  if (checkBefore) {
    console.log('Check half of the tuning part, before and after:');
    console.table([...checkBefore, ...figures(locales, 'check')]);
  }
  if (heldOutBefore) {
    console.log('Held-out part, before and after:');
    console.table([...heldOutBefore, ...figures(locales, 'heldOut')]);
  }
  if (args.includes('--write')) {
    writeParameters(changed);
    console.log('Written to src/core/search-parameters.ts');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
