import {
  codeLanguageProblems,
  fileLocation,
  frontmatterFieldProblems,
  frontmatterYamlProblem,
  headingAnchorProblems,
  mdxSyntaxProblem,
} from '../../../src/core/file-problems';

const FILE = 'content/en/guide/a.mdx';

/** Errors as remark-mdx throws them (VFileMessage fields), positions in the body. */
const mdxError = (reason: string, line: number | null, column: number | null) => ({ reason, line, column });

describe('mdxSyntaxProblem', () => {
  it('places an unclosed component at its opening tag, in lines of the file', () => {
    // remark-mdx leaves the position empty and names the tag's place in the reason.
    const problem = mdxSyntaxProblem(
      FILE,
      mdxError('Expected a closing tag for `<Callout>` (5:1-5:10)', null, null),
      4,
    );
    expect(problem).toEqual({
      file: `${FILE}:9:1`,
      message: 'the MDX does not parse: Expected a closing tag for `<Callout>` (line 9, column 1)',
      fix: 'close it with </Callout> after its content, or write <Callout /> when it has none',
    });
  });

  it('places an unclosed inline component at its tag, not at the paragraph', () => {
    const problem = mdxSyntaxProblem(
      FILE,
      mdxError('Expected a closing tag for `<Badge>` (1:7-1:14) before the end of `paragraph`', 1, 1),
      4,
    );
    expect(problem.file).toBe(`${FILE}:5:7`);
  });

  it.each([
    [
      'Unexpected closing tag `</Callout>`, expected corresponding closing tag for `<Tabs>` (3:1-3:7)',
      'close <Tabs> with </Tabs> before </Callout>',
    ],
    [
      'Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a comment in MDX, use `{/* text */}`)',
      'write comments as {/* … */}',
    ],
    ['Could not parse expression with acorn: Unexpected content after expression', 'write a literal brace as \\{ \\}'],
    ['Unexpected end of file in expression, expected a corresponding closing brace for `{`', 'never closed'],
    [
      'Unexpected character `3` (U+0033) before name, expected a character that can start a name, such as a letter, `$`, or `_`',
      'write a literal < as &lt;',
    ],
    ['Unexpected closing slash `/` in tag, expected an open tag first', 'add the opening tag it closes'],
  ])('gives the fix that fits "%s"', (reason, fix) => {
    const problem = mdxSyntaxProblem(FILE, mdxError(reason, 2, 5), 4);
    expect(problem.file).toBe(`${FILE}:6:5`);
    expect(problem.fix).toContain(fix);
  });

  it('names the file alone when there is no position', () => {
    expect(mdxSyntaxProblem(FILE, new Error('boom'), 4).file).toBe(FILE);
  });
});

describe('frontmatterYamlProblem', () => {
  it('gives the line and column in the file', () => {
    // js-yaml counts from the end of the opening --- line: its line 2 is line 3 of the file.
    const error = { reason: 'bad indentation of a mapping entry', mark: { line: 2, column: 5 } };
    expect(frontmatterYamlProblem(FILE, error)).toEqual({
      file: `${FILE}:3:6`,
      message: 'the frontmatter is not valid YAML: bad indentation of a mapping entry',
      fix: expect.stringContaining('indent nested fields by two spaces'),
    });
  });

  it('points at the value whose quote is never closed, not at the end of the frontmatter', () => {
    const error = {
      reason: 'unexpected end of the stream within a double quoted scalar',
      mark: { line: 3, column: 0, buffer: '\ntitle: A\ndescription: "Open\n' },
    };
    const problem = frontmatterYamlProblem(FILE, error);
    expect(problem.file).toBe(`${FILE}:3:14`);
    expect(problem.fix).toContain('never closed');
  });
});

describe('other problems of one file', () => {
  it('gives one fix text for frontmatter fields', () => {
    expect(frontmatterFieldProblems(FILE, [{ field: 'title', message: '"title" must be a string' }])).toEqual([
      {
        file: FILE,
        message: '"title" must be a string',
        fix: 'correct "title" in the frontmatter at the top of the file (see "Adding a page" in README.md)',
      },
    ]);
  });

  it('names each heading without an anchor at its line in the file', () => {
    const [problem] = headingAnchorProblems(FILE, [{ text: '🚀', line: 3 }], 4);
    expect(problem?.file).toBe(`${FILE}:7`);
    expect(problem?.message).toContain('"🚀" has no letter or digit');
  });

  it('writes file:line:column, leaving out what is unknown', () => {
    expect(fileLocation(FILE, 3, 4)).toBe(`${FILE}:3:4`);
    expect(fileLocation(FILE, 3)).toBe(`${FILE}:3`);
    expect(fileLocation(FILE, null, null)).toBe(FILE);
  });

  it('names a code block in a language that is not highlighted, with the nearest name', () => {
    const known = (lang: string) => ['ts', 'js', 'javascript', 'text', ''].includes(lang.toLowerCase());
    const names = ['ts', 'js', 'javascript', 'text'];
    const fences = [
      { lang: 'TS', line: 3 },
      { lang: 'javscript', line: 7 },
      { lang: 'tx', line: 9 },
      { lang: 'python', line: 12 },
    ];
    const problems = codeLanguageProblems(FILE, fences, known, names);
    expect(problems.map((problem) => problem.file)).toEqual([`${FILE}:7`, `${FILE}:9`, `${FILE}:12`]);
    expect(problems[0]?.fix).toMatch(/^write javascript, or mark it with one of ts, js, javascript, text/);
    // A two-letter name is offered for one edit only: `tx` is one from ts and from text.
    expect(problems[1]?.fix).toMatch(/^write ts, or /);
    expect(problems[2]?.fix).toMatch(/^mark it with one of/);
    expect(problems[2]?.message).toContain('"python"');
  });
});
