/**
 * Turns every fenced code block into a <CodeBlock> element carrying HTML highlighted at
 * build time with gatsby-remark-prismjs's Prism highlighter, so no highlighter ships to
 * the browser and the markup stays valid (a <pre> inside a <figure>, not inside a <span>).
 */
import escapeHTML from 'gatsby-remark-prismjs/escape-html';
import highlightCode from 'gatsby-remark-prismjs/highlight-code';
import loadPrismLanguage from 'gatsby-remark-prismjs/load-prism-language';
import { renderCodeLines } from '../src/core/code-lines';
import { parseCodeMeta } from '../src/core/code-meta';
import type { MdNode } from '../src/core/mdast';

const LANGUAGE_ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  mjs: 'js',
  cjs: 'js',
  mts: 'ts',
  cts: 'ts',
  jsonc: 'json',
  mdx: 'markdown',
  vue: 'html',
  svelte: 'html',
};
const PLAIN_TEXT = new Set(['text', 'txt', 'plain', 'none', 'log']);

/**
 * The Prism languages of the content's code blocks, loaded before any block is highlighted.
 * Prism fills in a grammar's `rest` the first time it highlights with it, in place, and a
 * language made from another later on (tsx from jsx) copies that state: loaded on demand, the
 * same tsx block came out one way or another depending on whether a jsx block had been
 * highlighted before it in the build. A test keeps this list covering the content.
 */
export const HIGHLIGHTED_LANGUAGES = [
  'markup',
  'css',
  'clike',
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'bash',
  'json',
  'yaml',
  'toml',
  'stylus',
  'scss',
  'pug',
  'markdown',
  'wasm',
  'diff',
];
for (const language of HIGHLIGHTED_LANGUAGES) loadPrismLanguage(language);

/** The Prism language a code block's language is highlighted with; null for plain text. */
export function prismLanguageOf(lang: string): string | null {
  if (PLAIN_TEXT.has(lang)) return null;
  return loadPrismLanguage.getBaseLanguageName(LANGUAGE_ALIASES[lang] ?? lang) ?? null;
}

/** Whether a code block's language (as written, any case) is plain text or one the site highlights. */
export function isKnownCodeLanguage(lang: string): boolean {
  const name = lang.toLowerCase();
  if (name === '' || PLAIN_TEXT.has(name)) return true;
  const prism = prismLanguageOf(name);
  return prism !== null && HIGHLIGHTED_LANGUAGES.includes(prism);
}

/** The names an author may mark a code block with, for the content checks' fix. */
export const CODE_LANGUAGE_NAMES = [
  ...new Set([
    'ts',
    'tsx',
    'js',
    'jsx',
    'json',
    'html',
    'css',
    ...Object.keys(LANGUAGE_ALIASES),
    ...HIGHLIGHTED_LANGUAGES,
  ]),
]
  .filter((name) => name !== 'clike' && name !== 'markup')
  .concat([...PLAIN_TEXT]);

function highlight(lang: string, code: string): string {
  if (PLAIN_TEXT.has(lang)) return escapeHTML(code);
  return highlightCode(LANGUAGE_ALIASES[lang] ?? lang, code);
}

function attribute(name: string, value: string | number | boolean) {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: String(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value, raw: String(value) } }],
        },
      },
    },
  };
}

function transform(node: MdNode): void {
  const children = node.children ?? [];
  children.forEach((child, index) => {
    if (child.type !== 'code') {
      transform(child);
      return;
    }
    const code = child as MdNode & { lang?: string | null; meta?: string | null; value: string };
    const lang = (code.lang ?? 'text').toLowerCase();
    const meta = parseCodeMeta(code.meta);
    const html = renderCodeLines(highlight(lang, code.value), meta.highlightLines);
    const attributes = [attribute('lang', lang), attribute('html', html)];
    if (meta.title) attributes.push(attribute('title', meta.title));
    if (meta.showLineNumbers !== null) attributes.push(attribute('showLineNumbers', meta.showLineNumbers));
    if (meta.wrapCode !== null) attributes.push(attribute('wrapCode', meta.wrapCode));
    children[index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] } as MdNode;
  });
}

/** A remark plugin (unified attacher). */
export function remarkCodeBlocks() {
  return (tree: MdNode) => transform(tree);
}
