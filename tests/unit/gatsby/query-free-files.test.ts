import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedFile } from '../../../gatsby/extract-queries-once';
import { readDigests, skipQueryFreeFiles, writeDigests, type QueryFreeContext } from '../../../gatsby/query-free-files';

const QUERY: ParsedFile = {
  astDefinitions: [{ filePath: '/site/src/Seo.tsx', hash: 1, text: 'query', doc: { definitions: [] } }],
  pageSlices: null,
};
const NOTHING: ParsedFile = { astDefinitions: [], pageSlices: null };

/** A site of files with texts and what Gatsby's parser makes of each. */
function setUp(files: Record<string, { text: string; result: ParsedFile | null; error?: boolean }>) {
  const parsed: string[] = [];
  const errors: unknown[] = [];
  const parse = async (file: string, addError: (error: unknown) => void) => {
    parsed.push(file);
    const entry = files[file];
    if (entry?.error) addError(`cannot parse ${file}`);
    return entry?.result ?? null;
  };
  const context: QueryFreeContext = {
    salt: '5.16.0',
    read: async (file) => files[file]?.text ?? null,
    isPageComponent: (file) => file.includes('/templates/'),
    known: new Set(),
    found: new Set(),
  };
  /** One extraction of every file, as Gatsby runs it at a start. */
  async function extract() {
    context.found = new Set();
    parsed.length = 0;
    const parseFile = skipQueryFreeFiles(parse, context);
    const results = await Promise.all(Object.keys(files).map((file) => parseFile(file, (e) => errors.push(e))));
    context.known = context.found;
    return results;
  }
  return { extract, parsed, errors, files };
}

describe('skipQueryFreeFiles', () => {
  it('parses every file once, then only those that can hold queries, with the same results', async () => {
    const site = setUp({
      '/site/src/Nav.tsx': { text: 'export const Nav = () => null; // no graphql here', result: NOTHING },
      '/site/src/Seo.tsx': { text: 'graphql`query`', result: QUERY },
      '/site/src/Slot.tsx': { text: '<Slice alias="x" />', result: { astDefinitions: [], pageSlices: { x: {} } } },
      '/site/src/templates/DocPage.tsx': { text: 'export const Head = () => null;', result: NOTHING },
      '/site/src/Data.tsx': { text: 'useStaticQuery(query)', result: NOTHING },
    });
    const first = await site.extract();
    expect(site.parsed).toHaveLength(5);
    const second = await site.extract();
    expect([...site.parsed].sort()).toEqual([
      '/site/src/Data.tsx',
      '/site/src/Seo.tsx',
      '/site/src/Slot.tsx',
      '/site/src/templates/DocPage.tsx',
    ]);
    expect(second).toEqual(first);
  });

  it('never parses a file other than a page component without the words a query, slice or image needs', async () => {
    const site = setUp({
      '/site/src/Layout.tsx': { text: 'export const Head = () => <title>{config.title}</title>;', result: NOTHING },
      '/site/src/Image.tsx': { text: "import { StaticImage } from 'gatsby-plugin-image';", result: QUERY },
      '/site/src/templates/HomePage.tsx': { text: 'export const Head = () => null;', result: NOTHING },
    });
    const results = await site.extract();
    expect([...site.parsed].sort()).toEqual(['/site/src/Image.tsx', '/site/src/templates/HomePage.tsx']);
    expect(results).toEqual([NOTHING, QUERY, NOTHING]);
    expect(site.errors).toEqual([]);
  });

  it('parses a file again when its text changed, and keeps no file whose parse reported an error', async () => {
    const site = setUp({
      '/site/src/Nav.tsx': { text: 'graphql one', result: NOTHING },
      '/site/src/Broken.tsx': { text: 'graphql`{`', result: NOTHING, error: true },
    });
    await site.extract();
    expect(site.errors).toEqual(['cannot parse /site/src/Broken.tsx']);
    site.files['/site/src/Nav.tsx'] = { text: 'graphql two', result: QUERY };
    const results = await site.extract();
    expect([...site.parsed].sort()).toEqual(['/site/src/Broken.tsx', '/site/src/Nav.tsx']);
    expect(results[0]).toBe(QUERY);
    expect(site.errors).toHaveLength(2);
  });

  it('forgets files no longer found query-free', async () => {
    const site = setUp({ '/site/src/Nav.tsx': { text: 'graphql one', result: NOTHING } });
    await site.extract();
    site.files['/site/src/Nav.tsx'] = { text: 'graphql two', result: QUERY };
    await site.extract();
    site.files['/site/src/Nav.tsx'] = { text: 'graphql one', result: NOTHING };
    await site.extract();
    expect(site.parsed).toEqual(['/site/src/Nav.tsx']);
  });

  it('leaves a file it cannot read to Gatsby, which reports it', async () => {
    const site = setUp({ '/site/src/Gone.tsx': { text: 'x', result: null } });
    site.files['/site/src/Gone.tsx'] = undefined as never;
    await site.extract();
    await site.extract();
    expect(site.parsed).toEqual(['/site/src/Gone.tsx']);
  });
});

describe('readDigests / writeDigests', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'query-free-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips the digests, sorted, and reads a foreign store as empty or its strings only', () => {
    const file = path.join(dir, 'query-free-files.json');
    writeDigests(file, new Set(['b', 'a']));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(['a', 'b']);
    expect(readDigests(file)).toEqual(new Set(['a', 'b']));
    writeFileSync(file, '{"a": 1}');
    expect(readDigests(file)).toEqual(new Set());
    writeFileSync(file, '["a", 2, null]');
    expect(readDigests(file)).toEqual(new Set(['a']));
    expect(readDigests(path.join(dir, 'missing.json'))).toEqual(new Set());
  });
});
