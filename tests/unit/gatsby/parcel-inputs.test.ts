import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The preloads are plain CommonJS, loaded by Node before Gatsby.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { acceptRecord, outputUpToDate, writeRecord } = require('../../../gatsby/preload/parcel-inputs') as {
  writeRecord(siteRoot: string, outputDir: string, inputs: string[], outputs: string[]): void;
  acceptRecord(outputDir: string): void;
  outputUpToDate(siteRoot: string, outputDir: string): boolean;
};

describe('the record of a Parcel compile', () => {
  let site: string;
  let outputDir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  const recordCompile = () => {
    writeRecord(
      site,
      outputDir,
      ['gatsby-node.ts', 'gatsby/pages.ts'].map((file) => path.join(site, file)),
      [path.join(outputDir, 'gatsby-node.js')],
    );
    acceptRecord(outputDir);
  };

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'parcel-inputs-'));
    outputDir = path.join(site, '.cache', 'compiled');
    write('package.json', '{"name":"site"}');
    write('gatsby-node.ts', "export { createPages } from './gatsby/pages';");
    write('gatsby/pages.ts', 'export const createPages = () => {};');
    write('.cache/compiled/gatsby-node.js', 'exports.createPages = () => {};');
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('holds once Gatsby accepted the compile, and while nothing recorded changes', () => {
    expect(outputUpToDate(site, outputDir)).toBe(false);
    writeRecord(site, outputDir, [path.join(site, 'gatsby-node.ts')], [path.join(outputDir, 'gatsby-node.js')]);
    expect(outputUpToDate(site, outputDir)).toBe(false);
    acceptRecord(outputDir);
    expect(outputUpToDate(site, outputDir)).toBe(true);
  });

  it('fails when a file read or written changed, and holds again when its text is back', () => {
    recordCompile();
    write('gatsby/pages.ts', 'export const createPages = () => { /* new */ };');
    expect(outputUpToDate(site, outputDir)).toBe(false);
    write('gatsby/pages.ts', 'export const createPages = () => {};');
    expect(outputUpToDate(site, outputDir)).toBe(true);
    rmSync(path.join(outputDir, 'gatsby-node.js'));
    expect(outputUpToDate(site, outputDir)).toBe(false);
  });

  it('fails when the settings, the names at the root or the mode changed', () => {
    recordCompile();
    write('package.json', '{"name":"site","type":"module"}');
    expect(outputUpToDate(site, outputDir)).toBe(false);
    recordCompile();
    write('gatsby-nod.ts', '');
    expect(outputUpToDate(site, outputDir)).toBe(false);
    recordCompile();
    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      expect(outputUpToDate(site, outputDir)).toBe(false);
    } finally {
      process.env.NODE_ENV = mode;
    }
    expect(outputUpToDate(site, outputDir)).toBe(true);
  });

  it('fails with a local plugin folder, whose files Parcel compiles too, and with a broken record', () => {
    recordCompile();
    write('plugins/local/gatsby-node.ts', '');
    expect(outputUpToDate(site, outputDir)).toBe(false);
    rmSync(path.join(site, 'plugins'), { recursive: true });
    expect(outputUpToDate(site, outputDir)).toBe(true);
    writeFileSync(path.join(outputDir, 'parcel-inputs.json'), '{"settings":');
    expect(outputUpToDate(site, outputDir)).toBe(false);
  });
});
