import { parseCodeMeta, parseLineRanges } from '../../../src/core/code-meta';

describe('code meta', () => {
  it('expands line ranges', () => expect(parseLineRanges('1,3-5, 9 ,x,7-6')).toEqual([1, 3, 4, 5, 6, 7, 9]));
  it('reads title, highlighted lines and flags', () => {
    expect(parseCodeMeta('title="rsbuild.config.ts" {2,4-5} showLineNumbers wrapCode')).toEqual({
      title: 'rsbuild.config.ts',
      highlightLines: [2, 4, 5],
      showLineNumbers: true,
      wrapCode: true,
    });
    expect(parseCodeMeta("title='a b.ts'").title).toBe('a b.ts');
    expect(parseCodeMeta(null)).toEqual({ title: null, highlightLines: [], showLineNumbers: null, wrapCode: null });
  });
  it('does not read ranges inside the title', () => expect(parseCodeMeta('title="{1}.ts"').highlightLines).toEqual([]));
});
