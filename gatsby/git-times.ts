/** When each content file last changed: from git history, or the file's mtime when it has none. */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

let commitTimes: Map<string, string> | null = null;

function readGitTimes(root: string): Map<string, string> {
  const times = new Map<string, string>();
  try {
    const log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', 'content'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    for (const entry of log.split('\0').slice(1)) {
      const [date, ...files] = entry.trim().split('\n');
      if (!date) continue;
      for (const file of files) {
        // The newest commit comes first: keep the first date seen for each file.
        if (file && !times.has(file)) times.set(file, date);
      }
    }
  } catch {
    // Not a git checkout (e.g. an exported tarball): every file falls back to its mtime.
  }
  return times;
}

/** ISO date of the last change of a file given by absolute path. */
export function lastUpdatedTime(absolutePath: string, root = process.cwd()): string {
  commitTimes ??= readGitTimes(root);
  const relative = path.relative(root, absolutePath).split(path.sep).join('/');
  return commitTimes.get(relative) ?? statSync(absolutePath).mtime.toISOString();
}
