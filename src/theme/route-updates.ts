/**
 * A finished navigation, for components that stay mounted across it. Gatsby reports it to
 * gatsby-browser (`onRouteUpdate`), not to them: the navbar's search button stays when only
 * the address's query changes (`/config/` → `/config/?search=alias`).
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Called by gatsby-browser once a navigation has rendered. */
export function routeUpdated(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after every navigation from now on; returns the function that stops it. */
export function onRouteUpdated(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
