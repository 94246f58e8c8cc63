/** What the built site should publish, derived from the content files, and XML parsing for its feeds and sitemap. */
import { JSDOM } from 'jsdom';
import { siteConfig } from '../../../src/config/site';
import { addLang } from '../../../src/core/links';
import { loadPages, type ContentPage } from '../../content/lib/pages';

export const SITE_URL = siteConfig.siteUrl;
export const LANGS = siteConfig.locales.map((l) => l.lang);

export interface RoutedPage {
  locale: string;
  route: string;
  /** Route with locale prefix. */
  path: string;
  title: string | null;
  pageType: string;
  page: ContentPage;
}

/** Every routed page of the content, both locales, 404 pages included. */
export function routedPages(): RoutedPage[] {
  return loadPages().flatMap((page) =>
    page.route === null
      ? []
      : [
          {
            locale: page.locale,
            route: page.route,
            path: addLang(page.route, page.locale, siteConfig.defaultLang),
            title: typeof page.frontmatter.title === 'string' ? page.frontmatter.title : null,
            pageType: typeof page.frontmatter.pageType === 'string' ? page.frontmatter.pageType : 'doc',
            page,
          },
        ],
  );
}

/** The path part of an absolute URL of the site; fails for any other URL. */
export function sitePath(url: string): string {
  if (!url.startsWith(`${SITE_URL}/`)) throw new Error(`${url} is not an absolute URL of ${SITE_URL}`);
  return url.slice(SITE_URL.length);
}

/** A strict XML parse (jsdom throws on any well-formedness error). */
export function parseXml(text: string): Document {
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}

/** Child elements by local name and namespace. */
export function children(parent: Element, name: string, ns: string | null = null): Element[] {
  return Array.from(parent.children).filter((el) => el.localName === name && el.namespaceURI === ns);
}

export function childText(parent: Element, name: string, ns: string | null = null): string | null {
  return children(parent, name, ns)[0]?.textContent ?? null;
}
