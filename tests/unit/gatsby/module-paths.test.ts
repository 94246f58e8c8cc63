/**
 * The preload that keeps where `require` found package modules between runs, run in Node.js
 * processes of their own in a site of a few files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PRELOAD = path.resolve('gatsby/preload/module-paths.js');

describe('the kept module paths', () => {
  let site: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  const folder = () => path.join(site, 'node_modules', '.cache', 'module-paths');
  const files = () => readdirSync(folder()).map((name) => path.join(folder(), name));
  const kept = (file = files()[0]!) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const run = () =>
    JSON.parse(
      execFileSync(process.execPath, ['--require', PRELOAD, 'main.js'], {
        cwd: site,
        env: { ...process.env, NODE_OPTIONS: '' },
        encoding: 'utf8',
      }),
    ) as Record<string, string>;

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'module-paths-'));
    write('node_modules/.package-lock.json', '{ "lockfileVersion": 3, "packages": {} }');
    write('node_modules/answer/package.json', '{ "name": "answer", "main": "lib/index.js" }');
    write('node_modules/answer/lib/index.js', "exports.helper = require.resolve('./helper');\n");
    write('node_modules/answer/lib/helper.js', '');
    write('node_modules/other/index.js', '');
    write('local.js', '');
    write(
      'main.js',
      'const path = require("node:path");\n' +
        'const { helper } = require("answer");\n' +
        'console.log(JSON.stringify({\n' +
        '  answer: require.resolve("answer"), helper, local: require.resolve("./local"),\n' +
        '  withPaths: require.resolve("other", { paths: [__dirname] }), fs: require.resolve("node:fs"),\n' +
        '}));\n',
    );
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  const expected = () => ({
    answer: path.join(site, 'node_modules', 'answer', 'lib', 'index.js'),
    helper: path.join(site, 'node_modules', 'answer', 'lib', 'helper.js'),
    local: path.join(site, 'local.js'),
    withPaths: path.join(site, 'node_modules', 'other', 'index.js'),
    fs: 'node:fs',
  });

  it('resolves as Node.js does, and keeps what node_modules decides: bare names and requests of package modules', () => {
    expect(run()).toEqual(expected());
    expect(kept()).toEqual({
      [`${site}\0answer`]: expected().answer,
      [`${path.join(site, 'node_modules', 'answer', 'lib')}\0./helper`]: expected().helper,
    });
  });

  it('leaves worker threads to resolve as usual: they load too few modules to pay for reading the answers', () => {
    run();
    const file = files()[0]!;
    writeFileSync(file, JSON.stringify({ ...kept(file), [`${site}\0answer`]: expected().withPaths }));
    write(
      'thread.js',
      'const { Worker } = require("node:worker_threads");\n' +
        `new Worker(${JSON.stringify(`require(${JSON.stringify(PRELOAD)}); require("./main.js");`)}, { eval: true });\n`,
    );
    const output = execFileSync(process.execPath, ['thread.js'], {
      cwd: site,
      env: { ...process.env, NODE_OPTIONS: '' },
      encoding: 'utf8',
    });
    expect(JSON.parse(output).answer).toBe(expected().answer);
  });

  it('answers from what it kept in the next run', () => {
    run();
    const file = files()[0]!;
    writeFileSync(file, JSON.stringify({ ...kept(file), [`${site}\0answer`]: expected().withPaths }));
    expect(run().answer).toBe(expected().withPaths);
  });

  it('starts afresh after another install, and keeps nothing without npm’s record of one', () => {
    run();
    write('node_modules/.package-lock.json', '{ "lockfileVersion": 3, "packages": { "node_modules/answer": {} } }');
    expect(run()).toEqual(expected());
    expect(files()).toHaveLength(2);
    rmSync(folder(), { recursive: true });
    rmSync(path.join(site, 'node_modules', '.package-lock.json'));
    expect(run()).toEqual(expected());
    expect(() => files()).toThrow();
  });

  it('resolves as usual when its file is not what it wrote', () => {
    run();
    writeFileSync(files()[0]!, '{ not json');
    expect(run()).toEqual(expected());
    expect(kept()[`${site}\0answer`]).toBe(expected().answer);
  });
});
