/** The documentation pages as the content tests read them: frontmatter, body and code blocks. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { siteConfig } from '../../../src/config/site';
import { extractCodeFences, type CodeFence } from '../../../src/core/code-fences';
import { addLang } from '../../../src/core/links';
import { isSharedSnippet, routeFromContentPath } from '../../../src/core/routes';

export const CONTENT_DIR = path.join(__dirname, '../../../content');

export interface ContentPage {
  /** e.g. `content/en/config/output/minify.mdx` */
  file: string;
  locale: string;
  /** Route without locale prefix; null for shared snippets. */
  route: string | null;
  frontmatter: Record<string, unknown>;
  body: string;
  /** Code blocks, with lines counted from the top of the file. */
  fences: CodeFence[];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
}

let cache: ContentPage[] | null = null;

export function loadPages(): ContentPage[] {
  if (cache) return cache;
  cache = readdirSync(CONTENT_DIR).flatMap((locale) =>
    walk(path.join(CONTENT_DIR, locale)).map((full) => {
      const source = readFileSync(full, 'utf8');
      const parsed = matter(source);
      const offset = source.split('\n').length - parsed.content.split('\n').length;
      const pathInLocale = path.relative(path.join(CONTENT_DIR, locale), full).split(path.sep).join('/');
      return {
        file: path.relative(path.join(CONTENT_DIR, '..'), full).split(path.sep).join('/'),
        locale,
        route: isSharedSnippet(pathInLocale) ? null : routeFromContentPath(pathInLocale),
        frontmatter: parsed.data,
        body: parsed.content,
        fences: extractCodeFences(parsed.content).map((fence) => ({ ...fence, line: fence.line + offset })),
      };
    }),
  );
  return cache;
}

/** Pages whose route starts with the prefix, e.g. `/config/`. */
export function pagesUnder(prefix: string): ContentPage[] {
  return loadPages().filter((page) => page.route?.startsWith(prefix));
}

/** The pages search indexes in a locale (not shared snippets, not the home page): route with its locale prefix, and title. */
export function searchedPages(locale: string): { routePath: string; title: string }[] {
  return loadPages()
    .filter((page) => page.locale === locale && page.route !== null && page.frontmatter.pageType !== 'home')
    .map((page) => ({ routePath: addLang(page.route ?? '', locale, siteConfig.defaultLang), title: String(page.frontmatter.title ?? '') }));
}
