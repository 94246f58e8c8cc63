import { analyzeMdast, nodeText, summarize, type MdNode } from '../../../src/core/mdast';

const text = (value: string): MdNode => ({ type: 'text', value });
const heading = (depth: number, ...children: MdNode[]): MdNode => ({
  type: 'heading',
  depth,
  children,
  position: { start: { line: depth } },
});

const tree: MdNode = {
  type: 'root',
  children: [
    { type: 'mdxjsEsm', value: "import Hooks, { Other as Renamed } from '../shared/hooks.mdx';" },
    {
      type: 'paragraph',
      children: [
        text('Intro with a '),
        { type: 'link', url: '/config/', children: [text('link')], position: { start: { line: 4 } } },
      ],
    },
    {
      type: 'paragraph',
      children: [{ type: 'image', url: '/images/config-flow.svg', alt: 'Flow', position: { start: { line: 6 } } }],
    },
    heading(2, text('Usage')),
    heading(3, { type: 'inlineCode', value: 'output.minify' }),
    heading(2, text('Usage')),
    heading(2, text('环境变量')),
    heading(5, text('Deep')),
    {
      type: 'mdxJsxFlowElement',
      name: 'Callout',
      attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: 'tip' }],
      children: [{ type: 'paragraph', children: [text('Inside')] }],
    },
    {
      type: 'mdxJsxFlowElement',
      name: 'a',
      attributes: [{ type: 'mdxJsxAttribute', name: 'href', value: '/guide/#x' }],
      children: [],
    },
    {
      type: 'mdxJsxFlowElement',
      name: 'img',
      attributes: [{ type: 'mdxJsxAttribute', name: 'src', value: './logo.png' }],
      children: [],
    },
    { type: 'mdxJsxFlowElement', name: 'Hooks', attributes: [], children: [] },
  ],
};

describe('analyzeMdast', () => {
  const result = analyzeMdast(tree);

  it('builds the outline of h2–h4 with GitHub-style ids, de-duplicated', () => {
    expect(result.toc.map(({ text: t, id, depth }) => [t, id, depth])).toEqual([
      ['Usage', 'usage', 2],
      ['output.minify', 'outputminify', 3],
      ['Usage', 'usage-1', 2],
      ['环境变量', '环境变量', 2],
    ]);
    expect(result.anchors).toContain('deep');
  });

  it('places each heading in the plain text', () => {
    for (const item of result.toc)
      expect(result.text.slice(item.charIndex, item.charIndex + item.text.length)).toBe(item.text);
  });

  it('collects links (images too), components, imports and the first paragraph', () => {
    expect(result.links).toEqual([
      { url: '/config/', line: 4 },
      { url: '/images/config-flow.svg', line: 6 },
      { url: '/guide/#x', line: 0 },
      { url: './logo.png', line: 0 },
    ]);
    expect(result.components).toEqual(['Callout', 'Hooks']);
    expect(result.imports).toEqual(['Hooks', 'Renamed']);
    expect(result.importSources).toEqual(['../shared/hooks.mdx']);
    // Where the imported snippet renders: after every block above it.
    expect(result.embeds).toEqual([{ source: '../shared/hooks.mdx', charIndex: result.text.length + 1 }]);
    expect(result.firstParagraph).toBe('Intro with a link');
    expect(result.text).toContain('Inside');
  });
});

describe('headings without a usable anchor', () => {
  it('lists headings of emoji or punctuation only, the repeated one too', () => {
    const result = analyzeMdast({
      type: 'root',
      children: [
        heading(2, text('🚀')),
        heading(2, text('...')),
        heading(3, text('🚀 Launch')),
        heading(2, text('启动')),
      ],
    });
    expect(result.anchors).toEqual(['', '-1', '-launch', '启动']);
    expect(result.unanchoredHeadings).toEqual([
      { text: '🚀', line: 2 },
      { text: '...', line: 2 },
    ]);
  });
});

describe('text helpers', () => {
  it('reads text like mdast-util-to-string', () => {
    expect(nodeText({ type: 'image', alt: 'A picture' })).toBe('A picture');
    expect(nodeText(undefined)).toBe('');
  });
  it('summarizes at a word boundary', () => {
    expect(summarize('short')).toBe('short');
    const long = 'word '.repeat(60);
    const result = summarize(long, 40);
    expect(result.length).toBeLessThanOrEqual(40);
    expect(result.endsWith('word…')).toBe(true);
  });
});
