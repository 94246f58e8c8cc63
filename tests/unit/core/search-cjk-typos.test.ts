import { cjkCorrections } from '../../../src/core/search-cjk-typos';
import { homophoneMap } from '../../../src/core/search-sounds';
import { doc, indexOfPages } from '../lib/search-corpus';

/** A sorted vocabulary of CJK bigrams and the records holding each. */
function vocabularyOf(counts: Record<string, number>) {
  const words = Object.keys(counts).sort();
  return { words, counts: words.map((word) => counts[word] ?? 0) };
}

describe('mistyped characters of a Chinese query', () => {
  const vocabulary = vocabularyOf({ 预加: 4, 加载: 9, 预览: 5, 载入: 3, 热更: 6, 更新: 8, 配置: 20, 更多: 3 });
  const chars = (text: string) => [...text];

  it('corrects a character between two others to the one that makes both its pairs words', () => {
    expect(cjkCorrections(chars('预价载'), vocabulary)).toEqual([
      { from: 0, token: '预加', quality: 0.5 },
      { from: 1, token: '加载', quality: 0.5 },
    ]);
    expect(cjkCorrections(chars('热跟新'), vocabulary).map((c) => c.token)).toEqual(['热更', '更新']);
  });

  it('leaves words of the index, the first and last characters and function words alone', () => {
    expect(cjkCorrections(chars('预加载'), vocabulary)).toEqual([]);
    // 配制: the last character is corrected by one neighbour only, which is mostly chance.
    expect(cjkCorrections(chars('配制'), vocabulary)).toEqual([]);
    // 的 between two words makes unknown pairs on both sides, and is no typo.
    expect(cjkCorrections(chars('预的载'), vocabulary)).toEqual([]);
  });

  it('needs both neighbours to agree on the same character', () => {
    // 预览 is a word and so is 载入, but 览入 and 预载 are not: only 加 makes both pairs words.
    expect(cjkCorrections(chars('预间载'), vocabulary).map((c) => c.token)).toEqual(['预加', '加载']);
    expect(cjkCorrections(chars('预间入'), vocabulary)).toEqual([]);
  });

  describe('characters read like the one typed', () => {
    const sounding = {
      ...vocabularyOf({ 端口: 12, 修改: 9, 配置: 20, 别名: 6, 代理: 7, 短信: 2 }),
      homophones: homophoneMap('断短端 制置 名明'),
    };

    it('corrects a pair with one neighbour, at the ends of a run too', () => {
      expect(cjkCorrections(chars('修改断口'), sounding)).toEqual([{ from: 2, token: '端口', quality: 0.5 }]);
      expect(cjkCorrections(chars('代理配制'), sounding)).toEqual([{ from: 2, token: '配置', quality: 0.5 }]);
      expect(cjkCorrections(chars('别明'), sounding)).toEqual([{ from: 0, token: '别名', quality: 0.5 }]);
    });

    it('corrects a character of grammar to one read like it only', () => {
      const grammar = { ...sounding, ...vocabularyOf({ 代理: 7, 文件: 9 }), homophones: homophoneMap('里理礼') };
      expect(cjkCorrections(chars('代里'), grammar)).toEqual([{ from: 0, token: '代理', quality: 0.5 }]);
      // 件里 is no word, and neither is a pair 里 read otherwise makes: the 里 of 文件里 is `in`.
      expect(cjkCorrections(chars('文件里'), grammar)).toEqual([]);
    });

    it('never makes a pair with a character of grammar', () => {
      // 的断 is held by as many records as 端口, as the junction of 的 and 端口 in headings; the 断 of 的断口 means 端.
      const junction = { ...sounding, ...vocabularyOf({ 端口: 12, 的端: 12 }) };
      expect(cjkCorrections(chars('的断口'), junction)).toEqual([{ from: 1, token: '端口', quality: 0.5 }]);
    });

    it('leaves a character alone when one of its pairs is a word, and pairs of few records', () => {
      // 端 of 端口 is read like 短 and 断, but 端口 is a word.
      expect(cjkCorrections(chars('修改端口'), sounding)).toEqual([]);
      // 短信 is held by two records: no correction of 断信.
      expect(cjkCorrections(chars('断信'), sounding)).toEqual([]);
    });

    it('corrects a character whose other pair happens to be a junction the text holds', () => {
      // 制文 is held by the 复制文件 of some text; 置 makes 配置 and keeps 置文 a word.
      const junction = { ...vocabularyOf({ 配置: 20, 置文: 8, 制文: 3, 文件: 30 }), homophones: homophoneMap('制置') };
      expect(cjkCorrections(chars('配制文件'), junction)).toEqual([
        { from: 0, token: '配置', quality: 0.5 },
        { from: 1, token: '置文', quality: 0.5 },
      ]);
      // 置 makes 配置 but not 置件: 制件 stays as typed.
      const apart = { ...junction, ...vocabularyOf({ 配置: 20, 制件: 3 }) };
      expect(cjkCorrections(chars('配制件'), apart)).toEqual([]);
    });

    describe('a whole word picked for the syllables of another', () => {
      const words = {
        ...vocabularyOf({ 体积: 9, 产物: 15, 编译: 11, 变异: 2, 提示: 6 }),
        homophones: homophoneMap('体提题 积及级 编便变 译宜异'),
      };

      it('corrects a pair whose characters are both alone to the words read like it', () => {
        expect(cjkCorrections(chars('产物提及'), words)).toEqual([{ from: 2, token: '体积', quality: 0.5 }]);
        // 变异 reads alike too, but two records are too few for a word.
        expect(cjkCorrections(chars('便宜'), words)).toEqual([{ from: 0, token: '编译', quality: 0.5 }]);
      });

      it('leaves a pair alone when one of its characters makes a word with its other neighbour', () => {
        // 提示 is a word: 提 is typed right, and 提积 is no word read like a pair of the index.
        expect(cjkCorrections(chars('提示及'), words)).toEqual([]);
      });

      it('reads the words of wanting and of only as grammar, not a word mistyped whole', () => {
        // 只想 reads like 置项 of 配置项, but 文件只想导入 says the reader only wants to import.
        const wanting = { ...vocabularyOf({ 文件: 30, 导入: 12, 置项: 25 }), homophones: homophoneMap('只置 想项') };
        expect(cjkCorrections(chars('文件只想导入'), wanting)).toEqual([]);
      });
    });

    it("corrects to a page's name of two characters however few records hold it", () => {
      const named = { ...sounding, names: new Set(['短信']) };
      expect(cjkCorrections(chars('断信'), named)).toEqual([{ from: 0, token: '短信', quality: 0.5 }]);
    });
  });

  it('ignores bigrams held by fewer than three records, mostly junctions of two words', () => {
    expect(cjkCorrections(chars('预价载'), vocabularyOf({ 预加: 2, 加载: 9 }))).toEqual([]);
  });

  it('finds the page of the word meant, where nothing was found before', async () => {
    const zh = await indexOfPages('zh', [
      doc('zh', '/guide/advanced/hmr', '模块热更新', '热更新在不刷新页面的情况下替换模块。', [
        { h: 2, text: '热更新的原理' },
        '修改代码后，浏览器只替换改动的模块。',
        { h: 2, text: '关闭热更新' },
        '把 dev.hmr 设为 false。',
      ]),
      doc('zh', '/guide/faq/hmr', '热更新常见问题', '热更新不生效时的排查方法。', ['检查 dev.hmr 是否开启。']),
      doc('zh', '/config/output/minify', 'output.minify', '压缩产物。', ['生产构建时压缩代码。']),
    ]);
    expect(zh.vocabulary.words).toEqual(expect.arrayContaining(['热更', '更新']));
    expect(zh.rank('热跟新')[0]?.routePath).toBe('/zh/guide/advanced/hmr');
  });

  it('finds the page of a word typed with a character read like the right one', async () => {
    const zh = await indexOfPages('zh', [
      doc('zh', '/config/output/minify', 'output.minify', '是否压缩产物。', [
        '生产构建时压缩代码。',
        { h: 2, text: '压缩选项' },
        '传入压缩器的选项。',
        { h: 2, text: '关闭压缩' },
        '设为 false。',
      ]),
      doc('zh', '/guide/basic/static-assets', '静态资源', '引用图片和字体。', [
        { h: 2, text: '宿主页面' },
        '页面中的资源。',
      ]),
    ]);
    // 宿, a character of the index, is read like 缩 (su): 压宿 is no word, 压缩 is.
    expect(zh.rank('压宿')[0]?.routePath).toBe('/zh/config/output/minify');
  });

  it('finds a page by its name of two characters typed with a character read like one of them', async () => {
    const zh = await indexOfPages('zh', [
      doc('zh', '/guide/start/glossary', '术语', '文档中名词的解释。', ['构建和打包的含义。']),
      doc('zh', '/guide/basic/cli', '命令行', '命令行的用法。', ['构建命令。']),
    ]);
    // 曙 is read like 术 (shu); 术语 is held by one record, the title.
    expect(zh.rank('曙语')[0]?.routePath).toBe('/zh/guide/start/glossary');
  });

  it("reads a mistyped word's equivalents as well as the word meant", async () => {
    const zh = await indexOfPages('zh', [
      doc('zh', '/guide/basic/configure-rspack', '配置 Rspack', '修改 Rspack 配置的几种方法。', [
        { h: 2, text: '修改之前先查看' },
        '先打印最终的配置。',
      ]),
      doc('zh', '/config/', '配置总览', '所有配置项。', [
        '构建时会调整一些配置。',
        { h: 2, text: '调整默认值' },
        '按需调整选项。',
        { h: 2, text: '调整 Rspack 配置' },
        '配置按用途调整分组。',
      ]),
    ]);
    // 正 is read like 整 (zheng): 调正 is 调整, and 调整 is 修改 in the synonym table, which the guide says.
    expect(zh.rank('调整 rspack 配置')[0]?.routePath).toBe('/zh/guide/basic/configure-rspack');
    expect(zh.rank('调正 rspack 配置')[0]?.routePath).toBe('/zh/guide/basic/configure-rspack');
  });

  it('corrects a common character the docs never use to the one of the index read like it', async () => {
    const zh = await indexOfPages('zh', [
      doc('zh', '/plugins/dev/hooks', '插件钩子', '插件可以注册的钩子。', [
        { h: 2, text: '构建钩子' },
        '构建前后调用的钩子函数。',
        { h: 2, text: '开发服务器钩子' },
        '服务器启动后调用。',
      ]),
      doc('zh', '/guide/start/', '介绍', '一个构建工具。', ['快速构建前端项目。']),
    ]);
    // 勾 (gou) is in no text of the index, so no group of the index holds it; 钩 is read alike.
    expect(zh.vocabulary.homophones?.get('勾')).toContain('钩');
    expect(zh.rank('勾子')[0]?.routePath).toBe('/zh/plugins/dev/hooks');
  });
});
