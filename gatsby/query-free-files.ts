/**
 * At every start, Gatsby's query extraction reads each script of the site and of every
 * plugin's folder, runs it through the plugins' `preprocessSource` and parses it with Babel,
 * though nearly all of them hold no query: about 60 files, 2–3 s of each build and each
 * `gatsby develop` start, however little changed.
 *
 * A script that is not a page component and does not hold the words any of Gatsby's findings
 * need (`graphql` for a query or fragment, `Slice` for a slice, `gatsby-plugin-image` for an image
 * query) is not parsed at all: the parser would find nothing in it. Gatsby's own quick check
 * lets through any file that says `config` or `Head` too, which most of the theme does, since it
 * records those exports for page components. This was what a build without `.cache` still
 * paid: query extraction took 2.9–4.2 s of a cold build and 0.7–0.9 s with the check (cold
 * builds of each in turn on a 2-core machine; the same `public` but the feeds' build date).
 * Such a file with a syntax error is then reported by webpack alone, not by the extraction too.
 *
 * A file with one of those words whose parse found no query, no slice and no error is
 * remembered in `.cache` by a digest of Gatsby's version, its path and its text; at the next
 * start it is left out while that text is the same, with the result Gatsby's parser gives such a
 * file. Page components are always parsed: Gatsby records their features (`Head`, `config`)
 * from the parse. So is a file that names a static query, for which the parser can warn without
 * finding one.
 */
import { createHash } from 'node:crypto';
import { readCacheJson, writeCacheJson } from './cache-file';
import type { ParsedFile, ParseFile } from './extract-queries-once';

export interface QueryFreeContext {
  /** Gatsby's version: a new parser may find what the old one did not. */
  salt: string;
  read(file: string): Promise<string | null>;
  isPageComponent(file: string): boolean;
  /** The digests of the files the last extraction found query-free. */
  known: ReadonlySet<string>;
  /** Gets the digest of every file this extraction finds query-free. */
  found: Set<string>;
}

/** A file that names it may get a warning from Gatsby's parser even without a query found. */
const STATIC_QUERY = 'StaticQuery';

/** Words without which Gatsby's parser finds nothing in a file other than a page component (see above). */
const FINDING_WORDS = ['graphql', 'Slice', 'gatsby-plugin-image'] as const;

/**
 * Whether Gatsby's parser may find something in a script other than a page component: a query,
 * a slice, an image query, or a warning about a static query.
 */
export function mayHoldFindings(text: string): boolean {
  return text.includes(STATIC_QUERY) || FINDING_WORDS.some((word) => text.includes(word));
}

/** What Gatsby's parser returns for a file without queries or slices. */
const nothingFound = (): ParsedFile => ({ astDefinitions: [], pageSlices: null });

function digestOf(salt: string, file: string, text: string): string {
  return createHash('sha1').update(salt).update('\0').update(file).update('\0').update(text).digest('hex');
}

/** Wraps a file parser so that files known to be query-free are not parsed again (see above). */
export function skipQueryFreeFiles(parse: ParseFile, context: QueryFreeContext): ParseFile {
  return async (file, addError) => {
    if (context.isPageComponent(file)) return parse(file, addError);
    const text = await context.read(file);
    if (text === null || text.includes(STATIC_QUERY)) return parse(file, addError);
    if (!mayHoldFindings(text)) return nothingFound();
    const digest = digestOf(context.salt, file, text);
    if (context.known.has(digest)) {
      context.found.add(digest);
      return nothingFound();
    }
    let failed = false;
    const result = await parse(file, (error) => {
      failed = true;
      addError(error);
    });
    if (!failed && result && result.astDefinitions.length === 0 && !result.pageSlices) context.found.add(digest);
    return result;
  };
}

/** The digests stored in `file`; none when it is missing or not a list of strings. */
export function readDigests(file: string): Set<string> {
  const stored = readCacheJson(file);
  return new Set(Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []);
}

/** Stores `digests` in `file`; a failure only means the next start parses every file. */
export function writeDigests(file: string, digests: ReadonlySet<string>): void {
  writeCacheJson(file, [...digests].sort());
}
