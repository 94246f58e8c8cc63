/**
 * Turns the syntax tree of an MDX page (remark-parse + remark-mdx + remark-gfm) into a plain
 * Markdown tree that any Markdown reader understands: imports removed, shared snippets inlined,
 * the MDX kit's components written as Markdown, expressions evaluated or dropped, internal
 * links made absolute. Pure: parsing and stringifying are done by the caller (unified).
 */
import { isDataUrl, isExternalUrl, localizeHref, splitUrl } from './links';
import { parseCodeMeta } from './code-meta';
import { absoluteUrl } from './feeds';
import type { OverviewGroup } from './overview';
import { PACKAGE_MANAGERS, packageManagerCommands, type PackageManager } from './package-manager';
import type { MdxKitComponent } from '../mdx/kit';

/** An mdast or MDX node, with the fields this module reads or writes. */
export interface MdxNode {
  type: string;
  value?: string;
  children?: MdxNode[];
  name?: string | null;
  attributes?: MdxAttribute[];
  url?: string;
  alt?: string | null;
  title?: string | null;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  data?: { estree?: EstreeProgram | null };
  position?: { start: { line: number } };
  [field: string]: unknown;
}

interface MdxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: EstreeProgram | null } };
}

interface EstreeNode {
  type: string;
  [field: string]: unknown;
}

interface EstreeProgram extends EstreeNode {
  body: EstreeNode[];
}

export type CalloutType = 'tip' | 'info' | 'warning' | 'danger';

export interface MarkdownLabels {
  callout: Record<CalloutType, string>;
  /** Summary of a `<Details>` without one. */
  details: string;
  type: string;
  default: string;
  version: string;
  publishedAt: string;
  /** Text of a `<SourceCode>` link. */
  source: string;
  features: string;
  others: string;
}

export interface MarkdownContext {
  /** The file being converted, for error messages: `content/en/guide/start/index.mdx`. */
  file: string;
  locale: string;
  langs: readonly string[];
  defaultLang: string;
  siteUrl: string;
  labels: MarkdownLabels;
  /**
   * The MDX snippet an import names, from the importing file: its tree and its own file,
   * or null when the import is not an MDX snippet.
   */
  resolveImport(source: string, fromFile: string): { file: string; tree: MdxNode } | null;
}

/** Serialisation settings shared by the build and its tests (mdast-util-to-markdown options). */
export const MARKDOWN_STYLE = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  rule: '-',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  incrementListMarker: true,
  // Braces in text are escaped (`\{`), as `<` before a letter already is: the Markdown then
  // holds no JSX or expression, and reads back the same even as MDX.
  unsafe: [
    { character: '{', inConstruct: 'phrasing' },
    { character: '}', inConstruct: 'phrasing' },
  ],
} as const;

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

/** Nodes whose children are phrasing content. */
const PHRASING_CONTAINERS = new Set(['paragraph', 'heading', 'tableCell', ...PHRASING]);
/** Nodes whose children are blocks (lists hold items, tables rows, rows cells). */
const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** Kit components that render as blocks even when written on one line. */
const BLOCK_COMPONENTS: ReadonlySet<string> = new Set<MdxKitComponent>([
  'Callout',
  'Details',
  'Tabs',
  'Tab',
  'PackageManagerTabs',
  'Steps',
]);

const text = (value: string): MdxNode => ({ type: 'text', value });
const paragraph = (children: MdxNode[]): MdxNode => ({ type: 'paragraph', children });
const strong = (value: string): MdxNode => ({ type: 'strong', children: [text(value)] });

/** Runs of phrasing content become paragraphs, so the result can stand where blocks go. */
function asBlocks(nodes: MdxNode[]): MdxNode[] {
  const blocks: MdxNode[] = [];
  let run: MdxNode[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || (node.value ?? '').trim() !== '')) blocks.push(paragraph(run));
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      blocks.push(node);
    }
  }
  flush();
  return blocks;
}

/** Block content used inline (a snippet inside a sentence): the text of its paragraphs. */
function asPhrasing(nodes: MdxNode[]): MdxNode[] {
  return nodes.flatMap((node): MdxNode[] => {
    if (PHRASING.has(node.type)) return [node];
    if (node.type === 'paragraph' || node.type === 'heading') return node.children ?? [];
    if (node.type === 'code') return [{ type: 'inlineCode', value: node.value ?? '' }];
    return asPhrasing(node.children ?? []);
  });
}

function plainText(node: MdxNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** The value of a literal JavaScript expression (strings, numbers, booleans, objects and arrays of them). */
function literalValue(node: EstreeNode | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as unknown[]).length === 0 ? quasis.map((q) => q.value.cooked).join('') : undefined;
    }
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as EstreeNode[]) {
        if (property.type !== 'Property') return undefined;
        const key = property.key as EstreeNode;
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
        if (name === undefined) return undefined;
        result[name] = literalValue(property.value as EstreeNode);
      }
      return result;
    }
    case 'ArrayExpression':
      return (node.elements as EstreeNode[]).map(literalValue);
    case 'UnaryExpression':
      return node.operator === '-' ? -(literalValue(node.argument as EstreeNode) as number) : undefined;
    default:
      return undefined;
  }
}

/** The single expression of an MDX expression's estree, or null when it holds only comments. */
function expressionOf(program: EstreeProgram | null | undefined): EstreeNode | null | undefined {
  if (!program) return undefined;
  if (program.body.length === 0) return null;
  const statement = program.body[0];
  return program.body.length === 1 && statement?.type === 'ExpressionStatement'
    ? (statement.expression as EstreeNode)
    : undefined;
}

function attribute(node: MdxNode, name: string): unknown {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  return literalValue(expressionOf(found.value.data?.estree) ?? undefined);
}

function stringAttribute(node: MdxNode, name: string): string | undefined {
  const value = attribute(node, name);
  return typeof value === 'string' ? value : undefined;
}

/** Names bound to default imports in the page's ESM blocks, with the module they come from. */
export function importedModules(tree: MdxNode): Map<string, string> {
  const modules = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = (statement.source as { value: string }).value;
      for (const specifier of statement.specifiers as { type: string; local: { name: string } }[]) {
        if (specifier.type === 'ImportDefaultSpecifier') modules.set(specifier.local.name, source);
      }
    }
  }
  return modules;
}

interface Scope {
  ctx: MarkdownContext;
  file: string;
  imports: Map<string, string>;
  /** Snippet files being inlined, to refuse an import cycle. */
  stack: readonly string[];
}

function fail(scope: Scope, node: MdxNode, message: string): never {
  const line = node.position?.start.line;
  throw new Error(`${scope.file}${line ? `:${line}` : ''}: ${message}`);
}

/** A site link as an absolute URL: a page route gets the page's locale, a file (`/og-image.png`) stays as it is. */
function siteLink(url: string, scope: Scope): string {
  if (!url.startsWith('/') || isExternalUrl(url) || isDataUrl(url)) return url;
  const { ctx } = scope;
  const { path } = splitUrl(url);
  const isFile = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
  return absoluteUrl(ctx.siteUrl, isFile ? url : localizeHref(url, ctx.locale, ctx.langs, ctx.defaultLang));
}

const HTML_PHRASING: Record<string, string> = {
  strong: 'strong',
  b: 'strong',
  em: 'emphasis',
  i: 'emphasis',
  del: 'delete',
  s: 'delete',
};

type ElementConverter = (node: MdxNode, scope: Scope, block: boolean) => MdxNode[];

const blockChildrenOf = (node: MdxNode, scope: Scope) => asBlocks(convertAll(node.children ?? [], scope, true));

/** The Markdown form of each kit component (src/mdx/kit.ts) that has one; the others keep their content. */
const KIT_TO_MARKDOWN: Partial<Record<MdxKitComponent, ElementConverter>> = {
  Callout: (node, scope) => {
    const { labels } = scope.ctx;
    const type = (stringAttribute(node, 'type') ?? 'tip') as CalloutType;
    const label = stringAttribute(node, 'title') ?? labels.callout[type] ?? labels.callout.tip;
    return [{ type: 'blockquote', children: [paragraph([strong(label)]), ...blockChildrenOf(node, scope)] }];
  },
  Details: (node, scope) => [
    paragraph([strong(stringAttribute(node, 'summary') ?? scope.ctx.labels.details)]),
    ...blockChildrenOf(node, scope),
  ],
  Tabs: (node, scope) => blockChildrenOf(node, scope),
  Tab: (node, scope) => {
    const label = stringAttribute(node, 'label');
    return [...(label ? [paragraph([strong(label)])] : []), ...blockChildrenOf(node, scope)];
  },
  PackageManagerTabs: (node, scope) => {
    const command = attribute(node, 'command');
    if (typeof command !== 'string' && (typeof command !== 'object' || command === null)) {
      fail(scope, node, '<PackageManagerTabs> needs a "command" string or an object of commands per package manager');
    }
    const commands = packageManagerCommands(command as string | Partial<Record<PackageManager, string>>);
    return PACKAGE_MANAGERS.filter((pm) => commands[pm]).map((pm) => ({
      type: 'code',
      lang: 'bash',
      meta: null,
      value: commands[pm],
    }));
  },
  Badge: (node, _scope, block) => {
    const value = stringAttribute(node, 'text') ?? plainText(node);
    return block ? [paragraph([text(value)])] : [text(value)];
  },
  SourceCode: (node, scope, block) => {
    const href = stringAttribute(node, 'href');
    if (!href) fail(scope, node, '<SourceCode> needs an "href" string: the URL of the code the page documents');
    const link: MdxNode = { type: 'link', url: href, title: null, children: [text(scope.ctx.labels.source)] };
    return block ? [paragraph([link])] : [link];
  },
  Steps: (node, scope) => {
    let step = 0;
    return blockChildrenOf(node, scope).map((child) => {
      if (child.type !== 'heading' || child.depth !== 3) return child;
      step += 1;
      return { ...child, children: [text(`${step}. `), ...(child.children ?? [])] };
    });
  },
};

/** HTML elements written in MDX that have a Markdown form. */
const HTML_TO_MARKDOWN: Record<string, ElementConverter> = {
  a: (node, scope) => {
    const href = stringAttribute(node, 'href');
    const inner = convertAll(node.children ?? [], scope, false);
    return href ? [{ type: 'link', url: siteLink(href, scope), title: null, children: inner }] : inner;
  },
  img: (node, scope, block) => {
    const src = stringAttribute(node, 'src');
    if (!src) return [];
    const image: MdxNode = {
      type: 'image',
      url: siteLink(src, scope),
      alt: stringAttribute(node, 'alt') ?? '',
      title: null,
    };
    return block ? [paragraph([image])] : [image];
  },
  br: (_node, _scope, block) => (block ? [] : [{ type: 'break' }]),
  code: (node) => [{ type: 'inlineCode', value: plainText(node) }],
};

/** The table's own entry for a name (never one inherited from Object, such as `toString`). */
const ownEntry = <T>(table: Partial<Record<string, T>>, name: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;

function convertElement(node: MdxNode, scope: Scope, block: boolean): MdxNode[] {
  const name = node.name ?? '';
  const converter = ownEntry<ElementConverter>(KIT_TO_MARKDOWN, name) ?? ownEntry(HTML_TO_MARKDOWN, name);
  if (converter) return converter(node, scope, block);

  const phrasingType = ownEntry(HTML_PHRASING, name);
  if (phrasingType) return [{ type: phrasingType, children: convertAll(node.children ?? [], scope, false) }];

  const source = scope.imports.get(name);
  if (source !== undefined) {
    const snippet = scope.ctx.resolveImport(source, scope.file);
    if (snippet) {
      if (scope.stack.includes(snippet.file)) fail(scope, node, `the snippet ${snippet.file} imports itself`);
      const inner = convertTree(snippet.tree, {
        ...scope,
        file: snippet.file,
        imports: importedModules(snippet.tree),
        stack: [...scope.stack, snippet.file],
      });
      return block ? inner : asPhrasing(inner);
    }
  }
  // Any other element (an HTML tag, a component without a Markdown form): its content.
  return convertAll(node.children ?? [], scope, block);
}

function convertExpression(node: MdxNode, scope: Scope, block: boolean): MdxNode[] {
  const expression = expressionOf(node.data?.estree);
  if (expression === null) return [];
  const value = literalValue(expression ?? undefined);
  if (typeof value === 'string' || typeof value === 'number') {
    return block ? [paragraph([text(String(value))])] : [text(String(value))];
  }
  return fail(
    scope,
    node,
    `the expression {${node.value ?? ''}} has no Markdown form; write its text, or a string literal such as {'…'}`,
  );
}

function convertNode(node: MdxNode, scope: Scope, block: boolean): MdxNode[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return convertExpression(node, scope, block && node.type === 'mdxFlowExpression');
    case 'mdxJsxFlowElement':
      return convertElement(node, scope, true);
    case 'mdxJsxTextElement':
      return asPhrasing(convertElement(node, scope, false));
    case 'paragraph': {
      // `<Callout>One line</Callout>` parses as a paragraph holding the element: it is still a block.
      const meaningful = (node.children ?? []).filter(
        (child) => !(child.type === 'text' && !(child.value ?? '').trim()),
      );
      const only = meaningful[0];
      if (meaningful.length === 1 && only?.type === 'mdxJsxTextElement' && BLOCK_COMPONENTS.has(only.name ?? '')) {
        return convertElement(only, scope, true);
      }
      return [{ ...node, children: convertAll(node.children ?? [], scope, false) }];
    }
    case 'code': {
      const title = parseCodeMeta(node.meta).title;
      return [
        { type: 'code', lang: node.lang ?? null, meta: title ? `title="${title}"` : null, value: node.value ?? '' },
      ];
    }
    case 'link':
    case 'definition':
    case 'image':
      return [
        {
          ...node,
          url: siteLink(node.url ?? '', scope),
          ...(node.children ? { children: convertAll(node.children, scope, false) } : {}),
        },
      ];
    default: {
      if (!node.children) return [{ ...node }];
      if (PHRASING_CONTAINERS.has(node.type)) return [{ ...node, children: convertAll(node.children, scope, false) }];
      const children = convertAll(node.children, scope, true);
      return [{ ...node, children: BLOCK_CONTAINERS.has(node.type) ? asBlocks(children) : children }];
    }
  }
}

function convertAll(nodes: readonly MdxNode[], scope: Scope, block: boolean): MdxNode[] {
  return nodes.flatMap((node) => convertNode(node, scope, block));
}

function convertTree(tree: MdxNode, scope: Scope): MdxNode[] {
  return asBlocks(convertAll(tree.children ?? [], scope, true));
}

/** The Markdown tree of an MDX document body (frontmatter already removed). */
export function mdxToMarkdownTree(tree: MdxNode, ctx: MarkdownContext): MdxNode {
  const scope: Scope = { ctx, file: ctx.file, imports: importedModules(tree), stack: [ctx.file] };
  return { type: 'root', children: convertTree(tree, scope) };
}

/** What the page header shows above the body, from the frontmatter. */
export interface PagePreamble {
  title: string;
  /** Only a description written in the frontmatter: one taken from the first paragraph is already in the body. */
  description: string | null;
  type?: string | null;
  default?: string | null;
  version?: string | null;
  /** Date text as the page shows it (`March 19, 2024`). */
  publishedAt?: string | null;
}

/** `# Title`, the description, then the facts of a configuration page or a release's date. */
export function preambleNodes(preamble: PagePreamble, labels: MarkdownLabels): MdxNode[] {
  const nodes: MdxNode[] = [{ type: 'heading', depth: 1, children: [text(preamble.title)] }];
  if (preamble.description) nodes.push(paragraph([text(preamble.description)]));
  if (preamble.publishedAt) nodes.push(paragraph([text(`${labels.publishedAt} ${preamble.publishedAt}`)]));
  const facts: [string, string | null | undefined][] = [
    [labels.type, preamble.type],
    [labels.default, preamble.default],
    [labels.version, preamble.version],
  ];
  const items = facts
    .filter((fact): fact is [string, string] => Boolean(fact[1]))
    .map(([label, value]) => ({
      type: 'listItem',
      spread: false,
      children: [paragraph([strong(`${label}:`), text(' '), { type: 'inlineCode', value }])],
    }));
  if (items.length > 0) nodes.push({ type: 'list', ordered: false, spread: false, children: items });
  return nodes;
}

const linkItem = (label: string, url: string, rest: MdxNode[] = []): MdxNode => ({
  type: 'listItem',
  spread: false,
  children: [paragraph([{ type: 'link', url, title: null, children: [text(label)] }, ...rest])],
});

/** The home page: its hero, its actions as links and its features as a list. */
export interface HomeFrontmatter {
  hero?: {
    name?: string | null;
    text?: string | null;
    tagline?: string | null;
    actions?: readonly { text: string; link: string }[] | null;
  } | null;
  features?: readonly { title: string; details: string; link?: string | null }[] | null;
}

export function homeNodes(
  home: HomeFrontmatter,
  ctx: Pick<MarkdownContext, 'locale' | 'langs' | 'defaultLang' | 'siteUrl' | 'labels'>,
): MdxNode[] {
  const scope = { ctx: ctx as MarkdownContext, file: '', imports: new Map<string, string>(), stack: [] };
  const nodes: MdxNode[] = [];
  const hero = home.hero;
  const lines = [hero?.text, hero?.tagline].filter((line): line is string => Boolean(line));
  for (const line of lines) nodes.push(paragraph([text(line)]));
  const actions = hero?.actions ?? [];
  if (actions.length > 0) {
    nodes.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: actions.map((a) => linkItem(a.text, siteLink(a.link, scope))),
    });
  }
  const features = home.features ?? [];
  if (features.length > 0) {
    nodes.push({ type: 'heading', depth: 2, children: [text(ctx.labels.features)] });
    nodes.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: features.map((feature) => ({
        type: 'listItem',
        spread: false,
        children: [
          paragraph([
            feature.link
              ? { type: 'link', url: siteLink(feature.link, scope), title: null, children: [strong(feature.title)] }
              : strong(feature.title),
            text(`: ${feature.details}`),
          ]),
        ],
      })),
    });
  }
  return nodes;
}

/** An overview page's list of the section's pages, as the page shows it below the content. */
export function overviewNodes(groups: readonly OverviewGroup[], siteUrl: string, labels: MarkdownLabels): MdxNode[] {
  return groups.flatMap((group) => [
    { type: 'heading', depth: 2, children: [text(group.text ?? labels.others)] },
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: group.items.map((item) => {
        const url = absoluteUrl(siteUrl, item.link);
        const headings = item.headings.map((h) => linkItem(h.text, `${url}#${encodeURIComponent(h.id)}`));
        const entry = linkItem(item.text, url);
        if (headings.length > 0)
          entry.children?.push({ type: 'list', ordered: false, spread: false, children: headings });
        return entry;
      }),
    },
  ]);
}

/** The Markdown tree of a whole page: preamble, body (or the home page's hero and features), overview. */
export function pageMarkdownTree(parts: { preamble: MdxNode[]; body: MdxNode; after?: MdxNode[] }): MdxNode {
  return { type: 'root', children: [...parts.preamble, ...(parts.body.children ?? []), ...(parts.after ?? [])] };
}
