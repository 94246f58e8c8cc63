import type { Locale } from '../config/types';
import { useLocale } from './useLocale';
import { useSiteData } from './useSiteData';

/** The current locale with the list of locales and the default one. */
export function useLocaleSettings() {
  const locale = useLocale();
  const site = useSiteData().siteConfig;
  const langs = (site?.locales.map((l) => l.lang) ?? ['en']) as Locale[];
  const defaultLang = (site?.defaultLang ?? 'en') as Locale;
  return { locale, langs, defaultLang, locales: site?.locales ?? [] };
}
