/**
 * Develop: a save that breaks the content (a frontmatter field of the wrong type, MDX or YAML
 * that does not parse) stopped createPages before it created any page, and Gatsby then deleted
 * every page the run had not created: the whole site answered 404 until the file was fixed.
 * The pages of the last run that created them are created again instead, so the author keeps
 * every other page while the problem is reported in the terminal. A build stops at the problem
 * as before.
 */
import { isDevelop } from './develop-session';

export interface LastGoodPages<P> {
  /** Records the pages a run created. */
  keep(pages: readonly P[]): void;
  /** The pages to create after a run that could not make them: the last good ones in develop, none in a build. */
  again(): readonly P[];
}

export function lastGoodPages<P>(develop: () => boolean = isDevelop): LastGoodPages<P> {
  let kept: readonly P[] = [];
  return {
    keep(pages) {
      if (develop()) kept = pages;
    },
    again() {
      return develop() ? kept : [];
    },
  };
}
