/**
 * What the document head of a page says: title, description, canonical URL, language
 * alternates, Open Graph and Twitter card tags, theme colours, icons and the site search. Pure:
 * the SeoHead component only renders the result.
 */
import { absoluteUrl, type FeedLink } from './feeds';
import { addLang } from './links';
import { openSearchName, openSearchPath, OPENSEARCH_TYPE } from './opensearch';
import { readQuerySwitches } from './query-switches';

/** The page background of each appearance (`--c-bg` in src/theme/tokens.css; a unit test keeps them equal). */
export const THEME_COLORS = { light: '#ffffff', dark: '#121417' } as const;

export const FAVICON_PATH = '/favicon.svg';
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const;
/** The link preview image of each locale, made by scripts/make-social-images.ts. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

export function socialImagePath(locale: string, defaultLang: string): string {
  return locale === defaultLang ? '/og-image.png' : `/og-image-${locale}.png`;
}

export interface HeadSite {
  siteUrl: string;
  title: string;
  defaultLang: string;
  locales: readonly { lang: string; htmlLang: string; title: string; description: string }[];
  /** `@handle` of the site's X (Twitter) account, if it has one. */
  twitterSite: string | null;
}

export interface HeadPage {
  /** Page title; null for the home page, whose title is the site title alone. */
  title: string | null;
  description: string | null;
  locale: string;
  /** Route without locale prefix; null for pages without a canonical address (404). */
  route: string | null;
  pageType: string;
  /** ISO date of `published_at` (release pages). */
  publishedAt?: string | null;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
  media?: string;
}

export interface LinkTag {
  rel: string;
  href: string;
  hrefLang?: string;
  type?: string;
  sizes?: string;
  title?: string;
}

export interface HeadTags {
  title: string;
  htmlLang: string;
  meta: MetaTag[];
  links: LinkTag[];
}

/** `en` → `en`, `zh-CN` → `zh_CN` (the Open Graph locale format). */
function ogLocale(htmlLang: string): string {
  return htmlLang.replace('-', '_');
}

/** Every tag of a page's head, in document order. */
export function pageHead(page: HeadPage, site: HeadSite): HeadTags {
  const localeInfo = site.locales.find((l) => l.lang === page.locale);
  const htmlLang = localeInfo?.htmlLang ?? page.locale;
  const title = page.title ? `${page.title} | ${site.title}` : site.title;
  const description = page.description || localeInfo?.description || '';
  const shareTitle = page.title ?? site.title;
  const image = absoluteUrl(site.siteUrl, socialImagePath(page.locale, site.defaultLang));
  const imageAlt = localeInfo ? `${localeInfo.title}: ${localeInfo.description}` : site.title;
  const canonical =
    page.route === null ? null : absoluteUrl(site.siteUrl, addLang(page.route, page.locale, site.defaultLang));
  const isArticle = Boolean(page.publishedAt);

  const meta: MetaTag[] = [
    { name: 'description', content: description },
    { name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLORS.light },
    { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLORS.dark },
    { property: 'og:type', content: isArticle ? 'article' : 'website' },
    { property: 'og:site_name', content: site.title },
    { property: 'og:title', content: shareTitle },
    { property: 'og:description', content: description },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:locale', content: ogLocale(htmlLang) },
    ...site.locales
      .filter((l) => l.lang !== page.locale && page.route !== null)
      .map((l) => ({ property: 'og:locale:alternate', content: ogLocale(l.htmlLang) })),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: imageAlt },
    ...(isArticle && page.publishedAt ? [{ property: 'article:published_time', content: page.publishedAt }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(site.twitterSite ? [{ name: 'twitter:site', content: site.twitterSite }] : []),
    { name: 'twitter:title', content: shareTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];

  const links: LinkTag[] = [
    { rel: 'icon', href: FAVICON_PATH, type: 'image/svg+xml' },
    {
      rel: 'apple-touch-icon',
      href: APPLE_TOUCH_ICON.path,
      sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`,
    },
    {
      rel: 'search',
      type: OPENSEARCH_TYPE,
      href: openSearchPath(page.locale, site.defaultLang),
      title: openSearchName(site.title, htmlLang, page.locale === site.defaultLang),
    },
  ];
  if (canonical && page.route !== null) {
    const route = page.route;
    links.push({ rel: 'canonical', href: canonical });
    for (const l of site.locales) {
      links.push({
        rel: 'alternate',
        hrefLang: l.htmlLang,
        href: absoluteUrl(site.siteUrl, addLang(route, l.lang, site.defaultLang)),
      });
    }
    links.push({ rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(site.siteUrl, route) });
  }
  return { title, htmlLang, meta, links };
}

/**
 * Feed links are global UI: hidden when the page's frontmatter sets `globalUIComponents: false`
 * or the address has `?globalUIComponents=0`.
 */
export function feedLinksShown(globalUIComponents: boolean | null | undefined, search: string): boolean {
  return globalUIComponents !== false && readQuerySwitches(search).globalUIComponents;
}

export function feedLinkTags(feeds: readonly FeedLink[]): LinkTag[] {
  return feeds.map((feed) => ({
    rel: 'alternate',
    type: feed.mime,
    href: feed.url,
    hrefLang: feed.language,
    title: feed.title,
  }));
}

/** `@rspack_dev` from `https://twitter.com/rspack_dev` or `https://x.com/rspack_dev`; null for anything else. */
export function twitterHandle(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/([A-Za-z0-9_]{1,15})\/?$/.exec(url);
  return match ? `@${match[1]}` : null;
}
