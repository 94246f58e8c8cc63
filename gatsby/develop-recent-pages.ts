/**
 * A restart of `gatsby develop` most often goes back to the pages the author had open. With
 * every page compiled on first visit (gatsby/develop-lazy-pages.ts), that page waited for a
 * compile of its own after the server was ready (about 2 s on a warm cache), though webpack's
 * cache held it. The last pages compiled in a session are stored in `.cache`; the next session
 * compiles them with the first bundle instead, from that cache, and leaves only the others to
 * their first visit.
 */
import path from 'node:path';
import { readCacheJson, writeCacheJson } from './cache-file';

/** Enough for the pages of a working session; each costs the first compile a little. */
export const KEEP_PAGES = 12;

export const RECENT_PAGES_FILE = path.join('.cache', 'develop-recent-pages.json');

interface Module {
  resource?: string;
}

interface DoneHooks {
  hooks: {
    done: { tap(name: string, callback: (stats: { compilation: { modules: Iterable<Module> } }) => void): void };
  };
}

/** The page modules stored by the last session, oldest first; none when the file is missing or not a list of names. */
export function readRecentPages(file = RECENT_PAGES_FILE): string[] {
  const stored = readCacheJson(file);
  if (!Array.isArray(stored)) return [];
  return stored.filter((entry): entry is string => typeof entry === 'string');
}

/**
 * `recent` (oldest first) after a compile that holds `compiled` and follows one that held
 * `before`: the pages new in this compile go last, in their order, and only the last `keep`
 * stay.
 */
export function updateRecent(
  recent: string[],
  before: ReadonlySet<string>,
  compiled: string[],
  keep = KEEP_PAGES,
): string[] {
  const added = compiled.filter((page) => !before.has(page));
  const fresh = new Set(added);
  return [...recent.filter((page) => !fresh.has(page)), ...added].slice(-keep);
}

/** Webpack plugin: after each compile, stores which of the modules `isPage` names were compiled last. */
export class RememberRecentPages {
  private recent: string[];
  private before: Set<string>;

  constructor(
    private readonly isPage: (resource: string) => boolean,
    stored: string[],
    private readonly file = RECENT_PAGES_FILE,
  ) {
    this.recent = stored;
    // The stored pages are in the first bundle: not new to it.
    this.before = new Set(stored);
  }

  apply(compiler: DoneHooks): void {
    compiler.hooks.done.tap('RememberRecentPages', ({ compilation }) => {
      const compiled: string[] = [];
      for (const module of compilation.modules) {
        if (module.resource && this.isPage(module.resource)) compiled.push(module.resource);
      }
      const recent = updateRecent(this.recent, this.before, compiled);
      this.before = new Set(compiled);
      if (recent.join('\n') === this.recent.join('\n')) return;
      this.recent = recent;
      writeCacheJson(this.file, recent);
    });
  }
}
