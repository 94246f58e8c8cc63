import { ChunkFilesUncached } from '../../../gatsby/build-chunk-files-uncached';

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

describe('ChunkFilesUncached', () => {
  it('neither looks chunk files up nor stores them, and leaves every other item to the cache', () => {
    const { cache, calls } = cacheStandIn();
    new ChunkFilesUncached().apply({ cache });
    const results: unknown[] = [];
    cache.get('Compilation/assets|chunk123|0', 'etag', (_error, result) => results.push(result));
    cache.get('Compilation/codeGeneration|module|0', 'etag', (_error, result) => results.push(result));
    cache.store('Compilation/assets|chunk123|0', 'etag', 'source', () => results.push('stored'));
    cache.store('TerserWebpackPlugin|chunk.js', 'etag', 'minified', () => results.push('stored'));
    expect(results).toEqual([undefined, 'kept Compilation/codeGeneration|module|0', 'stored', 'stored']);
    expect(calls).toEqual(['get Compilation/codeGeneration|module|0', 'store TerserWebpackPlugin|chunk.js']);
  });
});
