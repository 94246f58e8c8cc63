/** The first-visit redirect to the reader's language. */

export interface LocaleRedirectInput {
  pathname: string;
  /** `navigator.language`, e.g. `zh-CN`. */
  browserLanguage: string;
  /** Whether an earlier visit already happened (the visited key is stored). */
  visited: boolean;
  langs: readonly string[];
  defaultLang: string;
}

/**
 * Where to send a first visit, or null to stay. Only pages of the default locale redirect,
 * and only when the browser language's first part names another locale of the site.
 */
export function localeRedirectTarget({
  pathname,
  browserLanguage,
  visited,
  langs,
  defaultLang,
}: LocaleRedirectInput): string | null {
  if (visited) return null;
  const wanted = browserLanguage.toLowerCase().split('-')[0] ?? '';
  if (!wanted || wanted === defaultLang || !langs.includes(wanted)) return null;
  const first = pathname.split('/').filter(Boolean)[0];
  if (first && langs.includes(first) && first !== defaultLang) return null;
  return `/${wanted}${pathname === '/' ? '/' : pathname}`;
}

/** The same rule as an inline script, run before the page paints (a unit test checks they agree). */
export function localeRedirectScript(visitedKey: string, langs: readonly string[], defaultLang: string): string {
  return `(function(){try{var k=${JSON.stringify(visitedKey)};if(localStorage.getItem(k))return;localStorage.setItem(k,'1');var L=${JSON.stringify(
    langs,
  )},D=${JSON.stringify(defaultLang)};var w=(navigator.language||'').toLowerCase().split('-')[0];if(!w||w===D||L.indexOf(w)<0)return;var p=location.pathname;var f=p.split('/').filter(Boolean)[0];if(f&&f!==D&&L.indexOf(f)>=0)return;location.replace('/'+w+(p==='/'?'/':p)+location.search+location.hash)}catch(e){}})();`;
}
