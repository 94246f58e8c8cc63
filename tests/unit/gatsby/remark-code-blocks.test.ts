import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractCodeFences } from '../../../src/core/code-fences';
import type { MdNode } from '../../../src/core/mdast';

type CodeBlocksModule = typeof import('../../../gatsby/remark-code-blocks');

const JSX_BLOCK = 'const Counter = () => <button onClick={() => setCount((n) => n + 1)}>+</button>;';
const TSX_BLOCK = '<button type="button" onClick={() => setCount((n) => n + 1)}>Clicked</button>';

/** The HTML of each code block of a tree, transformed by fresh copies of the plugin and of Prism. */
function highlightedByFreshModules(blocks: { lang: string; value: string }[]): string[] {
  let plugin: CodeBlocksModule['remarkCodeBlocks'] | undefined;
  jest.isolateModules(() => {
    plugin = jest.requireActual<CodeBlocksModule>('../../../gatsby/remark-code-blocks').remarkCodeBlocks;
  });
  const tree = { type: 'root', children: blocks.map((block) => ({ type: 'code', ...block })) } as MdNode;
  plugin!()(tree);
  return (tree.children ?? []).map((node) => {
    const html = (node as { attributes?: { name: string; value: unknown }[] }).attributes?.find(
      (attribute) => attribute.name === 'html',
    );
    return String(html?.value);
  });
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('remarkCodeBlocks', () => {
  it('highlights a tsx block the same whether or not a jsx block came before it', () => {
    const [alone] = highlightedByFreshModules([{ lang: 'tsx', value: TSX_BLOCK }]);
    const [, afterJsx] = highlightedByFreshModules([
      { lang: 'jsx', value: JSX_BLOCK },
      { lang: 'tsx', value: TSX_BLOCK },
    ]);
    expect(alone).toContain('token function');
    expect(afterJsx).toBe(alone);
  });

  it('knows plain text and the loaded languages by any of their names, and no other language', () => {
    const { isKnownCodeLanguage } = jest.requireActual<CodeBlocksModule>('../../../gatsby/remark-code-blocks');
    for (const lang of ['', 'text', 'ts', 'TSX', 'js', 'sh', 'html', 'vue', 'yml', 'jsonc'])
      expect([lang, isKnownCodeLanguage(lang)]).toEqual([lang, true]);
    // Prism knows python but the site does not load it: highlighted on demand, it could come out differently.
    for (const lang of ['python', 'javscript', 'foolang'])
      expect([lang, isKnownCodeLanguage(lang)]).toEqual([lang, false]);
  });

  it('loads the language of every code block of the content before highlighting any', () => {
    const { HIGHLIGHTED_LANGUAGES, prismLanguageOf } = jest.requireActual<CodeBlocksModule>(
      '../../../gatsby/remark-code-blocks',
    );
    const used = new Set<string>();
    for (const file of contentFiles(path.resolve('content')))
      for (const fence of extractCodeFences(readFileSync(file, 'utf8'))) {
        const language = prismLanguageOf((fence.lang || 'text').toLowerCase());
        if (language) used.add(language);
      }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((language) => !HIGHLIGHTED_LANGUAGES.includes(language))).toEqual([]);
  });
});
