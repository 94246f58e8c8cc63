import { parse } from 'acorn';
import { generate } from 'astring';
import type { Program } from 'estree';
import { bindJsxRuntimeOnce, recmaJsxRuntimeOnce } from '../../../gatsby/recma-jsx-runtime-once';

function rewrite(source: string): string {
  const program = parse(source, { sourceType: 'module', ecmaVersion: 'latest' }) as unknown as Program;
  recmaJsxRuntimeOnce()(program);
  return generate(program).trim();
}

/** Runs a module's code with its imports given as arguments, returning what it assigns to `result`. */
function run(code: string, runtime: Record<string, unknown>): unknown {
  const body = code.replace(/^import \{([^}]*)\} from "react\/jsx(?:-dev)?-runtime";$/m, (_, names: string) => {
    const bindings = names.split(',').map((name) => name.trim().replace(/^(\w+) as (\w+)$/, '$1: $2'));
    return `const {${bindings.join(', ')}} = runtime;`;
  });
  return new Function('runtime', `${body}\nreturn result;`)(runtime);
}

describe('recmaJsxRuntimeOnce', () => {
  const compiled = [
    'import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";',
    'const result = _jsxs(_Fragment, {children: [_jsx("p", {children: "a"}), _jsx("p", {children: "b"})]});',
  ].join('\n');

  it('imports each runtime name once and binds the names the calls use to it', () => {
    expect(rewrite(compiled)).toBe(
      [
        'import {Fragment as _runtime_Fragment, jsx as _runtime_jsx, jsxs as _runtime_jsxs} from "react/jsx-runtime";',
        'const _Fragment = _runtime_Fragment, _jsx = _runtime_jsx, _jsxs = _runtime_jsxs;',
        'const result = _jsxs(_Fragment, {',
        '  children: [_jsx("p", {',
        '    children: "a"',
        '  }), _jsx("p", {',
        '    children: "b"',
        '  })]',
        '});',
      ].join('\n'),
    );
  });

  it('leaves what the module computes unchanged', () => {
    const runtime = {
      Fragment: 'Fragment',
      jsx: (type: unknown, props: unknown) => ({ type, props }),
      jsxs: (type: unknown, props: unknown) => ({ type, props, static: true }),
    };
    expect(run(rewrite(compiled), runtime)).toEqual(run(compiled, runtime));
  });

  it('does the same for the development runtime', () => {
    const out = rewrite('import {jsxDEV as _jsxDEV} from "react/jsx-dev-runtime";\n_jsxDEV("p", {});');
    expect(out).toContain('import {jsxDEV as _runtime_jsxDEV} from "react/jsx-dev-runtime";');
    expect(out).toContain('const _jsxDEV = _runtime_jsxDEV;');
  });

  it('picks names no identifier of the page already has', () => {
    const out = rewrite(
      'import {jsx as _jsx} from "react/jsx-runtime";\nexport const _runtime_jsx = 1, _runtime_jsx2 = 2;\n_jsx("p", {});',
    );
    expect(out).toContain('import {jsx as _runtime_jsx3} from "react/jsx-runtime";');
    expect(out).toContain('const _jsx = _runtime_jsx3;');
  });

  it('leaves other imports, and a runtime imported some other way, as they are', () => {
    const sources = [
      'import {useMDXComponents as _provideComponents} from "@mdx-js/react";',
      'import * as runtime from "react/jsx-runtime";',
      'import runtime from "react/jsx-runtime";',
    ];
    for (const source of sources) {
      const program = parse(source, { sourceType: 'module', ecmaVersion: 'latest' }) as unknown as Program;
      const before = generate(program);
      bindJsxRuntimeOnce(program);
      expect(generate(program)).toBe(before);
    }
  });
});
