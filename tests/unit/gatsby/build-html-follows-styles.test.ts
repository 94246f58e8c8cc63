import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserStylesheets, htmlRendererFollowsStyles } from '../../../gatsby/build-html-follows-styles';

function publicDirWith(stats: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
  writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify(stats));
  return dir;
}

const stats = (styles: string) => ({
  assetsByChunkName: {
    app: ['webpack-runtime-1.js', styles, 'app-2.js'],
    'component---src-templates-doc-page-tsx': [styles, '3.js'],
  },
});

describe('htmlRendererFollowsStyles', () => {
  it('reads each stylesheet of the browser bundle once', () => {
    expect(browserStylesheets(publicDirWith(stats('styles.aaa.css')))).toEqual(['styles.aaa.css']);
  });

  it('salts the renderer with the stylesheets, so a new one changes every chunk hash and the same one none', () => {
    const salt = (styles: string) => {
      const output: { hashSalt?: string } = {};
      htmlRendererFollowsStyles(output, publicDirWith(stats(styles)));
      return output.hashSalt;
    };
    expect(salt('styles.aaa.css')).toBe('styles.aaa.css');
    expect(salt('styles.aaa.css')).toBe(salt('styles.aaa.css'));
    expect(salt('styles.bbb.css')).not.toBe(salt('styles.aaa.css'));
  });

  it('leaves the renderer alone when there is no browser bundle or its stats cannot be read', () => {
    const output: { hashSalt?: string } = {};
    htmlRendererFollowsStyles(output, mkdtempSync(path.join(tmpdir(), 'public-')));
    const broken = mkdtempSync(path.join(tmpdir(), 'public-'));
    writeFileSync(path.join(broken, 'webpack.stats.json'), '{');
    htmlRendererFollowsStyles(output, broken);
    expect(output).toEqual({});
  });
});
