import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Case {
  query: string;
  route: string;
  kind: string;
}

const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../search', `relevance.${locale}.json`), 'utf8')) as Case[];

describe.each(['en', 'zh'])('the %s relevance set of the search benchmark', (locale) => {
  const cases = read(locale);

  it('has at least 40 distinct queries, each with one route of the locale', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.query.toLowerCase())).size).toBe(cases.length);
    for (const { query, route, kind } of cases) {
      expect(query.trim()).toBe(query);
      expect(route).toMatch(locale === 'en' ? /^\/(?!zh\/)[a-z0-9/-]*$/ : /^\/zh\/[a-z0-9/-]*$/);
      expect(['option', 'task', 'concept', 'typo']).toContain(kind);
    }
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
