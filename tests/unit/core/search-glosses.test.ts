/**
 * The written glosses: every Chinese page that search indexes has some, none names a page
 * that no longer exists, and each is made of other names than the page's title.
 */
import { GLOSSED_LOCALES, writtenGlosses } from '../../../src/core/search-glosses';
import { GLOSS_SEPARATOR, glossNames } from '../../../src/core/search-index-file';
import { searchedPages } from '../../content/lib/pages';

describe.each(GLOSSED_LOCALES)('the written glosses of %s', (locale) => {
  const glosses = writtenGlosses(locale);
  const pages = searchedPages(locale);

  it('gloss every page search indexes', () => {
    expect(pages.length).toBeGreaterThan(150);
    expect(pages.filter((page) => (glosses[page.routePath] ?? []).length === 0).map((p) => p.routePath)).toEqual([]);
  });

  it('name only pages that exist', () => {
    const routes = new Set(pages.map((page) => page.routePath));
    expect(Object.keys(glosses).filter((route) => !routes.has(route))).toEqual([]);
  });

  it('are other names than the title, each written once, without the separator', () => {
    const faults: string[] = [];
    for (const { routePath, title } of pages) {
      const names = glosses[routePath] ?? [];
      if (new Set(names).size !== names.length) faults.push(`${routePath}: a name twice`);
      for (const name of names)
        if (name.trim() !== name || name === '' || name.includes(GLOSS_SEPARATOR.trim()))
          faults.push(`${routePath}: "${name}" is not one name`);
        else if (name.toLowerCase() === title.toLowerCase()) faults.push(`${routePath}: "${name}" is the title`);
    }
    expect(faults).toEqual([]);
  });
});

it('has no written glosses for English, whose titles are the words its readers type', () => {
  expect(writtenGlosses('en')).toEqual({});
  expect(GLOSSED_LOCALES).toEqual(['zh']);
});

it('reads the names of a gloss back', () => {
  expect(glossNames(['产物目录', 'CDN 地址', '路径'].join(GLOSS_SEPARATOR))).toEqual(['产物目录', 'CDN 地址', '路径']);
  expect(glossNames('')).toEqual([]);
});
