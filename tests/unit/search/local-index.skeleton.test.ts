/**
 * The ranking on the skeleton of the full page table (tests/search/skeleton.ts): every planned
 * page's title, description and headings in both languages, indexed the way the build does.
 * A floor under the benchmark's quality while most pages are still being written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LocalIndex } from '../../../src/search/local-index';
import { skeletonPages } from '../../search/skeleton';
import { buildIndex, openIndex, recordsOf } from '../lib/search-corpus';

const indexes: Partial<Record<'en' | 'zh', LocalIndex>> = {};
beforeAll(async () => {
  for (const lang of ['en', 'zh'] as const)
    indexes[lang] = openIndex(await buildIndex(lang, recordsOf(skeletonPages(lang))));
});

function rankOf(lang: 'en' | 'zh', query: string, route: string): number | null {
  const at = indexes[lang]?.rank(query).findIndex((page) => page.routePath === route) ?? -1;
  return at === -1 ? null : at + 1;
}

function mrr(lang: 'en' | 'zh'): number {
  const cases = JSON.parse(readFileSync(path.join(__dirname, '../../search', `relevance.${lang}.json`), 'utf8')) as {
    query: string;
    route: string;
  }[];
  return cases.reduce((sum, { query, route }) => sum + 1 / (rankOf(lang, query, route) ?? Infinity), 0) / cases.length;
}

describe('ranking on the skeleton of the full page table', () => {
  it('keeps the relevance set MRR above its floor', () => {
    expect(mrr('en')).toBeGreaterThanOrEqual(0.95);
    expect(mrr('zh')).toBeGreaterThanOrEqual(0.85);
  });

  it.each([
    ['en', 'minify', '/config/output/minify'],
    ['en', 'minfy', '/config/output/minify'],
    ['en', 'proxy api requests', '/config/server/proxy'],
    ['en', 'dev.assetPrefix', '/config/dev/asset-prefix'],
    ['en', 'output.assetPrefix', '/config/output/asset-prefix'],
    ['en', 'environment variables', '/guide/advanced/env-vars'],
    ['zh', '环境变量', '/zh/guide/advanced/env-vars'],
    ['zh', '热更新', '/zh/guide/advanced/hmr'],
    ['zh', '别名', '/zh/guide/advanced/alias'],
    ['zh', 'tailwind 配置', '/zh/guide/basic/tailwindcss'],
  ] as const)('%s: "%s" finds %s first', (lang, query, route) => {
    expect(rankOf(lang, query, route)).toBe(1);
  });

  it('finds the option pages of a Chinese task among the first results', () => {
    expect(rankOf('zh', '配置别名', '/zh/config/source/alias')).toBeLessThanOrEqual(2);
    expect(rankOf('zh', '配置别名', '/zh/guide/advanced/alias')).toBeLessThanOrEqual(2);
  });
});
