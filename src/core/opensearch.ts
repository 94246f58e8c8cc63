/**
 * The OpenSearch description of each locale's docs (`/opensearch.xml`, `/zh/opensearch.xml`),
 * linked from every page's head: a browser offers the docs as a site search, and what the
 * reader types there opens the search panel on the locale's home page (src/core/search-link.ts).
 */
import { absoluteUrl } from './feeds';
import { escapeHtml } from './html';
import { addLang } from './links';
import { searchLinkTemplate } from './search-link';

export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

/** `/opensearch.xml` for the default locale, `/zh/opensearch.xml` for Chinese. */
export function openSearchPath(locale: string, defaultLang: string): string {
  return `${addLang('/', locale, defaultLang)}opensearch.xml`;
}

/**
 * The name a browser lists the docs of a locale by: the site's title, with the language of the
 * other locales (`Rsbuild (zh-CN)`), so that both can be added. At most 16 characters, as the
 * format asks.
 */
export function openSearchName(siteTitle: string, htmlLang: string, isDefault: boolean): string {
  return (isDefault ? siteTitle : `${siteTitle} (${htmlLang})`).slice(0, 16);
}

export interface OpenSearchInput {
  siteUrl: string;
  siteTitle: string;
  locale: string;
  defaultLang: string;
  htmlLang: string;
  description: string;
  iconPath: string;
}

/** The OpenSearch 1.1 description of a locale's docs. */
export function renderOpenSearch(input: OpenSearchInput): string {
  const { siteUrl, locale, defaultLang } = input;
  const name = openSearchName(input.siteTitle, input.htmlLang, locale === defaultLang);
  const search = absoluteUrl(siteUrl, searchLinkTemplate(addLang('/', locale, defaultLang), '{searchTerms}'));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${escapeHtml(name)}</ShortName>`,
    `  <Description>${escapeHtml(input.description.slice(0, 1024))}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Language>${escapeHtml(input.htmlLang)}</Language>`,
    `  <Image type="image/svg+xml">${escapeHtml(absoluteUrl(siteUrl, input.iconPath))}</Image>`,
    `  <Url type="text/html" method="get" template="${escapeHtml(search)}"/>`,
    `  <Url type="${OPENSEARCH_TYPE}" rel="self" template="${escapeHtml(absoluteUrl(siteUrl, openSearchPath(locale, defaultLang)))}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
