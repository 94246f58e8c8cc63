/**
 * Runs the build's content hooks over the bad-content fixture, the way `gatsby build` and
 * `gatsby develop` call them, and prints what they report as JSON:
 *   tsx tests/unit/lib/build-checks-on-fixture.ts build   the check before sourcing, then every node
 *   tsx tests/unit/lib/build-checks-on-fixture.ts nodes   every node alone (a file edited in develop)
 */
import path from 'node:path';
import { readdirSync, statSync } from 'node:fs';
import type { Node } from 'gatsby';
import { onCreateNode } from '../../../gatsby/on-create-node';
import { checkContentBeforeSourcing } from '../../../gatsby/on-pre-bootstrap';
import { sidebarSections } from '../../fixtures/bad-content/sidebar';

const ROOT = path.join(__dirname, '../../fixtures/bad-content');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const reports: string[] = [];
const reporter = { panicOnBuild: (message: string) => reports.push(message) };
const fields: Record<string, string[]> = {};

process.chdir(ROOT);
const mode = process.argv[2];
const noOptions = { plugins: [] };
const hookArgs = { reporter } as unknown as Parameters<ReturnType<typeof checkContentBeforeSourcing>>[0];
if (mode === 'build') void checkContentBeforeSourcing(sidebarSections)(hookArgs, noOptions, () => undefined);
const beforeSourcing = [...reports];

for (const absolutePath of walk(path.join(ROOT, 'content'))) {
  const [locale, ...rest] = path.relative(path.join(ROOT, 'content'), absolutePath).split(path.sep);
  const file = { id: absolutePath, sourceInstanceName: locale, relativePath: rest.join('/'), absolutePath };
  const node = { id: `mdx:${absolutePath}`, parent: absolutePath, internal: { type: 'Mdx' } } as unknown as Node;
  const key = `${locale}/${file.relativePath}`;
  // As Gatsby's: the field and its owner set on the node object it is given.
  const createNodeField = ({ name, value }: { name: string; value: unknown }) => {
    const internal = node.internal as { fieldOwners?: Record<string, string> };
    node.fields = { ...(node.fields as Record<string, unknown> | undefined), [name]: value };
    internal.fieldOwners = { ...internal.fieldOwners, [name]: 'default-site-plugin' };
  };
  const args = { node, getNode: () => file, actions: { createNodeField }, reporter };
  void onCreateNode?.(args as unknown as Parameters<NonNullable<typeof onCreateNode>>[0], noOptions, () => undefined);
  if (node.fields) fields[key] = Object.keys(node.fields as Record<string, unknown>);
}

console.log(JSON.stringify({ beforeSourcing, perNode: reports.slice(beforeSourcing.length), fields }));
