import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { traditionalForms } from '../../../gatsby/traditional-forms';
import { foldTraditional, REGIONAL_WORDS, simplifiedMap, traditionalPairs } from '../../../src/core/search-traditional';
import { doc, indexOfPages } from '../lib/search-corpus';

describe('Traditional characters of a Chinese query', () => {
  it('knows the Traditional forms of a Simplified character, of Taiwan and Hong Kong too', () => {
    expect(traditionalForms('别')).toContain('別');
    expect(traditionalForms('发')).toEqual(expect.arrayContaining(['發', '髮']));
    expect(traditionalForms('为')).toEqual(expect.arrayContaining(['為', '爲']));
    expect(traditionalForms('配')).toEqual([]);
    expect(traditionalForms('a')).toEqual([]);
  });

  it('writes the pairs of the index characters that have Traditional forms', () => {
    const forms = (char: string) => ({ 别: ['別'], 发: ['發', '髮'], 着: ['著'] })[char] ?? [];
    expect(traditionalPairs(['别', '名', '发', 'a', '别名'], forms)).toBe('別别發发髮发');
  });

  it('leaves out a Traditional form the index holds as a character of its own', () => {
    // 著 is a Traditional 着, and the Simplified character of 显著.
    const forms = (char: string) => (char === '着' ? ['著'] : []);
    expect(traditionalPairs(['着', '显', '著'], forms)).toBe('');
    expect(traditionalPairs(['着', '显'], forms)).toBe('著着');
  });

  it('folds the Traditional characters of a query, and nothing else', () => {
    const map = simplifiedMap('別别變变');
    expect(foldTraditional('別名 配置 變量 alias', map)).toBe('别名 配置 变量 alias');
    expect(foldTraditional('別名', new Map())).toBe('別名');
  });

  it('reads the words of Taiwan and Hong Kong as the docs write them, typed in either script', () => {
    const map = simplifiedMap('伺伺務务體体變变數数');
    expect(foldTraditional('開發伺服器', simplifiedMap('開开發发'))).toBe('开发服务器');
    expect(foldTraditional('快取 目录', map)).toBe('缓存 目录');
    // Not a word that two words of a Simplified query hold across them (排除|错误, 改变|数据).
    expect(foldTraditional('排除错误 改变数据', map)).toBe('排除错误 改变数据');
  });

  it('rewrites only words no indexed text of the Chinese docs holds', () => {
    const root = path.join(__dirname, '../../..');
    const pages = readdirSync(path.join(root, 'content/zh'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => readFileSync(path.join(root, 'content/zh', file), 'utf8'));
    const written = ['src/core/search-phrasings.ts', 'src/core/search-glosses.ts'].map((file) =>
      readFileSync(path.join(root, file), 'utf8'),
    );
    expect(pages.length).toBeGreaterThan(100);
    const held = REGIONAL_WORDS.filter(([regional]) => [...pages, ...written].some((text) => text.includes(regional)));
    expect(held).toEqual([]);
  });

  it('ignores pairs that are not two CJK characters', () => {
    expect([...simplifiedMap('別别xy變')]).toEqual([['別', '别']]);
    expect(simplifiedMap('').size).toBe(0);
  });

  it('finds for a query typed in Traditional characters the page it finds for the Simplified one', async () => {
    const zh = await indexOfPages('zh', [
      doc('zh', '/config/source/alias', 'source.alias', '设置模块的别名。', [
        { h: 2, text: '路径别名' },
        '把导入路径映射到目录。',
      ]),
      doc('zh', '/guide/advanced/env-vars', '环境变量', '在代码中读取环境变量。', [
        { h: 2, text: '公共变量' },
        '以 PUBLIC_ 开头的变量会注入代码。',
      ]),
      doc('zh', '/config/output/minify', 'output.minify', '压缩产物。', ['生产构建时压缩代码。']),
    ]);
    expect(zh.rank('設定別名')[0]?.routePath).toBe('/zh/config/source/alias');
    expect(zh.rank('環境變量')[0]?.routePath).toBe('/zh/guide/advanced/env-vars');
    expect(zh.rank('壓縮產物')[0]?.routePath).toBe('/zh/config/output/minify');
  });
});
