import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildMarkdownStore, openMarkdownStore } from '../../../gatsby/markdown-store';

describe('openMarkdownStore', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'markdown-store-'));
    file = path.join(dir, '.cache', 'markdown-export.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A build: converts each page through the store, counting conversions. */
  function build(version: string, pages: Record<string, string>): { made: string[]; markdown: string[] } {
    const store = openMarkdownStore(file, version);
    const made: string[] = [];
    const markdown = Object.entries(pages).map(([route, body]) =>
      store.markdownOf(route, [body], () => {
        made.push(route);
        return `# ${body}`;
      }),
    );
    store.save();
    return { made, markdown };
  }

  it('converts in the next build only the pages whose inputs changed', () => {
    expect(build('v1', { '/a': 'A', '/b': 'B' }).made).toEqual(['/a', '/b']);
    expect(build('v1', { '/a': 'A', '/b': 'B2' })).toEqual({ made: ['/b'], markdown: ['# A', '# B2'] });
  });

  it('converts every page again when the code that converts them changed', () => {
    build('v1', { '/a': 'A' });
    expect(build('v2', { '/a': 'A' }).made).toEqual(['/a']);
  });

  it('keeps only the pages of the last build', () => {
    build('v1', { '/a': 'A', '/gone': 'G' });
    build('v1', { '/a': 'A' });
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)).toEqual(['/a']);
    expect(build('v1', { '/a': 'A', '/gone': 'G' }).made).toEqual(['/gone']);
  });

  it('converts every page when the stored file is unreadable', () => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{"/a": {"digest": 1');
    expect(build('v1', { '/a': 'A' }).made).toEqual(['/a']);
    writeFileSync(file, '[1, 2]');
    expect(build('v1', { '/a': 'A' }).made).toEqual(['/a']);
  });

  it('without a file, stores nothing', () => {
    const store = openMarkdownStore(null, 'v1');
    expect(store.markdownOf('/a', ['A'], () => '# A')).toBe('# A');
    store.save();
    expect(() => readFileSync(file)).toThrow();
  });
});

describe('buildMarkdownStore', () => {
  it('keeps nothing outside a site Gatsby compiled', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'markdown-store-'));
    const store = buildMarkdownStore(dir);
    let made = 0;
    store.markdownOf('/a', [], () => String(++made));
    store.save();
    expect(buildMarkdownStore(dir).markdownOf('/a', [], () => String(++made))).toBe('2');
    rmSync(dir, { recursive: true, force: true });
  });

  it('in a compiled site, is versioned by the compiled code', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'markdown-store-'));
    mkdirSync(path.join(dir, '.cache', 'compiled'), { recursive: true });
    writeFileSync(path.join(dir, 'package-lock.json'), '{}');
    const compiled = path.join(dir, '.cache', 'compiled', 'gatsby-node.js');
    writeFileSync(compiled, 'one');
    let made = 0;
    const run = () => {
      const store = buildMarkdownStore(dir);
      store.markdownOf('/a', ['A'], () => String(++made));
      store.save();
    };
    run();
    run();
    expect(made).toBe(1);
    writeFileSync(compiled, 'two');
    run();
    expect(made).toBe(2);
    rmSync(dir, { recursive: true, force: true });
  });
});
