/**
 * Reading one page's text in the content tests that check what a page says: the page of a route
 * in a locale, a table row, a section, and a scratch project folder for the pinned packages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadPages, type ContentPage } from './pages';

export const LOCALES = ['en', 'zh'] as const;

export function page(route: string, locale: string): ContentPage {
  const found = loadPages().find((p) => p.route === route && p.locale === locale);
  if (!found) throw new Error(`No ${locale} page for ${route}`);
  return found;
}

/** A table row of a page whose first cell is the given code span, e.g. `chunks`. */
export function tableRow(p: ContentPage, firstCell: string): string {
  const row = p.body.split('\n').find((line) => line.startsWith(`| \`${firstCell}\` |`));
  if (!row) throw new Error(`${p.file}: no table row for \`${firstCell}\``);
  return row;
}

/** The text of a page from a heading line to the next heading of the same or a higher level. */
export function section(p: ContentPage, heading: string): string {
  const lines = p.body.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`${p.file}: no "${heading}" heading`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

/** A fresh project folder under `root` with the given files (path → content). */
export function project(root: string, name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
