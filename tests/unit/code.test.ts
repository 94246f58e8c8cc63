import { renderCodeLines, splitHighlightedLines } from '../../src/core/code-lines';
import { parseCodeMeta, parseLineRanges } from '../../src/core/code-meta';
import { escapeHtml, looksLikeHtml } from '../../src/core/html';
import { packageManagerCommands } from '../../src/core/package-manager';

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

describe('html', () => {
  it('escapes markup', () =>
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'));
  it('recognises text that starts with a tag', () => {
    expect(looksLikeHtml('<b>bold</b> text')).toBe(true);
    expect(looksLikeHtml('  <br/>x')).toBe(true);
    expect(looksLikeHtml('a < b')).toBe(false);
  });
});

describe('package manager commands', () => {
  it('translates add, create, install and run', () => {
    expect(packageManagerCommands('add @rsbuild/plugin-react -D')).toEqual({
      npm: 'npm add @rsbuild/plugin-react -D',
      yarn: 'yarn add @rsbuild/plugin-react -D',
      pnpm: 'pnpm add @rsbuild/plugin-react -D',
      bun: 'bun add @rsbuild/plugin-react -D',
    });
    expect(packageManagerCommands('create rsbuild@latest').yarn).toBe('yarn create rsbuild');
    expect(packageManagerCommands('install').pnpm).toBe('pnpm install');
    expect(packageManagerCommands('run build').yarn).toBe('yarn build');
  });
  it('takes one command per manager', () =>
    expect(packageManagerCommands({ npm: 'npx x', pnpm: 'pnpm dlx x' })).toEqual({
      npm: 'npx x',
      yarn: '',
      pnpm: 'pnpm dlx x',
      bun: '',
    }));
});
