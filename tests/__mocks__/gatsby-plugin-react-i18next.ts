let language = 'en';
export const useI18next = () => ({ language });
/** Tests set the page language. */
export function __setLanguage(next: string) {
  language = next;
}
