/**
 * The search files of every locale made from content/ without Gatsby: the build's own records
 * (src/core/search-records.ts), index and file writer, and the Chinese glosses learned from the
 * English twin pages. Read by the search benchmark (`--content`) and the ranking tuner.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { derivePageFacts } from '../gatsby/page-facts';
import { parseMdx } from '../gatsby/parse-mdx';
import { siteConfig } from '../src/config/site';
import type { Locale } from '../src/config/types';
import { addLang } from '../src/core/links';
import { analyzeMdast } from '../src/core/mdast';
import { MARKDOWN_EXTENSION } from '../src/core/routes';
import type { SearchFiles } from '../src/core/search-index-file';
import { withGlosses } from '../src/core/search-lexicon';
import { indexedPhrasings } from '../src/core/search-phrasings';
import { localeRecords, type SearchSourceNode } from '../src/core/search-records';
import { buildIndex } from '../tests/unit/lib/search-corpus';

const ROOT = path.join(__dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : MARKDOWN_EXTENSION.test(name) ? [full] : [];
  });
}

/** The MDX nodes of a locale as the index query reads them, from content/ (as `npm run check:content` reads it). */
function contentNodes(locale: Locale): SearchSourceNode[] {
  const root = path.join(ROOT, 'content', locale);
  return walk(root).map((file) => {
    const { data, content } = matter(readFileSync(file, 'utf8'));
    const facts = derivePageFacts(locale, path.relative(root, file).split(path.sep).join('/'), data, content);
    return {
      body: content,
      frontmatter: {
        title: typeof data.title === 'string' ? data.title : null,
        description: typeof data.description === 'string' ? data.description : null,
      },
      fields: {
        routePath: facts.routePath,
        relativePath: facts.relativePath,
        isShared: facts.isShared,
        lang: facts.lang,
        pageType: facts.pageType,
        importSources: facts.importSources,
        plainText: facts.text,
        toc: facts.toc,
      },
    };
  });
}

/**
 * The search files of each locale, as the build writes them (the phrasings and the glosses of a
 * translation included). A translation's glosses come from the default locale's index, which is
 * built for them even when only the translation is asked for.
 */
export async function contentSearchFiles(langs: readonly Locale[]): Promise<Map<Locale, SearchFiles>> {
  const { defaultLang } = siteConfig;
  const built = new Map<Locale, SearchFiles>();
  for (const lang of new Set([defaultLang, ...langs]))
    built.set(
      lang,
      await buildIndex(
        lang,
        localeRecords(contentNodes(lang), (node) => analyzeMdast(parseMdx(node.body)).embeds),
        indexedPhrasings(lang, defaultLang),
      ),
    );
  const twin = built.get(defaultLang);
  const files = new Map<Locale, SearchFiles>();
  for (const [lang, own] of built) {
    if (!langs.includes(lang)) continue;
    const index =
      twin && lang !== defaultLang
        ? withGlosses(own.index, twin.index, (route) => addLang(route, lang, defaultLang))
        : own.index;
    files.set(lang, { index, texts: own.texts });
  }
  return files;
}
