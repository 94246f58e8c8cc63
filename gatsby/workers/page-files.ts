/**
 * A worker thread's script: writes the files made from the page records (gatsby/page-files-beside.ts)
 * while the build's main thread goes on, and reports what it wrote. Compiled beside gatsby-node
 * (gatsby/preload/compile-with-esbuild.js); an error ends the thread and reaches the build
 * through the worker's `error` event.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writePageFiles, type PageFilesJob } from '../page-files-beside';

parentPort?.postMessage(writePageFiles(workerData as PageFilesJob));
