import { ChunkFilesNotPersisted } from '../../../gatsby/chunk-files-not-persisted';

/** A stand-in for webpack's Cache, recording what reached it. */
function cacheStandIn() {
  const calls: string[] = [];
  const cache = {
    get(identifier: string, _etag: unknown, callback: (error: null, result?: unknown) => void) {
      calls.push(`get ${identifier}`);
      callback(null, `kept ${identifier}`);
    },
    store(identifier: string, _etag: unknown, _data: unknown, callback: () => void) {
      calls.push(`store ${identifier}`);
      callback();
    },
  };
  return { cache, calls };
}

const CHUNK = 'Compilation/assets|chunk123|0';
const MODULE_CODE = 'Compilation/codeGeneration|module|0';

describe('ChunkFilesNotPersisted', () => {
  it('neither looks chunk files up in the cache nor stores them there, and leaves every other item to it', () => {
    const { cache, calls } = cacheStandIn();
    new ChunkFilesNotPersisted({ keepInMemory: false }).apply({ cache });
    const results: unknown[] = [];
    cache.store(CHUNK, 'hash1', 'source', () => results.push('stored'));
    cache.get(CHUNK, 'hash1', (_error, result) => results.push(result));
    cache.get(MODULE_CODE, 'etag', (_error, result) => results.push(result));
    cache.store('TerserWebpackPlugin|chunk.js', 'etag', 'minified', () => results.push('stored'));
    expect(results).toEqual(['stored', undefined, `kept ${MODULE_CODE}`, 'stored']);
    expect(calls).toEqual([`get ${MODULE_CODE}`, 'store TerserWebpackPlugin|chunk.js']);
  });

  it('in memory, gives back the last rendering of a chunk file while its hash is the same', () => {
    const { cache, calls } = cacheStandIn();
    new ChunkFilesNotPersisted({ keepInMemory: true }).apply({ cache });
    const results: unknown[] = [];
    cache.get(CHUNK, 'hash1', (_error, result) => results.push(result));
    cache.store(CHUNK, 'hash1', 'first', () => results.push('stored'));
    cache.get(CHUNK, 'hash1', (_error, result) => results.push(result));
    cache.get(CHUNK, 'hash2', (_error, result) => results.push(result));
    cache.store(CHUNK, 'hash2', 'second', () => results.push('stored'));
    cache.get(CHUNK, 'hash1', (_error, result) => results.push(result));
    cache.get(CHUNK, 'hash2', (_error, result) => results.push(result));
    expect(results).toEqual([undefined, 'stored', 'first', undefined, 'stored', undefined, 'second']);
    expect(calls).toEqual([]);
  });
});
