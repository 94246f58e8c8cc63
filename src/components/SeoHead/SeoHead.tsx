import type { ReactNode } from 'react';
import { pageFeedLinks } from '../../core/feeds';
import {
  feedLinkTags,
  feedLinksShown,
  pageHead,
  twitterHandle,
  type HeadPage,
  type LinkTag,
} from '../../core/page-head';
import { useSiteData } from '../../hooks/useSiteData';
import { useReleaseFeeds } from './useReleaseFeeds';

/** What gatsby-plugin-react-i18next puts in every page's context: the route without locale prefix. */
export interface PageI18nContext {
  i18n: { originalPath: string };
}

export interface SeoHeadProps extends HeadPage {
  /** The frontmatter switch; `false` hides the feed links like the other global UI. */
  globalUIComponents?: boolean | null;
  children?: ReactNode;
}

/** The query string, read in the browser only: the Head API passes no `location.search`, and the built HTML has none. */
function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

const linkKey = (link: LinkTag) => `${link.rel}-${link.hrefLang ?? ''}-${link.type ?? ''}-${link.href}`;

/** The document head of every page (Gatsby Head API). */
export function SeoHead({
  title,
  description,
  locale,
  route,
  pageType,
  publishedAt,
  globalUIComponents,
  children,
}: SeoHeadProps) {
  const { siteConfig: site, allSocialLink } = useSiteData();
  const feeds = useReleaseFeeds();
  const xLink = allSocialLink.nodes.find((link) => link.icon === 'x' && link.mode === 'link');
  const head = pageHead(
    { title, description, locale, route, pageType, publishedAt },
    {
      siteUrl: site?.siteUrl ?? '',
      title: site?.title ?? 'Rsbuild',
      defaultLang: site?.defaultLang ?? 'en',
      locales:
        site?.locales.map((l) => ({
          lang: l.lang,
          htmlLang: l.htmlLang,
          title: site.title,
          description: l.description,
        })) ?? [],
      twitterSite: twitterHandle(xLink?.content),
    },
  );
  const feedLinks = feedLinksShown(globalUIComponents, currentSearch())
    ? feedLinkTags(pageFeedLinks(route, pageType, locale, feeds))
    : [];
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
