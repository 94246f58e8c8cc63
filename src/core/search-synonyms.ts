/**
 * The words readers use for what the docs call otherwise: one table per locale of sets of
 * equivalent terms (`dir` / `directory` / `folder`, 产物 / 输出 / 构建结果). A term is one Latin
 * word (folded, as the tokenizer gives it) or one CJK word.
 *
 * The same table serves both sides of search:
 * - at build time, the CJK words of the table join the index's term list (their bigrams are
 *   kept in page bodies, src/core/search-records.ts), and the Chinese glosses name the
 *   equivalents of a title's words (src/core/search-lexicon.ts);
 * - in the browser, the query planner (src/core/search-query.ts) gives a query word its
 *   equivalents, and a CJK word of the query the equivalents that cover it.
 */
import { cjkTokens, foldText, isCjkToken } from './search-tokenizer';

type SynonymSets = readonly (readonly string[])[];

/**
 * Latin words typed in both locales: abbreviations and the other names of one thing. A term
 * of several words (`command line`) stands for the others where the query has its words side
 * by side.
 */
const LATIN: SynonymSets = [
  ['cli', 'command line'],
  ['esm', 'es module', 'es modules'],
  ['cjs', 'commonjs'],
  ['quiet', 'silence', 'silent', 'mute'],
  ['hmr', 'hot module replacement', 'hot reload', 'hot reloading'],
  ['spa', 'single page'],
  ['mpa', 'multi page'],
  ['dir', 'directory', 'folder'],
  ['dirs', 'directories', 'folders'],
  ['config', 'configuration', 'cfg'],
  ['configs', 'configurations', 'cfgs'],
  ['env', 'environment'],
  ['envs', 'environments'],
  ['var', 'variable'],
  ['vars', 'variables'],
  ['sourcemap', 'sourcemaps'],
  ['hmr', 'hot'],
  ['spa', 'single'],
  ['mpa', 'multi'],
  ['cors', 'proxy'],
  ['csp', 'nonce'],
  ['ts', 'typescript'],
  ['js', 'javascript'],
  ['cra', 'react-scripts'],
  ['dist', 'output'],
  ['deps', 'dependencies'],
  ['dep', 'dependency'],
  ['img', 'image'],
  ['imgs', 'images'],
  ['opts', 'options'],
  ['flag', 'option'],
  ['flags', 'options'],
  ['product', 'output'],
  ['products', 'outputs'],
  ['args', 'arguments'],
  ['favicon', 'icon'],
  ['minification', 'minify'],
  ['minimize', 'minify'],
  ['compression', 'compress'],
  ['lazy', 'dynamic'],
  ['webassembly', 'wasm'],
  ['ws', 'websocket'],
  ['ua', 'user agent'],
  ['og', 'open graph'],
  ['use', 'usage'],
  // Verbs readers and the docs use for one another.
  ['remove', 'strip', 'drop', 'delete', 'get rid'],
  ['modify', 'change'],
  ['disable', 'turn off'],
  ['enable', 'turn on'],
  ['reload', 'hard refresh', 'full refresh', 'page refresh'],
  ['open', 'launch'],
  ['open', 'access'],
  ['reduce', 'shrink'],
  ['inline', 'embed'],
  ['inlined', 'embedded'],
  ['big', 'large', 'huge'],
  ['bigger', 'larger'],
  // The docs say "your own" where readers type "custom".
  ['custom', 'own'],
  ['microfrontend', 'micro frontend', 'federation'],
  ['microfrontends', 'micro frontends', 'federation'],
  // Short forms readers type for the words the docs spell out.
  ['cert', 'certificate'],
  ['certs', 'certificates'],
  ['prod', 'production'],
  ['perf', 'performance'],
  ['app', 'application'],
  ['apps', 'applications'],
  ['lib', 'library'],
  ['libs', 'libraries'],
  ['pkg', 'package'],
  ['pkgs', 'packages'],
  ['repo', 'repository'],
  ['param', 'parameter'],
  ['params', 'parameters'],
  ['attr', 'attribute'],
  ['attrs', 'attributes'],
  ['dotenv', 'env'],
  ['scss', 'sass'],
  // British spellings of the docs' American ones.
  ['analyse', 'analyze'],
  ['analyser', 'analyzer'],
  ['customise', 'customize'],
  ['optimise', 'optimize'],
  ['optimisation', 'optimization'],
  ['behaviour', 'behavior'],
  // Other names of what the docs describe.
  ['transpile', 'compile'],
  ['transpiled', 'compiled'],
  ['uglify', 'minify'],
  ['shim', 'polyfill'],
  ['shims', 'polyfills'],
  ['clean', 'empty', 'clear', 'wipe'],
  ['cleans', 'empties', 'clears', 'wipes'],
  // Moving a dependency to a later version, in a reader's words.
  ['bump', 'upgrade'],
  ['newest', 'latest'],
  // Everyday words of a reader new to the trade for the docs' terms.
  ['picture', 'image'],
  ['pictures', 'images'],
  ['fake', 'mock'],
  ['mistake', 'error'],
  ['mistakes', 'errors'],
  // A comparison's heading says `compared with` or `vs` where readers ask how two things differ.
  ['different', 'difference', 'differ', 'compared', 'comparison', 'vs', 'versus'],
  // webpack's publicPath and Vite's base are what Rsbuild calls assetPrefix.
  ['publicpath', 'public path', 'base url', 'base path', 'assetprefix'],
  ['ie', 'internet explorer'],
  ['legacy browsers', 'old browsers', 'older browsers', 'compatibility'],
  // webpack's plugins and loaders, by the Rsbuild options that take their place. One named after
  // the feature it is about (`DefinePlugin`, `babel-loader`) needs no row: the planner reads it.
  ['html-webpack-plugin', 'htmlplugin'],
  ['url-loader', 'dataurilimit'],
  ['cache busting', 'long term caching', 'filenamehash'],
  ['lan', 'network', 'intranet', 'wifi'],
  // Node.js's code for a port another process holds.
  ['eaddrinuse', 'port taken'],
  ['obfuscate', 'minify'],
  ['ssl', 'https', 'tls'],
  ['oom', 'out of memory'],
  ['subdirectory', 'subpath', 'subfolder'],
  ['spinner', 'progress'],
  ['visualize', 'analyze'],
  ['visualizer', 'analyzer'],
  ['fingerprint', 'hash'],
  ['i18n', 'internationalization'],
  ['ssr', 'server side rendering'],
  ['devserver', 'dev server'],
  ['typings', 'types'],
  ['required', 'requirements'],
  ['website', 'site'],
  ['webpage', 'page'],
  ['webpages', 'pages'],
  ['error', 'exception'],
  ['errors', 'exceptions'],
  ['slow', 'performance'],
  ['speed', 'performance'],
  // A browser that pops up opens.
  ['popup', 'open'],
];

/** Chinese community terms and the words the Chinese docs use for them. */
const CHINESE: SynonymSets = [
  ['产物', '输出', '构建结果', '打包结果'],
  ['打包', '构建'],
  ['目录', '文件夹'],
  ['分包', '拆包', '代码拆分', '代码分割'],
  ['按需加载', '懒加载', '动态导入', '异步加载'],
  ['热更新', '热替换', '热重载', '热加载'],
  ['开发服务器', '开发服务', '本地服务', '本地服务器'],
  ['环境变量', '环境配置', 'env'],
  ['兼容性', '兼容', '低版本浏览器', '旧浏览器', '老浏览器'],
  ['别名', '路径映射'],
  ['跨域', '代理'],
  ['去掉', '移除', '删除', '关闭', '关掉', '禁用'],
  ['开启', '启用'],
  ['修改', '更改', '调整', '改成', '改为'],
  ['构成', '组成'],
  ['排查', '分析'],
  ['体积', '大小', '多大'],
  ['减小', '优化', '瘦身'],
  ['报错', '错误', '异常', '出错', '失败'],
  ['图标', 'icon'],
  ['垫片', 'polyfill'],
  ['微前端', '模块联邦', 'mf'],
  ['网页', '页面'],
  ['文件名', '文件名称'],
  ['名称', '名字'],
  // A normalized config, in the two words the docs use for it.
  ['归一化', '规范化'],
  ['扩展名', '后缀', '后缀名'],
  // As custom and own in English: the docs say 自己的模板 where readers type 自定义模板.
  ['自定义', '自己的', '自己写的', '定制'],
  ['引入', '导入', '引用'],
  ['图片', '图像', 'image', 'images', 'img'],
  ['不生效', '没生效', '失效', '不起作用', '无效', '没效果', '没有效果', '没反应', '没有反应'],
  // Words of one meaning readers and the docs choose between.
  ['清空', '清理', '清除'],
  ['插入', '注入'],
  ['端口', '端口号'],
  ['混淆', '压缩', '丑化'],
  // 阀值 is a common misspelling of 阈值; the typo rule cannot find it, as the two sound unlike.
  ['阈值', '阀值', '临界值'],
  // 跨越 (to span) is typed for 跨域 (cross-origin) as often as it is meant.
  ['跨域', '跨越'],
  ['源码映射', '源映射', 'sourcemap'],
  ['真机', '手机', '移动端', '移动设备'],
  ['指纹', '哈希'],
  // Not 发布: the docs use it for the release of a version, and 部署 found the release notes first.
  ['部署', '上线'],
  // 发版 is the community's word for publishing a version, which the docs call 发布.
  ['发布', '发版'],
  ['线上', '生产环境'],
  ['二级目录', '子目录', '子路径'],
  ['静态资源', '静态文件', '资源文件'],
  ['版本号', '版本'],
  ['类型声明', '类型定义', '类型文件'],
  ['刷新', '重新加载'],
  ['整页', '整个页面'],
  ['速度', '耗时', '提速', '加速', '变慢', '很慢', '太慢', '缓慢', '太久', '时间太长'],
  ['局域网', '内网'],
  ['钩子', '生命周期'],
  ['转译', '编译'],
  ['语法降级', '降级'],
  ['外部依赖', '外部扩展'],
  ['第三方包', '三方包', '第三方库', '三方库', '第三方依赖'],
  ['项目', '工程'],
  ['多页面', '多页应用', '多入口', 'mpa'],
  ['单页应用', '单页面', 'spa'],
  ['重启', '重新启动'],
  ['新建', '新创建'],
  ['升级', '升到', '升至'],
  ['之前', '前面'],
  ['复制', '拷贝'],
  ['忽略', '跳过', '排除', '屏蔽'],
  ['按需引入', '按需导入'],
  ['内存溢出', '内存不足'],
  ['白屏', '空白页', '页面空白'],
  ['终端', '命令行'],
  ['配置项', '选项', '参数'],
  ['获取', '拿到', '读取'],
  ['设置', '配置'],
  ['生成', '产出', '输出'],
  ['打开', '访问'],
  // A browser that pops up opens; the error overlay (浮层) by readers' other names; 接口 for a backend's API.
  ['打开', '弹出'],
  ['浮层', '遮罩', '蒙层'],
  ['接口', 'api'],
  ['开发环境', '开发模式'],
  ['生产环境', '生产模式'],
  ['公开变量', '公共变量'],
  ['显示', '展示', '打印'],
  // How two tools differ: 对比 or 差异 for the 区别 a comparison's heading says.
  ['区别', '对比', '差异'],
  ['写法', '用法', '示例', '例子'],
  ['测试', '单测', '单元测试'],
  // Latin names Chinese readers type for what the Chinese docs name in Chinese.
  ['装饰器', 'decorator', 'decorators'],
  ['哈希', 'hash'],
  ['国际化', 'i18n'],
  ['服务端渲染', 'ssr'],
  ['入口', 'entry'],
  ['模板', 'template'],
  ['控制台', 'console'],
  ['实例', 'instance'],
  ['浏览器', 'browser'],
  ['服务器', 'server'],
  ['构建', 'build'],
  ['预览', 'preview'],
  // More Latin names Chinese readers type (port, proxy, cache …), and 网卡 (a network card), which
  // the docs call a network interface.
  ['端口', 'port'],
  ['缓存', 'cache'],
  ['代理', 'proxy'],
  ['证书', 'certificate', 'cert'],
  ['预加载', 'preload'],
  ['预获取', 'prefetch', '预取'],
  ['内联', 'inline'],
  ['监听', 'listen'],
  ['网络接口', '网卡'],
];

export interface SynonymTable {
  /** Equivalents of a folded Latin word (not itself), words only. */
  word(word: string): readonly string[];
  /** The equivalents of several words of a folded word (`cli` → command line), each as its words. */
  phrasesOf(word: string): readonly (readonly string[])[];
  /** The one-word equivalents of a term of several folded words (`command line` → cli), or none. */
  phrase(words: readonly string[]): readonly string[];
  /** The most words a term of the table has. */
  longestPhrase: number;
  /** The CJK words of the table, longest first. */
  cjkWords: readonly string[];
  /** Equivalents of a CJK word of the table (not itself). */
  cjk(word: string): readonly string[];
}

function tableOf(sets: SynonymSets): SynonymTable {
  const latin = new Map<string, string[]>();
  const cjk = new Map<string, string[]>();
  const phrases = new Map<string, string[]>();
  const wordPhrases = new Map<string, string[][]>();
  let longestPhrase = 1;
  for (const set of sets) {
    const folded = set.map((term) => (isCjkToken(term) ? term : foldText(term)));
    for (const term of folded) {
      const others = folded.filter((other) => other !== term);
      const isPhrase = term.includes(' ');
      if (isPhrase) longestPhrase = Math.max(longestPhrase, term.split(' ').length);
      const map = isCjkToken(term) ? cjk : isPhrase ? phrases : latin;
      // Only one-word equivalents: a query word or phrase matches them as one token.
      const equivalents = isCjkToken(term) ? others : others.filter((other) => !other.includes(' '));
      map.set(term, [...new Set([...(map.get(term) ?? []), ...equivalents])]);
      if (map === latin)
        for (const other of others)
          if (other.includes(' ')) wordPhrases.set(term, [...(wordPhrases.get(term) ?? []), other.split(' ')]);
    }
  }
  return {
    word: (word) => latin.get(word) ?? [],
    phrasesOf: (word) => wordPhrases.get(word) ?? [],
    phrase: (words) => phrases.get(words.join(' ')) ?? [],
    longestPhrase,
    cjkWords: [...cjk.keys()].sort((a, b) => b.length - a.length),
    cjk: (word) => cjk.get(word) ?? [],
  };
}

const TABLES: Record<string, SynonymTable> = {
  en: tableOf(LATIN),
  zh: tableOf([...LATIN, ...CHINESE]),
};

/** The table of a locale (`zh`, `zh-CN` → the Chinese one); the English one for any other. */
export function synonymTable(lang: string): SynonymTable {
  return TABLES[lang.split('-')[0] ?? ''] ?? (TABLES.en as SynonymTable);
}

/** The CJK words of a run of characters that the table knows, as spans (longest first where they overlap). */
export function cjkSynonymSpans(
  table: SynonymTable,
  chars: readonly string[],
): { from: number; to: number; word: string; equivalents: readonly string[] }[] {
  const text = chars.join('');
  const spans: { from: number; to: number; word: string; equivalents: readonly string[] }[] = [];
  for (const word of table.cjkWords) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      const from = [...text.slice(0, at)].length;
      const to = from + [...word].length;
      if (spans.some((span) => span.from <= from && to <= span.to)) continue;
      spans.push({ from, to, word, equivalents: table.cjk(word) });
    }
  }
  return spans;
}

/** The CJK bigrams of every table: kept in page bodies so that an equivalent can be looked up. */
export function synonymBigrams(): Set<string> {
  const bigrams = new Set<string>();
  for (const table of Object.values(TABLES))
    for (const word of table.cjkWords) {
      const chars = [...word];
      for (const token of cjkTokens(chars).slice(chars.length)) bigrams.add(token);
    }
  return bigrams;
}
