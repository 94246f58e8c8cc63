/**
 * `gatsby build` writes the query types (`graphqlTypegen`, src/gatsby-types.d.ts) at the end of
 * every build, after the pages: 0.5–0.7 s on its critical path for a file that changes only
 * when the schema or a query does. `gatsby develop` writes them once its server is up, and
 * holds the first page's query until they are written (0.7 s of a restart), then again after
 * every save, since each rebuilds the schema. Both call the writer through its module's exports,
 * so it is wrapped: the types are written again only when what they are made from changed since
 * they were last written — the schema, the queries Gatsby extracted, the files searched for
 * queries of the Node side, the options — or when the file is not as it was written.
 *
 * The file itself says what it was made from: its first line holds the digests of those inputs
 * (up to three sets that made the same text: a build's and develop's differ) and of the rest of
 * its text. So a build without `.cache` (a fresh clone, a cold build) does not write it again
 * either while the committed file matches the site. The digest names files by their path in the
 * site, so it is the same in every checkout.
 *
 * A search path other than a file or `folder/*.ext` is not read by this check, so with one the
 * types are always written.
 */
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readText } from './cache-file';
import { requireFromGatsby } from './require-from-gatsby';

interface TypegenOptions {
  typesOutputPath: string;
  documentSearchPaths: string[];
}

interface QueryDefinition {
  text?: string;
}

type WriteTypes = ((
  directory: string,
  schema: unknown,
  definitions: ReadonlyMap<string, QueryDefinition>,
  options: TypegenOptions,
) => Promise<void>) & { whenChanged?: true };

/** The files a search path names: itself, or the files of a folder ending in an extension; null for other globs. */
export function searchPathFiles(directory: string, searchPath: string): string[] | null {
  const pattern = path.join(directory, searchPath);
  if (!/[*?[\]{}!]/.test(searchPath)) return [pattern];
  const folderGlob = /^(.*)[/\\]\*(\.[\w.]+)$/.exec(pattern);
  if (!folderGlob || /[*?[\]{}!]/.test(folderGlob[1] ?? '')) return null;
  const [, folder = '', extension = ''] = folderGlob;
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => path.join(folder, name));
  } catch {
    return [];
  }
}

/**
 * The digest of what the types are made from; null when a search path cannot be read here.
 * `printSchema` prints the schema as typegen reads it.
 */
export function typegenInputsDigest(
  directory: string,
  schemaText: string,
  definitions: ReadonlyMap<string, QueryDefinition>,
  options: TypegenOptions,
): string | null {
  const hash = createHash('sha1').update(schemaText).update('\0').update(JSON.stringify(options));
  for (const name of [...definitions.keys()].sort()) hash.update(`\0${name}\0${definitions.get(name)?.text ?? ''}`);
  for (const searchPath of options.documentSearchPaths) {
    const files = searchPathFiles(directory, searchPath);
    if (files === null) return null;
    for (const file of files) hash.update(`\0${path.relative(directory, file)}\0${readText(file) ?? ''}`);
  }
  return hash.digest('hex');
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** The first line of the types as written: the digests of the inputs they were made from, and of the rest of the file. */
const STAMP = /^\/\/ Query types made from inputs ([0-9a-f]{40}(?:, [0-9a-f]{40})*); text ([0-9a-f]{40})\n/;

/**
 * How many sets of inputs one text of the types keeps. `gatsby develop` and `gatsby build` make
 * the same types from different inputs (develop's schema and queries have more), so with one
 * digest each run of the other wrote the file again (0.55–0.65 s) and left a changed first line.
 */
const MAX_INPUTS = 3;

/** The input digests of a stamped text whose rest is as written; null for another text. */
function stampedInputs(text: string | null): string[] | null {
  const stamp = text === null ? null : STAMP.exec(text);
  if (!stamp || stamp[2] !== sha1((text ?? '').slice(stamp[0].length))) return null;
  return (stamp[1] ?? '').split(', ');
}

/**
 * The types with a first line saying what they were made from (replacing an earlier one). When
 * the file held the same types before (`before`), the inputs it names are kept beside these.
 */
export function stampedTypes(text: string, inputs: string, before: string | null = null): string {
  const body = text.replace(STAMP, '');
  const digest = sha1(body);
  const earlier = before !== null && before.replace(STAMP, '') === body ? (stampedInputs(before) ?? []) : [];
  const all = [inputs, ...earlier.filter((other) => other !== inputs)].slice(0, MAX_INPUTS);
  return `// Query types made from inputs ${all.join(', ')}; text ${digest}\n${body}`;
}

/** Whether the types were made from these inputs (among others) and are as they were written. */
export function typesUpToDate(text: string | null, inputs: string): boolean {
  return stampedInputs(text)?.includes(inputs) ?? false;
}

/** Makes Gatsby write the query types only when they would change (see above). */
export function typegenWhenChanged(): void {
  // Resolved from the site at run time: Gatsby bundles this file, and its bundler rewrites `require`.
  const fromSite = createRequire(path.resolve('package.json'));
  const codegen = fromSite('gatsby/dist/utils/graphql-typegen/ts-codegen') as { writeTypeScriptTypes: WriteTypes };
  // Gatsby's own copy of graphql: a schema is printed by the module that made it.
  const { printSchema } = requireFromGatsby()('graphql') as { printSchema(schema: unknown): string };
  const write = codegen.writeTypeScriptTypes;
  if (write.whenChanged) return;
  const whenChanged: WriteTypes = async (directory, schema, definitions, options) => {
    const inputs = typegenInputsDigest(directory, printSchema(schema), definitions, options);
    const output = path.join(directory, options.typesOutputPath);
    const before = readText(output);
    if (inputs !== null && typesUpToDate(before, inputs)) return;
    await write(directory, schema, definitions, options);
    const written = readText(output);
    if (inputs !== null && written !== null) writeFileSync(output, stampedTypes(written, inputs, before));
  };
  whenChanged.whenChanged = true;
  codegen.writeTypeScriptTypes = whenChanged;
}
