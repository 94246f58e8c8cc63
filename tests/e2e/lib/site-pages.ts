/** The routed pages of the production build, read from Gatsby's page data in public/. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const PUBLIC = path.join(__dirname, '../../../public');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : name === 'page-data.json' ? [full] : [];
  });
}

export interface BuiltPage {
  path: string;
  /** The built HTML file serving the page. */
  htmlFile: string;
}

/** Every page with content (404 pages and Gatsby's internal ones excluded), sorted. */
export function builtPages(): BuiltPage[] {
  return walk(path.join(PUBLIC, 'page-data'))
    .map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { path: string }).path)
    .filter((pagePath) => !/(^|\/)404(\/|\.html)?$/.test(pagePath) && !pagePath.startsWith('/dev-404'))
    .sort()
    .map((pagePath) => ({ path: pagePath, htmlFile: path.join(PUBLIC, pagePath, 'index.html') }));
}

export const PUBLIC_DIR = PUBLIC;
