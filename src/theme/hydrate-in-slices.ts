/**
 * Gatsby's first render, started as a transition.
 *
 * Gatsby hydrates the root at default priority, which React renders without yielding: the
 * whole frame (providers, router, layout, everything outside the islands of
 * src/layouts/Island.tsx) hydrated in one task. Inside `startTransition` the same hydration is
 * rendered in slices of a few milliseconds with the browser free in between, and the islands
 * follow at their own lower priority as before. The server HTML stays on screen meanwhile, so
 * nothing is painted differently. A page without server HTML (none today) is rendered as Gatsby
 * would, on a client root.
 */
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

export function hydrateInSlices(element: ReactElement, container: Element): void {
  // Gatsby's own test for server HTML: its focus wrapper has children.
  const serverRendered = (document.getElementById('gatsby-focus-wrapper')?.children.length ?? 0) > 0;
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
