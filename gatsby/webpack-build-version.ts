/**
 * Webpack's persistent cache is valid only for the code that made it. Gatsby names its own
 * webpack config module and each plugin's gatsby-node as the cache's build dependencies, and
 * webpack then follows every module those have loaded (3,600 to 4,900 files: Gatsby, GraphQL,
 * lodash, Express …) to take a snapshot of each: 2.5 to 3.5 s of the main thread whenever a
 * cache is stored for the first time, which in a cold `gatsby develop` delayed the first page
 * (the shell renderer's cache is stored before the development bundle is compiled); what it
 * found stayed in memory, in a cold build's peak too.
 *
 * The same code is pinned by fewer files: the lockfile for everything under node_modules, the
 * config and gatsby-node Gatsby compiled from the site's own code, and the site's loaders
 * (gatsby/loaders). Their digest, written to one JSON file (webpack looks for no further
 * dependencies in JSON), is the build dependency instead. Webpack also adds each loader a module
 * went through, and follows what it loaded (the site's SWC loader runs Gatsby's Babel loader,
 * which loads most of Gatsby): those the digest pins are taken out again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readText, writeCacheJson } from './cache-file';
import { siteCodeVersion } from './site-code-version';

export const BUILD_VERSION_FILE = path.join('.cache', 'webpack', 'build-version.json');

const SITE_LOADERS = path.join('gatsby', 'loaders');

interface BuildDependencies {
  [Symbol.iterator](): Iterator<string>;
  delete(dependency: string): boolean;
}

interface CacheHooks {
  cache: {
    hooks: {
      storeBuildDependencies: {
        tap(options: { name: string; stage: number }, callback: (dependencies: BuildDependencies) => void): void;
      };
    };
  };
}

interface CacheConfig {
  cache?: false | { type?: string; buildDependencies?: Record<string, string[]> };
  plugins: unknown[];
}

/** Whether the build version pins `file`: under node_modules, or one of the site's loaders in `root`. */
export function pinnedByBuildVersion(file: string, root = process.cwd()): boolean {
  return (
    file.includes(`${path.sep}node_modules${path.sep}`) || file.startsWith(path.join(root, SITE_LOADERS) + path.sep)
  );
}

/** Before webpack's file cache takes them (Cache.STAGE_DISK is 10). */
const BEFORE_DISK_CACHE = -100;

/** Webpack plugin: a compilation's build dependencies that the build version pins are left to it. */
export class PinnedByBuildVersion {
  apply(compiler: CacheHooks): void {
    compiler.cache.hooks.storeBuildDependencies.tap(
      { name: 'PinnedByBuildVersion', stage: BEFORE_DISK_CACHE },
      (dependencies) => {
        for (const dependency of [...dependencies]) {
          if (pinnedByBuildVersion(dependency)) dependencies.delete(dependency);
        }
      },
    );
  }
}

/**
 * The digest of the code a webpack cache depends on, written to `file` under `root` unless it
 * already holds it (its date then stays, and with it webpack's snapshot); the file's path, or
 * null when the site's compiled code is not there to read.
 */
export function writeBuildVersion(root = process.cwd(), file = BUILD_VERSION_FILE): string | null {
  const code = siteCodeVersion(root);
  if (code === null) return null;
  const hash = createHash('sha1').update(code);
  try {
    hash.update(readFileSync(path.join(root, '.cache', 'compiled', 'gatsby-config.js')));
    const loaders = path.join(root, SITE_LOADERS);
    for (const name of readdirSync(loaders).sort()) hash.update(name).update(readFileSync(path.join(loaders, name)));
  } catch {
    return null;
  }
  const version = hash.digest('hex');
  const target = path.join(root, file);
  const body = JSON.stringify({ version });
  if (readText(target) !== body) writeCacheJson(target, { version });
  return target;
}

/** A persistent webpack cache depends on the build version file instead of Gatsby's modules (see above). */
export function cacheDependsOnBuildVersion(config: CacheConfig, root = process.cwd()): void {
  if (!config.cache || config.cache.type !== 'filesystem') return;
  const versionFile = writeBuildVersion(root);
  if (versionFile === null) return;
  config.cache = { ...config.cache, buildDependencies: { config: [versionFile] } };
  config.plugins.push(new PinnedByBuildVersion());
}
