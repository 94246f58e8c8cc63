/** Which parts of the frame a page shows, from its type, its frontmatter and the query switches. */
import type { QuerySwitches } from './query-switches';

export interface LayoutFlags {
  navbar?: boolean | null;
  sidebar?: boolean | null;
  outline?: boolean | null;
  footer?: boolean | null;
}

export interface LayoutParts {
  navbar: boolean;
  sidebar: boolean;
  outline: boolean;
  footer: boolean;
}

/**
 * doc: every part; custom: navigation bar and content; blank: content only. Frontmatter
 * `false` or a query switch `=0` hides a part; the outline is hidden inside a frame.
 */
export function layoutParts(
  pageType: string,
  frontmatter: LayoutFlags,
  switches: QuerySwitches & { inFrame: boolean },
): LayoutParts {
  const isDoc = pageType === 'doc';
  return {
    navbar: pageType !== 'blank' && frontmatter.navbar !== false && switches.navbar,
    sidebar: isDoc && frontmatter.sidebar !== false && switches.sidebar,
    outline: isDoc && frontmatter.outline !== false && switches.outline && !switches.inFrame,
    footer: isDoc && frontmatter.footer !== false && switches.footer,
  };
}
