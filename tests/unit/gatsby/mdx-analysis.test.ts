import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MdNode } from '../../../src/core/mdast';

// remark's packages are ES modules jest does not load: a stand-in parser, counted, gives each
// source a tree of its own (a heading with the source's text and a link), which the real
// analysis reads.
const parses: string[] = [];
jest.mock('../../../gatsby/parse-mdx', () => ({
  parseMdx: (source: string): MdNode => {
    parses.push(source);
    const text = source.trim();
    return {
      type: 'root',
      children: [
        { type: 'heading', depth: 2, children: [{ type: 'text', value: text }] },
        {
          type: 'paragraph',
          children: [{ type: 'link', url: '/guide/start/', children: [{ type: 'text', value: 'start' }] }],
        },
      ],
    } as MdNode;
  },
}));

type AnalysisModule = typeof import('../../../gatsby/mdx-analysis');
const { WRITE_DELAY_MS } = jest.requireActual<AnalysisModule>('../../../gatsby/mdx-analysis');

/** The module as a new process loads it, run in `dir` as `gatsby <command>` or outside Gatsby. */
function freshModule(dir: string, command: string | undefined): AnalysisModule['mdxAnalysis'] {
  let loaded: AnalysisModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<AnalysisModule>('../../../gatsby/mdx-analysis');
  });
  return (source, file) => {
    const cwd = jest.spyOn(process, 'cwd').mockReturnValue(dir);
    const previous = process.env.gatsby_executing_command;
    if (command) process.env.gatsby_executing_command = command;
    else delete process.env.gatsby_executing_command;
    try {
      return loaded!.mdxAnalysis(source, file);
    } finally {
      if (previous === undefined) delete process.env.gatsby_executing_command;
      else process.env.gatsby_executing_command = previous;
      cwd.mockRestore();
    }
  };
}

/** Lets the queued write happen. */
const written = () => {
  jest.advanceTimersByTime(WRITE_DELAY_MS);
  return Promise.resolve();
};

describe('mdxAnalysis', () => {
  beforeAll(() => jest.useFakeTimers());
  afterAll(() => jest.useRealTimers());
  let dir: string;
  const storeFile = () => path.join(dir, '.cache', 'mdx-analyses.json');
  const compiledCode = (code: string) => writeFileSync(path.join(dir, '.cache', 'compiled', 'gatsby-node.js'), code);

  beforeEach(() => {
    parses.length = 0;
    dir = mkdtempSync(path.join(tmpdir(), 'mdx-analysis-'));
    mkdirSync(path.join(dir, '.cache', 'compiled'), { recursive: true });
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
    compiledCode('exports.a = 1;');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('analyses the tree of the body: outline, anchors, links', () => {
    const analysis = freshModule(dir, undefined)('Setup', 'en/a.mdx');
    expect(analysis.toc).toEqual([{ id: 'setup', text: 'Setup', depth: 2, charIndex: 0 }]);
    expect(analysis.anchors).toEqual(['setup']);
    expect(analysis.links.map((link) => link.url)).toEqual(['/guide/start/']);
  });

  it('stores nothing outside Gatsby’s process', async () => {
    freshModule(dir, undefined)('Setup', 'en/a.mdx');
    await written();
    expect(existsSync(storeFile())).toBe(false);
  });

  it('in Gatsby’s process, a later run reads the analysis of unchanged content without parsing it', async () => {
    const analyse = freshModule(dir, 'build');
    const first = analyse('Setup', 'en/a.mdx');
    analyse('Other', 'en/b.mdx');
    await written();
    parses.length = 0;
    const next = freshModule(dir, 'develop');
    expect(next('Setup', 'en/a.mdx')).toEqual(first);
    expect(parses).toEqual([]);
    expect(next('Changed', 'en/a.mdx').toc[0]?.text).toBe('Changed');
    expect(parses).toEqual(['Changed']);
  });

  it('keeps one analysis per file, that of its last content', async () => {
    const analyse = freshModule(dir, 'develop');
    for (const text of ['One', 'Two', 'Three']) analyse(text, 'en/a.mdx');
    analyse('Other', 'en/b.mdx');
    await written();
    const stored = JSON.parse(readFileSync(storeFile(), 'utf8')) as {
      files: Record<string, { analysis: { toc: { text: string }[] } }>;
    };
    expect(Object.keys(stored.files).sort()).toEqual(['en/a.mdx', 'en/b.mdx']);
    expect(stored.files['en/a.mdx']!.analysis.toc[0]!.text).toBe('Three');
  });

  it('analyses afresh when the site code changed, or when the store cannot be read', async () => {
    freshModule(dir, 'build')('Setup', 'en/a.mdx');
    await written();
    compiledCode('exports.a = 2;');
    parses.length = 0;
    freshModule(dir, 'build')('Setup', 'en/a.mdx');
    expect(parses).toEqual(['Setup']);
    await written();
    writeFileSync(storeFile(), '{ not json');
    parses.length = 0;
    expect(freshModule(dir, 'build')('Setup', 'en/a.mdx').anchors).toEqual(['setup']);
    expect(parses).toEqual(['Setup']);
  });
});
