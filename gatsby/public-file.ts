/**
 * Writing the files a build makes into `public/` beside Gatsby's pages (search files, the Markdown
 * export, feeds, llms.txt): a file whose text did not change is not written again. It keeps its
 * date, which its HTTP validators come from, and a build after an edit writes only what the edit
 * changed (writing all ~350 Markdown pages again cost 0.3 s of each build).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readText } from './cache-file';

/** Writes `text` to `file` unless the file holds it already; creates the folders it needs. */
export function writeWhenChanged(file: string, text: string, madeFolders = new Set<string>()): void {
  if (readText(file) === text) return;
  const folder = path.dirname(file);
  if (!madeFolders.has(folder)) mkdirSync(folder, { recursive: true });
  madeFolders.add(folder);
  writeFileSync(file, text);
}
