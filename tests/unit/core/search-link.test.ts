import { searchElsewhere } from '../../../src/core/search-elsewhere';
import { searchLink, searchParamOf, withoutSearchParam } from '../../../src/core/search-link';

describe('a search as a page address', () => {
  it('reads the query of ?search=, trimmed, and nothing else', () => {
    expect(searchParamOf('?search=dist+path')).toBe('dist path');
    expect(searchParamOf('?navbar=0&search=%E9%85%8D%E7%BD%AE%20')).toBe('配置');
    for (const search of ['', '?', '?search=', '?search=%20%20', '?q=dist', '?searchx=dist'])
      expect(searchParamOf(search)).toBeNull();
  });

  it('never throws on a broken address', () => {
    expect(searchParamOf('?search=%E0%A4%A')).toEqual(expect.any(String));
    expect(searchParamOf('?search=%')).toBe('%');
  });

  it('takes the parameter out of the address and keeps the others', () => {
    expect(withoutSearchParam('?search=dist')).toBe('');
    expect(withoutSearchParam('?navbar=0&search=dist&footer=0')).toBe('?navbar=0&footer=0');
    expect(withoutSearchParam('')).toBe('');
    // The other parameters stay as the address wrote them, whatever their escapes.
    expect(withoutSearchParam('?q=a%20b&search=dist')).toBe('?q=a%20b');
    expect(withoutSearchParam('?search=a&search=b&x=%E4%B8%AD')).toBe('?x=%E4%B8%AD');
    expect(withoutSearchParam('?se%61rch=dist&flag')).toBe('?flag');
  });

  it('writes a link that reads back as the query', () => {
    const link = searchLink('/zh/config/', 'a&b=c #d 配置');
    expect(link.startsWith('/zh/config/?search=')).toBe(true);
    expect(searchParamOf(link.slice(link.indexOf('?')))).toBe('a&b=c #d 配置');
  });
});

describe('the docs a query that found nothing is meant for', () => {
  const locales = [
    { lang: 'en', label: 'English', htmlLang: 'en' },
    { lang: 'zh', label: '简体中文', htmlLang: 'zh-CN' },
  ];
  const site = (locale: string) => ({ locale, langs: ['en', 'zh'], defaultLang: 'en', locales });

  it('sends a Chinese query on the English site to the same page in Chinese', () => {
    expect(searchElsewhere('配置 alias', '/config/source/alias', site('en'))).toEqual({
      href: '/zh/config/source/alias?search=%E9%85%8D%E7%BD%AE+alias',
      language: '简体中文',
      htmlLang: 'zh-CN',
    });
    expect(searchElsewhere(' 插件 ', '/', site('en'))?.href).toBe('/zh/?search=%E6%8F%92%E4%BB%B6');
  });

  it('sends a query without CJK characters on the Chinese site to the English docs', () => {
    expect(searchElsewhere('foobar', '/zh/guide/start/', site('zh'))).toMatchObject({
      href: '/guide/start/?search=foobar',
      language: 'English',
    });
  });

  it('names no other docs for a query in the locale of the page, an empty one, or a site with one locale', () => {
    expect(searchElsewhere('foobar', '/guide/', site('en'))).toBeNull();
    expect(searchElsewhere('配置', '/zh/guide/', site('zh'))).toBeNull();
    expect(searchElsewhere('  ', '/zh/guide/', site('zh'))).toBeNull();
    const english = { locale: 'en', langs: ['en'], defaultLang: 'en', locales: locales.slice(0, 1) };
    expect(searchElsewhere('配置', '/guide/', english)).toBeNull();
  });
});
