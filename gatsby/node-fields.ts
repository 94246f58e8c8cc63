/**
 * Gatsby's `createNodeField` stores the whole node again for every field it adds: an LMDB write
 * of the node, its MDX body included. Some 20 fields on each of ~380 MDX nodes made that about
 * 2 s of a cold build's sourcing (4.4–4.5 s against 2.4–2.8 s with this, cold builds of each in
 * turn on a 2-core machine).
 *
 * So the node is stored twice, whatever the number of fields: Gatsby adds the first field, which
 * shows the owner it records for the site's fields; the others are set on the node the way
 * `createNodeField` sets them (the field, and its owner); Gatsby adds the last one and stores the
 * node holding them all. Where Gatsby did not set the first field on the node object it was
 * given, every field gets a call of its own, as before.
 */

export interface FieldNode {
  fields?: Record<string, unknown>;
  /** Gatsby records each field's owner in `internal.fieldOwners`, which its node type leaves out. */
  internal: object;
}

const ownersOf = (node: FieldNode) => (node.internal as { fieldOwners?: Record<string, string> }).fieldOwners;

export type CreateNodeField<N> = (args: { node: N; name: string; value: unknown }) => void;

/** Adds `fields` to `node` with two stores of the node at most (see above). */
export function createNodeFields<N extends FieldNode>(
  node: N,
  fields: Readonly<Record<string, unknown>>,
  createNodeField: CreateNodeField<N>,
): void {
  const entries = Object.entries(fields);
  const first = entries.shift();
  if (!first) return;
  createNodeField({ node, name: first[0], value: first[1] });
  const last = entries.pop();
  if (!last) return;
  const owners = ownersOf(node);
  const owner = owners?.[first[0]];
  const { fields: nodeFields } = node;
  for (const [name, value] of entries) {
    if (nodeFields && owners && owner !== undefined) {
      nodeFields[name] = value;
      owners[name] = owner;
    } else {
      createNodeField({ node, name, value });
    }
  }
  createNodeField({ node, name: last[0], value: last[1] });
}
