import { writtenGlosses } from '../../../src/core/search-glosses';
import {
  glossNames,
  SEARCH_INDEX_FORMAT,
  type IndexedPage,
  type SearchIndexFile,
} from '../../../src/core/search-index-file';
import {
  alignedTexts,
  englishWords,
  isIdentifierTitle,
  joinGloss,
  learnLexicon,
  lexiconKey,
  titleGloss,
  withGlosses,
} from '../../../src/core/search-lexicon';

/** Texts and their translations as twin pages write them. */
const pairs: [string, string][] = [
  ['Proxy API requests', '代理 API 请求'],
  ['Behind a reverse proxy', '通过反向代理访问'],
  ['Add a tunnel or proxy address', '添加隧道或代理的地址'],
  ['Forward requests to a backend', '把请求转发到后端'],
  ['Check the result', '检查结果'],
  ['Check the result again', '再次检查结果'],
  ['The result of the build', '构建的结果'],
  ['The result is printed', '结果会被打印'],
  ['Check types', '检查类型'],
  ['Check your PostCSS plugins', '检查 PostCSS 插件'],
  ['Which files get a hash', 'hash 加在哪些文件上'],
  ['Turn the hash off', '关闭 hash'],
  ['Inline scripts', '内联脚本'],
  ['Inline all scripts', '内联所有脚本'],
  ['Inline styles', '内联样式'],
  ['Run scripts before the build', '在构建前运行脚本'],
];

describe('lexicon', () => {
  it('keys English words without their plural ending', () => {
    expect(lexiconKey('aliases')).toBe('alias');
    expect(lexiconKey('proxies')).toBe('proxy');
    expect(lexiconKey('scripts')).toBe('script');
    expect(lexiconKey('class')).toBe('class');
    expect([...englishWords('output.inlineScripts and the proxy')]).toEqual(['output', 'inline', 'script', 'proxy']);
  });

  it('learns the bigrams that translate a word, each bigram going to the word it is most associated with', () => {
    const lexicon = learnLexicon(pairs);
    expect(lexicon.get('proxy')).toEqual(['代理']);
    expect(lexicon.get('inline')).toEqual(['内联']);
    expect(lexicon.get('script')).toEqual(['脚本']);
    expect(lexicon.get('result')).toEqual(['结果']);
    // 结果 goes with "result", with which it is written more often than with "check".
    expect(lexicon.get('check')).toEqual(['检查']);
  });

  it('keeps no bigram made across two words: one holding a function word, or one overhanging a better one', () => {
    const start: [string, string][] = [
      ['Start the server', '服务器启动时'],
      ['Open the page on start', '启动时打开页面'],
      ['Start a tunnel', '启动时建立隧道'],
      ['Start it again', '再次启动'],
      ['The icon of the app', '应用的图标'],
      ['An icon for the page', '页面的图标'],
      ['Set the icon', '设置的图标'],
    ];
    const lexicon = learnLexicon(start);
    expect(lexicon.get('start')).toEqual(['启动']);
    expect(lexicon.get('icon')).toEqual(['图标']);
  });

  it('learns nothing from a translation that keeps the word, nor from a pair seen too rarely', () => {
    const lexicon = learnLexicon(pairs);
    expect(lexicon.has('hash')).toBe(false);
    expect(lexicon.has('tunnel')).toBe(false);
  });

  it('pairs the titles, descriptions and headings of twin pages', () => {
    const en: IndexedPage[] = [
      ['/config/server/proxy', 'server.proxy', 'Forward requests.', 'aa', [['Options', 'options', 2]], '', ''],
    ];
    const zh: IndexedPage[] = [
      ['/zh/config/server/proxy', 'server.proxy', '转发请求。', 'bb', [['选项', '选项', 2]], '', ''],
      ['/zh/only-here', '独有', '', 'cc', [], '', ''],
    ];
    expect(alignedTexts(en, zh, (route) => `/zh${route}`)).toEqual([
      ['server.proxy', 'server.proxy'],
      ['Forward requests.', '转发请求。'],
      ['Options', '选项'],
    ]);
  });

  it('glosses identifier titles only, by the words after their namespace', () => {
    const lexicon = learnLexicon(pairs);
    expect(isIdentifierTitle('server.proxy')).toBe(true);
    expect(isIdentifierTitle('plugin-type-check')).toBe(true);
    expect(isIdentifierTitle('plugins')).toBe(true);
    expect(isIdentifierTitle('React')).toBe(false);
    expect(isIdentifierTitle('TypeScript')).toBe(false);
    expect(isIdentifierTitle('代理')).toBe(false);
    expect(titleGloss('server.proxy', lexicon)).toBe('代理');
    expect(titleGloss('output.inlineScripts', lexicon)).toBe('内联 脚本');
    expect(titleGloss('Proxy', lexicon)).toBe('');
  });

  it('joins the names written for a page and the words learned for it, each once', () => {
    expect(joinGloss(['产物目录', '输出目录'], '路径 输出目录')).toBe('产物目录, 输出目录, 路径');
    expect(joinGloss([], '')).toBe('');
    expect(joinGloss([], '代理')).toBe('代理');
  });

  it('adds the glosses to a locale index from its twin', () => {
    const page = (route: string, title: string, description: string, headings: string[]): IndexedPage => [
      route,
      title,
      description,
      'ab12',
      headings.map((text, i) => [text, `h${i}`, 2]),
      '',
      '',
    ];
    const file = (lang: string, pages: IndexedPage[]): SearchIndexFile => ({
      format: SEARCH_INDEX_FORMAT,
      lang,
      text: `search_text/${lang}/`,
      pages,
      words: '',
      postings: '',
      sounds: '',
      commonSounds: '',
      simplified: '',
    });
    const en = file('en', [
      page(
        '/a',
        'Server',
        'Proxy API requests.',
        pairs.slice(1, 8).map((p) => p[0]),
      ),
      page('/config/server/proxy', 'server.proxy', 'Add a tunnel or proxy address', []),
    ]);
    const zh = file('zh', [
      page(
        '/zh/a',
        '服务器',
        '代理 API 请求。',
        pairs.slice(1, 8).map((p) => p[1]),
      ),
      page('/zh/config/server/proxy', 'server.proxy', '添加隧道或代理的地址', []),
    ]);
    const glossed = withGlosses(zh, en, (route) => `/zh${route}`);
    // The names written for server.proxy first, then the learned word, each once; the page
    // titled 服务器 is glossed by the Latin name the synonym table gives that word.
    expect(glossed.pages.map((p) => p[5])).toEqual(['server', '代理, 接口代理, 跨域, 请求转发']);
    expect(glossNames(glossed.pages[1]?.[5] ?? '')).toEqual([...writtenGlosses('zh')['/zh/config/server/proxy']!]);
    expect(zh.pages[1]?.[5]).toBe('');
  });
});
