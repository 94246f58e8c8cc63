import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BUILD_VERSION_FILE,
  cacheDependsOnBuildVersion,
  pinnedByBuildVersion,
  PinnedByBuildVersion,
  writeBuildVersion,
} from '../../../gatsby/webpack-build-version';

/** A site folder with the files the build version is made from. */
function makeSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-version-'));
  mkdirSync(path.join(root, '.cache', 'compiled'), { recursive: true });
  mkdirSync(path.join(root, 'gatsby', 'loaders'), { recursive: true });
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3}');
  writeFileSync(path.join(root, '.cache', 'compiled', 'gatsby-node.js'), 'exports.createPages = 1;');
  writeFileSync(path.join(root, '.cache', 'compiled', 'gatsby-config.js'), 'module.exports = {};');
  writeFileSync(path.join(root, 'gatsby', 'loaders', 'a-loader.js'), 'module.exports = (s) => s;');
  return root;
}

const versionIn = (root: string) => readFileSync(path.join(root, BUILD_VERSION_FILE), 'utf8');

describe('writeBuildVersion', () => {
  let root: string;
  beforeEach(() => (root = makeSite()));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['the lockfile', 'package-lock.json'],
    ["the site's compiled Node code", '.cache/compiled/gatsby-node.js'],
    ["the site's compiled config", '.cache/compiled/gatsby-config.js'],
    ['a loader of the site', 'gatsby/loaders/a-loader.js'],
  ])('gives another version when %s changes', (_what, file) => {
    expect(writeBuildVersion(root)).toBe(path.join(root, BUILD_VERSION_FILE));
    const before = versionIn(root);
    writeFileSync(path.join(root, file), `${readFileSync(path.join(root, file), 'utf8')}\n// changed`);
    writeBuildVersion(root);
    expect(versionIn(root)).not.toBe(before);
  });

  it('gives another version when a loader is added', () => {
    writeBuildVersion(root);
    const before = versionIn(root);
    writeFileSync(path.join(root, 'gatsby', 'loaders', 'b-loader.js'), 'module.exports = (s) => s;');
    writeBuildVersion(root);
    expect(versionIn(root)).not.toBe(before);
  });

  it('leaves the file, and its date, alone when nothing changed', () => {
    const file = writeBuildVersion(root)!;
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(file, past, past);
    writeBuildVersion(root);
    expect(statSync(file).mtime.getTime()).toBe(past.getTime());
  });

  it('writes nothing before Gatsby compiled the site', () => {
    rmSync(path.join(root, '.cache', 'compiled'), { recursive: true });
    expect(writeBuildVersion(root)).toBeNull();
  });
});

describe('cacheDependsOnBuildVersion', () => {
  let root: string;
  beforeEach(() => (root = makeSite()));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("replaces Gatsby's build dependencies of a file cache with the version file", () => {
    const config = {
      cache: { type: 'filesystem', name: 'develop', buildDependencies: { config: ['/site/node_modules/gatsby/x.js'] } },
      plugins: [] as unknown[],
    };
    cacheDependsOnBuildVersion(config, root);
    expect(config.cache).toEqual({
      type: 'filesystem',
      name: 'develop',
      buildDependencies: { config: [path.join(root, BUILD_VERSION_FILE)] },
    });
    expect(config.plugins).toEqual([expect.any(PinnedByBuildVersion)]);
  });

  it('leaves a config without a file cache alone', () => {
    const config = { cache: false as const, plugins: [] };
    cacheDependsOnBuildVersion(config, root);
    expect(config).toEqual({ cache: false, plugins: [] });
  });
});

describe('PinnedByBuildVersion', () => {
  it('takes out the build dependencies the version pins, before the file cache stores them', () => {
    let stage = 0;
    let store: (dependencies: Set<string>) => void = () => undefined;
    new PinnedByBuildVersion().apply({
      cache: {
        hooks: {
          storeBuildDependencies: {
            tap: (options, callback) => {
              stage = options.stage;
              store = callback;
            },
          },
        },
      },
    });
    const cwd = process.cwd();
    const own = path.join(cwd, 'gatsby', 'other.js');
    const dependencies = new Set([
      path.join(cwd, 'node_modules', 'gatsby', 'dist', 'utils', 'babel-loader.js'),
      path.join(cwd, 'gatsby', 'loaders', 'swc-or-babel.js'),
      own,
    ]);
    store(dependencies);
    expect([...dependencies]).toEqual([own]);
    expect(stage).toBeLessThan(10);
  });

  it('pins what is under node_modules and the loaders of the site only', () => {
    expect(pinnedByBuildVersion('/site/node_modules/webpack/lib/index.js', '/site')).toBe(true);
    expect(pinnedByBuildVersion('/site/gatsby/loaders/run-loader.js', '/site')).toBe(true);
    expect(pinnedByBuildVersion('/site/gatsby/loaders-old/x.js', '/site')).toBe(false);
    expect(pinnedByBuildVersion('/site/src/components/Layout.tsx', '/site')).toBe(false);
  });
});
