/**
 * The files the site keeps in `.cache` from one run to the next (syntax trees, the Markdown
 * export, the query-free scripts). Each is written whole under another name, then renamed: a
 * develop server and a build may share the folder, and neither must read half a file. A file
 * that cannot be read or written only means its work is done again.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** A file's text, or null when it cannot be read (a store or stamp not written yet, say). */
export function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The JSON value stored in `file`; undefined when it is missing or not JSON. */
export function readCacheJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON in `file`, creating its folder; nothing when that fails. */
export function writeCacheJson(file: string, value: unknown): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // Per thread too: a worker thread may store the same file at the same moment (parse-ahead.ts).
    const partial = `${file}.${process.pid}.${threadId}`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, file);
  } catch {
    // Not stored: the next run does the work again.
  }
}
