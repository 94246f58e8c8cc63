/**
 * A worker thread's script: stores the syntax trees of the content files from the end of the list
 * while the content checks parse them from the start (gatsby/parse-ahead.ts). Compiled beside
 * gatsby-node (gatsby/preload/compile-with-esbuild.js).
 */
import { workerData } from 'node:worker_threads';
import { parseFromTheEnd, type ParseAheadJob } from '../parse-ahead';

parseFromTheEnd(workerData as ParseAheadJob);
