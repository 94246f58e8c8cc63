/**
 * Gatsby's first render, started as a transition.
 *
 * Gatsby hydrates the root at default priority, which React renders without yielding: the
 * whole frame (providers, router, layout, everything outside the islands of
 * src/layouts/Island.tsx) hydrated in one task. Inside `startTransition` the same hydration is
 * rendered in slices of a few milliseconds with the browser free in between, and the islands
 * follow at their own lower priority as before. The server HTML stays on screen meanwhile, so
 * nothing is painted differently.
 *
 * Gatsby calls the same function for every root it mounts: in develop also for its loading
 * indicator, into an empty element of its own, which it later unmounts with the function this
 * returns. A container without server HTML (develop's page shell, the indicator) is rendered on
 * a client root, as Gatsby would.
 */
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** Gatsby's own test for server HTML, asked of the container it renders into. */
function hasServerHtml(container: Element): boolean {
  return (container.querySelector('#gatsby-focus-wrapper')?.children.length ?? 0) > 0;
}

export function hydrateInSlices(element: ReactElement, container: Element): () => void {
  if (!hasServerHtml(container)) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}
