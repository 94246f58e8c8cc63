/**
 * Webpack's persistent cache keeps, besides each module's generated code, each chunk's rendered
 * file ("Compilation/assets"), with the tree of sources it was put together from. Webpack reads a
 * pack file whole once it needs any item of it, and a start needs the modules' code in any case,
 * so every build after an edit and every develop restart read and decoded them all, in the main
 * process: about 100 MB of the production browser bundle's 185 MB pack, and 60 MB of develop's
 * 110 MB (its shared chunks with their eval source maps, and a small chunk per page).
 *
 * Chunk files are no longer written to disk: webpack renders each from its modules' generated
 * code, which it has read anyway, and the minimizer still finds its output for an unchanged file
 * in the cache by the file's content. Develop keeps the last rendering of each chunk file in
 * memory, as webpack's memory cache did, so a save renders only the chunks it changed.
 *
 * Measured, interleaved with the commit before each change:
 * - builds after one edit, nine pairs: the browser bundle's step 6.5 s against 7.1 s (medians;
 *   shorter in eight of the nine), peak memory 667 MB against 748 MB;
 * - develop, five pairs of `scripts/bench-develop.ts` (medians): its cache on disk 29 MB against
 *   96 MB, peak memory 1.25 GB against 1.44 GB, the first page on screen after a restart 13.1 s
 *   against 17.1 s (both varied by seconds from run to run), saves on screen as before (MDX
 *   831 ms against 854 ms, a component 997 ms against 1078 ms). Timed by hand to the first
 *   page data alone (three pairs), restarts were about as fast: webpack renders again what it
 *   no longer reads.
 */

type Callback = (error?: Error | null, result?: unknown) => void;

interface WebpackCache {
  get(identifier: string, etag: unknown, callback: Callback): void;
  store(identifier: string, etag: unknown, data: unknown, callback: Callback): void;
}

/** The cache's name for chunk files (webpack/lib/Compilation.js, `getCache("Compilation/assets")`). */
const CHUNK_FILES = 'Compilation/assets|';

/**
 * Webpack plugin: chunk files never reach the persistent cache. With `keepInMemory`, the last
 * rendering of each file is kept for the process's next compilation (its etag is the chunk's
 * hash, a string).
 */
export class ChunkFilesNotPersisted {
  constructor(private readonly options: { keepInMemory: boolean }) {}

  apply(compiler: { cache: WebpackCache }): void {
    const cache = compiler.cache;
    const get = cache.get.bind(cache);
    const store = cache.store.bind(cache);
    const kept = new Map<string, { etag: unknown; data: unknown }>();
    cache.get = (identifier, etag, callback) => {
      if (!identifier.startsWith(CHUNK_FILES)) return get(identifier, etag, callback);
      const entry = kept.get(identifier);
      callback(null, entry !== undefined && entry.etag === etag ? entry.data : undefined);
    };
    cache.store = (identifier, etag, data, callback) => {
      if (!identifier.startsWith(CHUNK_FILES)) return store(identifier, etag, data, callback);
      if (this.options.keepInMemory) kept.set(identifier, { etag, data });
      callback();
    };
  }
}
