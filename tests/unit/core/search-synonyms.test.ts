import { pageGloss, titleCompounds } from '../../../src/core/search-lexicon';
import { allowedTypos, planQuery, typoExpansions } from '../../../src/core/search-query';
import type { Vocabulary } from '../../../src/core/search-vocabulary';
import { cjkSynonymSpans, synonymBigrams, synonymTable } from '../../../src/core/search-synonyms';

const vocabulary = (words: string[]): Vocabulary => {
  const sorted = [...words].sort();
  return { words: sorted, counts: sorted.map(() => 1) };
};

describe('the synonym table', () => {
  it('gives a word its equivalents in both locales, and nothing for a word it does not know', () => {
    expect(synonymTable('en').word('dir')).toEqual(['directory', 'folder']);
    expect(synonymTable('zh-CN').word('config')).toEqual(['configuration', 'cfg']);
    expect(synonymTable('en').word('cfg')).toEqual(['config', 'configuration']);
    // The short names of module formats, which the docs spell out (ES module, CommonJS).
    expect(synonymTable('en').word('cjs')).toEqual(['commonjs']);
    // Making the logs quiet, in the reader's words (the logger page says quiet).
    expect(synonymTable('en').word('silence')).toEqual(expect.arrayContaining(['quiet', 'silent']));
    // A big project, in the docs a large one.
    expect(synonymTable('en').word('big')).toEqual(expect.arrayContaining(['large']));
    // What is embedded in a page is inlined, in the docs' word.
    expect(synonymTable('en').word('embedded')).toEqual(['inlined']);
    // Wiping the output folder is cleaning it.
    expect(synonymTable('en').word('wipes')).toEqual(expect.arrayContaining(['cleans']));
    // Bumping a dependency is upgrading it, to its newest version, in the docs' latest.
    expect(synonymTable('en').word('bump')).toEqual(['upgrade']);
    expect(synonymTable('en').word('newest')).toEqual(['latest']);
    // A newcomer's everyday words: a picture is an image, a fake API a mock, a mistake an error.
    expect(synonymTable('en').word('pictures')).toEqual(['images']);
    expect(synonymTable('en').word('fake')).toEqual(['mock']);
    expect(synonymTable('en').word('mistakes')).toEqual(['errors']);
    // How two things differ, in the words of a comparison's heading.
    expect(synonymTable('en').word('different')).toEqual(expect.arrayContaining(['compared', 'vs']));
    // A command's flags are its options, in the CLI guide's word.
    expect(synonymTable('en').word('flags')).toEqual(['options']);
    // What a build produces, in the words of readers who think 产物.
    expect(synonymTable('en').word('product')).toEqual(['output']);
    expect(synonymTable('zh').phrasesOf('esm')).toEqual([
      ['es', 'module'],
      ['es', 'modules'],
    ]);
    expect(synonymTable('en').word('react')).toEqual([]);
    expect(synonymTable('zh').cjk('产物')).toEqual(expect.arrayContaining(['输出', '构建结果']));
    expect(synonymTable('en').cjk('产物')).toEqual([]);
    // 发布 is what the docs call a release of a version: deploying is not releasing.
    expect(synonymTable('zh').cjk('部署')).toEqual(['上线']);
    // 线上 (online) is what a reader calls production.
    expect(synonymTable('zh').cjk('线上')).toEqual(['生产环境']);
    // Slimming a bundle down is making it smaller.
    expect(synonymTable('zh').cjk('瘦身')).toEqual(['减小', '优化']);
    // A build that is 很慢 (very slow) is one whose speed the performance pages speak of.
    expect(synonymTable('zh').cjk('很慢')).toEqual(expect.arrayContaining(['变慢', '速度']));
    // How big something is (占多大) is its size.
    expect(synonymTable('zh').cjk('多大')).toEqual(['体积', '大小']);
    // A warning one blocks out (屏蔽) is one the build ignores.
    expect(synonymTable('zh').cjk('屏蔽')).toEqual(expect.arrayContaining(['忽略']));
    // A file's 后缀 is what the docs call its 扩展名.
    expect(synonymTable('zh').cjk('后缀')).toEqual(['扩展名', '后缀名']);
    // A reader's 名字 is the docs' 名称.
    expect(synonymTable('zh').cjk('名字')).toEqual(['名称']);
    // The docs call a normalized config 归一化 in some pages and 规范化 in others.
    expect(synonymTable('zh').cjk('归一化')).toEqual(['规范化']);
  });

  it('reads a misspelling that sounds unlike the word as the word (阀值 for 阈值)', () => {
    const plan = planQuery('内联阀值', vocabulary(['内联', '阈值']), synonymTable('zh'));
    expect(plan.groups.flatMap((group) => group.variants.map((variant) => variant.token))).toContain('阈值');
  });

  it('reads 跨越 (to span), typed as often for 跨域, as cross-origin', () => {
    const plan = planQuery('接口跨越问题', vocabulary(['接口', '跨域', '跨越', '问题']), synonymTable('zh'));
    expect(plan.groups.flatMap((group) => group.variants.map((variant) => variant.token))).toContain('跨域');
  });

  it('knows the words the docs use for what readers type: "your own" for custom, Module Federation for micro frontends', () => {
    expect(synonymTable('en').word('custom')).toEqual(['own']);
    expect(synonymTable('zh').cjk('自定义')).toEqual(expect.arrayContaining(['自己的']));
    expect(synonymTable('zh').cjk('自己写的')).toEqual(expect.arrayContaining(['自定义']));
    expect(synonymTable('zh').cjk('没反应')).toEqual(expect.arrayContaining(['不生效']));
    expect(synonymTable('zh').cjk('没生效')).toEqual(expect.arrayContaining(['不生效']));
    expect(synonymTable('zh').cjk('关掉')).toEqual(expect.arrayContaining(['关闭', '禁用']));
    expect(synonymTable('zh').cjk('调整')).toEqual(expect.arrayContaining(['修改']));
    // 改成 and 改为 (change it to) are 修改 with its object after it.
    expect(synonymTable('zh').cjk('改成')).toEqual(expect.arrayContaining(['修改']));
    expect(synonymTable('zh').cjk('改为')).toEqual(expect.arrayContaining(['修改']));
    // 新建 (make a new one), which the docs also write 新创建.
    expect(synonymTable('zh').cjk('新建')).toEqual(['新创建']);
    // 升到 and 升至 (up to a version), short for 升级到, which the release notes say.
    expect(synonymTable('zh').cjk('升到')).toEqual(expect.arrayContaining(['升级']));
    expect(synonymTable('zh').cjk('整个页面')).toEqual(['整页']);
    expect(synonymTable('zh').cjk('排查')).toEqual(['分析']);
    expect(synonymTable('zh').cjk('时间太长')).toEqual(expect.arrayContaining(['耗时', '太慢']));
    // Verbs the readers and the docs use for one another.
    expect(synonymTable('en').word('strip')).toEqual(expect.arrayContaining(['remove', 'drop']));
    expect(synonymTable('en').phrase(['turn', 'off'])).toEqual(['disable']);
    expect(synonymTable('zh').cjk('禁用')).toEqual(expect.arrayContaining(['关闭', '去掉']));
    expect(synonymTable('zh').cjk('构成')).toEqual(['组成']);
    expect(synonymTable('en').word('microfrontends')).toEqual(['federation']);
    expect(synonymTable('en').phrase(['micro', 'frontend'])).toEqual(['microfrontend', 'federation']);
    const plan = planQuery('microfrontends', vocabulary(['federation', 'module']), synonymTable('en'));
    expect(plan.groups[0]?.variants.map((v) => v.token)).toContain('federation');
  });

  it('knows short forms, British spellings and other names readers type', () => {
    expect(synonymTable('en').word('websocket')).toEqual(['ws']);
    expect(synonymTable('en').word('cert')).toEqual(['certificate']);
    expect(synonymTable('en').word('prod')).toEqual(['production']);
    expect(synonymTable('en').word('scss')).toEqual(['sass']);
    expect(synonymTable('en').word('required')).toEqual(['requirements']);
    expect(synonymTable('en').word('optimise')).toEqual(['optimize']);
    expect(synonymTable('en').word('transpile')).toEqual(['compile']);
    expect(synonymTable('en').word('launch')).toEqual(['open']);
    // Opening a site from a phone is what the server docs call accessing it, as 打开 stands for 访问.
    expect(synonymTable('en').word('access')).toEqual(['open']);
    expect(synonymTable('en').word('open')).toEqual(expect.arrayContaining(['launch', 'access']));
    expect(synonymTable('en').phrase(['public', 'path'])).toEqual(['publicpath', 'assetprefix']);
    expect(synonymTable('en').phrase(['base', 'url'])).toEqual(['publicpath', 'assetprefix']);
    expect(synonymTable('en').phrase(['legacy', 'browsers'])).toEqual(['compatibility']);
    // Not `legacy` alone: older Node.js versions are no legacy decorators.
    expect(synonymTable('en').word('older')).toEqual([]);
    expect(synonymTable('en').phrasesOf('eaddrinuse')).toEqual([['port', 'taken']]);
    expect(synonymTable('en').word('lan')).toEqual(['network', 'intranet', 'wifi']);
    expect(synonymTable('zh').word('html-webpack-plugin')).toEqual(['htmlplugin']);
    expect(synonymTable('en').phrase(['long', 'term', 'caching'])).toEqual(['filenamehash']);
    expect(synonymTable('zh').cjk('引入')).toEqual(['导入', '引用']);
    expect(synonymTable('zh').cjk('失效')).toEqual(expect.arrayContaining(['不生效', '不起作用']));
  });

  it('knows the Chinese community words for what the docs name otherwise, and the Latin names Chinese readers type', () => {
    const zh = synonymTable('zh');
    expect(zh.cjk('清理')).toEqual(expect.arrayContaining(['清空']));
    expect(zh.cjk('二级目录')).toEqual(expect.arrayContaining(['子目录', '子路径']));
    expect(zh.cjk('三方库')).toEqual(expect.arrayContaining(['第三方包']));
    expect(zh.cjk('出错')).toEqual(expect.arrayContaining(['报错', '失败']));
    // 单测 is the everyday short form of 单元测试; the plugin guide says 测试.
    expect(zh.cjk('单测')).toEqual(expect.arrayContaining(['测试', '单元测试']));
    expect(zh.word('ssr')).toEqual(['服务端渲染']);
    // A network card is what the docs call a network interface; a port and a proxy are typed in English too.
    expect(zh.cjk('网卡')).toEqual(['网络接口']);
    // A browser that pops up is one that opens; the docs call the error overlay 浮层, readers also 遮罩 or 蒙层.
    expect(zh.cjk('弹出')).toEqual(['打开']);
    expect(zh.cjk('蒙层')).toEqual(expect.arrayContaining(['浮层', '遮罩']));
    // A comparison's heading says 区别; readers also type 对比 or 差异.
    expect(zh.cjk('对比')).toEqual(expect.arrayContaining(['区别', '差异']));
    // 接口 is what Chinese readers call a backend's API; a mode and an environment are one thing to them.
    expect(zh.cjk('接口')).toEqual(['api']);
    expect(zh.cjk('开发模式')).toEqual(['开发环境']);
    expect(zh.cjk('生产模式')).toEqual(expect.arrayContaining(['生产环境']));
    // The docs call PUBLIC_ variables 公开变量; readers also say 公共变量.
    expect(zh.cjk('公共变量')).toEqual(['公开变量']);
    expect(zh.word('port')).toEqual(['端口']);
    expect(zh.word('proxy')).toEqual(expect.arrayContaining(['代理']));
    expect(zh.cjk('证书')).toEqual(expect.arrayContaining(['certificate']));
    expect(zh.word('i18n')).toEqual(expect.arrayContaining(['internationalization', '国际化']));
    // A Chinese word is no equivalent in the English table.
    expect(synonymTable('en').word('ssr')).toEqual([]);
    expect(synonymTable('en').word('publicpath')).toEqual(['assetprefix']);
    // The docs' console is the browser's (removeConsole, the overlay); the terminal is another place.
    expect(synonymTable('en').word('terminal')).toEqual([]);
    expect(synonymTable('en').word('slow')).toEqual(['performance']);
    expect(synonymTable('en').word('intranet')).toEqual(expect.arrayContaining(['lan']));
    expect(synonymTable('en').word('popup')).toEqual(['open']);
    expect(synonymTable('en').phrasesOf('oom')).toEqual([['out', 'of', 'memory']]);
  });

  it('finds the table words of a CJK run, the longest where they overlap', () => {
    const spans = cjkSynonymSpans(synonymTable('zh'), [...'开发服务器端口']);
    expect(spans.map((s) => [s.word, s.from, s.to])).toEqual([
      ['开发服务器', 0, 5],
      ['端口', 5, 7],
    ]);
    expect(cjkSynonymSpans(synonymTable('zh'), [...'产物目录']).map((s) => s.word)).toEqual(['产物', '目录']);
  });

  it('keeps the bigrams of its CJK words for the index build', () => {
    const bigrams = synonymBigrams();
    for (const bigram of ['产物', '构建', '建结', '文件', '件夹', '分包']) expect(bigrams.has(bigram)).toBe(true);
  });

  it('plans a query word with its equivalents found in the index, and CJK words with alternatives covering them', () => {
    const plan = planQuery(
      'public dir',
      vocabulary(['public', 'directory', 'publicdir', 'folder']),
      synonymTable('en'),
    );
    const dir = plan.groups.find((g) => g.label === 'dir');
    expect(dir?.variants.map((v) => v.token)).toEqual(expect.arrayContaining(['directory', 'folder', 'publicdir']));
    const zh = planQuery('构建结果目录', vocabulary([]), synonymTable('zh'));
    const product = zh.groups.find((g) => g.label === '产物');
    expect(product).toMatchObject({ alternative: true, run: { id: 0, from: 0, to: 4 } });
    const folder = zh.groups.find((g) => g.label === '文件夹');
    expect(folder?.parts).toEqual(['文件', '件夹']);
  });
});

describe('terms of several words', () => {
  it('gives a phrase its one-word equivalents, and a word no phrase', () => {
    const table = synonymTable('en');
    expect(table.phrase(['command', 'line'])).toEqual(['cli']);
    expect(table.phrase(['hot', 'reload'])).toEqual(['hmr']);
    expect(table.phrase(['line', 'command'])).toEqual([]);
    expect(table.word('cli')).toEqual([]);
    expect(table.word('hmr')).toContain('hot');
    expect(table.longestPhrase).toBeGreaterThanOrEqual(3);
  });

  it('gives a word its equivalents of several words, which a query matches by their words', () => {
    const table = synonymTable('en');
    expect(table.phrasesOf('og')).toEqual([['open', 'graph']]);
    expect(table.phrasesOf('enable')).toEqual([['turn', 'on']]);
    expect(table.phrasesOf('react')).toEqual([]);
    const og = planQuery('og tags', vocabulary(['open', 'graph', 'tags']), table);
    expect(og.groups[0]?.parts).toEqual(['open', 'graph']);
    // Function words are not parts, and a phrase with one word left is not used.
    expect(planQuery('enable', vocabulary(['turn']), table).groups[0]?.parts).toEqual([]);
    // Nor one whose words the index does not all hold.
    expect(planQuery('og', vocabulary(['open']), table).groups[0]?.parts).toEqual([]);
    expect(planQuery('polyfill by user agent', vocabulary(['ua', 'user', 'agent']), table).groups[1]?.variants).toEqual(
      expect.arrayContaining([expect.objectContaining({ token: 'ua' })]),
    );
  });

  it('reads such a word inside an identifier the index lacks by its words as well', () => {
    const table = synonymTable('en');
    const words = vocabulary(['ie', 'internet', 'explorer', '11', 'og-image']);
    expect(planQuery('ie11', words, table).groups[0]?.parts).toEqual(['internet', 'explorer', '11']);
    // Not a word of the index longer than two letters: `cli` of `VueCLI` is found as cli.
    const cli = vocabulary(['vue', 'cli', 'command', 'line']);
    expect(planQuery('VueCLI', cli, table).groups[0]?.parts).toEqual(['vue', 'cli']);
    // An identifier the index holds whole keeps its parts.
    expect(planQuery('og-image', words, table).groups[0]?.parts).toEqual(['og', 'image']);
  });

  it('plans the words of a phrase side by side with its equivalent', () => {
    const words = vocabulary(['cli', 'command', 'line', 'hmr', 'reload']);
    const plan = planQuery('command line', words, synonymTable('en'));
    for (const group of plan.groups) expect(group.variants.map((v) => v.token)).toContain('cli');
    const apart = planQuery('line of command', words, synonymTable('en'));
    for (const group of apart.groups) expect(group.variants.map((v) => v.token)).not.toContain('cli');
    const hot = planQuery('hot reload', words, synonymTable('en'));
    expect(hot.groups.find((g) => g.label === 'reload')?.variants.map((v) => v.token)).toContain('hmr');
    // Also where the index holds the words of reload's own phrase (hard refresh), which it is found by too.
    const both = planQuery('hot reload', vocabulary(['hmr', 'reload', 'hard', 'refresh']), synonymTable('en'));
    const reload = both.groups.find((g) => g.label === 'reload');
    expect(reload?.parts).toEqual(['hard', 'refresh']);
    expect(reload?.variants.map((v) => v.token)).toContain('hmr');
    // A mistyped word of the phrase counts as the word it is read as.
    const mistyped = planQuery('cmmand line', words, synonymTable('en'));
    for (const group of mistyped.groups) expect(group.variants.map((v) => v.token)).toContain('cli');
    // A phrase is matched on the words the index holds: `of` of `get rid of` is none.
    const rid = planQuery('get rid of license files', vocabulary(['remove', 'license']), synonymTable('en'));
    expect(rid.groups.find((g) => g.label === 'rid')?.variants.map((v) => v.token)).toContain('remove');
    const hard = planQuery('hard refresh on save', vocabulary(['reload', 'save']), synonymTable('en'));
    expect(hard.groups.find((g) => g.label === 'refresh')?.variants.map((v) => v.token)).toContain('reload');
  });
});

describe('the words readers type', () => {
  const table = synonymTable('en');
  const tokens = (query: string, words: string[]) =>
    planQuery(query, vocabulary(words), table).groups.map((g) => g.variants.map((v) => v.token));

  it('reads dir, directory and folder as one, and config, configuration, env and environment', () => {
    expect(tokens('folder', ['dir', 'directory'])).toEqual([['folder', 'dir', 'directory']]);
    expect(tokens('dir', ['folder'])[0]).toContain('folder');
    expect(tokens('config', ['configuration'])[0]).toContain('configuration');
    expect(tokens('configuration', ['config'])[0]).toContain('config');
    expect(tokens('env', ['environment'])[0]).toContain('environment');
    expect(tokens('hmr', ['hot'])[0]).toContain('hot');
    expect(tokens('use', ['usage'])[0]).toContain('usage');
  });

  it('reads a plural as its singular and back', () => {
    expect(tokens('aliases', ['alias'])[0]).toContain('alias');
    expect(tokens('alias', ['aliases'])[0]).toContain('aliases');
    expect(tokens('proxies', ['proxy'])[0]).toContain('proxy');
  });

  it('completes a word being typed, and two words an identifier begins', () => {
    expect(tokens('publicd', ['publicdir'])[0]).toContain('publicdir');
    const [pub, dir] = tokens('public dir', ['public', 'publicdir']);
    expect(pub).toContain('publicdir');
    expect(dir).toContain('publicdir');
  });

  it('corrects one typo from five letters, and gives the word meant its equivalents', () => {
    expect(tokens('proxu', ['proxy'])[0]).toContain('proxy');
    expect(tokens('prxy', ['proxy'])[0]).toEqual(['prxy']);
    expect(tokens('minifcation', ['minification', 'minify'])[0]).toEqual(
      expect.arrayContaining(['minification', 'minify']),
    );
  });
});

describe('typo matching', () => {
  it('allows one edit from five letters, two from nine, none below', () => {
    expect(allowedTypos('spli')).toBe(0);
    expect(allowedTypos('minfy')).toBe(1);
    expect(allowedTypos('tailwnd')).toBe(1);
    expect(allowedTypos('enviroment')).toBe(2);
    const words = vocabulary(['minify', 'split', 'middleware', 'environment']);
    expect(typoExpansions(words, 'minfy')).toEqual([{ word: 'minify', distance: 1 }]);
    expect(typoExpansions(words, 'midleware')).toEqual([{ word: 'middleware', distance: 1 }]);
    expect(typoExpansions(words, 'splt')).toEqual([]);
  });

  it('tries the typo variants only for a word the index does not hold', () => {
    const words = vocabulary(['minify', 'minimize']);
    const known = planQuery('minify', words, null).groups[0];
    expect(known?.variants.map((v) => v.token)).not.toContain('minimize');
    const typo = planQuery('minfy', words, null).groups[0];
    expect(typo?.variants).toEqual([
      { token: 'minfy', quality: 1 },
      { token: 'minify', quality: 0.6 },
    ]);
  });
});

describe('glosses of pages not titled by an identifier', () => {
  const terms = new Set(['开发', '预览', '构建']);
  const isTerm = (bigram: string) => terms.has(bigram);

  it('names the fuller names of a title found in its description', () => {
    expect(titleCompounds('服务器', ['配置 Rsbuild 的开发服务器和预览服务器，以及服务器的端口。'], isTerm)).toEqual([
      '开发服务器',
      '预览服务器',
    ]);
    // 建时 is the end of 构建时, not a word before 环境变量.
    expect(titleCompounds('环境变量', ['读取构建时环境变量'], isTerm)).toEqual([]);
  });

  it('adds the equivalents of the title words and the lexicon words of its English words', () => {
    const lexicon = new Map([['module', ['模块']]]);
    expect(pageGloss('产物文件', '', lexicon, synonymTable('zh'), isTerm).split(' ')).toEqual(
      expect.arrayContaining(['输出', '构建结果']),
    );
    expect(pageGloss('CSS Modules', '', lexicon, synonymTable('zh'), isTerm)).toBe('模块');
    // A name of several words is not glossed by its words: a page on Create React App is not about creating.
    const create = new Map([
      ['create', ['创建']],
      ['app', ['应用']],
      ['migrate', ['迁移']],
    ]);
    expect(pageGloss('从 Create React App 迁移', '', create, synonymTable('zh'), isTerm)).toBe('');
    expect(pageGloss('create app', '', create, synonymTable('zh'), isTerm)).toBe('创建 应用');
    // Compounds of the description, then the Latin name a Chinese reader may type for the title.
    expect(pageGloss('服务器', '开发服务器和预览服务器', lexicon, synonymTable('zh'), isTerm)).toBe(
      '开发服务器 预览服务器 server',
    );
  });
});
