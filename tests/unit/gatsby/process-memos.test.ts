/**
 * The preload that keeps, for the process, the answers Gatsby asks again for every page of a
 * template (the letter case of the template's path, and the validation of its query), the
 * count of the machine's cores and the resolver of Gatsby's API files. Run in a
 * Node.js process of its own, from the site's root, as the build scripts load it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const PRELOAD = path.resolve('gatsby/preload/process-memos.js');

/** Runs `script` in a process that loaded the preload; returns what it printed as JSON. */
function run(script: string): unknown {
  const output = execFileSync(process.execPath, ['--require', PRELOAD, '-e', script], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('the process memos preload', () => {
  it('keeps the letter case found for a path for the process, and still throws for a missing file', () => {
    const result = run(`
      const fs = require('node:fs');
      const path = require('node:path');
      const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'true-case-'));
      fs.writeFileSync(path.join(dir, 'DocPage.tsx'), '');
      const { trueCasePathSync } = require('true-case-path');
      const first = trueCasePathSync(path.join(dir, 'docpage.tsx'));
      fs.renameSync(path.join(dir, 'DocPage.tsx'), path.join(dir, 'DOCPAGE.tsx'));
      const again = trueCasePathSync(path.join(dir, 'docpage.tsx'));
      const other = trueCasePathSync(path.join(dir, 'DocPage.tsx'));
      let missing = false;
      try { trueCasePathSync(path.join(dir, 'missing.tsx')); } catch { missing = true; }
      fs.rmSync(dir, { recursive: true });
      console.log(JSON.stringify([first, again, other, missing].map((v) => typeof v === 'string' ? path.basename(v) : v)));
    `);
    expect(result).toEqual(['DocPage.tsx', 'DocPage.tsx', 'DOCPAGE.tsx', true]);
  });

  it('validates a document once per schema and rule list, with the same errors each time', () => {
    const result = run(`
      const { buildSchema, parse, validate, specifiedRules } = require('graphql');
      let visits = 0;
      const Counting = () => ({ Document() { visits++; } });
      const rules = [...specifiedRules, Counting];
      const schema = buildSchema('type Query { page(path: String): String }');
      const good = () => parse('query A { page(path: "/") }');
      const bad = () => parse('query B { missing }');
      const runs = [
        validate(schema, good(), rules).length,
        validate(schema, good(), rules).length,
        validate(schema, bad(), rules).map((e) => e.message),
        validate(schema, bad(), rules).map((e) => e.message),
      ];
      const cached = visits;
      validate(schema, good(), [...rules]);
      validate(buildSchema('type Query { page: String }'), good(), rules);
      validate(schema, good(), rules, { maxErrors: 10 });
      console.log(JSON.stringify({ runs, cached, after: visits, defaults: validate(schema, bad()).length }));
    `);
    expect(result).toEqual({
      runs: [
        0,
        0,
        ['Cannot query field "missing" on type "Query".'],
        ['Cannot query field "missing" on type "Query".'],
      ],
      cached: 2,
      after: 5,
      defaults: 1,
    });
  });

  it("counts the machine's cores once per process, and gives the same count each time", () => {
    const result = run(`
      const childProcess = require('node:child_process');
      const { cpuCoreCount } = require('gatsby-core-utils');
      const execSync = childProcess.execSync;
      let commands = 0;
      childProcess.execSync = (...args) => { commands++; return execSync(...args); };
      const counts = [cpuCoreCount(), cpuCoreCount(true), cpuCoreCount()];
      console.log(JSON.stringify({ commands, same: new Set(counts).size === 1, positive: counts[0] > 0 }));
    `);
    expect(result).toEqual({ commands: 1, same: true, positive: true });
  });

  it("looks up Gatsby's API files with one resolver per process, with Gatsby's answers", () => {
    const result = run(`
      const fs = require('node:fs');
      const path = require('node:path');
      // Calls a resolver makes to the file system: a second lookup within seconds makes none if
      // the resolver and its file system cache are kept, some if a new one is made for it.
      let reads = 0;
      for (const name of ['statSync', 'lstatSync', 'readdirSync', 'readFileSync', 'readlinkSync', 'realpathSync']) {
        const call = fs[name];
        fs[name] = function (...args) { reads++; return call.apply(this, args); };
      }
      const { resolveModule } = require('gatsby/dist/utils/module-resolver');
      const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'resolver-'));
      fs.writeFileSync(path.join(dir, 'gatsby-browser.tsx'), '');
      fs.writeFileSync(path.join(dir, 'gatsby-ssr.js'), '');
      const found = [resolveModule(path.join(dir, 'gatsby-browser')), resolveModule(path.join(dir, 'gatsby-ssr'))];
      const before = reads;
      found.push(resolveModule(path.join(dir, 'gatsby-browser')));
      const again = reads - before;
      let missing = false;
      try { resolveModule(path.join(dir, 'gatsby-node')); } catch { missing = true; }
      fs.rmSync(dir, { recursive: true });
      console.log(JSON.stringify({ found: found.map((file) => path.relative(dir, file)), missing, again }));
    `);
    expect(result).toEqual({
      found: ['gatsby-browser.tsx', 'gatsby-ssr.js', 'gatsby-browser.tsx'],
      missing: true,
      again: 0,
    });
  });

  it('leaves worker threads alone: they never run Gatsby and load none of its modules for it', () => {
    const result = run(`
      const { Worker } = require('node:worker_threads');
      const worker = new Worker(
        "require(process.env.PRELOAD); const { parentPort } = require('node:worker_threads');" +
          "parentPort.postMessage(Object.keys(require.cache).filter((file) => file.includes('node_modules')).length);",
        { eval: true, env: { ...process.env, PRELOAD: ${JSON.stringify(PRELOAD)} } },
      );
      worker.once('message', (loaded) => console.log(JSON.stringify({ loaded, main: Object.keys(require.cache).filter((file) => file.includes('graphql')).length > 0 })));
    `);
    expect(result).toEqual({ loaded: 0, main: true });
  });
});
