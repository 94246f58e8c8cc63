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

const linkKey = (link: LinkTag) => `${link.rel}-${link.hrefLang ?? ''}-${link.type ?? ''}-${link.href}`;

/** The document head of every page (Gatsby Head API). */
export function SeoHead({ head: inputs, globalUIComponents, children }: SeoHeadProps) {
  const head = pageHead(inputs.page, inputs.site);
  const feedLinks = feedLinksShown(globalUIComponents, currentSearch()) ? feedLinkTags(inputs.feeds) : [];
  return (
    <>
      <html lang={head.htmlLang} />
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
