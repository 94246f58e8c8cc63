import { extractCodeFences } from '../../../src/core/code-fences';

describe('extractCodeFences', () => {
  it('finds fences with language, meta and line', () => {
    const source = [
      '# T',
      '',
      '```ts title="rsbuild.config.ts" {2}',
      'export default {};',
      '```',
      '',
      '~~~bash',
      'npx rsbuild dev',
      '~~~',
    ].join('\n');
    expect(extractCodeFences(source)).toEqual([
      { lang: 'ts', meta: 'title="rsbuild.config.ts" {2}', code: 'export default {};', line: 3 },
      { lang: 'bash', meta: '', code: 'npx rsbuild dev', line: 7 },
    ]);
  });
  it('handles indented fences inside components and longer markers', () => {
    const source = [
      '<Tab label="a">',
      '  ```js',
      '  const a = 1;',
      '    nested();',
      '  ```',
      '</Tab>',
      '````md',
      '```ts',
      '````',
    ].join('\n');
    expect(extractCodeFences(source)).toEqual([
      { lang: 'js', meta: '', code: 'const a = 1;\n  nested();', line: 2 },
      { lang: 'md', meta: '', code: '```ts', line: 7 },
    ]);
  });
});
