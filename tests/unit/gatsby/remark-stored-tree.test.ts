const mockStored = new Map<string, unknown>();
jest.mock('../../../gatsby/parse-mdx', () => ({
  storedMdxTree: (source: string) => mockStored.get(source),
}));

import { remarkStoredTree } from '../../../gatsby/remark-stored-tree';

describe('remarkStoredTree', () => {
  it('answers the processor’s parse from the mockStored trees, and parses what has none', () => {
    const parsed: string[] = [];
    const processor: { Parser?: (document: string, file: unknown) => unknown } = {
      Parser: (document) => {
        parsed.push(document);
        return { type: 'root', parsed: document };
      },
    };
    mockStored.set('# Stored\n', { type: 'root', mockStored: true });
    remarkStoredTree.call(processor);
    expect(processor.Parser!('# Stored\n', {})).toEqual({ type: 'root', mockStored: true });
    expect(processor.Parser!('# New\n', {})).toEqual({ type: 'root', parsed: '# New\n' });
    expect(parsed).toEqual(['# New\n']);
  });

  it('leaves a processor without a parser as it is', () => {
    const processor: { Parser?: (document: string, file: unknown) => unknown } = {};
    remarkStoredTree.call(processor);
    expect(processor.Parser).toBeUndefined();
  });
});
