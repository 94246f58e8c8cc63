/**
 * The Markdown export of the previous build, kept in `.cache` so that a build after an edit
 * converts only the pages whose Markdown can have changed: turning ~340 syntax trees into
 * Markdown took a few seconds of every build. An entry is used when the digest of everything its
 * page's Markdown is made from (the inputs the caller names, and the site's compiled Node code,
 * which holds the converter) is the one it was stored with. The store keeps the pages of the last
 * build only.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { readCacheJson, writeCacheJson } from './cache-file';
import { siteCodeVersion } from './site-code-version';

export interface MarkdownStore {
  /** The stored Markdown of the page when its inputs are the same, else `make()`'s, stored. */
  markdownOf(routePath: string, inputs: unknown, make: () => string): string;
  /** Writes the store: the pages asked for in this build. */
  save(): void;
}

type Entries = Record<string, { digest: string; markdown: string }>;

function readEntries(file: string): Entries {
  const entries = readCacheJson(file);
  return entries && typeof entries === 'object' && !Array.isArray(entries) ? (entries as Entries) : {};
}

/**
 * A store in `file` for Markdown made by code of version `codeVersion`; with `file` null,
 * a store that keeps nothing.
 */
export function openMarkdownStore(file: string | null, codeVersion: string): MarkdownStore {
  const previous = file ? readEntries(file) : {};
  const next: Entries = {};
  return {
    markdownOf(routePath, inputs, make) {
      const digest = createHash('sha1').update(codeVersion).update('\0').update(JSON.stringify(inputs)).digest('hex');
      const known = previous[routePath];
      const markdown = known?.digest === digest && typeof known.markdown === 'string' ? known.markdown : make();
      next[routePath] = { digest, markdown };
      return markdown;
    },
    save() {
      // Without a file (outside Gatsby's build) nothing is kept: the next build converts every page.
      if (file) writeCacheJson(file, next);
    },
  };
}

/** The store of Gatsby's build, versioned by the site's code (gatsby/site-code-version.ts); none elsewhere. */
export function buildMarkdownStore(root = process.cwd()): MarkdownStore {
  const version = siteCodeVersion(root);
  if (version === null) return openMarkdownStore(null, '');
  return openMarkdownStore(path.join(root, '.cache', 'markdown-export.json'), version);
}
