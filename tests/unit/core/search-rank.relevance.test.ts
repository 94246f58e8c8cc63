import { closeQueries, overlapTerms } from '../../search/overlap';
import { casesOf, PROBE_FILES, rankOf, readSet, sectionOf, SET_FILES, splitSet, SPLIT_SEED } from '../../search/sets';

const read = (locale: string) => readSet('relevance', locale);

/** At least `atLeast` distinct, trimmed queries, each with a route of the locale and a known kind. */
function expectWellFormed(cases: ReturnType<typeof read>, locale: string, atLeast: number): void {
  expect(cases.length).toBeGreaterThanOrEqual(atLeast);
  expect(new Set(cases.map((c) => c.query.toLowerCase())).size).toBe(cases.length);
  for (const { query, route, kind } of cases) {
    expect(query.trim()).toBe(query);
    expect(route).toMatch(locale === 'en' ? /^\/(?!zh\/)[a-z0-9/-]*$/ : /^\/zh\/[a-z0-9/-]*$/);
    expect(['option', 'task', 'concept', 'typo']).toContain(kind);
  }
}

describe.each(['en', 'zh'])('the %s relevance set of the search benchmark', (locale) => {
  const cases = read(locale);

  it('has at least 40 distinct queries, each with one route of the locale', () => {
    expectWellFormed(cases, locale, 40);
  });

  it('covers option names, tasks and misspellings', () => {
    for (const kind of ['option', 'task', 'typo'])
      expect(cases.filter((c) => c.kind === kind).length).toBeGreaterThanOrEqual(locale === 'en' ? 5 : 1);
  });
});

it('holds the queries the search must answer', () => {
  const queries = [...read('en'), ...read('zh')].map((c) => c.query);
  expect(queries).toEqual(
    expect.arrayContaining(['proxy api requests', 'minfy', '环境变量', '热更新', '别名', '配置别名', 'tailwind 配置']),
  );
});

describe.each(['en', 'zh'])('the %s queries written from the reader side', (locale) => {
  const cases = readSet('reader', locale);

  it('holds at least 60 new queries, none of the first set', () => {
    const first = new Set(read(locale).map((c) => c.query.toLowerCase()));
    expectWellFormed(cases, locale, 60);
    expect(cases.filter((c) => first.has(c.query.toLowerCase()))).toEqual([]);
  });
});

describe.each(['en', 'zh'])('the %s second set written from the reader side', (locale) => {
  const cases = readSet('reader2', locale);

  it('holds at least 40 new queries, none of the other sets', () => {
    const others = new Set([...read(locale), ...readSet('reader', locale)].map((c) => c.query.toLowerCase()));
    expectWellFormed(cases, locale, 40);
    expect(cases.filter((c) => others.has(c.query.toLowerCase()))).toEqual([]);
  });
});

describe.each(['en', 'zh'])('the %s third set written from the reader side', (locale) => {
  const cases = readSet('reader3', locale);

  it('holds at least 40 new queries, none of the other sets', () => {
    const others = new Set(
      [...read(locale), ...readSet('reader', locale), ...readSet('reader2', locale)].map((c) => c.query.toLowerCase()),
    );
    expectWellFormed(cases, locale, 40);
    expect(cases.filter((c) => others.has(c.query.toLowerCase()))).toEqual([]);
  });
});

describe.each([
  ['en', 'fourth', 'reader4', 60],
  ['zh', 'fourth', 'reader4', 60],
  ['en', 'fifth', 'reader5', 60],
  ['zh', 'fifth', 'reader5', 60],
  // Written with 69 and 70 queries; the drafts close to a query of the other sets, either way, were dropped.
  ['en', 'sixth', 'reader6', 45],
  ['zh', 'sixth', 'reader6', 45],
  // Written with 70 queries each; the same.
  ['en', 'seventh', 'reader7', 40],
  ['zh', 'seventh', 'reader7', 30],
  // Written with 60 queries each; the same.
  ['en', 'eighth', 'reader8', 55],
  ['zh', 'eighth', 'reader8', 50],
  // Written with 65 queries each, of which 48 and 44 were close to a query of the other sets.
  ['en', 'ninth', 'reader9', 17],
  ['zh', 'ninth', 'reader9', 21],
] as const)('the %s %s set written from the reader side', (locale, _nth, file, atLeast) => {
  const cases = readSet(file, locale);
  const others = SET_FILES.filter((other) => other !== file).flatMap((other) => readSet(other, locale));

  it(`holds at least ${atLeast} well-formed queries`, () => {
    expectWellFormed(cases, locale, atLeast);
  });

  it('holds no query close to one of the other sets or of its own', () => {
    expect(closeQueries(cases, others)).toEqual([]);
    expect(closeQueries(cases, cases)).toEqual([]);
  });
});

describe('pages a second judge found to answer a query as well', () => {
  it('are at most two other routes of the locale', () => {
    for (const locale of ['en', 'zh'])
      for (const file of SET_FILES)
        for (const c of readSet(file, locale).filter((c) => c.also !== undefined)) {
          expect(c.also?.length).toBeGreaterThanOrEqual(1);
          expect(c.also?.length).toBeLessThanOrEqual(2);
          expect(new Set(c.also).size).toBe(c.also?.length);
          expect(c.also).not.toContain(c.route);
          for (const route of c.also ?? [])
            expect(route).toMatch(locale === 'en' ? /^\/(?!zh\/)[a-z0-9/-]*$/ : /^\/zh\/[a-z0-9/-]*$/);
        }
  });

  it('count only in the figures that ask for any answer', () => {
    const c = { query: 'hot reload', route: '/guide/advanced/hmr', kind: 'task', also: ['/config/dev/hmr'] };
    const ranked = ['/config/dev/hmr', '/guide/advanced/hmr'];
    expect(rankOf(ranked, c)).toBe(2);
    expect(rankOf(ranked, c, true)).toBe(1);
    expect(rankOf(['/config/dev/client'], c, true)).toBeNull();
  });
});

describe('the probe set of Chinese input-method typos', () => {
  const cases = readSet('typos', 'zh');

  it('holds at least 50 well-formed typo queries, none of the other sets nor close to each other', () => {
    expectWellFormed(cases, 'zh', 50);
    expect(cases.every((c) => c.kind === 'typo')).toBe(true);
    const others = new Set(SET_FILES.flatMap((file) => readSet(file, 'zh')).map((c) => c.query.toLowerCase()));
    expect(cases.filter((c) => others.has(c.query.toLowerCase()))).toEqual([]);
    expect(closeQueries(cases, cases)).toEqual([]);
  });

  it('is a Chinese set only: English has none', () => {
    expect(readSet('typos', 'en')).toEqual([]);
    expect(PROBE_FILES).toContain('typos');
  });
});

describe.each(['en', 'zh'])('the %s probe set of dotted paths', (locale) => {
  const cases = readSet('paths', locale);

  it('holds well-formed queries naming a sub-option (three names or more) or a call, none of the other sets', () => {
    expectWellFormed(cases, locale, 30);
    expect(PROBE_FILES).toContain('paths');
    for (const c of cases) {
      expect(c.kind).toBe('option');
      if (/^(api|rsbuild)\./.test(c.query)) expect(c.route).toMatch(/\/(plugins\/dev|api\/javascript-api)\//);
      else {
        expect(c.query).toMatch(/\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z]+/);
        expect(c.route).toContain('/config/');
      }
    }
    const others = new Set(SET_FILES.flatMap((file) => readSet(file, locale)).map((c) => c.query.toLowerCase()));
    expect(cases.filter((c) => others.has(c.query.toLowerCase()))).toEqual([]);
  });
});

describe('queries too close to each other', () => {
  it('reads English words without their plural and Chinese as pairs of characters', () => {
    expect([...overlapTerms('How to add the PostCSS plugins')]).toEqual(['add', 'postcss', 'plugin']);
    expect([...overlapTerms('修改 postcss 配置')]).toEqual(['postcss', '修改', '配置']);
    expect([...overlapTerms('什么是产物')]).toEqual(['产物']);
  });

  it('are the same words anywhere, or half the words on the same page', () => {
    const existing = [
      { query: 'public folder', route: '/config/server/public-dir', kind: 'concept' },
      { query: 'page title', route: '/config/html/title', kind: 'option' },
    ];
    const drafts = [
      { query: 'folders public', route: '/guide/basic/static-assets', kind: 'concept' },
      { query: 'public folder name', route: '/config/server/public-dir', kind: 'task' },
      { query: 'title of each page', route: '/config/html/title', kind: 'task' },
      { query: 'public folder name', route: '/guide/basic/static-assets', kind: 'task' },
      { query: 'page title template', route: '/guide/basic/html-template', kind: 'task' },
    ];
    expect(closeQueries(drafts, existing).map((c) => c.draft.query)).toEqual([
      'folders public',
      'public folder name',
      'title of each page',
    ]);
  });
});

describe('the split into tuning and held-out parts', () => {
  it('gives half of each section of each set to each part', () => {
    for (const locale of ['en', 'zh'])
      for (const file of SET_FILES) {
        const split = splitSet(readSet(file, locale));
        const bySection = new Map<string, { tuning: number; heldOut: number }>();
        for (const [c, part] of split) {
          const counts = bySection.get(sectionOf(c.route)) ?? { tuning: 0, heldOut: 0 };
          counts[part] += 1;
          bySection.set(sectionOf(c.route), counts);
        }
        for (const { tuning, heldOut } of bySection.values()) expect(Math.abs(tuning - heldOut)).toBeLessThanOrEqual(1);
        const heldOut = [...split.values()].filter((part) => part === 'heldOut').length;
        expect(Math.abs(2 * heldOut - split.size)).toBeLessThanOrEqual(bySection.size);
      }
  });

  it('is fixed by the seed, and another seed gives another split', () => {
    const cases = readSet('reader', 'en');
    const parts = (seed: number) => [...splitSet(cases, seed)].map(([c, part]) => `${c.query}:${part}`).sort();
    expect(parts(SPLIT_SEED)).toEqual(parts(SPLIT_SEED));
    expect(parts(SPLIT_SEED + 1)).not.toEqual(parts(SPLIT_SEED));
  });

  it('puts every query in exactly one part', () => {
    for (const locale of ['en', 'zh']) {
      const all = casesOf(locale).map((c) => c.query);
      const parts = [...casesOf(locale, 'tuning'), ...casesOf(locale, 'heldOut')].map((c) => c.query);
      expect(parts.sort()).toEqual(all.sort());
    }
  });
});
