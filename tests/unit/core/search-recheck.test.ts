import { planQuery, type QueryGroup } from '../../../src/core/search-query';
import { queryShareIn, recheckPages } from '../../../src/core/search-recheck';
import type { RankedPage } from '../../../src/core/search-rank';

const groupsOf = (query: string) => planQuery(query, null).groups;
const tokens = (...words: string[]) => new Set(words);

function page(routePath: string, score: number): RankedPage {
  return { key: routePath, routePath, domain: '', title: routePath, score, sections: [] };
}

describe('the share of a query a text holds', () => {
  it('counts each word once', () => {
    expect(queryShareIn(groupsOf('minify css'), tokens('minify'))).toBe(0.5);
    expect(queryShareIn(groupsOf('minify css'), tokens('minify', 'css', 'html'))).toBe(1);
  });

  it('counts an identifier for itself and for each of its parts', () => {
    const groups = groupsOf('compilerOptions.target');
    // The whole, then compileroptions, compiler, options and target.
    expect(queryShareIn(groups, tokens('target'))).toBeCloseTo(1 / 5);
    expect(queryShareIn(groups, tokens('compileroptions.target', 'target'))).toBeCloseTo(2 / 5);
  });

  it('counts a Chinese run by the characters its pairs in the text cover, whatever the index holds', () => {
    // 读取原始配置: 原始 and 配置 cover four of its six characters; the pairs across words (取原, 始配) are never needed.
    expect(queryShareIn(groupsOf('读取原始配置'), tokens('原始', '配置'))).toBeCloseTo(4 / 6);
    expect(queryShareIn(groupsOf('读取原始配置'), tokens('读取', '原始', '配置'))).toBe(1);
  });

  it('counts a word saying something of the subject at its share in the ranking', () => {
    // proxy counts one; 不生效, three characters, 1.5 at half: a page on proxies need not say it fails.
    expect(queryShareIn(groupsOf('proxy 不生效'), tokens('proxy'))).toBeCloseTo(1 / 1.75);
    expect(queryShareIn(groupsOf('proxy 不生效'), tokens('proxy', '不生', '生效'))).toBe(1);
    // In one run with the subject (别名不生效), 别名 counts whole, 不生效 at half.
    expect(queryShareIn(groupsOf('别名不生效'), tokens('别名'))).toBeCloseTo(1 / 1.75);
  });

  it('covers a span by an equivalent found in the text, counted once', () => {
    const run = { id: 0, from: 0, to: 2 };
    const groups: QueryGroup[] = [
      { label: '产物', variants: [{ token: '产物', quality: 1 }], parts: [], soft: true, run },
      { label: '输出', variants: [{ token: '输出', quality: 0.8 }], parts: [], soft: true, run, alternative: true },
    ];
    expect(queryShareIn(groups, tokens('输出'))).toBe(1);
    expect(queryShareIn(groups, tokens('构建'))).toBe(0);
  });

  it("counts an equivalent of a mistyped word's correction no more than the correction", () => {
    const run = { id: 0, from: 0, to: 2 };
    const groups: QueryGroup[] = [
      {
        label: '倒入',
        variants: [
          { token: '倒入', quality: 1 },
          { token: '导入', quality: 0.5 },
        ],
        parts: [],
        soft: true,
        run,
      },
      {
        label: '引入',
        variants: [{ token: '引入', quality: 0.4 }],
        parts: [],
        soft: true,
        run,
        alternative: true,
        corrected: '导入',
      },
    ];
    expect(queryShareIn(groups, tokens('引入'))).toBe(0);
    expect(queryShareIn(groups, tokens('导入'))).toBe(0);
  });

  it('does not take the looser forms of a word (a prefix, a correction) as held', () => {
    const groups: QueryGroup[] = [
      {
        label: 'minfy',
        variants: [
          { token: 'minfy', quality: 1 },
          { token: 'minify', quality: 0.6 },
        ],
        parts: [],
        soft: false,
      },
    ];
    expect(queryShareIn(groups, tokens('minify'))).toBe(0);
  });
});

describe('the first pages checked against their texts', () => {
  const texts = new Map([
    ['/a', tokens('配置', '读取')],
    ['/b', tokens('配置', '读取', '原始')],
    ['/c', tokens('配置')],
  ]);
  const byText = (p: RankedPage) => texts.get(p.routePath);

  it('puts the page whose text holds more of a Chinese query first', () => {
    const pages = [page('/a', 10), page('/b', 9), page('/c', 8)];
    expect(recheckPages(pages, groupsOf('读取原始配置'), byText, 3).map((p) => p.routePath)).toEqual([
      '/b',
      '/a',
      '/c',
    ]);
  });

  it('leaves the order as it was while the text of one of the first pages is not loaded', () => {
    const pages = [page('/a', 10), page('/b', 9), page('/x', 8)];
    expect(recheckPages(pages, groupsOf('读取原始配置'), byText, 3).map((p) => p.routePath)).toEqual([
      '/a',
      '/b',
      '/x',
    ]);
  });

  it('leaves a query of Latin words alone as ranked: the index holds those words of every body', () => {
    const latin = new Map([
      ['/a', tokens('minify')],
      ['/b', tokens('minify', 'css')],
    ]);
    const pages = [page('/a', 10), page('/b', 9)];
    expect(
      recheckPages(pages, groupsOf('minify css'), (p) => latin.get(p.routePath), 2).map((p) => p.routePath),
    ).toEqual(['/a', '/b']);
  });

  it('checks the pages the list shows only, and keeps the others in their places', () => {
    const routes = ['/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8', '/9'];
    const pages = routes.map((route, i) => page(route, 10 - i));
    const holds = new Set(['/5', '/7', '/9']);
    const recheck = (shown: number) =>
      recheckPages(
        pages,
        groupsOf('原始配置'),
        (p) => (holds.has(p.routePath) ? tokens('原始', '配置') : tokens('配置')),
        shown,
      ).map((p) => p.routePath);
    // Seven shown: the seventh, shown last, holds the query and rises above the pages that hold half of it.
    expect(recheck(7)).toEqual(['/5', '/1', '/2', '/3', '/7', '/4', '/6', '/8', '/9']);
    // Four shown (pages listing several sections each), though every text is at hand: the fifth,
    // whose text the browser never loaded, keeps its place, as it does there.
    expect(recheck(4)).toEqual(routes);
  });
});
