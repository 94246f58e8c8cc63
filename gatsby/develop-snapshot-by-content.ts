/**
 * At every start Gatsby copies its runtime files into `.cache` again: same content, new times.
 * Webpack checks the modules of its persistent cache by file time alone outside production
 * mode, so `gatsby develop` built those ~70 modules again at each start: 1.5 to 2 s of the first
 * compile of a warm restart.
 * Checking a file whose time changed by its content too, as webpack does in production, keeps
 * them.
 */

interface SnapshotConfig {
  snapshot?: Record<string, unknown>;
}

const BY_TIME_THEN_CONTENT = { timestamp: true, hash: true };

/** Develop's bundles check cached modules and resolutions by content when a file's time changed. */
export function snapshotByContent(config: SnapshotConfig): void {
  config.snapshot = { ...config.snapshot, module: BY_TIME_THEN_CONTENT, resolve: BY_TIME_THEN_CONTENT };
}
