import { useRouteData } from './useRouteData';

/** The page's locale with the site's locales and the default one, from the page's route data. */
export function useLocaleSettings() {
  const { locale, langs, defaultLang, locales } = useRouteData();
  return { locale, langs, defaultLang, locales };
}
