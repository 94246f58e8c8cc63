/**
 * `npm run check:content` over a content folder with one of each fault: the run fails and
 * names, for each, the file (and line) and the fix. The build runs the same checks.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const result = spawnSync(
  path.join(ROOT, 'node_modules/.bin/tsx'),
  ['scripts/check-content.ts', '--root', 'tests/fixtures/bad-content'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
);
const report = result.stderr;

/** The block of the report about one file: its ✖ line and the two lines after it. */
function problemsOf(file: string): string[] {
  const lines = report.split('\n');
  return lines.flatMap((line, i) => (line.trim() === `✖ ${file}` ? [lines.slice(i, i + 3).join('\n')] : []));
}

describe('check:content on bad content', () => {
  it('fails', () => expect(result.status).toBe(1));

  it.each([
    ['content/en/guide/bad-frontmatter.mdx', '"overview" must be true or false', 'correct "overview"'],
    ['content/zh/guide/bad-syntax.mdx:5:18', 'the MDX does not parse', 'write comments as {/* … */}'],
    [
      'content/en/guide/unclosed.mdx:10:1',
      'Expected a closing tag for `<Callout>` (line 10, column 1)',
      'close it with </Callout>',
    ],
    [
      'content/en/guide/bad-yaml.mdx:3:14',
      'the frontmatter is not valid YAML: unexpected end of the stream within a double quoted scalar',
      'add the closing quote',
    ],
    ['content/en/guide/symbol-headings.mdx:5', 'the heading "🚀" has no letter or digit', 'add words'],
    ['content/en/guide/symbol-headings.mdx:9', 'the heading "..." has no letter or digit', 'add words'],
    ['content/en/guide/good.mdx:9', 'the link www.example.com has no scheme', 'https://www.example.com'],
    [
      'content/en/guide/code-languages.mdx:11',
      'marked "javscript", a language the site does not highlight',
      'write javascript',
    ],
    ['content/en/guide/code-languages.mdx:15', 'marked "python"', 'add the language to HIGHLIGHTED_LANGUAGES'],
    ['content/en/guide/only-english.mdx', 'has no zh version', 'write content/zh/guide/only-english.mdx'],
    [
      'content/en/guide/good.mdx',
      'the route /guide/good is already produced by content/en/guide/good/index.mdx',
      'keep one of the two files',
    ],
    [
      'src/config/sidebar/guide.ts',
      'the sidebar links to /guide/missing-page, but no page has that route',
      'write the page',
    ],
    ['content/en/guide/orphan.mdx', 'is in no sidebar group', "add { link: '/guide/orphan' }"],
    [
      'content/zh/guide/headings.mdx',
      'its headings (h2 h2) differ from content/en/guide/headings.mdx (h2 h3)',
      'same headings',
    ],
    ['content/en/guide/good.mdx', '<Unknown> is neither part of the MDX kit nor imported', 'import Unknown'],
    [
      'content/en/guide/good.mdx:7',
      'the link /guide/nowhere points at /guide/nowhere, which is not a page',
      'link to an existing route',
    ],
    ['content/zh/guide/good.mdx:7', 'points at #nope, which is no heading of /zh/guide/good', 'use one of: #usage'],
  ])('names %s, the fault and the fix', (file, fault, fix) => {
    const blocks = problemsOf(file);
    expect(blocks.some((block) => block.includes(fault) && block.includes(`fix: `) && block.includes(fix))).toBe(true);
  });
});

describe('check:content on a file that does not parse', () => {
  const blocks = report.split('\n  ✖ ');

  it.each(['en/guide/unclosed', 'en/guide/bad-yaml'])('reports %s once, and nothing that follows from it', (page) => {
    const mentions = blocks.filter((block) => block.includes(page) || block.includes(page.replace(/^en/, '')));
    expect(mentions).toHaveLength(1);
    // Its twin, its sidebar entry and the links into it are fine.
    expect(report).not.toContain(`${page.replace(/^en/, '')} has no`);
    expect(report).not.toContain(`zh/${page.slice(3)}.mdx\n    its headings`);
  });

  it('accepts code blocks in the languages the site highlights, in any case', () => {
    expect(report).not.toContain('code-languages.mdx:7');
    expect(report).not.toContain('zh/guide/code-languages');
  });

  it('reports a blank title, in the file that has it only', () => {
    expect(problemsOf('content/en/guide/blank-title.mdx')).toEqual([
      expect.stringContaining('"title" must be a string that is not blank'),
    ]);
    expect(report).not.toContain('zh/guide/blank-title');
  });

  it('reports a title of the wrong type once', () => {
    expect(problemsOf('content/en/guide/number-title.mdx')).toEqual([
      expect.stringContaining('"title" must be a string'),
    ]);
  });
});
