/**
 * Writes each locale's search index (made by gatsby-plugin-local-search) as a static file
 * named by index name, language and content hash, and answers `searchIndexFiles { lang url }`
 * so the browser knows what to fetch. The file is written when the query runs (in `build` and
 * in `develop`, where the plugin rebuilds the index as content changes); older files of the
 * locale are removed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../src/config/site';
import {
  buildIndexFile,
  indexFileName,
  isIndexFileOf,
  localSearchNodeType,
  pluginIndexName,
} from '../src/core/search-index-file';
import type { SearchRecord } from '../src/core/search-records';

const STATIC_DIR = path.join(process.cwd(), 'public', 'static');

interface LocalSearchNode {
  index: string;
  store: Record<string, SearchRecord>;
}

interface NodeModel {
  findOne(args: { type: string; query: object }): Promise<LocalSearchNode | null>;
}

/** The name (with its content hash) and body of a locale's index file. */
export function indexFileOf(lang: string, node: LocalSearchNode): { name: string; body: string } {
  const body = JSON.stringify(buildIndexFile(lang, node.index, node.store));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { name: indexFileName(lang, hash), body };
}

function writeIndexFile(lang: string, name: string, body: string): void {
  mkdirSync(STATIC_DIR, { recursive: true });
  const target = path.join(STATIC_DIR, name);
  if (!existsSync(target)) writeFileSync(target, body);
  for (const file of readdirSync(STATIC_DIR)) {
    if (file !== name && isIndexFileOf(file, lang)) rmSync(path.join(STATIC_DIR, file), { force: true });
  }
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: addResolvers, pathPrefix, reporter }) => {
  addResolvers({
    Query: {
      searchIndexFiles: {
        type: '[SearchIndexFile!]!',
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          const files: { lang: string; url: string; records: number }[] = [];
          for (const { lang } of siteConfig.locales) {
            const node = await context.nodeModel.findOne({ type: localSearchNodeType(pluginIndexName(lang)), query: {} });
            if (!node) {
              reporter.panicOnBuild(`The search index of "${lang}" was not built (gatsby-plugin-local-search made no node).`);
              continue;
            }
            const { name, body } = indexFileOf(lang, node);
            writeIndexFile(lang, name, body);
            files.push({ lang, url: `${pathPrefix}/static/${name}`, records: Object.keys(node.store).length });
          }
          return files;
        },
      },
    },
  });
};
