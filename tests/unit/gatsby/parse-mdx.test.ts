import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compiledWorkerScript } from '../../../gatsby/worker-scripts';

// remark's packages are ES modules jest does not load: a stand-in parser, counted, gives each
// source a tree of its own (a heading with the text), which is all the store needs.
const parses: string[] = [];
jest.mock('remark-gfm', () => () => undefined);
jest.mock('remark-mdx', () => () => undefined);
jest.mock('remark-parse', () => () => undefined);
jest.mock('unified', () => {
  const processor = {
    use: () => processor,
    freeze: () => processor,
    parse: (source: string) => {
      parses.push(source);
      return { type: 'root', children: [{ type: 'heading', children: [{ type: 'text', value: source.trim() }] }] };
    },
  };
  return { unified: () => processor };
});

type ParseModule = typeof import('../../../gatsby/parse-mdx');
type ParseMdx = ParseModule['parseMdx'];

/** A fresh copy of the module, as a new Gatsby process loads it, run in `dir`. */
function freshModule(dir: string, command: string | undefined): ParseModule {
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(dir);
  const previous = process.env.gatsby_executing_command;
  if (command) process.env.gatsby_executing_command = command;
  else delete process.env.gatsby_executing_command;
  let loaded: ParseModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ParseModule>('../../../gatsby/parse-mdx');
  });
  if (previous === undefined) delete process.env.gatsby_executing_command;
  else process.env.gatsby_executing_command = previous;
  // The lockfile is read (from the working directory) when a tree is first stored or read.
  const inDir =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A) => {
      cwd.mockReturnValue(dir);
      return run(...args);
    };
  return {
    parseMdx: inDir(loaded!.parseMdx),
    storedMdxTree: inDir(loaded!.storedMdxTree),
    storeMdxTree: inDir(loaded!.storeMdxTree),
    isMdxTreeStored: inDir(loaded!.isMdxTreeStored),
  };
}

const freshParseMdx = (dir: string, command: string | undefined): ParseMdx => freshModule(dir, command).parseMdx;

const storeOf = (dir: string) => path.join(dir, '.cache', 'mdx-trees');

/** A folder of its own for each test, with a lockfile, and no parse counted yet. */
let dir: string;
beforeEach(() => {
  parses.length = 0;
  dir = mkdtempSync(path.join(tmpdir(), 'parse-mdx-'));
  writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('parseMdx', () => {
  it('keeps one tree per file while its content stays the same', () => {
    const parseMdx = freshParseMdx(dir, undefined);
    const tree = parseMdx('# Title\n', 'en/a.mdx');
    expect(parseMdx('# Title\n', 'en/a.mdx')).toBe(tree);
    expect(parseMdx('# Other\n', 'en/a.mdx')).not.toBe(tree);
  });

  it('stores nothing outside Gatsby’s process', () => {
    freshParseMdx(dir, undefined)('# Title\n', 'en/a.mdx');
    expect(existsSync(storeOf(dir))).toBe(false);
  });

  it('in Gatsby’s process, reads the tree an earlier run stored for the same content', () => {
    const first = freshParseMdx(dir, 'build')('# Title\n', 'en/a.mdx');
    const [stored] = readdirSync(storeOf(dir));
    expect(JSON.parse(readFileSync(path.join(storeOf(dir), stored!), 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(first)),
    );
    // A marked tree in the store shows the next run reads it instead of parsing.
    writeFileSync(path.join(storeOf(dir), stored!), JSON.stringify({ type: 'root', children: [], stored: true }));
    const next = freshParseMdx(dir, 'develop');
    expect(next('# Title\n', 'en/a.mdx')).toEqual({
      type: 'root',
      children: [],
      stored: true,
    });
    expect(parses).toEqual(['# Title\n']);
    expect(next('# Changed\n', 'en/a.mdx')).toMatchObject({ children: [{ type: 'heading' }] });
    expect(parses).toEqual(['# Title\n', '# Changed\n']);
  });

  it('keeps one stored tree per file however often develop sees it saved', () => {
    const parseMdx = freshParseMdx(dir, 'develop');
    parseMdx('# Other page\n', 'en/b.mdx');
    for (const text of ['# One\n', '# Two\n', '# Three\n']) parseMdx(text, 'en/a.mdx');
    const stored = readdirSync(storeOf(dir)).map((file) => readFileSync(path.join(storeOf(dir), file), 'utf8'));
    expect(
      stored
        .map(
          (json) =>
            (JSON.parse(json) as { children: { children: { value: string }[] }[] }).children[0]!.children[0]!.value,
        )
        .sort(),
    ).toEqual(['# Other page', '# Three']);
  });

  it('parses afresh when the lockfile pins other versions', () => {
    freshParseMdx(dir, 'build')('# Title\n', 'en/a.mdx');
    const [stored] = readdirSync(storeOf(dir));
    writeFileSync(path.join(storeOf(dir), stored!), JSON.stringify({ type: 'root', children: [], stored: true }));
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(freshParseMdx(dir, 'build')('# Title\n', 'en/a.mdx')).toMatchObject({ children: [{ type: 'heading' }] });
    expect(parses).toEqual(['# Title\n', '# Title\n']);
  });

  it('gives a copy of the tree stored for a source, in Gatsby’s process only, without parsing', () => {
    const { parseMdx, storedMdxTree } = freshModule(dir, 'build');
    expect(storedMdxTree('# Title\n')).toBeUndefined();
    const tree = parseMdx('# Title\n', 'en/a.mdx');
    const copy = storedMdxTree('# Title\n');
    expect(copy).toEqual(JSON.parse(JSON.stringify(tree)));
    expect(copy).not.toBe(tree);
    // Another run's process reads it too; a source never parsed has none.
    expect(freshModule(dir, 'develop').storedMdxTree('# Title\n')).toEqual(copy);
    expect(storedMdxTree('# Other\n')).toBeUndefined();
    expect(parses).toEqual(['# Title\n']);
    freshModule(dir, undefined).parseMdx('# Elsewhere\n', 'en/b.mdx');
    expect(freshModule(dir, undefined).storedMdxTree('# Title\n')).toBeUndefined();
  });
});

type ParseAhead = typeof import('../../../gatsby/parse-ahead');

/** Runs with a fresh parse-ahead module, as `gatsby build` in the test's folder loads it. */
function inGatsbyBuild<R>(run: (ahead: ParseAhead) => R): R {
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(dir);
  process.env.gatsby_executing_command = 'build';
  try {
    let result: R | undefined;
    jest.isolateModules(() => {
      result = run(jest.requireActual<ParseAhead>('../../../gatsby/parse-ahead'));
    });
    return result as R;
  } finally {
    delete process.env.gatsby_executing_command;
    cwd.mockRestore();
  }
}

describe('storing trees ahead of the content checks', () => {
  it('stores a tree that parseMdx then reads instead of parsing, and parses a stored source no more', () => {
    const { storeMdxTree } = freshModule(dir, 'build');
    storeMdxTree('# Ahead\n');
    storeMdxTree('# Ahead\n');
    expect(parses).toEqual(['# Ahead\n']);
    expect(freshModule(dir, 'build').parseMdx('# Ahead\n', 'en/a.mdx')).toMatchObject({
      children: [{ type: 'heading' }],
    });
    expect(parses).toEqual(['# Ahead\n']);
    freshModule(dir, undefined).storeMdxTree('# Elsewhere\n');
    expect(parses).toEqual(['# Ahead\n']);
  });

  it('stores the body of each file, the last file first, and leaves a file it cannot read to the checks', () => {
    const files = ['a', 'b', 'broken', 'c'].map((name) => path.join(dir, `${name}.mdx`));
    writeFileSync(files[0]!, '---\ntitle: A\n---\n# A\n');
    writeFileSync(files[1]!, '# B\n');
    writeFileSync(files[2]!, '---\ntitle: [unclosed\n---\n# Broken\n');
    writeFileSync(files[3]!, '---\ntitle: C\n---\n# C\n');
    inGatsbyBuild((ahead) => ahead.parseFromTheEnd({ files: [...files, path.join(dir, 'missing.mdx')] }));
    expect(parses).toEqual(['# C\n', '# B\n', '# A\n']);
    expect(readdirSync(storeOf(dir))).toHaveLength(3);
  });

  it('starts a worker only when the tree of its first file is not stored yet', async () => {
    const file = path.join(dir, 'a.mdx');
    writeFileSync(file, '---\ntitle: A\n---\n# A\n');
    const script = compiledWorkerScript(dir, 'parse-ahead');
    mkdirSync(path.dirname(script), { recursive: true });
    writeFileSync(script, '');
    const worker = inGatsbyBuild((ahead) => ahead.parseAhead([file], dir));
    expect(worker).not.toBeNull();
    await worker!.terminate();
    inGatsbyBuild((ahead) => ahead.parseFromTheEnd({ files: [file] }));
    expect(inGatsbyBuild((ahead) => ahead.parseAhead([file], dir))).toBeNull();
  });
});
