/**
 * What the build needs to know about one MDX document, read from its syntax tree:
 * the outline, the links to check, the components used and the plain text.
 * Pure: it takes a tree produced by remark-parse + remark-mdx + remark-gfm.
 */
import GithubSlugger from 'github-slugger';

export interface MdNode {
  type: string;
  value?: string;
  alt?: string;
  title?: string | null;
  url?: string;
  depth?: number;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
  position?: { start: { line: number } };
}

export interface TocItem {
  text: string;
  id: string;
  depth: number;
  /** Offset of the heading in the page's plain text; -1 when it has none. */
  charIndex: number;
}

export interface LinkRef {
  url: string;
  line: number;
}

export interface EmbedRef {
  /** The `from` string of the import, e.g. `../../shared/onExit.mdx`. */
  source: string;
  /** Offset in the page's plain text where the snippet's text belongs. */
  charIndex: number;
}

export interface MdxAnalysis {
  toc: TocItem[];
  /** Every heading id, all depths: the anchors other pages may link to. */
  anchors: string[];
  /** Headings whose id has no letter or digit (`## 🚀`, `## ...`): empty or `-1`, useless as anchors. */
  unanchoredHeadings: { text: string; line: number }[];
  /** The depth of every heading, in order: the structure both locales must share. */
  headingDepths: number[];
  links: LinkRef[];
  /** Names of JSX components used (capitalised elements). */
  components: string[];
  /** Names bound by `import` statements. */
  imports: string[];
  /** Modules imported (the `from` strings). */
  importSources: string[];
  /** Where imported MDX snippets are used: their module and the plain-text offset they render at. */
  embeds: EmbedRef[];
  /** Headings and prose as plain text, one block per line. */
  text: string;
  /** Text of the first paragraph, the page's default description. */
  firstParagraph: string;
}

/** Text of a node as mdast-util-to-string@2 reads it (what gatsby-remark-autolink-headers slugs). */
export function nodeText(node: MdNode | undefined): string {
  if (!node) return '';
  return node.value || node.alt || node.title || (node.children ?? []).map(nodeText).join('');
}

const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell', 'code', 'html']);

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function jsxAttribute(node: MdNode, name: string): string | null {
  const attribute = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : null;
}

const IMPORT_BINDING = /import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*(?:\*\s+as\s+(\w+))?\s*from\s*['"]([^'"]+)['"]/g;

function readImports(esm: string): { names: string[]; sources: string[]; bindings: Map<string, string> } {
  const names: string[] = [];
  const sources: string[] = [];
  const bindings = new Map<string, string>();
  for (const match of esm.matchAll(IMPORT_BINDING)) {
    const bound: string[] = [];
    if (match[1]) bound.push(match[1]);
    if (match[2]) {
      for (const part of match[2].split(',')) {
        const local = part
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (local) bound.push(local);
      }
    }
    if (match[3]) bound.push(match[3]);
    names.push(...bound);
    if (match[4]) {
      sources.push(match[4]);
      for (const name of bound) bindings.set(name, match[4]);
    }
  }
  return { names, sources, bindings };
}

const MDX_MODULE = /\.mdx?$/;
/** github-slugger drops emoji and punctuation; an id must keep a letter or a digit to mean anything. */
const USABLE_ANCHOR = /[\p{L}\p{N}]/u;

/** What the walk over a tree gathers, in document order. */
interface Gathered {
  slugger: GithubSlugger;
  toc: TocItem[];
  anchors: string[];
  unanchoredHeadings: { text: string; line: number }[];
  headingDepths: number[];
  links: LinkRef[];
  components: Set<string>;
  imports: string[];
  importSources: string[];
  /** Default-import names bound to their module. */
  bindings: Map<string, string>;
  /** Capitalised elements and the plain-text offset they render at. */
  usages: { name: string; charIndex: number }[];
  blocks: string[];
  /** Length of the plain text so far (blocks joined by line breaks). */
  length: number;
  firstParagraph: string;
}

function pushBlock(gathered: Gathered, text: string): number {
  const at = gathered.length;
  gathered.blocks.push(text);
  gathered.length += text.length + 1;
  return at;
}

/** Gathers what one node says: a heading, a link, a component, an import, a block of text. */
function gather(gathered: Gathered, node: MdNode): void {
  const line = node.position?.start.line ?? 0;
  switch (node.type) {
    case 'heading': {
      const text = nodeText(node).trim();
      const id = gathered.slugger.slug(nodeText(node));
      gathered.anchors.push(id);
      // Judged before de-duplication: the second `## ...` gets `-1`, no better than the first's ``.
      if (!USABLE_ANCHOR.test(GithubSlugger.slug(nodeText(node)))) gathered.unanchoredHeadings.push({ text, line });
      gathered.headingDepths.push(node.depth ?? 0);
      const charIndex = pushBlock(gathered, text);
      if (node.depth !== undefined && node.depth >= 2 && node.depth <= 4) {
        gathered.toc.push({ text, id, depth: node.depth, charIndex });
      }
      return;
    }
    case 'link':
    case 'definition':
    case 'image':
      if (node.url) gathered.links.push({ url: node.url, line });
      return;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      if (node.name && /^[A-Z]/.test(node.name)) {
        gathered.components.add(node.name);
        gathered.usages.push({ name: node.name, charIndex: gathered.length });
      }
      const href = jsxAttribute(node, 'href') ?? jsxAttribute(node, 'link') ?? jsxAttribute(node, 'src');
      if (href) gathered.links.push({ url: href, line });
      return;
    }
    case 'mdxjsEsm': {
      const found = readImports(node.value ?? '');
      gathered.imports.push(...found.names);
      gathered.importSources.push(...found.sources);
      for (const [name, source] of found.bindings) gathered.bindings.set(name, source);
      return;
    }
    default:
      if (!TEXT_BLOCKS.has(node.type)) return;
  }
  const text = nodeText(node).trim();
  if (text) pushBlock(gathered, text);
  if (!gathered.firstParagraph && node.type === 'paragraph') gathered.firstParagraph = text.replace(/\s+/g, ' ');
}

export function analyzeMdast(tree: MdNode): MdxAnalysis {
  const gathered: Gathered = {
    slugger: new GithubSlugger(),
    toc: [],
    anchors: [],
    unanchoredHeadings: [],
    headingDepths: [],
    links: [],
    components: new Set(),
    imports: [],
    importSources: [],
    bindings: new Map(),
    usages: [],
    blocks: [],
    length: 0,
    firstParagraph: '',
  };
  walk(tree, (node) => gather(gathered, node));
  const { toc, anchors, headingDepths, links, components, imports, importSources, bindings } = gathered;
  const embeds = gathered.usages.flatMap(({ name, charIndex }) => {
    const source = bindings.get(name);
    return source && MDX_MODULE.test(source) ? [{ source, charIndex }] : [];
  });
  return {
    toc,
    anchors,
    unanchoredHeadings: gathered.unanchoredHeadings,
    headingDepths,
    links,
    components: [...components],
    imports,
    importSources,
    embeds,
    text: gathered.blocks.join('\n'),
    firstParagraph: gathered.firstParagraph,
  };
}

/** Shortens text to at most `max` characters, at a word boundary where there is one. */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
