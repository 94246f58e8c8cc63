import { parseOncePerTemplate, type ParseContext, type ParsedFile } from '../../../gatsby/extract-queries-once';

const TEMPLATE = '/site/src/templates/DocPage.tsx';
const page = (name: string) => `${TEMPLATE}?__contentFilePath=/site/content/en/${name}.mdx`;

/** What Gatsby's parser gives for a file: one query, named by the author or after the file. */
function parsedAs(file: string, named: boolean): ParsedFile {
  return {
    astDefinitions: [
      {
        filePath: file,
        hash: 42,
        text: 'query',
        doc: { definitions: [{ name: { value: named ? 'DocPage' : file } }] },
      },
    ],
    pageSlices: {},
  };
}

function setUp({ named = true, recorded = true, text = 'template text' as string | null } = {}) {
  const parsed: string[] = [];
  const records: [string, string][] = [];
  const parse = async (file: string) => {
    parsed.push(file);
    return parsedAs(file, named);
  };
  const context: ParseContext = {
    templateOf: (file) => file.split('?')[0] ?? file,
    readTemplate: async () => text,
    recordAsParsed: (file, first) => {
      records.push([file, first]);
      return recorded;
    },
  };
  return { parse: parseOncePerTemplate(parse, context), parsed, records };
}

const noError = () => undefined;

describe('parseOncePerTemplate', () => {
  it('parses a template twice for its pages and gives the others its definitions under their own path', async () => {
    const { parse, parsed, records } = setUp();
    const files = ['a', 'b', 'c', 'd'].map(page);
    const results = await Promise.all(files.map((file) => parse(file, noError)));
    expect(parsed).toEqual([page('a'), page('b')]);
    expect(results.map((result) => result?.astDefinitions[0]?.filePath)).toEqual(files);
    expect(results[3]?.astDefinitions[0]?.doc).toBe(results[0]?.astDefinitions[0]?.doc);
    expect(records).toEqual([
      [page('c'), page('a')],
      [page('d'), page('a')],
    ]);
  });

  it('parses every page when a query is named after the file', async () => {
    const { parse, parsed } = setUp({ named: false });
    const files = ['a', 'b', 'c'].map(page);
    await Promise.all(files.map((file) => parse(file, noError)));
    expect(parsed).toEqual(files);
  });

  it('parses a page itself when what Gatsby recorded for the first page cannot be copied', async () => {
    const { parse, parsed } = setUp({ recorded: false });
    const files = ['a', 'b', 'c'].map(page);
    for (const file of files) await parse(file, noError);
    expect(parsed).toEqual(files);
  });

  it('parses files without a content path, and templates it cannot read, as Gatsby does', async () => {
    const unread = setUp({ text: null });
    await Promise.all(['a', 'b', 'c'].map((name) => unread.parse(page(name), noError)));
    expect(unread.parsed).toHaveLength(3);

    const plain = setUp();
    await plain.parse('/site/src/components/Nav.tsx', noError);
    await plain.parse('/site/src/components/Nav.tsx', noError);
    expect(plain.parsed).toEqual(['/site/src/components/Nav.tsx', '/site/src/components/Nav.tsx']);
  });
});
