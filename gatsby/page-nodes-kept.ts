/**
 * Gatsby deletes, after sourcing, every node no source plugin touched, unless its owner is a
 * "stateful" source plugin. No one touches the SitePage nodes, so a build or develop start on a
 * warm cache deleted all ~350 of them ("Clean up stale nodes") and createPages made them anew,
 * each with its whole context written to the node store: about a second of a build after one
 * edit. Their owner, Gatsby's internal-data-bridge, already deletes the node of every page that
 * is deleted, and Gatsby deletes each page createPages no longer creates; so the owner is
 * declared stateful, and createPages only touches the nodes of unchanged pages.
 */
import type { Store } from 'gatsby';

/** The plugin Gatsby makes the owner of the SitePage nodes. */
export const PAGE_NODES_OWNER = 'internal-data-bridge';

/** Declares the owner of the SitePage nodes stateful, as its own `enableStatefulSourceNodes` would. */
export function keepPageNodes(store: Pick<Store, 'dispatch'>): void {
  store.dispatch({ type: 'ENABLE_STATEFUL_SOURCE_PLUGIN', plugin: { name: PAGE_NODES_OWNER } });
}
