import { renderCodeLines, splitHighlightedLines } from '../../../src/core/code-lines';

describe('highlighted lines', () => {
  it('closes and reopens spans that cross a line break', () => {
    const html = 'a<span class="token comment">/* x\ny */</span>b\nc';
    expect(splitHighlightedLines(html)).toEqual([
      'a<span class="token comment">/* x</span>',
      '<span class="token comment">y */</span>b',
      'c',
    ]);
  });
  it('wraps lines and marks highlighted ones, keeping the text equal to the code', () => {
    const rendered = renderCodeLines('one\ntwo\n<span class="t">three</span>', [2]);
    expect(rendered).toBe(
      '<span class="line">one</span>\n<span class="line highlighted">two</span>\n<span class="line"><span class="t">three</span></span>',
    );
    expect(rendered.replace(/<[^>]+>/g, '')).toBe('one\ntwo\nthree');
  });
});
