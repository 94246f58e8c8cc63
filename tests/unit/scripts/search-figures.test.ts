/** The Search section of bench/report.md, written from the figures of bench/search.json. */
import {
  searchSection,
  type LocaleFigures,
  type PartFigures,
  type SearchReport,
} from '../../../scripts/search-figures';

const part = (mrr: number, recallAt5: number, queries: number): PartFigures => ({
  queries,
  recallAt1: mrr - 0.05,
  recallAt5,
  mrr,
});

function locale(base: number, latency: boolean): LocaleFigures {
  return {
    ...part(base, 0.97, 150),
    missingTargets: 0,
    mrrBuilt: base,
    parts: {
      heldOut: part(base + 0.01, 0.98, 75),
      tuning: part(base - 0.01, 0.96, 75),
      relevance: part(base + 0.02, 1, 80),
    },
    index: { file: 'search_index.json', records: 1600, pages: 172, rawBytes: 204800, gzipBytes: 88064 },
    texts: { files: 172, rawBytes: 500000, gzipMedian: 1300, gzipMax: 5800, largest: 'abc' },
    ...(latency ? { latencyMs: { p50: 1.1, p95: 6.2, samples: 300, coldFirstResults: 1050, recheckP95: 2.4 } } : {}),
    misses: [{ query: 'q', route: '/r', part: 'tuning', rank: 2, top: '/t', notBuilt: false }],
  } as LocaleFigures;
}

const report: SearchReport = {
  date: '2026-11-25T08:00:00.000Z',
  commit: 'abc1234',
  locales: { en: locale(0.9, true), zh: locale(0.8, false) },
};
const lines = searchSection(report);
const rowOf = (label: string) => lines.find((line) => line.startsWith(`| ${label} |`));

describe('searchSection', () => {
  it('is the Search section with one column pair per locale', () => {
    expect(lines[0]).toBe('## Search');
    expect(rowOf('part')).toBe('| part | en MRR | en recall@5 | zh MRR | zh recall@5 | queries |');
  });

  it('gives the held-out part first, then the tuning part, the first relevance set and all queries', () => {
    const labels = lines.filter((line) => /^\| [a-z]/.test(line)).map((line) => line.split(' | ')[0]);
    expect(labels.slice(1, 5)).toEqual(['| held-out', '| tuning', '| first relevance set, whole', '| all queries']);
    expect(rowOf('held-out')).toBe('| held-out | 0.910 | 0.980 | 0.810 | 0.980 | 75 / 75 |');
    expect(rowOf('tuning')).toBe('| tuning | 0.890 | 0.960 | 0.790 | 0.960 | 75 / 75 |');
    expect(rowOf('first relevance set, whole')).toBe(
      '| first relevance set, whole | 0.920 | 1.000 | 0.820 | 1.000 | 80 / 80 |',
    );
    expect(rowOf('all queries')).toBe('| all queries | 0.900 | 0.970 | 0.800 | 0.970 | 150 / 150 |');
  });

  it('gives each set file its held-out and tuning rows when the figures have them', () => {
    const withSets: SearchReport = {
      ...report,
      locales: {
        en: { ...locale(0.9, true), sets: { reader2: { heldOut: part(0.7, 0.9, 28), tuning: part(0.8, 0.95, 29) } } },
        zh: { ...locale(0.8, true), sets: { reader2: { heldOut: part(0.75, 0.92, 25), tuning: part(0.85, 1, 25) } } },
      },
    };
    const setLines = searchSection(withSets);
    expect(setLines).toContain('| reader2, held-out | 0.700 | 0.900 | 0.750 | 0.920 | 28 / 25 |');
    expect(setLines).toContain('| reader2, tuning | 0.800 | 0.950 | 0.850 | 1.000 | 29 / 25 |');
    expect(lines.some((line) => line.startsWith('| reader2'))).toBe(false);
  });

  it('gives the index size and the latency per locale, a dash where latency was not measured', () => {
    expect(rowOf('en')).toBe('| en | 86.0 KB (200.0 KB) | 172 | 1600 | 1.1 / 6.2 ms | 2.4 ms | 1050 ms |');
    expect(rowOf('zh')).toBe('| zh | 86.0 KB (200.0 KB) | 172 | 1600 | — | — | — |');
  });

  it('says when and at which commit it was measured, and how many queries missed first place', () => {
    expect(lines.join('\n')).toContain('measured 2026-11-25T08:00:00.000Z at abc1234');
    expect(lines.at(-1)).toBe('Queries not ranked first: en 1 of 150, zh 1 of 150 (listed in bench/search.json).');
  });

  it('says how loaded the machine was while the latency was measured', () => {
    expect(lines.join('\n')).not.toContain('load average');
    const loaded = searchSection({ ...report, load: { average: 3.5, cores: 2 } }).join('\n');
    expect(loaded).toContain('Latency measured at a load average of 3.5 on 2 cores.');
  });

  it('writes no raw JSON', () => {
    expect(lines.join('\n')).not.toContain('```');
  });
});
