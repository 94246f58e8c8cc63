/**
 * Resolution work webpack repeats for nothing on this site:
 * - Every resolved path is checked for symbolic links (an lstat of each of its folders): the
 *   site installs its packages with npm, which links nothing inside node_modules, so the
 *   resolved path is the real one. Turning the check off took a second or two of file-system
 *   calls off every cold compile.
 * - In develop, webpack resolves every import again at each compile, except those into
 *   node_modules; the development bundle (some 1,300 modules) did that at every save. Develop
 *   keeps the resolution of every module for the session: a new import or file is resolved
 *   when it appears; only a file that would change where an existing import leads (a new
 *   `foo.ts` beside an existing `foo/index.ts`) needs a restart.
 */

interface ResolvingConfig {
  resolve: { symlinks?: boolean };
  module: { unsafeCache?: unknown };
}

export function resolveOnce(config: ResolvingConfig, { develop }: { develop: boolean }): void {
  config.resolve.symlinks = false;
  if (develop) config.module.unsafeCache = true;
}
