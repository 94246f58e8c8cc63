/**
 * What the build's own stores in `.cache` (the Markdown export, the search files) are valid
 * for: the site's compiled Node code, which Gatsby compiles from gatsby-node and everything it
 * imports into one file, and the lockfile, which pins the packages that code uses.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A digest of the compiled site code and the lockfile; null outside a site Gatsby compiled. */
export function siteCodeVersion(root = process.cwd()): string | null {
  try {
    return createHash('sha1')
      .update(readFileSync(path.join(root, '.cache', 'compiled', 'gatsby-node.js')))
      .update(readFileSync(path.join(root, 'package-lock.json')))
      .digest('hex');
  } catch {
    return null;
  }
}
