/**
 * The written phrasings: every page search indexes has some in every locale, none names a page
 * that no longer exists, and each is a phrasing of its own, not the page's title.
 */
import { GLOSS_SEPARATOR, glossNames } from '../../../src/core/search-index-file';
import { PHRASED_LOCALES, phrasingsOf, writtenPhrasings } from '../../../src/core/search-phrasings';
import { searchedPages } from '../../content/lib/pages';

describe.each(PHRASED_LOCALES)('the phrasings of %s', (locale) => {
  const phrasings = writtenPhrasings(locale);
  const pages = searchedPages(locale);

  it('give every page search indexes several', () => {
    expect(pages.length).toBeGreaterThan(150);
    expect(pages.filter((page) => (phrasings[page.routePath] ?? []).length < 3).map((p) => p.routePath)).toEqual([]);
  });

  it('name only pages that exist', () => {
    const routes = new Set(pages.map((page) => page.routePath));
    expect(Object.keys(phrasings).filter((route) => !routes.has(route))).toEqual([]);
  });

  it('are phrasings of their own, each written once, that the index reads back one by one', () => {
    const faults: string[] = [];
    for (const { routePath, title } of pages) {
      const written = phrasings[routePath] ?? [];
      if (new Set(written).size !== written.length) faults.push(`${routePath}: a phrasing twice`);
      for (const phrasing of written)
        if (phrasing.trim() !== phrasing || phrasing === '' || phrasing.includes(GLOSS_SEPARATOR.trim()))
          faults.push(`${routePath}: "${phrasing}" is not one phrasing`);
        else if (phrasing.toLowerCase() === title.toLowerCase())
          faults.push(`${routePath}: "${phrasing}" is the title`);
      if (glossNames(written.join(GLOSS_SEPARATOR)).length !== written.length)
        faults.push(`${routePath}: the phrasings do not read back`);
    }
    expect(faults).toEqual([]);
  });
});

it('covers both locales of the site and answers none for an unknown page or locale', () => {
  expect(PHRASED_LOCALES).toEqual(['en', 'zh']);
  expect(phrasingsOf('en', '/config/output/dist-path')).toContain('change output folder');
  expect(phrasingsOf('zh', '/no/such/page')).toEqual([]);
  expect(phrasingsOf('fr', '/config/output/dist-path')).toEqual([]);
});
