/**
 * Writes each locale's search index (made by gatsby-plugin-local-search) as a static file
 * named by index name, language and content hash, with one text file per page named by its
 * content hash (src/core/search-index-file.ts), and answers `searchIndexFiles { lang url }`
 * so the browser knows what to fetch. The files are written when the query runs (in `build`
 * and in `develop`, where the plugin rebuilds the index as content changes); older files of
 * the locale are removed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../src/config/site';
import {
  buildSearchFiles,
  indexFileName,
  isIndexFileOf,
  localSearchNodeType,
  pluginIndexName,
  textFolder,
} from '../src/core/search-index-file';
import { addLang } from '../src/core/links';
import { withGlosses } from '../src/core/search-lexicon';
import type { SearchRecord } from '../src/core/search-records';

const STATIC_DIR = path.join(process.cwd(), 'public', 'static');

interface LocalSearchNode {
  index: string;
  store: Record<string, SearchRecord>;
}

interface NodeModel {
  findOne(args: { type: string; query: object }): Promise<LocalSearchNode | null>;
}

const contentHash = (body: string, length = 10) => createHash('sha256').update(body).digest('hex').slice(0, length);
/** Page texts are named by 8 hex digits of their hash: enough for a few hundred files, and 172 of them in every index file. */
const textHash = (body: string) => contentHash(body, 8);

export interface LocaleSearchFiles {
  /** The index file's name and body. */
  name: string;
  body: string;
  /** The page texts: file name → body. */
  texts: Map<string, string>;
}

/**
 * The files of every locale: its index file (named with its content hash) and its page texts.
 * The index of a locale other than the default one carries the glosses of its pages' English
 * identifier titles, learned from the default locale's twin pages.
 */
export function searchFilesOf(nodes: ReadonlyMap<string, LocalSearchNode>): Map<string, LocaleSearchFiles> {
  const built = new Map(
    [...nodes].map(([lang, node]) => [lang, buildSearchFiles(lang, node.index, node.store, textHash)]),
  );
  const { defaultLang } = siteConfig;
  const twin = built.get(defaultLang)?.index;
  const files = new Map<string, LocaleSearchFiles>();
  for (const [lang, { index, texts }] of built) {
    const complete =
      twin && lang !== defaultLang ? withGlosses(index, twin, (route) => addLang(route, lang, defaultLang)) : index;
    const body = JSON.stringify(complete);
    files.set(lang, {
      name: indexFileName(lang, contentHash(body)),
      body,
      texts: new Map([...texts].map(([hash, text]) => [`${hash}.json`, text])),
    });
  }
  return files;
}

function writeSearchFiles(lang: string, { name, body, texts }: LocaleSearchFiles): void {
  mkdirSync(STATIC_DIR, { recursive: true });
  const textDir = path.join(STATIC_DIR, textFolder(lang));
  mkdirSync(textDir, { recursive: true });
  for (const [file, text] of texts) {
    const target = path.join(textDir, file);
    if (!existsSync(target)) writeFileSync(target, text);
  }
  for (const file of readdirSync(textDir)) {
    if (!texts.has(file)) rmSync(path.join(textDir, file), { force: true });
  }
  const target = path.join(STATIC_DIR, name);
  if (!existsSync(target)) writeFileSync(target, body);
  for (const file of readdirSync(STATIC_DIR)) {
    if (file !== name && isIndexFileOf(file, lang)) rmSync(path.join(STATIC_DIR, file), { force: true });
  }
}

export const createResolvers: GatsbyNode['createResolvers'] = ({
  createResolvers: addResolvers,
  pathPrefix,
  reporter,
}) => {
  addResolvers({
    Query: {
      searchIndexFiles: {
        type: '[SearchIndexFile!]!',
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          const files: { lang: string; url: string; records: number }[] = [];
          const nodes = new Map<string, LocalSearchNode>();
          for (const { lang } of siteConfig.locales) {
            const node = await context.nodeModel.findOne({
              type: localSearchNodeType(pluginIndexName(lang)),
              query: {},
            });
            if (node) nodes.set(lang, node);
            else
              reporter.panicOnBuild(
                `The search index of "${lang}" was not built (gatsby-plugin-local-search made no node).`,
              );
          }
          for (const [lang, written] of searchFilesOf(nodes)) {
            writeSearchFiles(lang, written);
            files.push({
              lang,
              url: `${pathPrefix}/static/${written.name}`,
              records: Object.keys(nodes.get(lang)?.store ?? {}).length,
            });
          }
          return files;
        },
      },
    },
  });
};
