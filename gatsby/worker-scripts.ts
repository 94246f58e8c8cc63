import path from 'node:path';

/**
 * A worker thread's script, as the site's preload compiles it from `gatsby/workers/<name>.ts`
 * beside gatsby-node (gatsby/preload/compile-with-esbuild.js).
 */
export function compiledWorkerScript(root: string, name: string): string {
  return path.join(root, '.cache', 'compiled', 'gatsby', 'workers', `${name}.js`);
}
