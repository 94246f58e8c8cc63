/**
 * Where a query that found nothing may be found: a query typed in Chinese on the English site
 * (or in Latin letters alone on the Chinese one) is likely meant for the other locale's docs.
 */
import { switchLang } from './links';
import { searchLink } from './search-link';
import { isCjkToken } from './search-tokenizer';

/** The other locale's docs, searched for the query: the address, and the locale's name for itself (简体中文) and `lang`. */
export interface SearchElsewhere {
  href: string;
  language: string;
  htmlLang: string;
}

interface LocaleSettings<L extends string> {
  locale: L;
  langs: readonly L[];
  defaultLang: L;
  locales: readonly { lang: L; label: string; htmlLang: string }[];
}

/**
 * The locale a query is written for when it is not the current one, with the same page there
 * and the panel opened on the query: a query with CJK characters is for the Chinese docs, one
 * without for the default locale's. Null when that is the current locale or the site has none.
 */
export function searchElsewhere<L extends string>(
  query: string,
  pathname: string,
  settings: LocaleSettings<L>,
): SearchElsewhere | null {
  const { locale, langs, defaultLang, locales } = settings;
  const wanted = [...query].some(isCjkToken) ? langs.find((lang) => lang.startsWith('zh')) : defaultLang;
  const target = locales.find((entry) => entry.lang === wanted);
  if (!target || target.lang === locale || query.trim() === '') return null;
  return {
    href: searchLink(switchLang(pathname, target.lang, langs, defaultLang), query.trim()),
    language: target.label,
    htmlLang: target.htmlLang,
  };
}
