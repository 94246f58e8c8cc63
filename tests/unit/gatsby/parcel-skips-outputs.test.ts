import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PRELOAD = path.resolve('gatsby/preload/parcel-skips-outputs.js');

/**
 * In a child process with the preload, as Parcel does: snapshot a project, change one file in
 * each folder, and list the changed paths Parcel's watcher reports.
 */
function changedAfterSnapshot(root: string, files: string[]): string[] {
  const script = `
    const watcher = require('@parcel/watcher');
    const fs = require('node:fs');
    const [root, snapshot, files] = [process.argv[1], process.argv[2], JSON.parse(process.argv[3])];
    const options = { ignore: [root + '/.git'] };
    (async () => {
      await watcher.writeSnapshot(root, snapshot, options);
      for (const file of files) fs.writeFileSync(root + '/' + file, 'changed');
      const events = await watcher.getEventsSince(root, snapshot, options);
      console.log(JSON.stringify(events.map((event) => event.path.slice(root.length + 1)).sort()));
    })();
  `;
  const output = execFileSync(
    process.execPath,
    ['--require', PRELOAD, '-e', script, root, path.join(root, '..', 'snapshot.txt'), JSON.stringify(files)],
    { cwd: path.resolve('.'), encoding: 'utf8' },
  );
  return JSON.parse(output) as string[];
}

describe('the preload that narrows Parcel’s walks', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'parcel-walk-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('reports changes to sources and to Parcel’s output, not to packages, outputs or caches', () => {
    const root = path.join(scratch, 'site');
    const files = [
      'gatsby/page-facts.ts',
      'src/config/site.ts',
      '.cache/compiled/gatsby-node.js',
      '.cache/webpack/chunk.pack',
      'node_modules/pkg/index.js',
      'public/index.html',
      'tests/rsbuild/a.js',
      'bench/runs/build.log',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), 'first');
    }
    expect(changedAfterSnapshot(root, files)).toEqual([
      '.cache/compiled/gatsby-node.js',
      'gatsby/page-facts.ts',
      'src/config/site.ts',
    ]);
  });
});
