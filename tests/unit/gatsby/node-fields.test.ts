import { createNodeFields } from '../../../gatsby/node-fields';

interface StoredNode {
  fields?: Record<string, unknown>;
  internal: { fieldOwners?: Record<string, string> };
}

/** Gatsby's createNodeField as it behaves: sets the field and its owner on the node, then stores a copy of the node. */
function gatsbyLike(stored: StoredNode[], mutates = true) {
  return ({ node, name, value }: { node: StoredNode; name: string; value: unknown }) => {
    const target = mutates ? node : structuredClone(node);
    target.fields ??= {};
    target.internal.fieldOwners ??= {};
    target.fields[name] = value;
    target.internal.fieldOwners[name] = 'default-site-plugin';
    stored.push(structuredClone(target));
  };
}

const FIELDS = { locale: 'en', routePath: '/guide/', toc: [{ id: 'a', depth: 2 }], plainText: 'Text.' };

describe('createNodeFields', () => {
  it('stores the node twice, the second time with every field and its owner', () => {
    const stored: StoredNode[] = [];
    const node: StoredNode = { internal: {} };
    createNodeFields(node, FIELDS, gatsbyLike(stored));
    expect(stored).toHaveLength(2);
    expect(stored[1]!.fields).toEqual(FIELDS);
    expect(Object.keys(stored[1]!.fields!)).toEqual(Object.keys(FIELDS));
    expect(stored[1]!.internal.fieldOwners).toEqual({
      locale: 'default-site-plugin',
      routePath: 'default-site-plugin',
      toc: 'default-site-plugin',
      plainText: 'default-site-plugin',
    });
  });

  it('gives every field a call of its own where Gatsby did not set the first on the node', () => {
    const stored: StoredNode[] = [];
    createNodeFields({ internal: {} }, FIELDS, gatsbyLike(stored, false));
    expect(stored.map((node) => Object.keys(node.fields!))).toEqual([
      ['locale'],
      ['routePath'],
      ['toc'],
      ['plainText'],
    ]);
  });

  it('makes one call for one field and none for none', () => {
    const stored: StoredNode[] = [];
    createNodeFields({ internal: {} }, { locale: 'zh' }, gatsbyLike(stored));
    createNodeFields({ internal: {} }, {}, gatsbyLike(stored));
    expect(stored.map((node) => node.fields)).toEqual([{ locale: 'zh' }]);
  });
});
