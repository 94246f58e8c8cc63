import { addLang } from '../../../src/core/links';
import { isLaterVersion } from '../../../src/core/search-intents';
import { withGlosses } from '../../../src/core/search-lexicon';
import { RANKING } from '../../../src/core/search-parameters';
import {
  allowedTypos,
  calledMember,
  clipQuery,
  closestByEdits,
  editDistance,
  holdsSequence,
  MAX_GROUPS,
  MAX_QUERY_LENGTH,
  leadingOption,
  parentOption,
  planQuery,
  prefixExpansions,
  sameNamedOptions,
  splitInTwo,
  stemVariants,
  typoExpansions,
  wholeWords,
  withoutQuestionWords,
  wordSequence,
} from '../../../src/core/search-query';
import {
  fetchCandidates,
  glossedNames,
  namesVersion,
  textCoverage,
  type RankedPage,
} from '../../../src/core/search-rank';
import { LocalIndex } from '../../../src/search/local-index';
import { buildIndex, doc, enPages, indexOfPages, openIndex, recordsOf, zhPages } from '../lib/search-corpus';

let en: LocalIndex;
let zh: LocalIndex;
beforeAll(async () => {
  en = await indexOfPages('en', enPages);
  zh = await indexOfPages('zh', zhPages);
});

const routes = (pages: RankedPage[]) => pages.map((page) => page.routePath);
const top = (index: LocalIndex, query: string) => index.rank(query)[0];
/** The weight of each group of a query, by its label. */
const groupWeights = (index: LocalIndex, query: string): Record<string, number> =>
  Object.fromEntries(
    fetchCandidates(index, planQuery(query, index.vocabulary)).groups.map((group) => [group.label, group.weight]),
  );

describe('query planning', () => {
  const vocabulary = {
    words: ['minify', 'minimizer', 'proxy', 'request', 'requests', 'tailwind', 'tailwindcss'],
    counts: [5, 1, 3, 2, 4, 2, 3],
  };

  it('reads an option typed as the command line takes it as asking of the CLI too', () => {
    const cli = { words: ['cli', 'port', 'preview'], counts: [2, 5, 3] };
    const flag = planQuery('rsbuild preview --port', cli).groups.find((group) => group.label === 'cli');
    expect(flag).toMatchObject({ aside: true, variants: [{ token: 'cli', quality: 1 }] });
    // Once, where the query says cli itself.
    expect(planQuery('cli --port', cli).groups.filter((group) => group.label === 'cli')).toHaveLength(1);
    expect(planQuery('rsbuild preview port', cli).groups.map((group) => group.label)).not.toContain('cli');
    // A one-letter flag asks of it too (`rsbuild -v`); a word beginning with a dash does not.
    expect(planQuery('rsbuild -v', cli).groups.map((group) => group.label)).toContain('cli');
    expect(planQuery('preview -webkit- port', cli).groups.map((group) => group.label)).not.toContain('cli');
    // Not where the index has no such word.
    expect(planQuery('rsbuild preview --port', vocabulary).groups.map((group) => group.label)).not.toContain('cli');
  });

  it('reads a path climbing folders as asking of relative paths', () => {
    const labels = (query: string, words: string[]) =>
      planQuery(query, { words, counts: words.map(() => 2) }).groups.map((group) => group.label);
    expect(labels('shorten ../../ imports', ['import', 'relative'])).toContain('relative');
    expect(labels('../../../components 太长', ['相对', '路径'])).toContain('相对');
    // One folder up is a path of its own (`../server/static`), not relative imports.
    expect(labels('output to ../server/static', ['output', 'relative'])).not.toContain('relative');
    // Once, where the query says it; not where the index has no such word.
    expect(
      labels('avoid ../../ relative imports', ['import', 'relative']).filter((l) => l === 'relative'),
    ).toHaveLength(1);
    expect(labels('shorten ../../ imports', ['import'])).not.toContain('relative');
  });

  it('reads a pasted web address by its host and path, not its scheme', () => {
    const words = ['cdn.example.com', 'css', 'http', 'https', 'localhost', 'load', 'ssl'];
    const web = { words, counts: words.map(() => 2) };
    const labels = (query: string) => planQuery(query, web).groups.map((group) => group.label);
    expect(labels('load css from https://cdn.example.com')).toEqual(['load', 'css', 'cdn.example.com']);
    expect(planQuery('open http://localhost', web).words).toEqual(['open', 'localhost']);
    // The word typed on its own is the reader's.
    expect(labels('https ssl on localhost')).toEqual(['https', 'ssl', 'localhost']);
  });

  it('measures edits, with neighbour swaps counting once', () => {
    expect(editDistance('minfy', 'minify', 1)).toBe(1);
    expect(editDistance('porxy', 'proxy', 1)).toBe(1);
    expect(editDistance('brwoserslist', 'browserslist', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(allowedTypos('css')).toBe(0);
    expect(allowedTypos('minfy')).toBe(1);
    expect(allowedTypos('enviroment')).toBe(2);
  });

  it('finds the candidate fewest edits away within its allowance, the first of equals', () => {
    const names = ['js', 'javascript', 'ts', 'tsx'];
    expect(closestByEdits('javscript', names, () => 2)).toBe('javascript');
    expect(closestByEdits('tx', names, () => 1)).toBe('ts');
    expect(closestByEdits('tx', names, (name) => (name === 'ts' ? 0 : 1))).toBe('tsx');
    expect(closestByEdits('python', names, () => 2)).toBeUndefined();
  });

  it('expands prefixes by frequency and typos by distance', () => {
    expect(prefixExpansions(vocabulary, 'mini')).toEqual(['minify', 'minimizer']);
    expect(prefixExpansions(vocabulary, 'tailwind')).toEqual(['tailwindcss']);
    // A whole part of an identifier is not the beginning of the identifier.
    const identifiers = { words: ['dev', 'dev.client', 'dev.hmr', 'devtool'], counts: [9, 3, 2, 1] };
    expect(prefixExpansions(identifiers, 'dev')).toEqual(['devtool']);
    expect(prefixExpansions(identifiers, 'dev.c')).toEqual(['dev.client']);
    expect(typoExpansions(vocabulary, 'minfy')).toEqual([{ word: 'minify', distance: 1 }]);
    expect(typoExpansions(vocabulary, 'css')).toEqual([]);
    // A short word takes no edit but a swap of two neighbouring letters (`evn` for env).
    const short = { words: ['en', 'env', 'json', 'ven'], counts: [4, 9, 7, 1] };
    expect(typoExpansions(short, 'evn')).toEqual([
      { word: 'env', distance: 1 },
      { word: 'ven', distance: 1 },
    ]);
    expect(typoExpansions(short, 'jsno')).toEqual([{ word: 'json', distance: 1 }]);
    expect(typoExpansions(short, 'ev')).toEqual([]);
    expect(typoExpansions(short, 'enx')).toEqual([]);
  });

  it('knows plural, -ing and -ed forms', () => {
    expect(stemVariants('requests')).toContain('request');
    expect(stemVariants('proxies')).toContain('proxy');
    expect(stemVariants('configured')).toContain('configure');
    expect(stemVariants('copied')).toContain('copy');
    expect(stemVariants('minified')).toContain('minify');
    // A base found under an ending has its other forms too.
    expect(stemVariants('generating')).toContain('generation');
    expect(stemVariants('configured')).toContain('configuration');
    // The past forms of irregular verbs stand for the base; the base does not stand for them.
    expect(stemVariants('written')).toContain('write');
    expect(stemVariants('found')).toContain('find');
    expect(stemVariants('build')).not.toContain('built');
    expect(stemVariants('css')).toEqual([]);
  });

  it('knows the word a verb in -ize is made of, its noun in -ation, and the American spelling of a British one', () => {
    expect(stemVariants('externalize')).toContain('external');
    expect(stemVariants('externalizing')).toContain('external');
    expect(stemVariants('customised')).toContain('custom');
    expect(stemVariants('optimize')).toContain('optimization');
    expect(stemVariants('configure')).toContain('configuration');
    expect(stemVariants('optimise')).toEqual(expect.arrayContaining(['optimize', 'optimization', 'optimizing']));
    // Not a stem shorter than five letters: `res` of `resize`.
    expect(stemVariants('resize')).not.toContain('res');
  });

  it('reads an adverb in -ically as its adjective, and no other adverb', () => {
    expect(stemVariants('programmatically')).toContain('programmatic');
    expect(stemVariants('automatically')).toContain('automatic');
    // `silently` is no `silent`, `slowly` no `slow`: those found pages that were not the answer.
    expect(stemVariants('silently')).not.toContain('silent');
    expect(stemVariants('slowly')).not.toContain('slow');
  });

  it('knows the plurals in -ies and -es of a singular', () => {
    expect(stemVariants('repository')).toContain('repositories');
    expect(stemVariants('dependency')).toContain('dependencies');
    expect(stemVariants('alias')).toContain('aliases');
    expect(stemVariants('patch')).toContain('patches');
    // A vowel before the y takes a plain s.
    expect(stemVariants('proxy')).toContain('proxies');
    expect(stemVariants('array')).not.toContain('arraies');
  });

  it('doubles a last consonant after a short vowel, and undoes it', () => {
    expect(stemVariants('split')).toContain('splitting');
    expect(stemVariants('splitting')).toContain('split');
    expect(stemVariants('build')).not.toContain('buildding');
  });

  it('makes one group per word or identifier and per CJK bigram', () => {
    const { groups } = planQuery('the minfy output.minify 环境变量', vocabulary);
    expect(groups.map((g) => g.label)).toEqual(['minfy', 'output.minify', '环境', '境变', '变量']);
    expect(groups[0]?.variants).toEqual([
      { token: 'minfy', quality: 1 },
      { token: 'minify', quality: 0.6 },
    ]);
    expect(groups[1]?.parts).toEqual(['output', 'minify']);
    expect(groups[2]?.soft).toBe(true);
  });

  it('does not require the question words of a Chinese query', () => {
    expect(withoutQuestionWords([...'更新了什么'])).toEqual([['更', '新']]);
    expect(withoutQuestionWords([...'为什么热更新不生效'])).toEqual([[...'热更新不生效']]);
    expect(withoutQuestionWords([...'如何配置别名'])).toEqual([[...'配置别名']]);
    expect(withoutQuestionWords([...'在哪里报告'])).toEqual([[...'报告']]);
    expect(withoutQuestionWords([...'写插件的时候类型从哪里导入'])).toEqual([
      [...'写插件'],
      [...'类型从'],
      [...'导入'],
    ]);
    expect(withoutQuestionWords([...'配置文件放哪里'])).toEqual([[...'配置文件'], ['里']]);
    expect(withoutQuestionWords([...'配置文件放在哪'])).toEqual([[...'配置文件']]);
    expect(withoutQuestionWords([...'字体文件输出到哪'])).toEqual([[...'字体文件输出']]);
    expect(withoutQuestionWords([...'图片打包到哪个目录'])).toEqual([[...'图片打包'], [...'目录']]);
    expect(withoutQuestionWords([...'有哪些不兼容变更'])).toEqual([[...'不兼容变更']]);
    expect(withoutQuestionWords([...'什么是产物'])).toEqual([[...'产物']]);
    // Nor 分别 (each of them), whose rare pair outweighed the two things asked about.
    expect(withoutQuestionWords([...'入口和产物分别指'])).toEqual([[...'入口'], [...'产物'], ['指']]);
    // Nor 和, whose pairs with its neighbours are no words (置和, 和插).
    expect(withoutQuestionWords([...'配置和插件的类型'])).toEqual([[...'配置'], [...'插件的类型']]);
    // 有什么 as a whole: without it, 什么 alone would leave 有 to be matched (`写 defaults 有什么问题`).
    expect(withoutQuestionWords([...'别名有什么问题'])).toEqual([[...'别名'], [...'问题']]);
    // Asking how to use it: 用 alone, in nearly every page, is not the subject (`代理怎么用`).
    expect(withoutQuestionWords([...'代理怎么用'])).toEqual([[...'代理']]);
    expect(withoutQuestionWords([...'如何使用环境变量'])).toEqual([[...'环境变量']]);
    // Asking what it is for; 作用 alone is also the start of 作用域 (scope).
    expect(withoutQuestionWords([...'别名的作用'])).toEqual([[...'别名']]);
    expect(withoutQuestionWords([...'代理是干嘛的'])).toEqual([[...'代理']]);
    // Asking whether it can be used, where a run starts (`能用 webpack 插件吗`) or after another
    // question word (`里还能用`); inside a run 能用 is the end of 性能.
    expect(withoutQuestionWords([...'能用'])).toEqual([]);
    expect(withoutQuestionWords([...'里还能用'])).toEqual([['里']]);
    // Asking whether it will happen (`token 会不会被打包进去`), as 是不是 and 有没有 ask.
    expect(withoutQuestionWords([...'会不会泄露'])).toEqual([[...'泄露']]);
    expect(withoutQuestionWords([...'性能用什么工具分析'])).toEqual([[...'性能用'], [...'工具分析']]);
    // Asking for an option's values: its page lists them, seldom under a 取值 heading.
    expect(withoutQuestionWords([...'有哪些取值'])).toEqual([]);
    expect(withoutQuestionWords([...'可以填什么值'])).toEqual([[...'可以填']]);
    expect(withoutQuestionWords([...'作用域提升'])).toEqual([[...'作用域提升']]);
    // What a reader says of what they want: 想 beside 关 would be read as a mistyped 相 of 相关.
    expect(withoutQuestionWords([...'我想关掉压缩'])).toEqual([[...'关掉压缩']]);
    // Asking whether it can be used; 能用 alone is also the end of 性能 and 功能.
    expect(withoutQuestionWords([...'能不能用'])).toEqual([]);
    expect(withoutQuestionWords([...'可以用别名吗'])).toEqual([[...'别名']]);
    expect(withoutQuestionWords([...'性能用什么工具'])).toEqual([[...'性能用'], [...'工具']]);
    // Asking for an example: the pages answer with code, seldom with the word.
    expect(withoutQuestionWords([...'别名的例子'])).toEqual([[...'别名']]);
    expect(withoutQuestionWords([...'代理用法'])).toEqual([[...'代理']]);
    expect(withoutQuestionWords([...'代理的写法'])).toEqual([[...'代理']]);
    // Asking what to look out for: many pages have a 注意事项 heading.
    expect(withoutQuestionWords([...'路径别名配置的注意事项'])).toEqual([[...'路径别名配置']]);
    // Particles joining two words of a sentence: their pairs (口被, 被占) are junctions, no words.
    expect(withoutQuestionWords([...'端口被占用'])).toEqual([[...'端口'], [...'占用']]);
    expect(withoutQuestionWords([...'用户还是拿到旧页面'])).toEqual([[...'用户'], [...'拿到旧页面']]);
    // Asking which of two to take: 选 left alone matched every 选项 heading.
    expect(withoutQuestionWords([...'预连接选哪个'])).toEqual([[...'预连接']]);
    expect(withoutQuestionWords([...'注入样式该怎么选'])).toEqual([[...'注入样式']]);
    // What a reader ought to do: 该 beside the subject made 存该 a word left out.
    expect(withoutQuestionWords([...'缓存该怎么配'])).toEqual([[...'缓存'], ['配']]);
    // Asking when: 时候 matched the headings that ask it of anything.
    expect(withoutQuestionWords([...'内联什么时候用'])).toEqual([[...'内联'], ['用']]);
    expect(withoutQuestionWords([...'何时开启预加载'])).toEqual([[...'开启预加载']]);
    // Emphasis, and a question on what a term is in the words of a chat.
    expect(withoutQuestionWords([...'产物到底是个啥'])).toEqual([[...'产物']]);
    // Words of speech around the question: 其实 was read as a typo of 启时.
    expect(withoutQuestionWords([...'请问产物目录'])).toEqual([[...'产物目录']]);
    expect(withoutQuestionWords([...'其实就想改端口'])).toEqual([[...'就想改端口']]);
    expect(withoutQuestionWords([...'插件去哪了'])).toEqual([[...'插件']]);
    expect(withoutQuestionWords([...'错误时让开发服务器也编译失败'])).toEqual([
      [...'错误时'],
      [...'开发服务器'],
      [...'编译失败'],
    ]);
    expect(planQuery('alias examples', vocabulary).groups.map((g) => g.label)).toEqual(['alias']);
    expect(planQuery('example', vocabulary).groups.map((g) => g.label)).toEqual(['example']);
    expect(planQuery('proxy 更新了什么', vocabulary).groups.map((g) => g.label)).toEqual(['proxy', '更新']);
    // A query of question words alone is read as it is.
    expect(planQuery('为什么', vocabulary).groups.map((g) => g.label)).toEqual(['为什', '什么']);
  });

  it('does not require a CJK character left alone beside the other words of a query', () => {
    const labels = (query: string) => planQuery(query, vocabulary).groups.map((g) => g.label);
    // 写 after the question word 怎么, 和 between two words: in the headings of many pages, the subject of none.
    expect(labels('别名怎么写')).toEqual(['别名']);
    expect(labels('js 和 css')).toEqual(['js', 'css']);
    expect(labels('npm 包')).toEqual(['npm']);
    // Alone, it is the query.
    expect(labels('包')).toEqual(['包']);
    expect(labels('怎么写')).toEqual(['写']);
    // Nor beside a word that is not required either: one of them is the query.
    expect(labels('写 example')).toEqual(['写', 'example']);
  });

  it('reads switching from another tool as migrating from it, and switching a setting as it is', () => {
    const words = ['from', 'https', 'migrating', 'migration', 'switch', 'webpack'];
    const index = { words, counts: words.map(() => 2) };
    const variants = (query: string) =>
      planQuery(query, index)
        .groups.find((g) => g.label === 'switch')
        ?.variants.map((v) => v.token);
    expect(variants('switch from webpack')).toEqual(expect.arrayContaining(['migrating', 'migration']));
    expect(variants('switch to https')).not.toContain('migrating');
    expect(variants('switch https from http')).not.toContain('migrating');
    // From something that is not another build tool, it is no migration.
    expect(variants('switch from http to https')).not.toContain('migrating');
    // In Chinese, a verb of switching after 从 (from) stands for 迁移 as well.
    const zhWords = ['切换', '换到', '迁移'];
    const zhIndex = { words: zhWords, counts: zhWords.map(() => 2) };
    const migration = (query: string) =>
      planQuery(query, zhIndex).groups.filter((g) => g.alternative && g.label === '迁移').length;
    expect(migration('怎么从 webpack 切换到 rsbuild')).toBe(1);
    expect(migration('切换到 https')).toBe(0);
    expect(migration('从 http 切换到 https')).toBe(0);
    // Without 从, a switching verb between another tool and rsbuild is a migration too.
    expect(migration('webpack 项目换成 rsbuild')).toBe(1);
    expect(migration('webpack 项目换成 swc')).toBe(0);
    // A tool named before the one left does not hide it.
    expect(migration('vue 项目从 webpack 切换到 vite')).toBe(1);
    // Coming over from a tool (迁过来, 过来) is leaving it as well.
    expect(migration('从 builder 迁过来 html 不在 dist/html 目录了')).toBe(1);
    expect(migration('从 vite 过来 要改哪些配置')).toBe(1);
    expect(migration('从 http 过来的请求')).toBe(0);
  });

  it('finds a loader or plugin by the tool it is named after', () => {
    const words = ['define', 'eslint', 'eslint-loader', 'loader', 'plugin', 'plugin-react', 'react', 'ts'];
    const index = { words, counts: words.map(() => 2) };
    const variants = (query: string) => planQuery(query, index).groups[0]?.variants.map((v) => v.token);
    expect(variants('eslint-loader')).toContain('eslint');
    expect(variants('eslint-webpack-plugin')).toContain('eslint');
    expect(variants('DefinePlugin')).toContain('define');
    // A package of the tool itself (`plugin-react`) is not found by every page naming the tool,
    // nor is a name of two letters (`ts-loader`: ts is a word of too many pages).
    expect(variants('plugin-react')).not.toContain('react');
    expect(variants('ts-loader')).not.toContain('ts');
    // Named `plugin-` and a word, a package the index lacks is about that word.
    expect(variants('@rsbuild/plugin-sass')).toContain('sass');
    expect(variants('vite-plugin-eslint')).toContain('eslint');
    expect(variants('@vitejs/plugin-ts')).not.toContain('ts');
  });

  it('does not require the words asking what a release brought beside its version', () => {
    const labels = (query: string) => planQuery(query, vocabulary).groups.map((g) => g.label);
    expect(labels('what changed in 0.5')).toEqual(['0.5']);
    expect(labels("what's new in v0.4")).toEqual(['v0.4']);
    expect(labels('0.5 新功能')).toEqual(['0.5']);
    // Without a version they are the query.
    expect(labels('what changed')).toEqual(['changed']);
    expect(labels('新功能')).toEqual(['新功', '功能']);
  });

  it("does not require the words of a package manager's command pasted with a package", () => {
    const labels = (query: string) => planQuery(query, vocabulary).groups.map((g) => g.label);
    expect(labels('pnpm add @rsbuild/plugin-vue --save-dev')).toEqual(['rsbuild/plugin-vue']);
    expect(labels('npm i -D tailwindcss')).toEqual(['tailwindcss']);
    // Another command keeps its words but the manager's name; a query of them alone is read as it is.
    expect(labels('npx rsbuild dev')).toEqual(['rsbuild', 'dev']);
    expect(labels('pnpm install')).toEqual(['pnpm', 'install']);
    expect(labels('install tailwindcss')).toEqual(['install', 'tailwindcss']);
    // Outside a command, the manager's name is a word like any other.
    expect(labels('npm packages')).toEqual(['npm', 'packages']);
  });

  it('corrects a mistyped word that begins a word of the index', () => {
    const words = { words: ['server', 'several'], counts: [8, 3] };
    const tokens = planQuery('sever', words).groups[0]?.variants.map((v) => v.token);
    expect(tokens).toEqual(['sever', 'several', 'server']);
  });

  it('gives a corrected word its forms: the page may say only those', () => {
    const words = { words: ['migrate', 'migrating', 'migration', 'webpack'], counts: [2, 5, 4, 9] };
    const tokens = planQuery('mvgrate from webpack', words).groups[0]?.variants.map((v) => v.token);
    expect(tokens).toEqual(expect.arrayContaining(['migrate', 'migrating', 'migration']));
  });

  it('compares titles and headings with the word a typo is read as', () => {
    const words = { words: ['css-loader', 'load', 'loader'], counts: [3, 6, 9] };
    expect(planQuery('what is a loadr', words).words).toEqual(['loader']);
    expect(planQuery('what is a loader', words).words).toEqual(['loader']);
  });

  it('reads a word found nowhere, or seldom, as two words of the index typed without a space', () => {
    const joined = {
      words: ['code', 'codes', 'plitting', 'split', 'splitting', 'web', 'worker'],
      counts: [9, 1, 1, 4, 3, 6, 2],
    };
    // Of code + splitting and codes + plitting, the split whose rarer half is the more common.
    expect(splitInTwo(joined, 'codesplitting')).toEqual(['code', 'splitting']);
    expect(planQuery('webworker', joined).groups[0]?.parts).toEqual(['web', 'worker']);
    // A word the index holds is read as it is; so is one no split explains.
    expect(planQuery('splitting', joined).groups[0]?.parts).toEqual([]);
    expect(splitInTwo(joined, 'webpacker')).toBeUndefined();
    // A word one letter from a word of the index is mistyped, not two words.
    const typed = { words: ['browser', 'browserslist', 'list'], counts: [9, 4, 6] };
    const [browserlist] = planQuery('browserlist', typed).groups;
    expect(browserlist?.variants.map((v) => v.token)).toContain('browserslist');
    expect(browserlist?.parts).toEqual([]);
    // So is a word the index holds joined in a few records and apart in many more (the names of
    // options say treeShaking, the glossary Tree Shaking); not where a half is as rare (homepage).
    const rare = {
      words: ['home', 'homepage', 'page', 'shaking', 'tree', 'treeshaking'],
      counts: [2, 2, 25, 7, 8, 2],
    };
    expect(planQuery('treeshaking', rare).groups[0]?.parts).toEqual(['tree', 'shaking']);
    expect(planQuery('homepage', rare).groups[0]?.parts).toEqual([]);
  });

  it('finds a compound of one word and function words by that word', () => {
    const [builtIn] = planQuery('built-in plugins', vocabulary).groups;
    expect(builtIn?.variants).toEqual([
      { token: 'built-in', quality: 1 },
      { token: 'built', quality: RANKING.partsQuality },
    ]);
    expect(planQuery('0.0.0.0', vocabulary).groups[0]?.variants.map((v) => v.token)).toEqual(['0.0.0.0']);
  });

  it('marks the words of a Chinese query that say something fails', () => {
    const groups = planQuery('别名不生效', vocabulary).groups;
    expect(groups.filter((g) => g.aside).map((g) => g.label)).toEqual(['不生', '生效']);
    expect(groups.find((g) => g.label === '别名')?.aside).toBeUndefined();
    // And that it is too large or too slow.
    const size = planQuery('产物体积太大', vocabulary).groups;
    expect(size.filter((g) => g.aside).map((g) => g.label)).toEqual(['太大']);
    // Or that it cannot be used, or does nothing.
    const unusable = planQuery('import.meta.env 不能用', vocabulary).groups;
    expect(unusable.filter((g) => g.aside).map((g) => g.label)).toEqual(['不能', '能用']);
    const aside = planQuery('页面没反应', vocabulary).groups.filter((g) => g.aside);
    expect(aside.map((g) => g.label)).toEqual(['没反', '反应']);
    // Or the kind of text wanted: 入门 is said by few pages, and by none of those on the subject.
    expect(
      planQuery('插件开发入门', vocabulary)
        .groups.filter((g) => g.aside)
        .map((g) => g.label),
    ).toEqual(['入门']);
    // 没生效 as 不生效: 没生, across the two words, is no rare word of the subject.
    const notApplied = planQuery('插件装了没生效', vocabulary).groups.filter((g) => g.aside);
    expect(notApplied.map((g) => g.label)).toEqual(['没生', '生效']);
    // Or only that there is a problem: the FAQ pages' titles say 问题, whatever the subject.
    const problem = planQuery('资源路径问题', vocabulary).groups.filter((g) => g.aside);
    expect(problem.map((g) => g.label)).toEqual(['问题']);
    // Or that it cannot be done: 无法 opens many headings asking why.
    const cannot = planQuery('字体无法访问', vocabulary).groups.filter((g) => g.aside);
    expect(cannot.map((g) => g.label)).toEqual(['无法']);
    // Or only that it takes effect: the subject is what it applies to.
    const effect = planQuery('css modules 对哪些文件生效', vocabulary).groups.filter((g) => g.aside);
    expect(effect.map((g) => g.label)).toEqual(['生效']);
    // Or the manner: 自定义 is said of nearly any setting, seldom by its page.
    const custom = planQuery('自定义 postcss 插件', vocabulary).groups.filter((g) => g.aside);
    expect(custom.map((g) => g.label)).toEqual(['自定', '定义']);
    // Or how two things differ, as `vs` is in English; not 不同, which says of the subject (不同环境).
    const compared = planQuery('chunk 和 module 有什么区别', vocabulary).groups.filter((g) => g.aside);
    expect(compared.map((g) => g.label)).toEqual(['区别']);
    expect(planQuery('不同环境不同 cdn 前缀', vocabulary).groups.filter((g) => g.aside)).toEqual([]);
  });

  it('marks the words asking to switch the subject on or off, or to compare, unless they are the query', () => {
    const aside = (query: string) =>
      planQuery(query, vocabulary)
        .groups.filter((g) => g.aside)
        .map((g) => g.label);
    expect(aside('enable https')).toEqual(['enable']);
    expect(aside('disabled minify')).toEqual(['disabled']);
    expect(aside('disable')).toEqual([]);
    // So does the tool's name beside another word; alone, or inside an identifier, it is the query.
    expect(aside('define rsbuild')).toEqual(['rsbuild']);
    expect(aside('rsbuild')).toEqual([]);
    expect(aside('rsbuild.config.ts')).toEqual([]);
    // So does a word naming the kind of text wanted, beside a subject.
    expect(aside('tailwind tutorial')).toEqual(['tutorial']);
    expect(aside('proxy setup steps')).toEqual(['steps']);
    expect(aside('tutorial')).toEqual([]);
    // So does the website every page builds (`favicon for my website`).
    expect(aside('favicon for my website')).toEqual(['website']);
    // Another build tool's name says where a setting comes from; webpack's options are the docs' own words.
    expect(aside('vite build.sourcemap')).toEqual(['vite']);
    expect(aside('vite')).toEqual([]);
    expect(aside('webpack externals')).toEqual([]);
    // And the words asking how two things differ: a page compares them by saying both.
    expect(aside('tools.rspack vs tools.bundlerChain')).toEqual(['vs']);
    expect(aside('difference between cssModules and css-loader')).toEqual(['difference']);
    expect(aside('compare dnsPrefetch and preconnect')).toEqual(['compare']);
    // And the words of a message saying a name cannot be called: the name is what it is about.
    expect(aside('Array.prototype.at is not a function')).toEqual(['not', 'function']);
    expect(aside('function not called')).toEqual([]);
    // Where the tools are all the query names, they are the subject, and the comparison says of them.
    expect(aside('rsbuild compared with vite')).toEqual(['compared']);
    expect(aside('rsbuild and vite what different')).toEqual(['different']);
    // So they are where the query asks how the tool differs from another, whatever else it says.
    expect(aside('how is rsbuild different from vite during development')).toEqual([
      'different',
      'during',
      'development',
    ]);
    expect(aside('vite publicDir equivalent in rsbuild')).toEqual(['vite', 'equivalent', 'rsbuild']);
    // Asked in Chinese, the Chinese words say of the tools.
    expect(aside('rsbuild 跟 vite 比有什么不同')).toEqual(['不同']);
    expect(aside('rsbuild 和 vite 选哪个')).toEqual([]);
    expect(aside('vite 的 build.sourcemap 不同环境')).toEqual(['vite']);
    // And those asking what stands for a thing of another tool: the option's page names that thing.
    expect(aside('webpack DefinePlugin equivalent')).toEqual(['equivalent']);
    expect(aside('rollup-plugin-visualizer alternative')).toEqual(['alternative']);
  });

  it('does not require the words of speech around a question, unless they are the query', () => {
    const labels = (query: string) => planQuery(query, vocabulary).groups.map((g) => g.label);
    expect(labels('build got really slow')).toEqual(['build', 'slow']);
    // Nor `between` after a word of difference; elsewhere it says how things relate.
    expect(labels('difference between a chunk and a module')).toEqual(['difference', 'chunk', 'module']);
    expect(labels('share config between files')).toEqual(['share', 'config', 'between', 'files']);
    expect(labels('something like plugin-legacy please')).toEqual(['plugin-legacy']);
    expect(labels('bundle everything into one html file')).toEqual(['bundle', 'one', 'html', 'file']);
    // Nor `unable`, which no page says, and which was read as a typo of `enable`.
    expect(labels('unable to load env')).toEqual(['load', 'env']);
    expect(labels('just like')).toEqual(['just', 'like']);
    expect(labels('chainWebpack where does it go now')).toEqual(['chainwebpack', 'go']);
    // Nor the word asking how it is used: the pages answer with code.
    expect(labels('createRsbuild usage')).toEqual(['creatersbuild']);
    // Unless it is compared with another word: then it is a value the reader names.
    expect(labels('polyfill entry vs usage')).toContain('usage');
    expect(labels('polyfill entry or usage')).toContain('usage');
    // Nor the `work` of asking how something works; but a thing that stopped working is the query.
    expect(labels('how do .env files work')).toEqual(['env', 'files']);
    expect(labels('how proxy works?')).toEqual(['proxy']);
    expect(labels('proxy does not work')).toEqual(['proxy', 'not', 'work']);
    // Nor the `use` of asking how to use something, as 怎么用 is not; `use` alone is the query's.
    expect(labels('how to use .env files')).toEqual(['env', 'files']);
    expect(labels('how do i use sass')).toEqual(['sass']);
    expect(labels('use sass')).toEqual(['use', 'sass']);
    // `out of the box` says by default, as the pages do, not output or box.
    expect(labels('dev server out of the box')).toEqual(['dev', 'server', 'default']);
    expect(labels('dev server out-of-the-box')).toEqual(['dev', 'server', 'default']);
    // Nor the words asking for an option's values, which its page lists without saying `value`;
    // values named as a subject stay.
    expect(labels('what values can polyfill take')).toEqual(['polyfill']);
    expect(labels('possible values of targets')).toEqual(['targets']);
    expect(labels('define values')).toEqual(['define', 'values']);
  });

  it('knows a question asking what a term means', () => {
    expect(planQuery('what is a chunk', vocabulary).asksDefinition).toBe(true);
    expect(planQuery('What are loaders', vocabulary).asksDefinition).toBe(true);
    // An intensifier changes nothing, and is no word of the term.
    const exactly = planQuery('what exactly is a chunk', vocabulary);
    expect(exactly.asksDefinition).toBe(true);
    expect(exactly.groups.map((g) => g.label)).toEqual(['chunk']);
    // So does `what's`, with or without its apostrophe.
    for (const query of ["what's a chunk", 'what’s a chunk', 'whats a chunk']) {
      expect(planQuery(query, vocabulary).asksDefinition).toBe(true);
      expect(planQuery(query, vocabulary).groups.map((g) => g.label)).toEqual(['chunk']);
    }
    expect(planQuery('whatever chunk', vocabulary).asksDefinition).toBe(false);
    expect(planQuery('chunk 是什么', vocabulary).asksDefinition).toBe(true);
    expect(planQuery('什么是产物', vocabulary).asksDefinition).toBe(true);
    expect(planQuery('chunk 到底是个啥', vocabulary).asksDefinition).toBe(true);
    expect(planQuery('alias 有什么用', vocabulary).asksDefinition).toBe(true);
    expect(planQuery('sourcemap 的作用', vocabulary).asksDefinition).toBe(true);
    expect(planQuery('chunk splitting', vocabulary).asksDefinition).toBe(false);
    expect(planQuery('如何配置别名', vocabulary).asksDefinition).toBe(false);
  });

  it('compares the term of such a question without the words that ask it, in both locales', () => {
    for (const query of [
      'chunk 是什么意思',
      'chunk 是啥',
      '啥是 chunk',
      'chunk 的含义',
      'meaning of chunk',
      'chunk purpose',
    ])
      expect(planQuery(query, vocabulary)).toMatchObject({ asksDefinition: true, words: ['chunk'] });
    expect(planQuery('what does tree shaking mean', vocabulary).words).toEqual(['tree', 'shaking']);
    // Nor does a page have to hold them (`meaning`, `purpose` are words of other pages), unless they are the query.
    for (const query of ['meaning of chunk', 'purpose of chunk', 'what is chunk used for'])
      expect(planQuery(query, vocabulary).groups.map((g) => g.label)).toEqual(['chunk']);
    expect(planQuery('meaning', vocabulary).groups.map((g) => g.label)).toEqual(['meaning']);
    // Outside such a question, `mean` is a word of the query.
    expect(planQuery('mean time to build', vocabulary).words).toContain('mean');
    expect(planQuery('mean time to build', vocabulary).groups.map((g) => g.label)).toContain('mean');
  });

  it('reads only the start of a very long query', () => {
    const long = 'minify '.repeat(2000);
    expect(clipQuery(long).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(planQuery(long, vocabulary)).toEqual(planQuery(clipQuery(long), vocabulary));
    expect(planQuery(long, vocabulary).groups).toHaveLength(1);
    const many = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ');
    expect(planQuery(many, vocabulary)).toEqual(planQuery(clipQuery(many), vocabulary));
    expect(planQuery(many, vocabulary).groups.length).toBeLessThanOrEqual(MAX_GROUPS);
  });

  it('reads a pasted sentence of fourteen words to its last one, the error it names', () => {
    const words =
      'custom template analytics value missing parameter build output stops error message console script referenceerror';
    const known = words.split(' ');
    const sentence = { words: [...known].sort(), counts: known.map(() => 1) };
    expect(known).toHaveLength(14);
    expect(planQuery(words, sentence).groups.map((g) => g.label)).toContain('referenceerror');
  });

  it('reads a long Chinese sentence to its end: the junctions of its words do not count against the cap', () => {
    const words = ['类型', '错误', '开发', '发服', '服务', '务器', '编译', '失败'];
    const sentence = { words: [...words].sort(), counts: words.map(() => 3) };
    const labels = planQuery('有类型错误时让开发服务器也编译失败', sentence).groups.map((g) => g.label);
    expect(labels).toEqual(expect.arrayContaining(['编译', '失败']));
    // The junctions stay, to be named if the words found are too few, but the cap still holds.
    expect(labels).toContain('误时');
    const many = Array.from({ length: 40 }, (_, i) => String.fromCodePoint(0x4e00 + i * 7)).join('');
    expect(planQuery(many, sentence).groups.length).toBeLessThanOrEqual(2 * MAX_GROUPS);
  });
});

describe('phrases and titles as word sequences', () => {
  it('reads identifiers by their parts, CJK by its characters, without function words', () => {
    expect(wordSequence('plugin-type-check')).toEqual(['plugin', 'type', 'check']);
    expect(wordSequence('Check the types of assetPrefix')).toEqual(['check', 'type', 'asset', 'prefix']);
    expect(wordSequence('代理 API 请求')).toEqual(['代', '理', 'api', '请', '求']);
    expect(planQuery('type check', null).phrase).toEqual(['type', 'check']);
    expect(planQuery('minify', null).phrase).toBeNull();
    expect(planQuery('代理', null).phrase).toEqual(['代', '理']);
  });

  it('finds a phrase side by side and in order only', () => {
    expect(holdsSequence(wordSequence('plugin-type-check'), ['type', 'check'])).toBe(true);
    expect(holdsSequence(wordSequence('Check types during the build'), ['type', 'check'])).toBe(false);
    expect(holdsSequence(wordSequence('让类型检查离开关键路径'), wordSequence('类型检查'))).toBe(true);
    expect(holdsSequence([], ['a'])).toBe(false);
  });

  it('measures how much of a title the query covers by the words a query can hold', () => {
    expect(textCoverage('Migrating from webpack', new Set(['migrating', 'webpack']))).toBe(1);
    expect(textCoverage('Which Node.js versions does Rsbuild support?', new Set(['versions', 'support']))).toBe(0.5);
    expect(textCoverage('Path Aliases', new Set(['aliases']))).toBe(0.5);
  });

  it('compares titles and queries by their whole words', () => {
    expect(wholeWords('source.alias')).toEqual(['source.alias']);
    expect(wholeWords('CSS Modules')).toEqual(wholeWords('css modules'));
    expect(wholeWords('cssModules')).not.toEqual(wholeWords('CSS Modules'));
    // A plural is the singular, `es` after a word's own `s` included; such a word keeps its `s`.
    expect(wholeWords('Path Aliases')).toEqual(wholeWords('path alias'));
    expect(wholeWords('plugin types')).toEqual(wholeWords('plugin type'));
    expect(wholeWords('css classes status analysis')).toEqual(['css', 'class', 'status', 'analysis']);
  });
});

describe('ranking (English)', () => {
  it('puts the page titled with the word first, then a heading, then content', () => {
    const pages = en.rank('minify');
    expect(routes(pages).slice(0, 2)).toEqual(['/config/output/minify', '/guide/optimization/optimize-bundle']);
    expect(pages[0]?.sections[0]?.type).toBe('title');
    expect(pages[1]?.sections[0]?.type).toBe('header');
  });

  it('finds identifiers whole, in parts, by prefix and despite a typo', () => {
    expect(top(en, 'output.minify')?.routePath).toBe('/config/output/minify');
    expect(top(en, 'minif')?.routePath).toBe('/config/output/minify');
    expect(top(en, 'minfy')?.routePath).toBe('/config/output/minify');
    expect(top(en, 'dev.assetPrefix')?.routePath).toBe('/config/dev/asset-prefix');
    expect(top(en, 'outptu.minify')?.routePath).toBe('/config/output/minify');
    expect(top(en, 'output.minfy')?.routePath).toBe('/config/output/minify');
    expect(top(en, 'output.assetPrefix')?.routePath).toBe('/config/output/asset-prefix');
    expect(routes(en.rank('asset prefix')).slice(0, 2).sort()).toEqual([
      '/config/dev/asset-prefix',
      '/config/output/asset-prefix',
    ]);
    expect(top(en, 'cssModules')?.routePath).toBe('/config/output/css-modules');
    expect(top(en, 'css modules')?.routePath).toBe('/guide/basic/css-modules');
  });

  it('finds the option a sub-option path belongs to', () => {
    const known = (token: string) => ['output.distpath', 'output', 'dev.client'].includes(token);
    expect(parentOption('output.distpath.root', known)).toBe('output.distpath');
    expect(parentOption('output.distpath.root.more', known)).toBe('output.distpath');
    expect(parentOption('dev.client.overlay', known)).toBe('dev.client');
    // A namespace alone is no option, and a path of two names is the option itself.
    expect(parentOption('output.unknown.name', known)).toBeUndefined();
    expect(parentOption('output.distpath', known)).toBeUndefined();
    expect(parentOption('distpath', known)).toBeUndefined();
    expect(top(en, 'output.minify.jsOptions')?.routePath).toBe('/config/output/minify');
    expect(top(en, 'set output.assetPrefix.foo to a cdn')?.routePath).toBe('/config/output/asset-prefix');
    expect(top(zh, 'output.minify.css 关闭')?.routePath).toBe('/zh/config/output/minify');
  });

  it('finds the option a sub-option path written without its namespace belongs to', () => {
    const known = (token: string) => ['chunksplit', 'output', 'chain_id'].includes(token);
    expect(leadingOption('chunksplit.override', ['chunk', 'split', 'override'], known)).toBe('chunksplit');
    // Not a plain word, a constant, or a name the index lacks.
    expect(leadingOption('output.foo', ['output', 'foo'], known)).toBeUndefined();
    expect(leadingOption('chain_id.rule', ['chain', 'id', 'rule'], known)).toBeUndefined();
    expect(leadingOption('distpath.root', ['dist', 'path', 'root'], known)).toBeUndefined();
  });

  it('ranks the option of a sub-option path written without its namespace first', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/config/performance/chunk-split', 'performance.chunkSplit', 'How chunks are split.', [
        'Pick a strategy for splitting.',
      ]),
      doc('en', '/plugins/list/plugin-umd', 'plugin-umd', 'Build a UMD bundle.', [
        { h: 2, text: 'Override the chunk split' },
        'The plugin sets its own split of chunks; override it in the plugin options.',
      ]),
    ]);
    expect(top(index, 'chunkSplit.override')?.routePath).toBe('/config/performance/chunk-split');
  });

  it("reads an identifier's parts in a sentence only side by side", async () => {
    const index = await indexOfPages('en', [
      doc(
        'en',
        '/plugins/list/plugin-eslint',
        'plugin-eslint',
        'Lint with ESLint and configure eslint-webpack-plugin.',
        ['Errors are shown in the terminal.'],
      ),
      doc('en', '/guide/migration/vue-cli', 'Migrating from Vue CLI', 'Move a Vue CLI project to Rsbuild.', [
        { h: 2, text: 'Move vue.config.js' },
        'Options of configureWebpack go to tools.rspack.',
      ]),
    ]);
    expect(top(index, 'configureWebpack')?.routePath).toBe('/guide/migration/vue-cli');
    // Side by side, they are its name in words.
    expect(top(index, 'eslintWebpack')?.routePath).toBe('/plugins/list/plugin-eslint');
  });

  it('finds the variable a path into the environment names', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/guide/advanced/env-vars', 'Environment Variables', 'Read process.env in your code.', [
        'Code reads process.env and import.meta.env at build time.',
      ]),
      doc('en', '/guide/debug/rsdoctor', 'Use Rsdoctor', 'Analyze a build with Rsdoctor.', [
        { h: 2, text: 'Set RSDOCTOR=true' },
        'Run the build with the variable set.',
      ]),
    ]);
    expect(top(index, 'process.env.RSDOCTOR enabled')?.routePath).toBe('/guide/debug/rsdoctor');
  });

  it('finds the method a call names', () => {
    const known = (token: string) => ['modifyrspackconfig', 'build', 'splitchunks'].includes(token);
    const namesMembersOf = (object: string) => object === 'api' || object === 'rsbuild';
    const member = (path: string, words: string[]) => calledMember(path, words, known, namesMembersOf);
    expect(member('api.modifyrspackconfig', ['api', 'modify', 'rspack', 'config'])).toBe('modifyrspackconfig');
    // A plain word is no method's name, and a name the index lacks is not taken.
    expect(member('rsbuild.build', ['rsbuild', 'build'])).toBeUndefined();
    expect(member('api.onexit', ['api', 'on', 'exit'])).toBeUndefined();
    expect(member('modifyrspackconfig', ['modify', 'rspack', 'config'])).toBeUndefined();
    // Nor the option of another tool, named like something else of the docs.
    expect(member('optimization.splitchunks', ['optimization', 'split', 'chunks'])).toBeUndefined();
    // Found through a call, a method weighs less than a section holding every part of the path.
    expect(RANKING.memberQuality).toBeLessThan(RANKING.partsQuality);
  });

  it("finds the option another tool's setting is named as", () => {
    const vocabulary = {
      words: [
        'api.expose',
        'api.transform',
        'api.context',
        'dev.writetodisk',
        'html.title',
        'output.sourcemap',
        'source.define',
        'tools.swc',
      ].sort(),
      counts: [1, 1, 1, 1, 1, 1, 1, 1],
    };
    expect(sameNamedOptions('build.sourcemap', vocabulary)).toEqual(['output.sourcemap']);
    expect(sameNamedOptions('builtins.define', vocabulary)).toEqual(['source.define']);
    // Not a path in a namespace of the docs or of more names, a short name, or one no option has.
    expect(sameNamedOptions('api.title', vocabulary)).toEqual([]);
    expect(sameNamedOptions('vite.build.sourcemap', vocabulary)).toEqual([]);
    expect(sameNamedOptions('jsc.swc', vocabulary)).toEqual([]);
    expect(sameNamedOptions('build.outdir', vocabulary)).toEqual([]);
  });

  it("ranks the option another tool's setting is named as first", async () => {
    const index = await indexOfPages('en', [
      ...enPages,
      doc('en', '/config/source/define', 'source.define', 'Replace expressions in the code at build time.', [
        'Values are inserted as code, so strings need JSON.stringify.',
      ]),
      doc('en', '/plugins/list/plugin-lightningcss', 'plugin-lightningcss', 'Transform CSS with Lightning CSS.', [
        'The plugin replaces the builtins of Rspack that define how CSS is minified.',
      ]),
    ]);
    // Rspack's `builtins.define`: the page holding both words comes after the option of that name.
    expect(routes(index.rank('builtins.define'))).toEqual([
      '/config/source/define',
      '/plugins/list/plugin-lightningcss',
    ]);
  });

  it('finds the section headed by the method a call names', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/plugins/dev/', 'Write a Plugin', 'A plugin is an object with a name and a setup function.', [
        'In setup, call api.modifyRspackConfig or another hook of the api object.',
      ]),
      doc('en', '/plugins/dev/hooks', 'Plugin Hooks', 'The hooks a plugin can register.', [
        { h: 2, text: 'modifyRspackConfig' },
        'Changes the Rspack configuration before the compiler is created.',
      ]),
      doc('en', '/plugins/dev/core', 'Plugin API', 'What the api object of a plugin holds.', [
        { h: 2, text: 'api.context' },
        'Read-only facts of the build.',
      ]),
    ]);
    expect(routes(index.rank('api.modifyRspackConfig'))[0]).toBe('/plugins/dev/hooks');
  });

  it('finds a page by what readers type for it, in words the page does not use', async () => {
    const files = await buildIndex(
      'en',
      recordsOf([
        doc('en', '/config/output/dist-path', 'output.distPath', 'Where each kind of output file is written.', [
          'Set root to write the files somewhere else than dist.',
        ]),
        doc('en', '/guide/basic/static-assets', 'Static Assets', 'Import images and fonts.', [
          'An image imported in a component is copied to the output folder.',
        ]),
      ]),
    );
    const query = 'change build folder';
    expect(routes(openIndex(files).rank(query))).not.toContain('/config/output/dist-path');
    const phrased = structuredClone(files.index);
    for (const page of phrased.pages)
      if (page[0] === '/config/output/dist-path') page[6] = 'change build folder, outDir vite';
    expect(routes(openIndex({ ...files, index: phrased }).rank(query))[0]).toBe('/config/output/dist-path');
    // A phrasing weighs less than the title: the page named by the query stays first.
    expect(RANKING.phrasingWeight).toBeLessThan(RANKING.titleWeight);
  });

  it("adds a page's phrasings to the words of the section that answers", async () => {
    const files = await buildIndex(
      'en',
      recordsOf([
        doc('en', '/guide/faq/hmr', 'HMR FAQ', 'Answers about hot updates.', [
          'Most projects need no setup.',
          { h: 2, text: 'Why does the page reload?' },
          'A module that exports other values besides components is replaced by a full reload.',
        ]),
        doc('en', '/config/dev/live-reload', 'dev.liveReload', 'Whether the page reloads when a file changes.', [
          'When hot updates cannot apply, a full reload runs instead.',
        ]),
      ]),
      (route) => (route === '/guide/faq/hmr' ? ['react state lost on save'] : []),
    );
    // The phrasing holds half the query, the FAQ's section the other half: only together do they hold it all.
    const [first] = openIndex(files).rank('state lost full reload');
    expect(first?.routePath).toBe('/guide/faq/hmr');
    expect(first?.sections[0]?.section.anchor).toBe('why-does-the-page-reload');
  });

  it('counts a phrasing that holds the query side by side as a phrase of the page', async () => {
    const files = await buildIndex(
      'en',
      recordsOf([
        doc('en', '/guide/basic/static-assets', 'Static Assets', 'Images, fonts and media files.', [
          'Import an image to get its URL.',
        ]),
        doc('en', '/guide/framework/react', 'React', 'Build a React application.', [
          { h: 2, text: 'SVG files' },
          'An SVG file can be rendered as a component.',
        ]),
      ]),
      (route) => (route === '/guide/basic/static-assets' ? ['svg as react component'] : []),
    );
    // The guide holds the words apart, in its title, a heading and a sentence; the phrasing as typed.
    expect(routes(openIndex(files).rank('svg as react component'))[0]).toBe('/guide/basic/static-assets');
  });

  it('answers tasks with the section that covers them', () => {
    const proxy = top(en, 'proxy api requests');
    expect(proxy?.routePath).toBe('/config/server/proxy');
    expect(proxy?.sections[0]?.section.anchor).toBe('proxy-api-requests');
    expect(proxy?.sections[0]?.type).toBe('header');
    expect(top(en, 'environment variables')?.routePath).toBe('/guide/advanced/env-vars');
    expect(top(en, 'enviroment variables')?.routePath).toBe('/guide/advanced/env-vars');
    expect(top(en, 'hot module replacement')?.routePath).toBe('/guide/advanced/hmr');
    expect(top(en, 'dev.hmr')?.routePath).toBe('/config/dev/hmr');
    expect(top(en, 'tailwnd')?.routePath).toBe('/guide/basic/tailwindcss');
    expect(top(en, 'remove console.log')?.routePath).toBe('/guide/optimization/optimize-bundle');
  });

  it('prefers words side by side', () => {
    const [first] = en.rank('rsbuild dev');
    expect(first?.routePath).toBe('/guide/basic/cli');
  });

  it('finds the text of a shared snippet on the page that renders it', () => {
    const pages = en.rank('node.js versions');
    expect(pages[0]?.routePath).toBe('/guide/start/quick-start');
    expect(pages[0]?.sections[0]?.section.anchor).toBe('nodejs-versions');
  });

  it('leaves out the words no page holds, and says which, while they are not most of the query', () => {
    expect(top(en, 'xyzzyq output minify')?.routePath).toBe('/config/output/minify');
    const ranking = en.ranking('minify xyzzyq');
    expect(ranking.pages[0]?.routePath).toBe('/config/output/minify');
    expect(ranking.leftOut).toEqual(['xyzzyq']);
    expect(en.ranking('minify').leftOut).toEqual([]);
    const two = en.ranking('xyzzyq qqzxv output minify');
    expect(two.pages[0]?.routePath).toBe('/config/output/minify');
    expect(two.leftOut).toEqual(['xyzzyq', 'qqzxv']);
    // More words found nowhere than found: the query is not guessed at.
    expect(en.rank('xyzzyq qqzxv minify')).toEqual([]);
    expect(en.ranking('xyzzyq').leftOut).toEqual([]);
  });

  it('finds an identifier with a part no page holds by its other parts, and says which part', () => {
    const ranking = en.ranking('output.xyzzyq');
    expect(ranking.pages.length).toBeGreaterThan(0);
    expect(ranking.leftOut).toEqual(['xyzzyq']);
    // The records holding the most parts come: both of output.minify's besides the unknown one.
    const most = en.ranking('xyzzyq.output.minify');
    expect(most.pages[0]?.routePath).toBe('/config/output/minify');
    expect(most.leftOut).toEqual(['xyzzyq']);
    expect(en.ranking('xyzzyq.qqzxv').pages).toEqual([]);
    // A word inside a name is not one the reader typed: it is not named as left out.
    const inside = en.ranking('minifyXyzzyq');
    expect(inside.pages[0]?.routePath).toBe('/config/output/minify');
    expect(inside.leftOut).toEqual([]);
  });

  it('finds a page holding the rarest word of a query that no page holds whole', async () => {
    const many = (prefix: string, n: number, title: string, text: string) =>
      Array.from({ length: n }, (_, i) => doc('en', `/guide/${prefix}${i}`, `${title} ${i}`, `${title}.`, [text]));
    const index = await indexOfPages('en', [
      doc('en', '/config/dev/setup-middlewares', 'dev.setupMiddlewares', 'Add middlewares to the dev server.', [
        'Handlers run before the built-in ones.',
        { h: 2, text: 'Mock an API endpoint' },
        'Answer a request with a fixed response.',
      ]),
      doc('en', '/guide/testing', 'Testing', 'Tests.', ['Write a mock of the module under test.']),
      ...many('local', 3, 'Local', 'Files on the local disk.'),
      ...many('data', 3, 'Data', 'Data in a file.'),
      doc('en', '/guide/debug', 'Debug', 'Debugging the build.', ['Read the local data that a build writes.']),
      ...many('other', 8, 'Other', 'Something else entirely.'),
    ]);
    // local and data are found together, on a page about neither; mock alone weighs two fifths of the query.
    expect(routes(index.rank('local mock data'))).toContain('/config/dev/setup-middlewares');
  });

  it('does not match field names, and finds nothing for words of no page', () => {
    for (const word of ['heading', 'description', 'routepath', 'toc', 'domain']) expect(en.rank(word)).toEqual([]);
    expect(en.rank('content').length).toBeLessThan(3);
    expect(en.rank('xyzzyq')).toEqual([]);
    expect(en.rank('<img src=x onerror=alert(1)>')).toEqual([]);
  });

  it('survives hostile queries', () => {
    for (const query of [
      '.*',
      '(((',
      '[a-z]+$',
      '\\',
      '🚀🔥',
      'x'.repeat(10000),
      'минификация',
      'mini😀fy 环境🚀变量',
      `${'minify '.repeat(1500)}`,
    ]) {
      expect(() => en.rank(query)).not.toThrow();
    }
  });

  it('weighs plugin in a plugin page title as the kind of page, not its name', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/plugins/list/plugin-lint', 'plugin-lint', 'Lint the code.', ['Runs in production.']),
      doc('en', '/guide/deploy', 'Deploy', 'Ship to production.', ['Add a plugin for production.']),
      doc('en', '/guide/a', 'Server', 'The dev server.', ['Serve files.']),
      doc('en', '/guide/b', 'Output', 'Where files go.', ['Output files.']),
    ]);
    expect(routes(index.rank('plugin production'))).toEqual(['/guide/deploy', '/plugins/list/plugin-lint']);
    // The plugin's own name still finds it first.
    expect(routes(index.rank('lint plugin'))[0]).toBe('/plugins/list/plugin-lint');
  });

  it("weighs a plugin page's description as a guide's, not as an option's name in words", async () => {
    const index = await indexOfPages('en', [
      doc('en', '/guide/framework/solid', 'Solid', 'Build a SolidJS application with Rsbuild and its Solid plugin.', [
        { h: 2, text: 'Create the app' },
        'Install solid-js.',
      ]),
      doc(
        'en',
        '/plugins/list/plugin-solid',
        'plugin-solid',
        'Build SolidJS applications with @rsbuild/plugin-solid, which adds babel-preset-solid to Babel.',
        [{ h: 2, text: 'Options' }, 'Options of the preset.'],
      ),
      doc('en', '/guide/a', 'Server', 'The dev server.', ['Serve files.']),
    ]);
    // `plugin-solid` names the page in words already: its description is not its name, as
    // `output.minify`'s is; the guide on SolidJS with Rsbuild comes first.
    expect(routes(index.rank('solidjs with rsbuild'))).toEqual([
      '/guide/framework/solid',
      '/plugins/list/plugin-solid',
    ]);
  });

  it("finds a plugin's page by its scoped package name", async () => {
    const index = await indexOfPages('en', [
      doc('en', '/plugins/list/plugin-react', 'plugin-react', 'React support with @rsbuild/plugin-react.', [
        { h: 2, text: 'Options' },
        'Options of the plugin.',
      ]),
      doc('en', '/config/module-federation/options', 'moduleFederation.options', 'Configure Module Federation.', [
        'Share React with @rsbuild/plugin-react in both apps.',
      ]),
      doc('en', '/guide/a', 'Server', 'The dev server and its options.', ['Serve files.']),
      doc('en', '/guide/b', 'Output', 'Where files go, and the options to change it.', ['Output files.']),
    ]);
    expect(top(index, '@rsbuild/plugin-react options')?.routePath).toBe('/plugins/list/plugin-react');
  });

  it('weighs a word of comparison no more than the lightest word of the subject', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/plugins/a', 'Plugin API', 'What a plugin can do.', ['A plugin and a bundler plugin.']),
      doc('en', '/plugins/b', 'Plugin hooks', 'When a plugin runs.', ['The difference between two hooks.']),
      doc('en', '/plugins/c', 'Plugin order', 'The order of plugins.', ['Plugin order matters.']),
      doc('en', '/guide/d', 'Server', 'The dev server.', ['A server and a bundler.']),
      doc('en', '/guide/e', 'Output', 'Where files go.', ['Output files.']),
      doc('en', '/guide/f', 'Cache', 'Build cache.', ['Cached builds.']),
    ]);
    const weights = (query: string) => groupWeights(index, query);
    // One record says difference, three say plugin: half its rarity would still outweigh plugin.
    const { plugin, difference } = weights('plugin difference');
    expect(difference).toBeCloseTo(plugin ?? 0);
    // Beside a rarer subject it keeps half its own rarity.
    const rarer = weights('cache difference');
    expect(rarer['difference']).toBeLessThan(rarer['cache'] ?? 0);
    expect(rarer['difference']).toBeGreaterThan(plugin ?? 0);
  });
});

describe('ranking (Chinese)', () => {
  it('puts a heading asking the question typed whole before pages saying its words', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/guide/start/', '介绍', 'Rsbuild 是什么。', [{ h: 2, text: '为什么选择 Rsbuild' }, '构建更快。']),
      ...['装饰器', '拆包', '注入', '目标'].map((word, i) =>
        doc('zh', `/config/page-${i}`, `选择${word}`, `选择 Rsbuild 的${word}方式。`, [`${word}的取值。`]),
      ),
    ]);
    expect(top(index, '为什么选择 rsbuild')?.routePath).toBe('/zh/guide/start/');
    // A term is no question: it is not the heading that says it.
    expect(planQuery('yaml', null).typed).toBe('');
  });

  it('finds Chinese words by their characters', () => {
    expect(top(zh, '环境变量')?.routePath).toBe('/zh/guide/advanced/env-vars');
    expect(top(zh, '热更新')?.routePath).toBe('/zh/guide/advanced/hmr');
    expect(top(zh, '别名')?.routePath).toBe('/zh/config/source/alias');
    expect(top(zh, '配置别名')?.routePath).toBe('/zh/config/source/alias');
    expect(top(zh, '压缩')?.routePath).toBe('/zh/config/output/minify');
    expect(top(zh, '代理 API 请求')?.sections[0]?.section.anchor).toBe('代理-api-请求');
  });

  it('covers a two-word query by its words, not by the pair across them', () => {
    // 压缩代码: the minify page holds 压缩 and 代码 apart, never 缩代, which another page holds.
    expect(routes(zh.rank('压缩代码')).slice(0, 2).sort()).toEqual([
      '/zh/config/output/minify',
      '/zh/guide/optimization/optimize-bundle',
    ]);
  });

  it('finds mixed queries', () => {
    expect(top(zh, 'tailwind 配置')?.routePath).toBe('/zh/guide/basic/tailwindcss');
    expect(top(zh, 'output.minify 压缩')?.routePath).toBe('/zh/config/output/minify');
  });

  it('counts the equivalents of one word of the query once', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/guide/a', '指南一', '', ['说明。', { h: 2, text: '输出的配置' }, '设置输出的位置。']),
      doc('zh', '/guide/b', '指南二', '', [
        '说明。',
        { h: 2, text: '产物、构建结果与打包结果的配置' },
        '设置产物的位置。',
      ]),
      doc('zh', '/guide/c', '指南三', '', ['其他说明。']),
    ]);
    // 产物, 构建结果 and 打包结果 each stand for 输出: the heading holding all three is not three matches.
    expect(routes(index.rank('输出 配置'))).toEqual(['/zh/guide/a', '/zh/guide/b']);
  });

  it('finds a word no page holds by its equivalent, typed alone or with others', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/config/output/minify', 'output.minify', '是否压缩产物。', ['生产构建时压缩代码。']),
      doc('zh', '/config/output/charset', 'output.charset', '产物的字符编码。', ['代码中的非 ASCII 字符。']),
      doc('zh', '/guide/c', '第三页', '第三页说明。', ['其他内容。']),
    ]);
    // No text holds 丑化; the table gives 压缩 for it, and a query of that word alone is not empty.
    expect(index.vocabulary.words).not.toContain('丑化');
    expect(routes(index.rank('丑化'))).toEqual(['/zh/config/output/minify']);
    expect(index.rank('丑化代码')[0]?.routePath).toBe('/zh/config/output/minify');
    expect(index.ranking('丑化 代码').leftOut).toEqual([]);
    // A run none of whose pairs any text holds, nor an equivalent stands for, is named as left out.
    const unfound = index.ranking('压缩 犇骉');
    expect(unfound.pages[0]?.routePath).toBe('/zh/config/output/minify');
    expect(unfound.leftOut).toEqual(['犇骉']);
    expect(index.ranking('压缩代码').leftOut).toEqual([]);
    // Not a run whose characters are all in words of the index: page bodies keep only the pairs of
    // the term list, so the word may well be there.
    const uncertain = index.ranking('压缩 码压');
    expect(uncertain.pages[0]?.routePath).toBe('/zh/config/output/minify');
    expect(uncertain.leftOut).toEqual([]);
  });

  it('finds a Latin word of a Chinese query by its Chinese equivalent of more than two characters', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/guide/advanced/browser-compatibility', '浏览器兼容性', '产物在哪些浏览器上运行。', [
        '默认的浏览器范围。',
      ]),
      doc('zh', '/guide/basic/server', '服务器', '开发服务器和预览服务器。', ['启动开发服务器。']),
      doc('zh', '/guide/c', '第三页', '第三页说明。', ['其他内容。']),
    ]);
    // No text holds `browser`; the table gives 浏览器, which the index holds as 浏览 and 览器.
    expect(index.vocabulary.words).not.toContain('browser');
    expect(routes(index.rank('browser'))).toEqual(['/zh/guide/advanced/browser-compatibility']);
    expect(index.rank('browser 兼容')[0]?.routePath).toBe('/zh/guide/advanced/browser-compatibility');
  });

  it('lists pages below the coverage floor after the few above it, down to a floor of their own', async () => {
    const index = await indexOfPages('zh', [
      doc(
        'zh',
        '/config/performance/remove-moment-locale',
        'performance.removeMomentLocale',
        '移除 moment 的语言包。',
        ['只保留用到的语言。'],
      ),
      doc('zh', '/plugins/list/plugin-babel', 'Babel 插件', '国际化文案提取等 Babel 插件。', ['用 Babel 编译代码。']),
      doc('zh', '/guide/c', '第三页', '第三页说明。', ['其他内容。']),
    ]);
    const query = 'moment 国际化文案提取';
    const coverage = (labels: string[]) => {
      const { groups } = fetchCandidates(index, planQuery(query, index.vocabulary));
      const weight = (keep: (label: string) => boolean) =>
        groups.filter((g) => keep(g.label)).reduce((sum, g) => sum + g.weight, 0);
      return weight((label) => labels.includes(label)) / weight(() => true);
    };
    // The moment page holds less of the query than the floor asks: it is listed after the page
    // above the floor when it holds the share the fill floor asks, and not otherwise.
    const share = coverage(['moment']);
    expect(share).toBeLessThan(RANKING.minCoverage);
    const fillCoverage = RANKING.fillCoverage;
    try {
      RANKING.fillCoverage = share - 0.01;
      expect(routes(index.rank(query))).toEqual([
        '/zh/plugins/list/plugin-babel',
        '/zh/config/performance/remove-moment-locale',
      ]);
      RANKING.fillCoverage = share + 0.01;
      expect(routes(index.rank(query))).toEqual(['/zh/plugins/list/plugin-babel']);
    } finally {
      RANKING.fillCoverage = fillCoverage;
    }
  });

  it('weighs pairs that share a character as the words they make, not one word each', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/guide/a', '字符串', '字符串的说明。', ['字符串与字符的区别。']),
      doc('zh', '/guide/b', '其他', '其他说明。', ['与字符串无关。']),
      doc('zh', '/guide/c', '第三页', '第三页说明。', ['其他内容。']),
    ]);
    const weights = (query: string) => groupWeights(index, query);
    const apart = weights('字符 符串');
    const together = weights('字符串');
    // Two pairs in a row hold a word and a half of text: each weighs three quarters of its own.
    expect(together['字符']).toBeCloseTo(0.75 * (apart['字符'] ?? 0));
    expect(together['符串']).toBeCloseTo(0.75 * (apart['符串'] ?? 0));
  });

  it('finds a longer equivalent by all its pairs, never by the one some record holds', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/config/tools/postcss', 'tools.postcss', '修改 PostCSS 的选项。', ['配置不生效时检查这里。']),
      doc('zh', '/guide/a', '第一页', '第一页说明。', ['这里没有相关内容。']),
      doc('zh', '/guide/c', '第三页', '第三页说明。', ['其他内容。']),
    ]);
    const { groups } = fetchCandidates(index, planQuery('postcss 失效', index.vocabulary, index.synonyms));
    const postings = (label: string) => [...(groups.find((group) => group.label === label)?.postings?.keys() ?? [])];
    // 不生效 is held whole by the PostCSS page; 没有反应 by no page, and 没有 alone is no reaction.
    expect(postings('不生效').map((id) => index.section(id)?.record.routePath)).toEqual(['/zh/config/tools/postcss']);
    expect(postings('没有反应')).toEqual([]);
    expect(routes(index.rank('postcss 失效'))).toEqual(['/zh/config/tools/postcss']);
  });

  it('highlights the whole Chinese word', () => {
    const section = top(zh, '环境变量')?.sections[0];
    expect(section?.terms).toEqual(expect.arrayContaining(['环境', '境变', '变量']));
  });

  it('reads 改成 as 修改, so a pair across two words (录改) does not decide the page', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/config/output/dist-path', 'output.distPath', '产物目录的位置。', [
        { h: 2, text: '修改输出目录' },
        '把 root 设为 build。',
      ]),
      doc('zh', '/config/server/public-dir', 'server.publicDir', '静态文件目录，构建时复制到产物目录。', [
        { h: 2, text: '使用其他目录' },
        '把 public 目录改名后，在 name 里写上新目录。',
      ]),
      doc('zh', '/guide/a', '服务器', '开发服务器。', ['本地服务。']),
    ]);
    // 录改 of 产物目录改成 is the junction of 目录 and 改成, said by the page on another folder
    // (目录改名); 改成 is 修改, which the heading of the output folder's page says.
    expect(top(index, '产物目录改成 build')?.routePath).toBe('/zh/config/output/dist-path');
  });
});

describe('release notes', () => {
  /** The notes of release 0.<minor>, as the English release pages title them. */
  const notes = (
    minor: number,
    blocks: Parameters<typeof doc>[4],
    description = `What changed in Rsbuild 0.${minor}.`,
  ) => doc('en', `/community/releases/v0-${minor}`, `Rsbuild v0.${minor}`, description, blocks);

  it('rank below the page of an option they name as it was, and are found by their release', async () => {
    const index = await indexOfPages('en', [
      notes(4, [
        { h: 2, text: 'Breaking changes' },
        { h: 3, text: 'disableFilenameHash replaced by filenameHash' },
        'Set output.filenameHash to false where you set output.disableFilenameHash.',
      ]),
      doc(
        'en',
        '/config/output/filename-hash',
        'output.filenameHash',
        'Whether file names hold a hash of their content.',
        [{ h: 2, text: 'Disable the hash' }, 'Set it to false to keep the names without a hash.'],
      ),
    ]);
    expect(routes(index.rank('disable filename hash'))).toEqual([
      '/config/output/filename-hash',
      '/community/releases/v0-4',
    ]);
    expect(top(index, 'rsbuild v0.4')?.routePath).toBe('/community/releases/v0-4');
  });

  it('count fully for a query that names their release', async () => {
    const index = await indexOfPages('en', [
      notes(4, [
        { h: 2, text: 'Breaking changes' },
        'Set output.filenameHash to false where you set output.disableFilenameHash.',
      ]),
      doc('en', '/guide/faq/general', 'General FAQ', 'Short answers about Rsbuild.', [
        { h: 2, text: 'Do 0.x minor releases contain breaking changes?' },
        'Yes: Rsbuild 0.4 had some, listed in its release notes.',
      ]),
    ]);
    expect(top(index, 'rsbuild 0.4 breaking changes')?.routePath).toBe('/community/releases/v0-4');
    expect(top(index, 'breaking changes')?.routePath).toBe('/guide/faq/general');
  });

  it('count fully for a query that asks about a change', async () => {
    const index = await indexOfPages('en', [
      notes(2, [
        { h: 2, text: 'target moved to output.targets' },
        'The target option of createRsbuild was removed: set output.targets in the config.',
      ]),
      doc('en', '/api/javascript-api/core', 'Rsbuild core', 'The functions of the package.', [
        { h: 2, text: 'createRsbuild' },
        'Creates an instance. Options: cwd, rsbuildConfig. The target of each build is set in the config.',
      ]),
    ]);
    expect(top(index, 'createRsbuild target option')?.routePath).toBe('/api/javascript-api/core');
    expect(top(index, 'createRsbuild target option removed')?.routePath).toBe('/community/releases/v0-2');
    expect(planQuery('createRsbuild target option removed', null).asksChange).toBe(true);
    // A setting that moved or changed names is a change between releases too.
    expect(top(index, 'createRsbuild target option moved')?.routePath).toBe('/community/releases/v0-2');
    expect(planQuery('dev.proxy moved to server.proxy', null).asksChange).toBe(true);
    expect(planQuery('plugin name changed to rsbuild:react', null).asksChange).toBe(true);
    expect(planQuery('plugin-react 不再默认配置 antd', null).asksChange).toBe(true);
    // An option that is gone, in a reader's words.
    expect(planQuery('disableSourceMap 没了', null).asksChange).toBe(true);
    expect(planQuery('disableSourceMap 不见了', null).asksChange).toBe(true);
    // `remove` and `rename` ask how to do it, not what changed.
    expect(planQuery('remove console.log', null).asksChange).toBe(false);
    // What broke after an upgrade is a change as well; how to upgrade is not.
    expect(planQuery('server bundle moved after the upgrade', null).asksChange).toBe(true);
    expect(planQuery('升级后 https 证书没了', null).asksChange).toBe(true);
    expect(planQuery('how to upgrade rsbuild', null).asksChange).toBe(false);
  });

  it('count fully for a question about a change only in the release it names', async () => {
    const index = await indexOfPages('en', [
      notes(3, [{ h: 2, text: 'Polyfills' }, 'The output is bigger after the upgrade: more polyfills go into it.']),
      notes(5, [
        { h: 2, text: 'Tree shaking' },
        'The output of some projects is bigger when the new tree shaking keeps side effects.',
      ]),
    ]);
    expect(top(index, 'output bigger after the upgrade to 0.5')?.routePath).toBe('/community/releases/v0-5');
    expect(top(index, 'output bigger after the upgrade')?.routePath).toBe('/community/releases/v0-3');
  });

  it('count fully for a question about a change that names a version of something else', async () => {
    const index = await indexOfPages('en', [
      notes(3, [{ h: 2, text: 'Node.js' }, 'Support for Node.js 14 was removed: Node.js 16.14 or later is required.']),
      doc('en', '/guide/faq/general', 'General FAQ', 'Questions on Rsbuild itself.', [
        { h: 2, text: 'Which Node.js versions are supported?' },
        'Node.js 16.14 or later. Support for Node.js 14 ended with Rsbuild 0.3.',
      ]),
    ]);
    expect(top(index, 'node 14 support removed in 16.14')?.routePath).toBe('/community/releases/v0-3');
  });

  it('count fully, for a question naming the release left, the releases after it', async () => {
    const index = await indexOfPages('en', [
      notes(1, [{ h: 2, text: 'Plugins' }, 'Plugins get api.context.target, the target of the build.']),
      notes(
        2,
        [{ h: 2, text: 'Plugins' }, 'In plugins, api.context.target becomes api.context.targets.'],
        'What changed in Rsbuild 0.2, and how to upgrade from 0.1.',
      ),
    ]);
    expect(top(index, 'api.context.target in plugins after upgrading from 0.1')?.routePath).toBe(
      '/community/releases/v0-2',
    );
    expect(top(index, 'api.context.target in plugins of 0.1')?.routePath).toBe('/community/releases/v0-1');
  });

  it('read the release left after from or 从, and which versions are later', () => {
    expect(planQuery('after upgrading from 0.1', null).versionLeft).toBe('0.1');
    expect(planQuery('从 v0.4 升级到 0.5', null).versionLeft).toBe('0.4');
    expect(planQuery('upgrade to 0.5', null).versionLeft).toBeUndefined();
    expect(isLaterVersion('0.10', '0.9')).toBe(true);
    expect(isLaterVersion('0.5', '0.5')).toBe(false);
    expect(isLaterVersion('0.4.1', '0.4')).toBe(true);
    expect(isLaterVersion(null, '0.4')).toBe(false);
  });

  it('are named by their version with or without v, or by a patch of it', () => {
    expect(namesVersion(wholeWords('Rsbuild v0.5'), wholeWords('0.5 breaking changes'))).toBe(true);
    expect(namesVersion(wholeWords('Rsbuild v0.5'), wholeWords('upgrade to v0.5.9'))).toBe(true);
    expect(namesVersion(wholeWords('Rsbuild v0.5'), wholeWords('0.4 breaking changes'))).toBe(false);
    expect(namesVersion(wholeWords('Rsbuild v0.5'), wholeWords('0.51'))).toBe(false);
    expect(namesVersion(wholeWords('Releases'), wholeWords('0.5'))).toBe(false);
  });
});

describe('titles', () => {
  it('reads an option title by its name, without its namespace', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/config/server/public-dir', 'server.publicDir', 'Serve a folder of static files as they are.', [
        'Files in it are copied on build.',
      ]),
      doc('en', '/guide/basic/static-assets', 'Static Assets', 'Import images and fonts.', [
        { h: 2, text: 'Files in the public folder' },
        'Put files in the public folder of the project; they are served at the root.',
      ]),
    ]);
    for (const query of ['public dir', 'public folder', 'public directory', 'publicdir', 'publicD'])
      expect([query, top(index, query)?.routePath]).toEqual([query, '/config/server/public-dir']);
  });

  it('weighs a word found only in the namespace of an option title as a word of its description', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/config/dev/client', 'dev.client', 'Configure how the browser connects to the dev server.', [
        'Change the port and host of the dev server connection.',
      ]),
      doc('en', '/config/server/port', 'server.port', 'Set the port that the dev server listens on.', [
        'The port changes when it is taken.',
      ]),
      doc('en', '/guide/basic/server', 'Server', 'Configure the dev server and the preview server.', [
        { h: 2, text: 'Port and host' },
        'Change the port with server.port.',
      ]),
    ]);
    expect(top(index, 'change dev server port')?.routePath).toBe('/config/server/port');
    // The namespace still finds its options.
    expect(routes(index.rank('dev'))).toContain('/config/dev/client');
    const namespaced = await indexOfPages('en', [
      doc('en', '/config/dev/client', 'dev.client', 'Configure how the browser connects to the server.', [
        'Change the port of the connection.',
      ]),
      doc('en', '/guide/debug/dev-mode', 'Dev Mode', 'What the development build does differently.', [
        'Errors are shown in an overlay.',
      ]),
    ]);
    // A title about `dev` before an option that only lives under `dev`.
    expect(routes(namespaced.rank('dev'))).toEqual(['/guide/debug/dev-mode', '/config/dev/client']);
  });

  it('puts a page about the subject before a section about it on a broader page', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/guide/basic/server', 'Server', 'Configure the dev server and the preview server.', [
        'The port, the host and HTTPS.',
        { h: 2, text: 'Proxy API requests' },
        'Forward API requests to a backend with server.proxy.',
      ]),
      doc(
        'en',
        '/config/server/proxy',
        'server.proxy',
        'Forward requests from the dev server to a backend, to avoid CORS problems.',
        ['Each key is a path; requests to it go to the target, an API server.'],
      ),
    ]);
    expect(routes(index.rank('proxy api requests'))).toEqual(['/config/server/proxy', '/guide/basic/server']);
  });

  it('puts a section headed by an identifier the query names before other mentions of the word', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/config/output/dist-path', 'output.distPath', 'Set where each kind of output file is written.', [
        { h: 2, text: 'Options' },
        { h: 3, text: 'js' },
        'The directory of JavaScript files.',
        { h: 3, text: 'font' },
        'The folder of the font files, static/font by default.',
      ]),
      doc('en', '/config/performance/preload', 'performance.preload', 'Preload fonts and async chunks.', [
        { h: 2, text: 'Preload fonts' },
        'Preload the font files of a folder.',
        { h: 2, text: 'Notes' },
        'A fonts folder is preloaded whole.',
      ]),
    ]);
    const [first] = index.rank('fonts folder');
    expect(first?.routePath).toBe('/config/output/dist-path');
    expect(first?.sections[0]?.section.trail.map((item) => item.text)).toEqual(['Options', 'font']);
  });

  it('puts the page about the subject of a problem before a page about failing things', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/guide/faq/hmr', '热更新问题', '热更新不生效时的排查方法。', ['修改代码后页面没有更新。']),
      doc('zh', '/guide/advanced/alias', '路径别名', '用别名代替很长的相对路径。', ['在配置中设置别名。']),
      doc('zh', '/config/source/alias', 'source.alias', '设置别名。', ['别名的写法。']),
      ...['端口', '代理', '产物', '模板', '样式', '图片', '脚本'].map((word, i) =>
        doc('zh', `/config/page-${i}`, `${word}配置`, `修改${word}。`, [`${word}的用法。`]),
      ),
    ]);
    expect(top(index, '别名不生效')?.routePath).not.toBe('/zh/guide/faq/hmr');
    expect(top(index, '热更新不生效')?.routePath).toBe('/zh/guide/faq/hmr');
  });

  it('weighs an identifier by the records holding it whole, not those holding its parts apart', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/config/tools/bundler-chain', 'tools.bundlerChain', 'Edit the config with webpack-chain.', []),
      ...['a', 'b', 'c', 'd'].map((name) =>
        doc('en', `/guide/${name}`, `Guide ${name}`, '', ['Move from webpack; keep the chain of loaders.']),
      ),
    ]);
    const { groups } = fetchCandidates(index, planQuery('webpack-chain webpack', index.vocabulary));
    const [identifier, word] = groups;
    expect(identifier?.postings?.size).toBe(word?.postings?.size);
    expect(identifier?.weight).toBeGreaterThan(word?.weight ?? Infinity);
  });

  it('answers a question on what a term means with the section headed by the term', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/config/tools/css-loader', 'tools.cssLoader', 'Change the options of css-loader.', [
        'Resolves imports in CSS.',
      ]),
      doc('en', '/guide/start/glossary', 'Glossary', 'The terms used in these docs.', [
        { h: 2, text: 'Chunk' },
        'A file of the output.',
        { h: 2, text: 'Loader' },
        'A function that turns a file of one type into a module.',
      ]),
    ]);
    expect(top(index, 'what is a loader')?.routePath).toBe('/guide/start/glossary');
    expect(top(index, 'loader')?.routePath).toBe('/config/tools/css-loader');
    expect(top(index, 'meaning of loader')?.routePath).toBe('/guide/start/glossary');
    // The question may say where the term is used.
    expect(top(index, 'what meaning of loader in rspack')?.routePath).toBe('/guide/start/glossary');
  });

  it('answers such a question with the definition before a page named by the term and full of it', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/config/performance/chunk-split', 'performance.chunkSplit', '设置拆分 chunk 的策略。', [
        'Rsbuild 默认按 chunk 的大小拆分。',
        { h: 2, text: 'splitChunks' },
        '传给 Rspack 的 chunk 拆分选项。',
        { h: 2, text: 'forceSplitting' },
        '总是拆成独立 chunk 的模块。',
      ]),
      doc('zh', '/guide/start/glossary', '术语表', '文档中用到的术语。', [
        { h: 2, text: 'Chunk' },
        '产物中的一个文件，由若干模块组成。',
        { h: 2, text: 'Loader' },
        '把一种文件转换成模块的函数。',
      ]),
    ]);
    expect(top(index, 'chunk 是什么意思')?.routePath).toBe('/zh/guide/start/glossary');
    expect(top(index, 'chunk 拆分')?.routePath).toBe('/zh/config/performance/chunk-split');
  });

  it('answers such a question with a heading that glosses the term in brackets, by either name', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/config/output/asset-prefix', 'output.assetPrefix', '设置静态资源的 URL 前缀。', [
        '资源前缀会加在 JS、CSS 和图片的地址前面。',
        { h: 2, text: '在代码中读取资源前缀' },
        '通过 process.env.ASSET_PREFIX 读取前缀。',
      ]),
      doc('zh', '/guide/start/glossary', '术语表', '文档中用到的术语。', [
        { h: 2, text: '资源前缀（Asset prefix）' },
        '加在产物中每个资源地址前面的 URL。',
        { h: 2, text: '模块热更新（HMR）' },
        '运行中替换改动的模块，不刷新页面。',
      ]),
    ]);
    expect(top(index, '资源前缀是什么意思')?.routePath).toBe('/zh/guide/start/glossary');
    expect(top(index, 'hmr 是什么')?.routePath).toBe('/zh/guide/start/glossary');
    expect(top(index, '资源前缀')?.routePath).toBe('/zh/config/output/asset-prefix');
    expect(glossedNames('模块热更新（HMR）')).toEqual(['模块热更新', 'HMR']);
    expect(glossedNames('Hot module replacement (HMR)')).toEqual(['Hot module replacement', 'HMR']);
    expect(glossedNames('Loader')).toEqual([]);
  });

  it('answers such a question with the definition, not with a value of an option named like the term', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/config/output/polyfill', 'output.polyfill', 'How polyfills are injected.', [
        { h: 2, text: 'Modes' },
        { h: 3, text: 'entry' },
        'Every polyfill the targets need is imported at the entry, used or not.',
        { h: 3, text: 'usage' },
        'Only the polyfills the code uses are imported.',
      ]),
      doc('en', '/guide/start/glossary', 'Glossary', 'The terms used in these docs.', [
        { h: 2, text: 'Entry' },
        'The module a build starts from.',
      ]),
    ]);
    expect(top(index, 'what is an entry')?.routePath).toBe('/guide/start/glossary');
  });

  it('finds the definition of a term asked about with a typo', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/config/tools/css-loader', 'tools.cssLoader', 'Options of the CSS loader.', [
        'The loader resolves imports and url() in CSS.',
        { h: 2, text: 'Loader options' },
        'Passed to the loader as they are.',
      ]),
      doc('en', '/guide/start/glossary', 'Glossary', 'The terms used in these docs.', [
        { h: 2, text: 'Loader' },
        'A function that turns a file into a module.',
      ]),
    ]);
    expect(top(index, 'what is a loader')?.routePath).toBe('/guide/start/glossary');
    expect(top(index, 'what is a loadr')?.routePath).toBe('/guide/start/glossary');
  });

  it('lists the page of an option the query names, however little of the rest it holds', async () => {
    const index = await indexOfPages('zh', [
      doc('zh', '/config/server/proxy', 'server.proxy', '把开发服务器的请求转发到后端。', ['按路径前缀转发请求。']),
      doc('zh', '/guide/basic/deploy', '部署', '部署上线以后的检查。', [
        { h: 2, text: '上线以后检查是否生效' },
        '部署上线以后，逐项确认配置已经生效。',
      ]),
    ]);
    const routes = index.rank('server.proxy 部署上线以后还生效吗').map((page) => page.routePath);
    expect(routes).toContain('/zh/config/server/proxy');
  });

  it('lists the page of an option the query names in camelCase, without its namespace', async () => {
    const tools = ['Vue CLI', 'Create React App', 'webpack', 'Vite', 'Parcel', 'Modern.js Builder'];
    const index = await indexOfPages('en', [
      doc('en', '/config/server/public-dir', 'server.publicDir', 'Serve a folder of files as they are.', [
        'Its files are copied to the output folder unchanged.',
      ]),
      ...tools.map((tool, i) =>
        doc('en', `/guide/migration/tool-${i}`, `Migrating from ${tool}`, `Move a ${tool} project over.`, [
          `Each ${tool} option, publicDir too, has an equivalent here; Vite users will find theirs.`,
        ]),
      ),
    ]);
    const routes = index.rank('vite publicDir equivalent').map((page) => page.routePath);
    expect(routes).toContain('/config/server/public-dir');
  });

  it('puts the page whose title is the query, word for word, before pages whose title holds it', async () => {
    const index = await indexOfPages('en', [
      doc(
        'en',
        '/config/source/alias-strategy',
        'source.aliasStrategy',
        'Choose whether tsconfig paths or source.alias win.',
        [
          'When both map an import, source.alias decides with prefer-alias.',
          { h: 2, text: 'Let source.alias decide' },
          'Set it to prefer-alias.',
        ],
      ),
      doc('en', '/config/source/alias', 'source.alias', 'Map import paths to other modules.', [
        'Set source.alias in the config.',
      ]),
    ]);
    expect(routes(index.rank('source.alias'))).toEqual(['/config/source/alias', '/config/source/alias-strategy']);
  });

  it('reads a title joined by hyphens and the same name in camel case as one name (plugin-vue, pluginVue)', async () => {
    const index = await indexOfPages('en', [
      doc('en', '/plugins/list/plugin-vue-jsx', 'plugin-vue-jsx', 'Write Vue components in JSX.', [
        'Add pluginVueJsx beside pluginVue in the plugins of the config.',
        { h: 2, text: 'Use with Vue' },
        'pluginVue compiles the single-file components; pluginVueJsx the JSX.',
        { h: 2, text: 'Options' },
        'Options of pluginVue stay those of pluginVue.',
      ]),
      doc('en', '/plugins/list/plugin-vue', 'plugin-vue', 'Build Vue single-file components.', [
        'Add pluginVue to the plugins of the config.',
      ]),
    ]);
    for (const query of ['pluginVue', 'pluginVue()', 'plugin_vue', 'plugin-vue'])
      expect(routes(index.rank(query))[0]).toBe('/plugins/list/plugin-vue');
    expect(routes(index.rank('pluginVueJsx'))[0]).toBe('/plugins/list/plugin-vue-jsx');
  });

  it('finds a Chinese page titled by an English identifier by the gloss learned from its twin', async () => {
    const guides = [
      ['/guide/a', 'Set the charset', '设置字符集'],
      ['/guide/b', 'The charset of the output', '产物的字符集'],
      ['/guide/c', 'Choose an ASCII or UTF-8 charset', '选择 ASCII 或 UTF-8 字符集'],
    ] as const;
    const enFiles = await buildIndex(
      'en',
      recordsOf([
        ...guides.map(([route, heading]) =>
          doc('en', route, `Guide ${route.slice(-1)}`, '', ['Text.', { h: 2, text: heading }, 'More text.']),
        ),
        doc('en', '/config/output/charset', 'output.charset', 'Choose how characters are written.', [
          'Escapes are the default.',
        ]),
      ]),
    );
    const zhFiles = await buildIndex(
      'zh',
      recordsOf([
        ...guides.map(([route, , heading]) =>
          doc('zh', route, `指南 ${route.slice(-1)}`, '', ['说明。', { h: 2, text: heading }, '更多说明。']),
        ),
        doc('zh', '/config/output/charset', 'output.charset', '选择非 ASCII 内容的写法。', ['默认写成转义序列。']),
      ]),
    );
    expect(
      openIndex(zhFiles)
        .rank('字符集')
        .map((page) => page.routePath),
    ).not.toContain('/zh/config/output/charset');
    const glossed = openIndex({
      index: withGlosses(zhFiles.index, enFiles.index, (route) => addLang(route, 'zh', 'en')),
      texts: zhFiles.texts,
    });
    const [first] = glossed.rank('字符集');
    expect(first?.routePath).toBe('/zh/config/output/charset');
    expect(first?.sections[0]?.type).toBe('title');
  });

  it('finds a Chinese page by the names written in its gloss', async () => {
    const [enFiles, zhFiles] = await Promise.all([
      buildIndex('en', recordsOf(enPages)),
      buildIndex('zh', recordsOf(zhPages)),
    ]);
    const glossed = openIndex({
      index: withGlosses(zhFiles.index, enFiles.index, (route) => addLang(route, 'zh', 'en')),
      texts: zhFiles.texts,
    });
    // 混淆 is in no page's text, only in the names written for output.minify and in the synonym
    // table beside 压缩: without the gloss, the pages holding 压缩 are found for it; with the gloss,
    // the page named by it comes first and is matched in its gloss.
    expect(zh.vocabulary.words).not.toContain('混淆');
    expect(routes(zh.rank('混淆'))).toEqual(['/zh/config/output/minify', '/zh/guide/optimization/optimize-bundle']);
    expect(top(glossed, '混淆')?.routePath).toBe('/zh/config/output/minify');
    expect(top(glossed, '混淆')?.sections[0]?.type).toBe('title');
    // 体积优化 names the bundle-size guide; 代码压缩 names output.minify, whose twin guide says 压缩代码.
    expect(top(glossed, '体积优化')?.routePath).toBe('/zh/guide/optimization/optimize-bundle');
    const minify = top(glossed, '代码压缩');
    expect(minify?.routePath).toBe('/zh/config/output/minify');
    expect(minify?.sections[0]?.type).toBe('title');
  });
});
