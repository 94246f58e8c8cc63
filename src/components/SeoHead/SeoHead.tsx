import type { ReactNode } from 'react';
import type { RouteData } from '../../core/route-data';
import { feedLinkTags, feedLinksShown, pageHead, type LinkTag } from '../../core/page-head';

export interface SeoHeadProps {
  /** The head's inputs from the page's route data (src/core/route-data.ts). */
  head: RouteData['head'];
  /** The frontmatter switch; `false` hides the feed links like the other global UI. */
  globalUIComponents: boolean;
  children?: ReactNode;
}

/** The query string, read in the browser only: the Head API passes no `location.search`, and the built HTML has none. */
function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/**
 * Whether the head sets `<html lang>`: always in the built HTML, and in the browser only when the
 * document does not carry that language yet. Gatsby applies the head's html attributes with
 * `setAttribute` after every render, and setting `lang` (even to the value it has) makes the
 * browser recompute the style of the whole page; on the first load the server HTML has it already.
 */
function setsHtmlLang(lang: string): boolean {
  return typeof document === 'undefined' || document.documentElement.lang !== lang;
}

const linkKey = (link: LinkTag) => `${link.rel}-${link.hrefLang ?? ''}-${link.type ?? ''}-${link.href}`;

/** The document head of every page (Gatsby Head API). */
export function SeoHead({ head: inputs, globalUIComponents, children }: SeoHeadProps) {
  const head = pageHead(inputs.page, inputs.site);
  const feedLinks = feedLinksShown(globalUIComponents, currentSearch()) ? feedLinkTags(inputs.feeds) : [];
  return (
    <>
      {setsHtmlLang(head.htmlLang) ? <html lang={head.htmlLang} /> : null}
      <title>{head.title}</title>
      {head.meta.map((meta) => (
        <meta
          key={`${meta.name ?? meta.property}-${meta.media ?? ''}-${meta.content}`}
          {...(meta.name ? { name: meta.name } : { property: meta.property })}
          {...(meta.media ? { media: meta.media } : {})}
          content={meta.content}
        />
      ))}
      {[...head.links, ...feedLinks].map((link) => (
        <link key={linkKey(link)} {...link} />
      ))}
      {children}
    </>
  );
}
