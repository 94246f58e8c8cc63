/**
 * The build reports the same problems as `npm run check:content` for the same broken content:
 * both run one shared check (gatsby/run-content-checks.ts). Here the build's hooks run over the
 * bad-content fixture as Gatsby calls them, and their reports are compared with the command's.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function run(args: string[]) {
  return spawnSync(TSX, args, { cwd: ROOT, encoding: 'utf8' });
}

interface HookReports {
  beforeSourcing: string[];
  perNode: string[];
  fields: Record<string, string[]>;
}

const command = run(['scripts/check-content.ts', '--root', 'tests/fixtures/bad-content']).stderr.trim();
const build = JSON.parse(run(['tests/unit/lib/build-checks-on-fixture.ts', 'build']).stdout) as HookReports;
const develop = JSON.parse(run(['tests/unit/lib/build-checks-on-fixture.ts', 'nodes']).stdout) as HookReports;

/** The ✖ blocks of a report: file, problem and fix. */
const blocks = (report: string) => report.split('\n  ✖ ').slice(1);

describe('the build and check:content on the same broken content', () => {
  it('stop with the same report before Gatsby reads a file', () => {
    expect(command).toMatch(/^The content has \d+ problem\(s\):/);
    expect(build.beforeSourcing).toEqual([command]);
  });

  it('do not report a file a second time when its node is created', () => {
    expect(build.perNode).toEqual([]);
  });

  it('report a file on its own (an edit while developing) as the command does', () => {
    const fromNodes = develop.perNode.flatMap(blocks);
    expect(fromNodes.length).toBeGreaterThan(0);
    for (const block of fromNodes) expect(blocks(command)).toContain(block);
    expect(fromNodes.filter((block) => block.startsWith('content/en/guide/unclosed.mdx'))).toEqual([
      expect.stringContaining('content/en/guide/unclosed.mdx:10:1\n'),
    ]);
  });

  it('give a file that parses its fields, and one that does not none', () => {
    expect(build.fields['en/guide/good.mdx']).toEqual(expect.arrayContaining(['routePath', 'toc', 'links']));
    expect(build.fields['en/guide/unclosed.mdx']).toBeUndefined();
  });
});
