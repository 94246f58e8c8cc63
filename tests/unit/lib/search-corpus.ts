/**
 * A small documentation corpus for the search tests, built the way the site builds its index:
 * pages analysed by src/core/mdast.ts, records by src/core/search-records.ts, the index by the
 * build's own FlexSearch step (gatsby/search-index.ts), then read back as the browser reads the
 * static file.
 */
import { analyzeMdast, type MdNode } from '../../../src/core/mdast';
import { CHAR_FACTS } from '../../../gatsby/char-facts';
import { buildLocaleIndex } from '../../../gatsby/search-index';
import { buildSearchFiles, indexFileBody, readIndexFile, type SearchFiles } from '../../../src/core/search-index-file';
import { localeRecords, type IndexedRecord, type SearchSourceNode } from '../../../src/core/search-records';
import { LocalIndex } from '../../../src/search/local-index';

type Block = string | { h: number; text: string } | { use: string };

function tree(blocks: readonly Block[], imports: Record<string, string>): MdNode {
  const children: MdNode[] = Object.entries(imports).map(([name, source]) => ({
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
  }));
  for (const block of blocks) {
    if (typeof block === 'string') children.push({ type: 'paragraph', children: [{ type: 'text', value: block }] });
    else if ('h' in block)
      children.push({ type: 'heading', depth: block.h, children: [{ type: 'text', value: block.text }] });
    else children.push({ type: 'mdxJsxFlowElement', name: block.use, attributes: [], children: [] });
  }
  return { type: 'root', children };
}

export interface CorpusPage {
  node: SearchSourceNode;
  tree: MdNode;
}

/** One content file: `route` without locale prefix, null for a shared snippet at `shared`. */
export function doc(
  locale: 'en' | 'zh',
  route: string | null,
  title: string,
  description: string,
  blocks: readonly Block[],
  options: { shared?: string; imports?: Record<string, string>; pageType?: string } = {},
): CorpusPage {
  const imports = options.imports ?? {};
  const mdast = tree(blocks, imports);
  const analysis = analyzeMdast(mdast);
  const routePath = route === null ? null : locale === 'en' ? route : `/zh${route}`;
  const file =
    route === null
      ? `shared/${options.shared ?? 'snippet'}.mdx`
      : `${route.replace(/^\//, '').replace(/\/$/, '/index') || 'index'}.mdx`;
  return {
    tree: mdast,
    node: {
      body: '',
      frontmatter: { title, description: description || null },
      fields: {
        routePath,
        relativePath: `${locale}/${file}`,
        isShared: route === null,
        lang: locale === 'en' ? 'en' : 'zh-CN',
        pageType: options.pageType ?? 'doc',
        importSources: analysis.importSources,
        plainText: analysis.text,
        toc: analysis.toc,
      },
    },
  };
}

export function recordsOf(pages: readonly CorpusPage[]): IndexedRecord[] {
  const trees = new Map(pages.map((page) => [page.node, page.tree]));
  return localeRecords(
    pages.map((page) => page.node),
    (node) => analyzeMdast(trees.get(node) ?? { type: 'root' }).embeds,
  );
}

/** A stand-in for the content hash of a page text: its length and a checksum, in hex. */
function testHash(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum = (sum * 31 + body.charCodeAt(i)) >>> 0;
  return `${body.length.toString(16)}${sum.toString(16)}`;
}

/**
 * Indexes the records as the build does and returns the static files the site would write;
 * `phrasings` are none unless given, so that a test's pages are only what it writes.
 */
export async function buildIndex(
  lang: string,
  records: readonly IndexedRecord[],
  phrasings?: (route: string) => readonly string[],
): Promise<SearchFiles> {
  const { index, store } = buildLocaleIndex(records);
  // What gatsby/search-index-files.ts writes, through JSON as the browser reads it.
  const files = buildSearchFiles(lang, index, store, testHash, CHAR_FACTS, phrasings);
  return { index: readIndexFile(JSON.parse(indexFileBody(files.index)), lang), texts: files.texts };
}

/** The index of `pages` as the browser holds it. */
export async function indexOfPages(lang: string, pages: readonly CorpusPage[]): Promise<LocalIndex> {
  return openIndex(await buildIndex(lang, recordsOf(pages)));
}

/** The index as the browser holds it, its page texts read from memory; `fetched` lists the hashes asked for. */
export function openIndex(files: SearchFiles, fetched: string[] = []): LocalIndex {
  return new LocalIndex(files.index, (hash) => {
    fetched.push(hash);
    const body = files.texts.get(hash);
    return body === undefined
      ? Promise.reject(new Error(`no text ${hash}`))
      : Promise.resolve(JSON.parse(body) as unknown);
  });
}

/**
 * The index with the texts of every page loaded, as a reader's browser has those of the pages
 * it shows: its ranking is then checked against them (src/core/search-recheck.ts).
 */
export async function openIndexWithTexts(files: SearchFiles): Promise<LocalIndex> {
  const index = openIndex(files);
  await index.pageTexts(files.index.pages.map(([route]) => route));
  return index;
}

const OPTION_NOTE = 'Set it in rsbuild.config.ts.';

export const enPages: CorpusPage[] = [
  doc('en', '/config/output/minify', 'output.minify', 'Whether to minify JavaScript and CSS in production builds.', [
    'Rsbuild minifies JavaScript with SWC and CSS with Lightning CSS when building for production.',
    OPTION_NOTE,
    { h: 2, text: 'Disable minification' },
    'Set output.minify to false to keep the output readable.',
  ]),
  doc(
    'en',
    '/config/output/asset-prefix',
    'output.assetPrefix',
    'The URL prefix of static assets in production builds, such as a CDN address.',
    [
      'When output.assetPrefix is set, the URLs of JavaScript, CSS and images start with it.',
      { h: 2, text: 'Use a CDN' },
      'Upload the dist folder to your CDN and set assetPrefix to its address.',
    ],
  ),
  doc(
    'en',
    '/config/dev/asset-prefix',
    'dev.assetPrefix',
    'The URL prefix of static assets served by the dev server.',
    ['Works like output.assetPrefix in development.'],
  ),
  doc('en', '/config/server/proxy', 'server.proxy', 'Forward requests from the dev server to another server.', [
    'The dev server can proxy requests to a backend, which avoids cross-origin errors.',
    { h: 2, text: 'Proxy API requests' },
    'Forward every request under /api to http://localhost:3000.',
    { h: 3, text: 'Rewrite the path' },
    'Use pathRewrite to remove the /api prefix.',
  ]),
  doc(
    'en',
    '/guide/advanced/env-vars',
    'Environment Variables',
    'Read environment variables in the browser and in the config.',
    [
      'Rsbuild injects process.env.NODE_ENV and the variables prefixed with PUBLIC_.',
      { h: 2, text: 'Public variables' },
      'Variables starting with PUBLIC_ reach the client code.',
      { h: 2, text: 'The .env file' },
      'Write KEY=value lines in .env to load them.',
    ],
  ),
  doc('en', '/guide/advanced/hmr', 'Hot Module Replacement', 'How HMR updates modules in place while you edit.', [
    'Hot module replacement exchanges changed modules without a full reload.',
    { h: 2, text: 'Keep component state' },
    'React Refresh keeps the state of components.',
  ]),
  doc('en', '/config/dev/hmr', 'dev.hmr', 'Whether to enable Hot Module Replacement.', [
    'Defaults to true.',
    OPTION_NOTE,
  ]),
  doc('en', '/guide/basic/tailwindcss', 'Tailwind CSS', 'Use Tailwind CSS through PostCSS.', [
    'Install tailwindcss and add it to postcss.config.cjs.',
    { h: 2, text: 'Configure content' },
    'List the files Tailwind scans in tailwind.config.js.',
  ]),
  doc('en', '/guide/basic/css-modules', 'CSS Modules', 'Locally scoped class names in .module.css files.', [
    'Files ending in .module.css are CSS Modules.',
    { h: 2, text: 'Type declarations' },
    'Generate declarations with the typed CSS modules plugin.',
  ]),
  doc(
    'en',
    '/config/output/css-modules',
    'output.cssModules',
    'Options of CSS Modules: auto, exportLocalsConvention and localIdentName.',
    ['Controls how CSS Modules class names are generated.'],
  ),
  doc('en', '/guide/optimization/optimize-bundle', 'Optimize Bundle Size', 'Make the output smaller.', [
    'A smaller bundle loads faster.',
    { h: 2, text: 'Minify the code' },
    'Keep minification on in production; it is on by default.',
    { h: 2, text: 'Remove console calls' },
    'performance.removeConsole drops console.log calls.',
  ]),
  doc(
    'en',
    '/guide/basic/cli',
    'Command Line Interface',
    'The rsbuild dev, build and preview commands and their flags.',
    [
      'Run rsbuild dev to start the dev server, rsbuild build for production.',
      { h: 2, text: 'Options' },
      'Every command accepts --config and --env-mode.',
    ],
  ),
  doc(
    'en',
    '/guide/start/quick-start',
    'Quick Start',
    'Create a project and run it.',
    [
      'Use create-rsbuild to scaffold a project with a template, then run rsbuild dev.',
      { h: 2, text: 'Add a framework' },
      'Install the plugin of your framework.',
      { use: 'Requirements' },
    ],
    { imports: { Requirements: '../../shared/requirements.mdx' } },
  ),
  doc(
    'en',
    null,
    'Requirements',
    '',
    [{ h: 2, text: 'Node.js versions' }, 'Rsbuild needs Node.js 16 or later; use an LTS release.'],
    { shared: 'requirements' },
  ),
  doc('en', '/', 'Rsbuild', 'The Rspack-based build tool.', ['Fast, configurable, modern.'], { pageType: 'home' }),
];

export const zhPages: CorpusPage[] = [
  doc('zh', '/guide/advanced/env-vars', '环境变量', '在浏览器和配置文件中读取环境变量。', [
    'Rsbuild 会注入 process.env.NODE_ENV 以及以 PUBLIC_ 开头的变量。',
    { h: 2, text: '公共变量' },
    '以 PUBLIC_ 开头的变量会被注入到客户端代码中。',
  ]),
  doc('zh', '/guide/advanced/hmr', '模块热更新', '修改代码时，热更新在不刷新页面的情况下替换模块。', [
    '模块热替换（HMR）会在运行时替换发生变化的模块。',
    { h: 2, text: '保持组件状态' },
    'React Refresh 可以保留组件的状态。',
  ]),
  doc('zh', '/config/dev/hmr', 'dev.hmr', '是否开启模块热替换。', ['默认值为 true。', '在 rsbuild.config.ts 中配置。']),
  doc('zh', '/config/source/alias', 'source.alias', '设置文件引用的别名，对应 Rspack 的 resolve.alias 配置。', [
    '可以为模块路径设置别名，例如将 @ 指向 src 目录。',
    { h: 2, text: '函数用法' },
    '传入函数可以修改默认的别名配置。',
  ]),
  doc('zh', '/guide/basic/tailwindcss', 'Tailwind CSS', '在 Rsbuild 中通过 PostCSS 使用 Tailwind CSS。', [
    '安装 tailwindcss，并在 postcss.config.cjs 中注册它。',
    { h: 2, text: '配置 content' },
    '在 tailwind.config.js 中声明 Tailwind 需要扫描的文件。',
  ]),
  doc('zh', '/config/output/minify', 'output.minify', '是否在生产构建时压缩 JavaScript 和 CSS 代码。', [
    '生产构建时，Rsbuild 使用 SWC 压缩 JavaScript，使用 Lightning CSS 压缩 CSS。',
    { h: 2, text: '关闭压缩' },
    '将 output.minify 设置为 false 可以保留可读的产物。',
  ]),
  doc('zh', '/config/server/proxy', 'server.proxy', '将开发服务器的请求代理到其他服务器。', [
    '开发服务器可以将请求代理到后端，从而避免跨域错误。',
    { h: 2, text: '代理 API 请求' },
    '将 /api 下的请求转发到 http://localhost:3000。',
  ]),
  doc('zh', '/guide/optimization/optimize-bundle', '优化产物体积', '减小产物体积：移除重复依赖以及压缩代码。', [
    '体积更小的产物加载更快。',
    { h: 2, text: '重复依赖' },
    '检查并移除重复的依赖。',
  ]),
  doc('zh', '/config/', '配置总览', 'Rsbuild 的全部配置项。', [
    '所有配置项都写在 rsbuild.config.ts 中，可以配置开发服务器、构建产物和插件。',
    { h: 2, text: '配置项的分组' },
    '配置项按照命名空间分组，例如 dev、source、output 和 server。',
  ]),
  doc('zh', '/guide/start/quick-start', '快速开始', '创建项目并运行开发服务器。', [
    '使用 create-rsbuild 从模板创建项目，然后运行 rsbuild dev。',
    { h: 2, text: '添加框架' },
    '安装对应框架的插件，并在配置中注册。',
  ]),
];
