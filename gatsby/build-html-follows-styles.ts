/**
 * Every page's HTML inlines the browser bundle's stylesheet. Gatsby 5 decides which pages to
 * render again from the hashes of the HTML renderer's chunks (and the pages' data), and a change
 * to a stylesheet alone does not change the renderer: a build with the cache of an earlier one
 * kept every page's HTML with the old styles inlined and linked. The renderer's hash is salted
 * with the names of the stylesheets the browser bundle has just written (each name carries its
 * content hash) once both are compiled (gatsby/build-renderer-beside.ts), so a new stylesheet
 * renders every page again and an unchanged one changes nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface BrowserStats {
  assetsByChunkName?: Record<string, string[]>;
}

/** The stylesheets of the browser bundle in `public/`, sorted; none when it is not there. */
export function browserStylesheets(publicDir: string): string[] {
  let stats: BrowserStats;
  try {
    stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as BrowserStats;
  } catch {
    return [];
  }
  const names = Object.values(stats.assetsByChunkName ?? {})
    .flat()
    .filter((name) => name.endsWith('.css'));
  return [...new Set(names)].sort();
}
