/**
 * @jest-environment jsdom
 */
import { localeRedirectScript, localeRedirectTarget } from '../../../src/core/locale-redirect';

describe('first-visit locale redirect', () => {
  const base = { langs: ['en', 'zh'], defaultLang: 'en', visited: false };
  it('sends a Chinese browser to the Chinese page once', () => {
    expect(localeRedirectTarget({ ...base, pathname: '/guide/start/', browserLanguage: 'zh-CN' })).toBe(
      '/zh/guide/start/',
    );
    expect(localeRedirectTarget({ ...base, pathname: '/', browserLanguage: 'zh' })).toBe('/zh/');
    expect(localeRedirectTarget({ ...base, visited: true, pathname: '/', browserLanguage: 'zh-CN' })).toBeNull();
  });
  it('stays for other languages and on pages already localized', () => {
    expect(localeRedirectTarget({ ...base, pathname: '/', browserLanguage: 'en-US' })).toBeNull();
    expect(localeRedirectTarget({ ...base, pathname: '/', browserLanguage: 'fr' })).toBeNull();
    expect(localeRedirectTarget({ ...base, pathname: '/zh/config/', browserLanguage: 'zh-CN' })).toBeNull();
  });
  it('the inline script remembers the visit and redirects like the rule', () => {
    localStorage.clear();
    const script = localeRedirectScript('visited', ['en', 'zh'], 'en');
    Object.defineProperty(window.navigator, 'language', { value: 'en-US', configurable: true });

    new Function(script)();
    expect(localStorage.getItem('visited')).toBe('1');
    expect(window.location.pathname).toBe('/');
  });
});
