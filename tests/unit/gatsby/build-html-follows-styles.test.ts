import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserStylesheets } from '../../../gatsby/build-html-follows-styles';

function publicDirWith(stats: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
  writeFileSync(path.join(dir, 'webpack.stats.json'), stats);
  return dir;
}

const stats = (styles: string) =>
  JSON.stringify({
    assetsByChunkName: {
      app: ['webpack-runtime-1.js', styles, 'app-2.js'],
      'component---src-templates-doc-page-tsx': [styles, '3.js', 'extra.b.css'],
    },
  });

describe('browserStylesheets', () => {
  it('reads each stylesheet of the browser bundle once, sorted', () => {
    expect(browserStylesheets(publicDirWith(stats('styles.aaa.css')))).toEqual(['extra.b.css', 'styles.aaa.css']);
  });

  it('finds none when there is no browser bundle or its stats cannot be read', () => {
    expect(browserStylesheets(mkdtempSync(path.join(tmpdir(), 'public-')))).toEqual([]);
    expect(browserStylesheets(publicDirWith('{'))).toEqual([]);
  });
});
