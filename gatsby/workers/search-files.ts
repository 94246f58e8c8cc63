/**
 * A worker thread's script: writes the search files (gatsby/search-index-files.ts) from the
 * pages it is given, while the build's main thread goes on (gatsby/search-files-beside.ts).
 * Compiled beside gatsby-node (gatsby/preload/compile-with-esbuild.js); an error ends the
 * thread and reaches the build through the worker's `error` event.
 */
import { workerData } from 'node:worker_threads';
import { writeSearchIndexFiles } from '../search-index-files';
import type { SearchFilesJob } from '../search-files-beside';

const { pages, pathPrefix, root } = workerData as SearchFilesJob;
writeSearchIndexFiles(pages, pathPrefix, root);
