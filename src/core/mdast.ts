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

export function analyzeMdast(tree: MdNode): MdxAnalysis {
  const slugger = new GithubSlugger();
  const toc: TocItem[] = [];
  const anchors: string[] = [];
  const unanchoredHeadings: { text: string; line: number }[] = [];
  const headingDepths: number[] = [];
  const links: LinkRef[] = [];
  const components = new Set<string>();
  const imports: string[] = [];
  const importSources: string[] = [];
  const bindings = new Map<string, string>();
  const usages: { name: string; charIndex: number }[] = [];
  const blocks: string[] = [];
  let firstParagraph = '';
  let length = 0;
  const pushBlock = (text: string): number => {
    const at = length;
    blocks.push(text);
    length += text.length + 1;
    return at;
  };

  walk(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'heading': {
        const text = nodeText(node).trim();
        const id = slugger.slug(nodeText(node));
        anchors.push(id);
        // Judged before de-duplication: the second `## ...` gets `-1`, no better than the first's ``.
        if (!USABLE_ANCHOR.test(GithubSlugger.slug(nodeText(node)))) unanchoredHeadings.push({ text, line });
        headingDepths.push(node.depth ?? 0);
        const charIndex = pushBlock(text);
        if (node.depth !== undefined && node.depth >= 2 && node.depth <= 4) {
          toc.push({ text, id, depth: node.depth, charIndex });
        }
        break;
      }
      case 'link':
      case 'definition':
        if (node.url) links.push({ url: node.url, line });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (node.name && /^[A-Z]/.test(node.name)) {
          components.add(node.name);
          usages.push({ name: node.name, charIndex: length });
        }
        const href = jsxAttribute(node, 'href') ?? jsxAttribute(node, 'link');
        if (href) links.push({ url: href, line });
        break;
      }
      case 'mdxjsEsm': {
        const found = readImports(node.value ?? '');
        imports.push(...found.names);
        importSources.push(...found.sources);
        for (const [name, source] of found.bindings) bindings.set(name, source);
        break;
      }
      default:
        break;
    }
    if (TEXT_BLOCKS.has(node.type) && node.type !== 'heading') {
      const text = nodeText(node).trim();
      if (text) pushBlock(text);
      if (!firstParagraph && node.type === 'paragraph') firstParagraph = text.replace(/\s+/g, ' ');
    }
  });

  const embeds = usages.flatMap(({ name, charIndex }) => {
    const source = bindings.get(name);
    return source && MDX_MODULE.test(source) ? [{ source, charIndex }] : [];
  });

  return {
    toc,
    anchors,
    unanchoredHeadings,
    headingDepths,
    links,
    components: [...components],
    imports,
    importSources,
    embeds,
    text: blocks.join('\n'),
    firstParagraph,
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
