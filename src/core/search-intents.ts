/**
 * What some queries ask beyond their words, read from their shape before they are matched:
 * - a package manager's command pasted from a terminal (`pnpm add @rsbuild/plugin-vue -D`);
 * - what a release brought (`what changed in 0.5`, `0.5 新功能`);
 * - leaving another tool (`switch from webpack`, `从 webpack 切换到 rsbuild`).
 * The query planner (src/core/search-query.ts) applies them.
 */
import { RANKING } from './search-parameters';
import type { QueryGroup } from './search-query';
import { wordSpans, type QueryPiece } from './search-tokenizer';
import { vocabularyCount, type Vocabulary } from './search-vocabulary';

/**
 * A command pasted from a terminal names a package manager first (`pnpm add @rsbuild/plugin-vue
 * -D`, `npx rsbuild dev`): the manager is not what the reader looks for, nor, in a command that
 * installs, its verb and flags. Pages that say `pnpm` or `install` came before the package's.
 */
const PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
/** Runners whose next word is always a command (`npx rsbuild dev`). */
const PACKAGE_RUNNERS = new Set(['npx', 'pnpx', 'bunx']);
const INSTALL_VERBS = new Set(['add', 'install', 'i', 'remove', 'uninstall', 'rm', 'update', 'upgrade']);
const RUN_VERBS = new Set(['run', 'exec', 'dlx', 'x', 'create', 'init']);
const INSTALL_FLAGS = new Set(['save', 'save-dev', 'save-exact', 'save-peer', 'dev', 'exact', 'global', 'peer']);

/**
 * The words of a package manager's command a page need not hold: its name, and for an install
 * its verb and flags. Not the name outside a command (`npm 包`, `npm packages`).
 */
export function commandWords(pieces: readonly QueryPiece[]): Set<string> {
  const [first, second] = pieces;
  if (first?.kind !== 'word' || second?.kind !== 'word') return new Set();
  if (PACKAGE_RUNNERS.has(first.whole)) return new Set([first.whole]);
  if (!PACKAGE_MANAGERS.has(first.whole)) return new Set();
  if (INSTALL_VERBS.has(second.whole)) return new Set([first.whole, second.whole, ...INSTALL_FLAGS]);
  return RUN_VERBS.has(second.whole) ? new Set([first.whole]) : new Set();
}

/** A version as written in a title or a query, without its `v`: `v0.5` and `0.5` → `0.5`; null for any other word. */
export function versionOf(word: string): string | null {
  const found = /^v?(\d+(?:\.\d+)+)$/.exec(word);
  return found ? (found[1] ?? null) : null;
}

/** Whether a piece of the query ends with 从 (from): `从 webpack`, `怎么从 0.4`. */
const endsWithFrom = (piece: QueryPiece | undefined) =>
  piece?.kind === 'cjk' && piece.chars[piece.chars.length - 1] === '从';

/**
 * The version after `from` or 从 (`after upgrading from 0.1`, `从 0.4 升级`): the release the
 * reader left, whose later releases' notes say what changed.
 */
export function versionLeft(pieces: readonly QueryPiece[]): string | undefined {
  for (const [id, piece] of pieces.entries()) {
    const before = pieces[id - 1];
    const version = piece.kind === 'word' ? versionOf(piece.whole) : null;
    if (version === null || !before) continue;
    if (before.kind === 'word' ? before.whole === 'from' : endsWithFrom(before)) return version;
  }
  return undefined;
}

/** Whether a version is later than another (`0.10` after `0.9`); false for no version. */
export function isLaterVersion(version: string | null, than: string): boolean {
  if (version === null) return false;
  const a = version.split('.').map(Number);
  const b = than.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i += 1)
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

/**
 * Words asking what a release brought (`what changed in 0.5`, `0.5 新功能`): beside the version,
 * its notes answer them whatever words they use (theirs say `changes`, not `changed`).
 */
const RELEASE_WORDS = new Set(['changed', 'changes', 'change', 'new', 'changelog', 'features', 'feature']);
const CJK_RELEASE_WORDS = new Set(['新功能', '新特性', '新增', '变化', '变更', '改动', '更新']);

/**
 * Beside a release's version, the words asking what it brought: a page need not hold them.
 * Without a version they are the query (`what changed`).
 */
export function releaseQuestionWords(pieces: readonly QueryPiece[]): (piece: QueryPiece) => boolean {
  const namesRelease = pieces.some((piece) => piece.kind === 'word' && versionOf(piece.whole) !== null);
  return (piece) =>
    namesRelease &&
    (piece.kind === 'cjk' ? CJK_RELEASE_WORDS.has(piece.chars.join('')) : RELEASE_WORDS.has(piece.whole));
}

/** Other build tools a reader leaves for this one (`create` of Create React App, `vue` of Vue CLI). */
const OTHER_TOOLS = new Set([
  'webpack',
  'vite',
  'cra',
  'create',
  'react-scripts',
  'craco',
  'vue',
  'vue-cli',
  'modern',
  'modern.js',
  'builder',
  'parcel',
  'rollup',
  'esbuild',
  'snowpack',
  'umi',
  'gulp',
  'browserify',
  'turbopack',
]);
/** Verbs of leaving another tool, before `from` (`switch from webpack`, `coming from vite`). */
const SWITCH_WORDS = new Set(['switch', 'switching', 'switched', 'coming', 'come', 'moving', 'move']);
/** What the docs call leaving another tool (`Migrating from webpack`). */
const MIGRATION_WORDS = ['migrate', 'migrating', 'migration'];

const namesOtherTool = (piece: QueryPiece | undefined) => piece?.kind === 'word' && OTHER_TOOLS.has(piece.whole);

/**
 * `switch from webpack` asks how to migrate, not how to switch a setting (the assets retry
 * plugin switches domains): such a verb, then `from` and another tool, also stands for the
 * docs' migration words. Not `switch from http` nor `where does this error come from`.
 */
export function addMigrationWords(
  pieces: readonly QueryPiece[],
  wordGroups: ReadonlyMap<number, QueryGroup>,
  vocabulary: Vocabulary,
): void {
  pieces.forEach((piece, id) => {
    const next = pieces[id + 1];
    const group = wordGroups.get(id);
    if (!group || piece.kind !== 'word' || !SWITCH_WORDS.has(piece.whole)) return;
    if (next?.kind !== 'word' || next.whole !== 'from' || !namesOtherTool(pieces[id + 2])) return;
    for (const word of MIGRATION_WORDS)
      if (vocabularyCount(vocabulary, word) > 0 && !group.variants.some((v) => v.token === word))
        group.variants.push({ token: word, quality: RANKING.synonymQuality });
  });
}

/**
 * Chinese verbs of switching to another tool, or of coming over from one (迁过来, 过来). After 从
 * (from) and a tool, the reader is leaving it (`从 webpack 切换到 rsbuild`, `从 builder 迁过来`); so
 * too between a tool and this one without 从 (`webpack 项目换成 rsbuild`).
 */
const CJK_SWITCH_WORDS = [
  '切换到',
  '切换成',
  '迁移过来',
  '迁过来',
  '转过来',
  '切换',
  '换成',
  '换到',
  '迁到',
  '转到',
  '过来',
];

/**
 * The tool's own name, which readers add to a query out of habit (`webpack.DefinePlugin 在 rsbuild
 * 里怎么写`).
 */
export const PRODUCT_NAME = 'rsbuild';

const namesRsbuild = (piece: QueryPiece | undefined) => piece?.kind === 'word' && piece.whole === PRODUCT_NAME;

/** For a switching verb after 从 and another tool, or between a tool and rsbuild, the docs' word for migrating, as an equivalent of the verb. */
export function cjkMigrationGroups(pieces: readonly QueryPiece[], vocabulary: Vocabulary): QueryGroup[] {
  if (vocabularyCount(vocabulary, '迁移') === 0) return [];
  const left = pieces.findIndex((piece, id) => namesOtherTool(piece) && endsWithFrom(pieces[id - 1]));
  const from = left !== -1;
  const tool = from ? left : pieces.findIndex(namesOtherTool);
  if (tool === -1) return [];
  const groups: QueryGroup[] = [];
  pieces.forEach((piece, id) => {
    if (id <= tool || piece.kind !== 'cjk' || !(from || namesRsbuild(pieces[id + 1]))) return;
    const span = wordSpans(piece.chars, CJK_SWITCH_WORDS)[0];
    if (!span) return;
    groups.push({
      label: '迁移',
      variants: [{ token: '迁移', quality: RANKING.alternativeQuality }],
      parts: [],
      soft: true,
      run: { id, ...span },
      alternative: true,
    });
  });
  return groups;
}
