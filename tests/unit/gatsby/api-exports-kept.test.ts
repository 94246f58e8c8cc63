/**
 * The preload that keeps, in `.cache`, the API names Gatsby read in each plugin's gatsby-browser
 * and gatsby-ssr file. Each run is a Node.js process of its own that loaded the preload, in a
 * temporary site folder, as the build scripts load it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PRELOAD = path.resolve('gatsby/preload/api-exports-kept.js');
const RESOLVE_MODULE_EXPORTS = path.resolve('node_modules/gatsby/dist/bootstrap/resolve-module-exports');

let site: string;
let store: string;

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'api-exports-'));
  mkdirSync(path.join(site, '.cache'));
  store = path.join(site, '.cache', 'api-exports.json');
  writeFileSync(path.join(site, 'gatsby-browser.tsx'), 'export const onClientEntry = (): void => {};\n');
  writeFileSync(path.join(site, 'gatsby-node.js'), 'exports.onPreInit = () => {};\n');
});

afterEach(() => rmSync(site, { recursive: true, force: true }));

/** Gatsby's answer for `file` of the site (and `mode`), in a new process. */
function exportsOf(file: string, mode?: string): string[] {
  const options = mode ? `{ mode: ${JSON.stringify(mode)} }` : 'undefined';
  const script = `
    const { resolveModuleExports } = require(${JSON.stringify(RESOLVE_MODULE_EXPORTS)});
    resolveModuleExports(${JSON.stringify(path.join(site, file))}, ${options}).then((names) => console.log(JSON.stringify(names)));
  `;
  const output = execFileSync(process.execPath, ['--require', PRELOAD, '-e', script], {
    cwd: site,
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

/** Replaces every kept answer with `names`, to tell a kept answer from a new reading. */
function keepInstead(names: string[]) {
  const kept = JSON.parse(readFileSync(store, 'utf8')) as Record<string, string[]>;
  writeFileSync(store, JSON.stringify(Object.fromEntries(Object.keys(kept).map((key) => [key, names]))));
}

describe('the api-exports-kept preload', () => {
  test("keeps the names read in a file, and answers with them while the file's content is the same", () => {
    expect(exportsOf('gatsby-browser')).toEqual(['onClientEntry']);
    keepInstead(['keptAnswer']);
    expect(exportsOf('gatsby-browser')).toEqual(['keptAnswer']);
    writeFileSync(path.join(site, 'gatsby-browser.tsx'), 'export const wrapPageElement = () => null;\n');
    expect(exportsOf('gatsby-browser')).toEqual(['wrapPageElement']);
  });

  test('leaves the files Gatsby loads, and the ones that do not exist, to Gatsby', () => {
    expect(exportsOf('gatsby-node', 'import')).toEqual(['onPreInit']);
    expect(exportsOf('gatsby-ssr')).toEqual([]);
    // Nothing to keep: no store is written.
    expect(existsSync(store)).toBe(false);
  });
});
