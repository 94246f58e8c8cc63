import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeWhenChanged } from '../../../gatsby/public-file';

describe('writeWhenChanged', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'public-file-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const past = new Date('2020-01-01T00:00:00Z');

  it('writes a new file, making its folders', () => {
    const file = path.join(dir, 'guide', 'start', 'index.md');
    writeWhenChanged(file, '# Start\n');
    expect(readFileSync(file, 'utf8')).toBe('# Start\n');
  });

  it('leaves a file that holds the text already as it is, date included', () => {
    const file = path.join(dir, 'llms.txt');
    writeWhenChanged(file, 'same');
    utimesSync(file, past, past);
    writeWhenChanged(file, 'same');
    expect(statSync(file).mtime.getTime()).toBe(past.getTime());
  });

  it('writes a file whose text changed', () => {
    const file = path.join(dir, 'llms.txt');
    writeWhenChanged(file, 'before');
    utimesSync(file, past, past);
    writeWhenChanged(file, 'after');
    expect(readFileSync(file, 'utf8')).toBe('after');
    expect(statSync(file).mtime.getTime()).toBeGreaterThan(past.getTime());
  });
});
