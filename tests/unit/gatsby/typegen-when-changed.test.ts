import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  searchPathFiles,
  stampedTypes,
  typegenInputsDigest,
  typesUpToDate,
} from '../../../gatsby/typegen-when-changed';

describe('writing the query types only when they change', () => {
  let site: string;
  const options = {
    typesOutputPath: 'src/gatsby-types.d.ts',
    documentSearchPaths: ['./gatsby-node.ts', './gatsby/*.ts'],
  };
  const queries = new Map([['PageQuery', { text: 'query PageQuery { site { id } }' }]]);

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'typegen-'));
    mkdirSync(path.join(site, 'gatsby'));
    writeFileSync(path.join(site, 'gatsby-node.ts'), 'export {};');
    writeFileSync(path.join(site, 'gatsby', 'b.ts'), 'gql`query B { site { id } }`');
    writeFileSync(path.join(site, 'gatsby', 'a.ts'), 'export const a = 1;');
    writeFileSync(path.join(site, 'gatsby', 'notes.md'), 'not code');
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('reads a file search path, and a folder of one extension, sorted', () => {
    expect(searchPathFiles(site, './gatsby-node.ts')).toEqual([path.join(site, 'gatsby-node.ts')]);
    expect(searchPathFiles(site, './gatsby/*.ts')).toEqual([
      path.join(site, 'gatsby/a.ts'),
      path.join(site, 'gatsby/b.ts'),
    ]);
    expect(searchPathFiles(site, './missing/*.ts')).toEqual([]);
  });

  it('does not read other globs, so the types are always written with them', () => {
    expect(searchPathFiles(site, './plugins/**/gatsby-node.ts')).toBeNull();
    expect(searchPathFiles(site, './gatsby/{a,b}.ts')).toBeNull();
    const withGlob = { ...options, documentSearchPaths: ['./plugins/**/gatsby-node.ts'] };
    expect(typegenInputsDigest(site, 'type Query', queries, withGlob)).toBeNull();
  });

  it('changes with the schema, a query, a searched file and the options, and only then', () => {
    const digest = () => typegenInputsDigest(site, 'type Query { site: Site }', queries, options);
    const first = digest();
    expect(first).toMatch(/^[0-9a-f]{40}$/);
    expect(digest()).toBe(first);
    expect(typegenInputsDigest(site, 'type Query { site: Site, page: Page }', queries, options)).not.toBe(first);
    const otherQuery = new Map([['PageQuery', { text: 'query PageQuery { site { siteMetadata { title } } }' }]]);
    expect(typegenInputsDigest(site, 'type Query { site: Site }', otherQuery, options)).not.toBe(first);
    expect(
      typegenInputsDigest(site, 'type Query { site: Site }', queries, { ...options, typesOutputPath: 'x.d.ts' }),
    ).not.toBe(first);
    writeFileSync(path.join(site, 'gatsby', 'b.ts'), 'gql`query B { site { buildTime } }`');
    expect(digest()).not.toBe(first);
    const beforeNotes = digest();
    writeFileSync(path.join(site, 'gatsby', 'notes.md'), 'edited, but not searched');
    expect(digest()).toBe(beforeNotes);
  });

  it('is the same for the same site in another folder (a fresh clone)', () => {
    const clone = mkdtempSync(path.join(tmpdir(), 'typegen-clone-'));
    try {
      cpSync(site, clone, { recursive: true });
      expect(typegenInputsDigest(clone, 'type Query', queries, options)).toBe(
        typegenInputsDigest(site, 'type Query', queries, options),
      );
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it('stamps the types with their inputs, and knows them up to date only unchanged and from the same inputs', () => {
    const inputs = 'a'.repeat(40);
    const types = '/* eslint-disable */\ndeclare namespace Queries {}\n';
    const stamped = stampedTypes(types, inputs);
    expect(stamped.endsWith(types)).toBe(true);
    expect(stamped.split('\n')[0]).toMatch(/^\/\/ Query types made from inputs a{40}; text [0-9a-f]{40}$/);
    expect(typesUpToDate(stamped, inputs)).toBe(true);
    expect(typesUpToDate(stamped, 'b'.repeat(40))).toBe(false);
    expect(typesUpToDate(stamped.replace('Queries', 'Edited'), inputs)).toBe(false);
    expect(typesUpToDate(types, inputs)).toBe(false);
    expect(typesUpToDate(null, inputs)).toBe(false);
    // Stamped again (written again from other inputs), the file keeps one stamp.
    expect(stampedTypes(stamped, 'b'.repeat(40))).toBe(stampedTypes(types, 'b'.repeat(40)));
  });

  it('keeps the inputs of the same types made by another command, but not of other types', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(40));
    const types = '/* eslint-disable */\ndeclare namespace Queries {}\n';
    const byBuild = stampedTypes(types, a ?? '');
    // Develop made the same text from its own inputs: both are up to date from then on.
    const byBoth = stampedTypes(types, b ?? '', byBuild);
    expect(byBoth.split('\n')[0]).toMatch(/^\/\/ Query types made from inputs b{40}, a{40}; text [0-9a-f]{40}$/);
    expect(typesUpToDate(byBoth, a ?? '')).toBe(true);
    expect(typesUpToDate(byBoth, b ?? '')).toBe(true);
    expect(typesUpToDate(byBoth.replace('Queries', 'Edited'), a ?? '')).toBe(false);
    // Other types: only the inputs that made them.
    const other = stampedTypes(types.replace('Queries', 'Other'), c ?? '', byBoth);
    expect(typesUpToDate(other, c ?? '')).toBe(true);
    expect(typesUpToDate(other, a ?? '')).toBe(false);
    // At most three sets, the newest first.
    const many = stampedTypes(types, d ?? '', stampedTypes(types, c ?? '', byBoth));
    expect(many.split('\n')[0]).toMatch(/inputs d{40}, c{40}, b{40};/);
    expect(stampedTypes(types, a ?? '', byBoth)).toBe(
      stampedTypes(types, a ?? '', stampedTypes(types, a ?? '', byBoth)),
    );
  });
});
