/**
 * Gatsby's query extraction parses each page component once per component path, and
 * gatsby-plugin-mdx gives every MDX page a path of its own: `DocPage.tsx?__contentFilePath=…`.
 * The same template was read, run through every plugin's preprocessSource, parsed by Babel and
 * walked five times for each of the ~350 pages: 2–3 s of every build and develop start.
 *
 * The file parser is wrapped so that the pages of one template parse it twice, not once per
 * page. When the two parses agree on everything but the path (a query Gatsby names after the
 * file would not), the other pages get the same definitions under their own path, and the same
 * component features Gatsby records for a parsed file; otherwise each page is parsed as before.
 * A template edited in develop has another text, so it is parsed again.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readDigests, skipQueryFreeFiles, writeDigests, type QueryFreeContext } from './query-free-files';

/** One GraphQL document Gatsby found in a file (the fields this module reads). */
interface QueryDocument {
  filePath: string;
  hash: number | string;
  text: string;
  doc: { definitions: readonly { name?: { value: string } }[] };
}

/** What Gatsby's file parser returns for a file with queries or page features. */
export interface ParsedFile {
  astDefinitions: QueryDocument[];
  pageSlices?: unknown;
}

export type ParseFile = (file: string, addError: (error: unknown) => void) => Promise<ParsedFile | null>;

/** How the wrapper reaches Gatsby: the template's text, and the records a parse makes besides its result. */
export interface ParseContext {
  templateOf(file: string): string;
  readTemplate(template: string): Promise<string | null>;
  /** Records for `file` what a parse recorded for `parsed` (component features, extraction success). */
  recordAsParsed(file: string, parsed: string, result: ParsedFile): boolean;
}

/** What a document is, but its path: the parses of two pages of a template must agree on it. */
function signature(result: ParsedFile | null): string | null {
  if (!result) return null;
  return JSON.stringify(
    result.astDefinitions.map((d) => [d.hash, d.text, d.doc.definitions.map((def) => def.name?.value ?? '')]),
  );
}

interface TemplateParses {
  first: { file: string; result: Promise<ParsedFile | null> };
  /** Whether the first result holds for every page of the template, once a second page was parsed. */
  reusable?: Promise<boolean>;
}

/** Wraps a file parser so that the pages of a template share one parse of it (see above). */
export function parseOncePerTemplate(parse: ParseFile, context: ParseContext): ParseFile {
  const templates = new Map<string, TemplateParses>();
  return async (file, addError) => {
    const template = context.templateOf(file);
    if (template === file) return parse(file, addError);
    const text = await context.readTemplate(template);
    if (text === null) return parse(file, addError);
    const key = `${template}\n${text}`;

    const known = templates.get(key);
    if (!known) {
      const result = parse(file, addError);
      templates.set(key, { first: { file, result } });
      return result;
    }
    if (!known.reusable) {
      const result = parse(file, addError);
      known.reusable = Promise.all([known.first.result, result]).then(([a, b]) => {
        const first = signature(a);
        return first !== null && first === signature(b);
      });
      return result;
    }
    const first = await known.first.result;
    if (!(await known.reusable) || !first || !context.recordAsParsed(file, known.first.file, first))
      return parse(file, addError);
    return { ...first, astDefinitions: first.astDefinitions.map((d) => ({ ...d, filePath: file })) };
  };
}

interface GatsbyComponent {
  serverData?: boolean;
  config?: boolean;
  Head?: boolean;
}

type ParseFiles = (files: string[], addError: (error: unknown) => void) => Promise<unknown>;

interface GatsbyInternals {
  FileParser: { prototype: { parseFile: ParseFile & { oncePerTemplate?: true }; parseFiles: ParseFiles } };
  store: {
    getState(): { components: Map<string, GatsbyComponent> };
    dispatch(action: { type: string; payload: unknown }): void;
  };
  getPathToLayoutComponent(file: string): string;
  version: string;
}

function gatsbyInternals(): GatsbyInternals {
  // Resolved from the site at run time: Gatsby bundles this file, and its bundler rewrites `require`.
  const load = createRequire(path.resolve('package.json'));
  return {
    FileParser: (load('gatsby/dist/query/file-parser') as { default: GatsbyInternals['FileParser'] }).default,
    store: (load('gatsby/dist/redux') as { store: GatsbyInternals['store'] }).store,
    getPathToLayoutComponent: (load('gatsby-core-utils') as Pick<GatsbyInternals, 'getPathToLayoutComponent'>)
      .getPathToLayoutComponent,
    version: (load('gatsby/package.json') as { version: string }).version,
  };
}

/**
 * Makes Gatsby's query extraction parse each page template twice, not once per page, and not
 * parse again the files the last extraction found query-free (gatsby/query-free-files.ts).
 */
export function extractQueriesOncePerTemplate(): void {
  const { FileParser, store, getPathToLayoutComponent, version } = gatsbyInternals();
  const original = FileParser.prototype.parseFile;
  if (original.oncePerTemplate) return;
  const stored = path.resolve('.cache', 'query-free-files.json');
  const queryFree: QueryFreeContext = {
    salt: version,
    read: (file) => readFile(file, 'utf8').catch(() => null),
    isPageComponent: (file) => store.getState().components.has(file),
    known: readDigests(stored),
    found: new Set(),
  };
  const parsers = new WeakMap<object, ParseFile>();
  const context: ParseContext = {
    templateOf: getPathToLayoutComponent,
    readTemplate: (template) => readFile(template, 'utf8').catch(() => null),
    recordAsParsed(file, parsed, result) {
      const features = store.getState().components.get(parsed);
      if (!features) return false;
      // What Gatsby's parser dispatches for each file it parses (gatsby/dist/query/file-parser.js).
      store.dispatch({
        type: 'SET_COMPONENT_FEATURES',
        payload: { componentPath: file, serverData: features.serverData, config: features.config, Head: features.Head },
      });
      if (result.astDefinitions.length > 0)
        store.dispatch({ type: 'QUERY_EXTRACTION_BABEL_SUCCESS', payload: { componentPath: file } });
      return true;
    },
  };
  const wrapped: ParseFile & { oncePerTemplate?: true } = function (this: object, file, addError) {
    let parser = parsers.get(this);
    if (!parser) {
      parser = skipQueryFreeFiles(parseOncePerTemplate(original.bind(this), context), queryFree);
      parsers.set(this, parser);
    }
    return parser(file, addError);
  };
  wrapped.oncePerTemplate = true;
  FileParser.prototype.parseFile = wrapped;
  // Every extraction parses all the files: what it found query-free is what the next start skips.
  const parseFiles = FileParser.prototype.parseFiles;
  FileParser.prototype.parseFiles = async function (this: object, files, addError) {
    queryFree.found = new Set();
    const documents = await parseFiles.call(this, files, addError);
    queryFree.known = queryFree.found;
    writeDigests(stored, queryFree.found);
    return documents;
  };
}
