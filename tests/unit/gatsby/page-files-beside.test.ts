/**
 * The files made from the page records are written by a worker thread while the build goes on;
 * the build learns the search index URLs at once and the worker's outcome when it waits.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageFilesWorkerScript, pageFilesWritten, writePageFilesBeside } from '../../../gatsby/page-files-beside';
import type { SiteData } from '../../../gatsby/site-pages';
import { indexFilePath } from '../../../src/core/search-index-file';

// The ESM-only parser and writer packages come through Node's own require (see lib/markdown.ts).
jest.mock('../../../gatsby/parse-mdx', () => ({ parseMdx: jest.requireActual('../lib/markdown').parse }));
jest.mock('../../../gatsby/markdown-render', () => ({
  stringifyMarkdown: jest.requireActual('../lib/markdown').stringify,
}));

const NO_PAGES: SiteData = { pages: [], sidebarGroups: [], navItems: [] };

describe('writePageFilesBeside', () => {
  let root: string;
  const script = () => path.join(root, 'worker.js');
  const writeScript = (body: string) =>
    writeFileSync(
      script(),
      `const { parentPort, workerData } = require('node:worker_threads');\nconst fs = require('node:fs');\n${body}\n`,
    );
  const job = (exportsAt: number | null = null) => ({ data: NO_PAGES, root, exportsAt });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'page-files-beside-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('returns at once and settles with the worker’s report once it is done', async () => {
    writeScript(
      'setTimeout(() => {' +
        "fs.writeFileSync(require('node:path').join(workerData.root, 'job.json'), JSON.stringify(workerData));" +
        'parentPort.postMessage({ markdownPages: 7 });' +
        '}, 50);',
    );
    const written = writePageFilesBeside(job(1_700_000_000_000), script());
    expect(existsSync(path.join(root, 'job.json'))).toBe(false);
    await expect(written).resolves.toEqual({ markdownPages: 7 });
    expect(JSON.parse(readFileSync(path.join(root, 'job.json'), 'utf8'))).toEqual(job(1_700_000_000_000));
    await expect(pageFilesWritten()).resolves.toEqual({ markdownPages: 7 });
  });

  it('rejects with the error the worker threw, for whoever waits for the files', async () => {
    writeScript("throw new Error('no room left on the disk');");
    const written = writePageFilesBeside(job(), script());
    await expect(written).rejects.toThrow('no room left on the disk');
    await expect(pageFilesWritten()).rejects.toThrow('no room left on the disk');
  });

  it('rejects when the worker ends with an error code or without its report', async () => {
    writeScript('process.exit(3);');
    await expect(writePageFilesBeside(job(), script())).rejects.toThrow('exit code 3');
    writeScript('');
    await expect(writePageFilesBeside(job(), script())).rejects.toThrow('before it was done');
  });

  it('writes the files in the calling thread when the worker’s script was not compiled', async () => {
    const written = writePageFilesBeside(job(), pageFilesWorkerScript(root));
    for (const lang of ['en', 'zh']) expect(existsSync(path.join(root, 'public', indexFilePath(lang)))).toBe(true);
    await expect(written).resolves.toEqual({ markdownPages: null });
  });

  it('writes the Atom feeds, the Markdown export and robots.txt too when asked for them', async () => {
    const written = writePageFilesBeside(job(Date.parse('2024-03-19T08:00:00Z')), pageFilesWorkerScript(root));
    await expect(written).resolves.toEqual({ markdownPages: 0 });
    expect(readFileSync(path.join(root, 'public', 'robots.txt'), 'utf8')).toContain('Sitemap:');
    expect(existsSync(path.join(root, 'public', 'llms.txt'))).toBe(true);
  });
});
