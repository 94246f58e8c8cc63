import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { skipFunctionsCompile, type StoredPlugin } from '../../../gatsby/no-functions-compile';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'no-functions-'));
  mkdirSync(path.join(root, 'site'));
  mkdirSync(path.join(root, 'plugin'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Gatsby's functions plugin and one other plugin, as the store lists them. */
function storedPlugins(): StoredPlugin[] {
  return [
    { name: 'functions', resolve: path.join(root, 'functions'), nodeAPIs: ['onPreBootstrap', 'onCreateDevServer'] },
    { name: 'gatsby-plugin-feed', resolve: path.join(root, 'plugin'), nodeAPIs: ['onPostBuild'] },
  ];
}

describe('skipFunctionsCompile', () => {
  it("drops the functions plugin's compile at start when no src/api folder exists", () => {
    const plugins = storedPlugins();
    expect(skipFunctionsCompile(path.join(root, 'site'), plugins)).toBe(true);
    expect(plugins[0]!.nodeAPIs).toEqual(['onCreateDevServer']);
    expect(plugins[1]!.nodeAPIs).toEqual(['onPostBuild']);
  });

  it.each(['site', 'plugin'])('keeps it when the %s has a src/api folder', (owner) => {
    mkdirSync(path.join(root, owner, 'src', 'api'), { recursive: true });
    const plugins = storedPlugins();
    expect(skipFunctionsCompile(path.join(root, 'site'), plugins)).toBe(false);
    expect(plugins[0]!.nodeAPIs).toContain('onPreBootstrap');
  });

  it('changes nothing without the functions plugin', () => {
    const plugins = storedPlugins().slice(1);
    expect(skipFunctionsCompile(path.join(root, 'site'), plugins)).toBe(false);
    expect(plugins).toEqual(storedPlugins().slice(1));
  });
});
