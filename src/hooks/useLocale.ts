import { useI18next } from 'gatsby-plugin-react-i18next';
import type { Locale } from '../config/types';

/** The locale of the page being rendered, from the page context. */
export function useLocale(): Locale {
  return useI18next().language as Locale;
}
