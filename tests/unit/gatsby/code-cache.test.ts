import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PRELOAD = path.resolve('gatsby/preload/code-cache.js');

describe('the V8 code cache of package modules', () => {
  let site: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  const folder = () => path.join(site, 'node_modules', '.cache', 'v8-code', `${process.version}-${process.arch}`);
  const entries = () => readdirSync(folder()).map((name) => path.join(folder(), name));
  const run = (main = 'main.js', nodeOptions = '', env: NodeJS.ProcessEnv = {}) =>
    execFileSync(process.execPath, ['--require', PRELOAD, main], {
      cwd: site,
      env: { ...process.env, NODE_OPTIONS: nodeOptions, ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'code-cache-'));
    write(
      'node_modules/answer/index.js',
      "const { name } = require('./package.json');\n" +
        'exports.answer = () => ({ name, dir: __dirname, file: __filename, self: require.resolve("./index.js") });\n',
    );
    write('node_modules/answer/package.json', '{ "name": "answer", "main": "index.js" }');
    write('node_modules/answer/cli.js', '#!/usr/bin/env node\nmodule.exports = typeof require.cache;\n');
    write('node_modules/answer/later.js', "module.exports = () => import('./esm.mjs');\n");
    write('node_modules/answer/esm.mjs', 'export const late = 42;\n');
    write(
      'main.js',
      "const { answer } = require('answer');\n" +
        "require('answer/later')().then(({ late }) => console.log(JSON.stringify({ ...answer(), cli: require('answer/cli'), late })));\n",
    );
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  const expected = () =>
    JSON.stringify({
      name: 'answer',
      dir: path.join(site, 'node_modules', 'answer'),
      file: path.join(site, 'node_modules', 'answer', 'index.js'),
      self: path.join(site, 'node_modules', 'answer', 'index.js'),
      cli: 'object',
      late: 42,
    });

  it('runs package modules as Node.js does, and keeps code for them but not for the site’s own', () => {
    expect(run()).toBe(expected());
    // index.js and cli.js; later.js imports, so it compiles as usual; main.js is the site's.
    expect(entries()).toHaveLength(2);
  });

  it('uses what it kept: a second run writes nothing and gives the same result', () => {
    run();
    const written = entries().map((file) => [file, statSync(file).mtimeMs]);
    expect(run()).toBe(expected());
    expect(entries().map((file) => [file, statSync(file).mtimeMs])).toEqual(written);
  });

  it('replaces a damaged entry, and compiles a module afresh when its source changes', () => {
    run();
    for (const file of entries()) writeFileSync(file, 'not code');
    expect(run()).toBe(expected());
    expect(entries().map((file) => readFileSync(file, 'utf8'))).not.toContain('not code');
    write('node_modules/answer/cli.js', '#!/usr/bin/env node\nmodule.exports = "changed";\n');
    expect(JSON.parse(run())).toMatchObject({ cli: 'changed' });
    expect(entries()).toHaveLength(3);
  });

  it('keeps code made under the V8 flags set while running apart, so runs do not replace each other’s', () => {
    write(
      'flags.js',
      "require('answer');\nrequire('node:v8').setFlagsFromString('--heap-growing-percent=50');\nconsole.log(require('answer/cli'));\n",
    );
    run();
    expect(entries()).toHaveLength(2);
    // index.js has its code from the first run; cli.js, compiled after the flag is set, gets an entry of its own.
    expect(run('flags.js')).toBe('object');
    expect(entries()).toHaveLength(3);
    const written = entries().map((file) => [file, statSync(file).mtimeMs]);
    expect(run('flags.js')).toBe('object');
    expect(run()).toBe(expected());
    expect(entries().map((file) => [file, statSync(file).mtimeMs])).toEqual(written);
  });

  it('keeps the code of the modules loaded before a flag is set while running, for the next run', () => {
    write(
      'flags.js',
      "require('answer');\nrequire('node:v8').setFlagsFromString('--heap-growing-percent=50');\nconsole.log(require('answer/cli'));\n",
    );
    // index.js before the flag, cli.js after it: each under the flags it was compiled under.
    expect(run('flags.js')).toBe('object');
    expect(entries()).toHaveLength(2);
    const written = entries().map((file) => [file, statSync(file).mtimeMs]);
    // Both are used: a code V8 rejected or a module compiled afresh would be written again.
    expect(run('flags.js')).toBe('object');
    expect(entries().map((file) => [file, statSync(file).mtimeMs])).toEqual(written);
  });

  it('keeps code made under the V8 flags of NODE_OPTIONS apart, heap sizes too', () => {
    run();
    expect(run('main.js', '--max-old-space-size=3000')).toBe(expected());
    expect(entries()).toHaveLength(4);
    const written = entries().map((file) => [file, statSync(file).mtimeMs]);
    expect(run('main.js', '--max-old-space-size=3000')).toBe(expected());
    expect(run()).toBe(expected());
    expect(entries().map((file) => [file, statSync(file).mtimeMs])).toEqual(written);
  });

  it('removes the entries of other runs once the folder is full, and keeps those it writes', () => {
    // Entries of an old package version and of flags no longer used.
    mkdirSync(folder(), { recursive: true });
    for (let i = 0; i < 5; i += 1) writeFileSync(path.join(folder(), `old-${i}`), 'code');
    const full = { V8_CODE_CACHE_MAX_ENTRIES: '6' };
    expect(run('main.js', '', full)).toBe(expected());
    expect(entries()).toHaveLength(2);
    expect(entries().some((file) => path.basename(file).startsWith('old-'))).toBe(false);
    // Below the limit nothing else goes, and a run that writes nothing removes nothing.
    writeFileSync(path.join(folder(), 'old-0'), 'code');
    expect(run('main.js', '--max-old-space-size=3000', full)).toBe(expected());
    expect(entries()).toHaveLength(5);
    for (let i = 1; i < 5; i += 1) writeFileSync(path.join(folder(), `old-${i}`), 'code');
    expect(run('main.js', '', full)).toBe(expected());
    expect(entries()).toHaveLength(9);
  });

  it('reports a syntax error in a package with its file, as Node.js does', () => {
    write('node_modules/answer/index.js', 'exports.answer = (;\n');
    expect(run).toThrow(/node_modules[\\/]answer[\\/]index\.js:1/);
  });
});
