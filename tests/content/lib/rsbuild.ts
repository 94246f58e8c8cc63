/** Access to the pinned Rsbuild 0.5.9 packages installed in tests/rsbuild. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const FIXTURE_DIR = path.join(__dirname, '../../rsbuild');

if (!existsSync(path.join(FIXTURE_DIR, 'node_modules/@rsbuild/core'))) {
  throw new Error('The Rsbuild 0.5.9 fixture is not installed: run `npm ci --prefix tests/rsbuild` (npm test does it).');
}

/** `require` resolving from tests/rsbuild, so packages come from the pinned versions. */
export const fixtureRequire = createRequire(path.join(FIXTURE_DIR, 'package.json'));

export function fixturePath(...segments: string[]): string {
  return path.join(FIXTURE_DIR, ...segments);
}

/** The pinned `rsbuild` command line, to run with `process.execPath`. */
export const RSBUILD_BIN = fixturePath('node_modules/@rsbuild/core/bin/rsbuild.js');
