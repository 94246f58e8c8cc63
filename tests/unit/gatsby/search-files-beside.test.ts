/**
 * The search files are written by a worker thread while the build goes on; the build learns the
 * index URLs at once and the worker's outcome when it waits for the files.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { searchFilesWritten, searchWorkerScript, writeSearchFilesBeside } from '../../../gatsby/search-files-beside';
import { indexFilePath } from '../../../src/core/search-index-file';

// The ESM-only parser packages come through Node's own require (see lib/markdown.ts).
jest.mock('../../../gatsby/parse-mdx', () => ({ parseMdx: jest.requireActual('../lib/markdown').parse }));

describe('writeSearchFilesBeside', () => {
  let root: string;
  const script = () => path.join(root, 'worker.js');
  const writeScript = (body: string) =>
    writeFileSync(script(), `const { workerData } = require('node:worker_threads');\n${body}\n`);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'search-files-beside-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('returns the index URLs at once and settles once the worker has written the files', async () => {
    writeScript(
      "setTimeout(() => require('node:fs').writeFileSync(require('node:path').join(workerData.root, 'job.json'), " +
        'JSON.stringify({ pages: workerData.pages.length, pathPrefix: workerData.pathPrefix })), 50);',
    );
    const { urls, written } = writeSearchFilesBeside([], '/docs', root, script());
    expect(urls).toEqual({ en: '/docs/search-index/en.json', zh: '/docs/search-index/zh.json' });
    expect(existsSync(path.join(root, 'job.json'))).toBe(false);
    await written;
    expect(JSON.parse(readFileSync(path.join(root, 'job.json'), 'utf8'))).toEqual({ pages: 0, pathPrefix: '/docs' });
    await expect(searchFilesWritten()).resolves.toBeUndefined();
  });

  it('rejects with the error the worker threw, for whoever waits for the files', async () => {
    writeScript("throw new Error('no room left on the disk');");
    const { written } = writeSearchFilesBeside([], '', root, script());
    await expect(written).rejects.toThrow('no room left on the disk');
    await expect(searchFilesWritten()).rejects.toThrow('no room left on the disk');
  });

  it('rejects when the worker ends with an error code', async () => {
    writeScript('process.exit(3);');
    await expect(writeSearchFilesBeside([], '', root, script()).written).rejects.toThrow('exit code 3');
  });

  it('writes the files in the calling thread when the worker’s script was not compiled', async () => {
    const { written } = writeSearchFilesBeside([], '', root, searchWorkerScript(root));
    for (const lang of ['en', 'zh']) expect(existsSync(path.join(root, 'public', indexFilePath(lang)))).toBe(true);
    await expect(written).resolves.toBeUndefined();
  });
});
