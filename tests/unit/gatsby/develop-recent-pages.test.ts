import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRecentPages, RememberRecentPages, updateRecent } from '../../../gatsby/develop-recent-pages';

type Done = (stats: { compilation: { modules: Iterable<{ resource?: string }> } }) => void;

/** A compiler whose done hook the test calls with the resources of a compilation's modules. */
function fakeCompiler() {
  let done: Done = () => undefined;
  return {
    compiler: { hooks: { done: { tap: (_name: string, callback: Done) => void (done = callback) } } },
    compile: (...resources: string[]) =>
      done({ compilation: { modules: [...resources.map((resource) => ({ resource })), {}] } }),
  };
}

describe('updateRecent', () => {
  it('puts the pages new in a compile last, in their order, and keeps the last ones', () => {
    expect(updateRecent(['a', 'b'], new Set(['a']), ['a', 'c', 'd'], 3)).toEqual(['b', 'c', 'd']);
    expect(updateRecent(['a', 'b', 'c'], new Set(), ['a'])).toEqual(['b', 'c', 'a']);
  });

  it('keeps the order when the compile holds no new page', () => {
    expect(updateRecent(['a', 'b'], new Set(['a', 'b']), ['b', 'a'])).toEqual(['a', 'b']);
  });
});

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'recent-pages-'));
  file = path.join(dir, 'recent.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('RememberRecentPages', () => {
  const isPage = (resource: string) => resource.startsWith('/t/');

  it('stores the page modules each compile adds, after those of earlier sessions', () => {
    const { compiler, compile } = fakeCompiler();
    new RememberRecentPages(isPage, ['/t/old'], file).apply(compiler);
    compile('/t/old', '/src/theme.tsx');
    expect(readRecentPages(file)).toEqual([]);
    compile('/t/old', '/t/a', '/src/theme.tsx');
    expect(readRecentPages(file)).toEqual(['/t/old', '/t/a']);
    compile('/t/old', '/t/a', '/t/b');
    expect(readRecentPages(file)).toEqual(['/t/old', '/t/a', '/t/b']);
  });

  it('writes nothing when a compile adds no page', () => {
    const { compiler, compile } = fakeCompiler();
    new RememberRecentPages(isPage, [], file).apply(compiler);
    compile('/t/a');
    writeFileSync(file, '["marker"]');
    compile('/t/a', '/src/theme.tsx');
    expect(readFileSync(file, 'utf8')).toBe('["marker"]');
  });
});

describe('readRecentPages', () => {
  it('reads a missing, broken or foreign file as no pages, and skips entries that are not names', () => {
    expect(readRecentPages(file)).toEqual([]);
    writeFileSync(file, '{"pages": 1');
    expect(readRecentPages(file)).toEqual([]);
    writeFileSync(file, '{"pages": ["/t/a"]}');
    expect(readRecentPages(file)).toEqual([]);
    writeFileSync(file, '["/t/a", 3, null, "/t/b"]');
    expect(readRecentPages(file)).toEqual(['/t/a', '/t/b']);
  });
});
