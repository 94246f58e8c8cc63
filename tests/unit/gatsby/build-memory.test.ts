import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compilesEveryPage, SOONER_COLLECTION } from '../../../gatsby/build-memory';

describe('compilesEveryPage', () => {
  it('is true until webpack has a cache of the browser bundle', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'site-'));
    try {
      expect(compilesEveryPage(site)).toBe(true);
      mkdirSync(path.join(site, '.cache', 'webpack', 'stage-build-html'), { recursive: true });
      expect(compilesEveryPage(site)).toBe(true);
      mkdirSync(path.join(site, '.cache', 'webpack', 'stage-build-javascript'));
      expect(compilesEveryPage(site)).toBe(false);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('SOONER_COLLECTION', () => {
  it('is a flag this Node accepts on its command line, as the renderer’s process is started with it', () => {
    const run = spawnSync(process.execPath, [SOONER_COLLECTION, '-e', ''], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
