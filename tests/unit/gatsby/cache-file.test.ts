import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../../../gatsby/cache-file';

describe('readCacheJson / writeCacheJson', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'cache-file-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a value whole in a new folder, leaving no partial file, and reads it back', () => {
    const file = path.join(dir, 'nested', 'store.json');
    writeCacheJson(file, { a: [1, 'two'] });
    expect(readCacheJson(file)).toEqual({ a: [1, 'two'] });
    expect(readdirSync(path.dirname(file))).toEqual(['store.json']);
  });

  it('reads a missing or broken file as undefined', () => {
    expect(readCacheJson(path.join(dir, 'missing.json'))).toBeUndefined();
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{"cut": ');
    expect(readCacheJson(broken)).toBeUndefined();
  });

  it('stores nothing, without throwing, where it cannot write', () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, '');
    expect(() => writeCacheJson(path.join(blocker, 'store.json'), 1)).not.toThrow();
    expect(readCacheJson(path.join(blocker, 'store.json'))).toBeUndefined();
  });
});
