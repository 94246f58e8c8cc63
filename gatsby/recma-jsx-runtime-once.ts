/**
 * MDX compiles every element of a page to a call of `jsx`, `jsxs` or `Fragment`, imported by
 * name from React's JSX runtime. Webpack makes a dependency of each use of an imported name:
 * 45,000 of the 52,500 dependencies of each bundle (browser and HTML renderer) were these calls,
 * each one stored in webpack's cache, restored by every build after an edit, walked when the
 * chunk graph is made and rewritten to `(0, runtime.jsx)(…)` in the generated code.
 *
 * Here the page binds the imported names once, to constants under the names the calls use:
 * three dependencies a page instead of hundreds, and the calls stay plain calls of a local.
 */
import type { Identifier, ImportDeclaration, ImportSpecifier, Node, Program, VariableDeclaration } from 'estree';

const JSX_RUNTIMES = new Set(['react/jsx-runtime', 'react/jsx-dev-runtime']);

/** Every identifier name in the tree, so that the new names clash with none. */
function namesIn(node: unknown, names: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) namesIn(child, names);
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'Identifier' && typeof record.name === 'string') names.add(record.name);
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'loc' && key !== 'range' && key !== 'position') namesIn(value, names);
    }
  }
  return names;
}

function freshName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
  taken.add(name);
  return name;
}

function identifier(name: string): Identifier {
  return { type: 'Identifier', name };
}

function isRuntimeImport(node: Node): node is ImportDeclaration & { specifiers: ImportSpecifier[] } {
  return (
    node.type === 'ImportDeclaration' &&
    typeof node.source.value === 'string' &&
    JSX_RUNTIMES.has(node.source.value) &&
    node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.type === 'ImportSpecifier')
  );
}

/** The JSX runtime's named imports of `program` bound once each (see above); the tree is changed in place. */
export function bindJsxRuntimeOnce(program: Program): void {
  const index = program.body.findIndex((node) => isRuntimeImport(node));
  if (index < 0) return;
  const runtimeImport = program.body[index] as ImportDeclaration & { specifiers: ImportSpecifier[] };
  const taken = namesIn(program, new Set());
  const declarators: VariableDeclaration['declarations'] = [];
  for (const specifier of runtimeImport.specifiers) {
    const imported =
      specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
    const bound = freshName(`_runtime_${imported}`, taken);
    declarators.push({ type: 'VariableDeclarator', id: identifier(specifier.local.name), init: identifier(bound) });
    specifier.local = identifier(bound);
  }
  const declaration: VariableDeclaration = { type: 'VariableDeclaration', kind: 'const', declarations: declarators };
  program.body.splice(index + 1, 0, declaration);
}

/** The recma plugin for MDX's `recmaPlugins`. */
export function recmaJsxRuntimeOnce() {
  return (tree: Program): void => bindJsxRuntimeOnce(tree);
}
