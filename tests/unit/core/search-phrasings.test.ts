/**
 * The written phrasings: every page search indexes has some in every locale, none names a page
 * that no longer exists, and each is a phrasing of its own, not the page's title.
 */
import { GLOSS_SEPARATOR, glossNames } from '../../../src/core/search-index-file';
import { indexedPhrasings, PHRASED_LOCALES, phrasingsOf, writtenPhrasings } from '../../../src/core/search-phrasings';
import { tokenize } from '../../../src/core/search-tokenizer';
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

it("gives a translated page the words of its twin's phrasings it lacks, as one more line that reads back", () => {
  const own = phrasingsOf('zh', '/zh/config/output/dist-path');
  const indexed = indexedPhrasings('zh', 'en')('/zh/config/output/dist-path');
  expect(indexed.slice(0, -1)).toEqual(own);
  expect(glossNames(indexed.join(GLOSS_SEPARATOR))).toHaveLength(indexed.length);
  const held = new Set(tokenize(indexed.join(GLOSS_SEPARATOR)));
  const twin = tokenize(phrasingsOf('en', '/config/output/dist-path').join('\n'));
  expect(twin).toContain('folder');
  expect(twin.filter((token) => !held.has(token))).toEqual([]);
  // Only the words its own phrasings lack: none of the line's is in them.
  const ownTokens = new Set(tokenize(own.join('\n')));
  expect((indexed[indexed.length - 1] ?? '').split(' ').filter((token) => ownTokens.has(token))).toEqual([]);
  // The default locale's pages hold their own phrasings alone.
  expect(indexedPhrasings('en', 'en')('/config/output/dist-path')).toEqual(
    phrasingsOf('en', '/config/output/dist-path'),
  );
});
