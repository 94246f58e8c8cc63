import type { SearchFiles } from '../../../src/core/search-index-file';
import { LocalIndex } from '../../../src/search/local-index';
import { buildIndex, doc, enPages, openIndex, recordsOf } from '../lib/search-corpus';

let files: SearchFiles;
beforeAll(async () => {
  files = await buildIndex('en', recordsOf(enPages));
});

const hashOf = (route: string) => files.index.pages.find(([path]) => path === route)?.[3] ?? '';

describe('the local index in the browser', () => {
  it('holds the page table: sections with their trail, anchor and place, no text', () => {
    const index = openIndex(files);
    const ids = index.lookup('proxy');
    const sections = ids.map((id) => index.section(id));
    const top = sections.find((section) => section?.index === 0);
    expect(top?.record.routePath).toBe('/config/server/proxy');
    expect(top?.description).toBe('Forward requests from the dev server to another server.');
    const deep = [...Array(index.size).keys()]
      .map((id) => index.section(id))
      .find((section) => section?.anchor === 'rewrite-the-path');
    expect(deep?.trail.map((item) => item.text)).toEqual(['Proxy API requests', 'Rewrite the path']);
    expect(deep?.index).toBe(2);
    expect(deep?.content).toBe('');
    expect(index.sectionCount(deep ?? top!)).toBe(3);
  });

  it('finds words of the body through FlexSearch and words of titles, descriptions and headings through the page table', () => {
    const index = openIndex(files);
    // "pathrewrite" is only in a body, "forward" in a description and a body, "quick" only in a title.
    expect(index.lookup('pathrewrite').map((id) => index.section(id)?.anchor)).toEqual(['rewrite-the-path']);
    expect(index.lookup('quick').map((id) => index.section(id)?.record.routePath)).toEqual([
      '/guide/start/quick-start',
    ]);
    expect(index.vocabulary.words).toEqual(
      expect.arrayContaining(['quick', 'pathrewrite', 'forward', 'output.assetprefix']),
    );
    // A joined identifier is found whole in a title, by its parts in a body ("Works like output.assetPrefix").
    expect(index.lookup('output.assetprefix').map((id) => index.section(id)?.record.routePath)).toEqual([
      '/config/output/asset-prefix',
    ]);
    expect(index.lookup('assetprefix').map((id) => index.section(id)?.record.routePath)).toContain(
      '/config/dev/asset-prefix',
    );
    expect(index.lookup('xyzzyq')).toEqual([]);
  });

  it('fetches nothing to rank, then the texts of the pages asked for, each once', async () => {
    const fetched: string[] = [];
    const index = openIndex(files, fetched);
    index.rank('proxy api requests');
    expect(fetched).toEqual([]);
    expect(index.loadedTexts(['/config/server/proxy']).size).toBe(0);

    const routes = ['/config/server/proxy', '/guide/basic/cli'];
    const texts = await index.pageTexts(routes);
    expect(fetched.sort()).toEqual(routes.map(hashOf).sort());
    expect(texts.get('/config/server/proxy')?.[1]).toBe('Forward every request under /api to http://localhost:3000.');
    await index.pageTexts(['/config/server/proxy', '/guide/basic/cli']);
    expect(fetched).toHaveLength(2);
    expect([...index.loadedTexts([...routes, '/unknown']).keys()]).toEqual(routes);
  });

  it('leaves out a page whose text cannot be fetched or read, and tries again later', async () => {
    let failing = true;
    const asked: string[] = [];
    const index = new LocalIndex(files.index, (hash) => {
      asked.push(hash);
      if (failing) return Promise.reject(new Error('offline'));
      return Promise.resolve(
        hash === hashOf('/guide/basic/cli')
          ? ['too', 'many', 'sections']
          : (JSON.parse(files.texts.get(hash) ?? '[]') as unknown),
      );
    });
    const route = '/config/server/proxy';
    expect((await index.pageTexts([route])).size).toBe(0);
    failing = false;
    expect((await index.pageTexts([route])).get(route)).toHaveLength(3);
    expect((await index.pageTexts(['/guide/basic/cli'])).size).toBe(0);
    expect(asked).toEqual([hashOf(route), hashOf(route), hashOf('/guide/basic/cli')]);
  });

  it('checks its first pages against their texts once they are loaded, for the words the index cannot see', async () => {
    // 用户 and 原始 are in one body each: no title, heading or description holds them, so the
    // index has no term for them and ranks both pages by 读取 and 配置 alone.
    const zh = await buildIndex(
      'zh',
      recordsOf([
        doc('zh', '/plugins/dev/core', '插件 API', '插件可以调用的方法。', [
          { h: 2, text: '读取配置' },
          '在插件里读取用户写下的原始配置，未经合并。',
        ]),
        doc('zh', '/config/', '配置概览', '所有配置项的总览。', [
          { h: 2, text: '读取配置' },
          '构建时会读取配置文件并合并默认值。',
        ]),
      ]),
    );
    const index = openIndex(zh);
    const query = '读取用户的原始配置';
    expect(index.vocabulary.words).not.toContain('原始');
    expect(index.rank(query).map((page) => page.routePath)).toEqual(['/zh/config/', '/zh/plugins/dev/core']);
    const ranking = index.ranking(query);
    await index.pageTexts(['/zh/config/']);
    expect(index.rechecked(ranking).map((page) => page.routePath)).toEqual(['/zh/config/', '/zh/plugins/dev/core']);
    await index.pageTexts(['/zh/plugins/dev/core']);
    expect(index.rechecked(ranking).map((page) => page.routePath)).toEqual(['/zh/plugins/dev/core', '/zh/config/']);
    expect(index.rank(query).map((page) => page.routePath)).toEqual(['/zh/plugins/dev/core', '/zh/config/']);
  });
});
