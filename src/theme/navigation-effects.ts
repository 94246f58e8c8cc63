/**
 * Effects around client-side navigation. Gatsby's `onPreRouteUpdate` fires only once the next
 * page has loaded, so navigation is observed where it starts: Gatsby's own `___navigate`.
 * - The progress bar appears when loading takes longer than the threshold.
 * - With content animation enabled and the View Transitions API available, the old page is
 *   captured before navigating and the transition ends when the new page has rendered.
 */
import { doneProgress, startProgress } from './progress-bar';

type Navigate = (to: string, options?: unknown) => unknown;
type StartViewTransition = (update: () => Promise<void>) => unknown;

let finishTransition: (() => void) | null = null;

/** The longest a transition waits for the new page before letting the browser move on. */
const TRANSITION_TIMEOUT_MS = 4000;

export function installNavigationEffects(animate: boolean): void {
  const target = window as unknown as { ___navigate?: Navigate };
  const original = target.___navigate;
  if (!original) return;
  target.___navigate = (to, options) => {
    const samePage = typeof to === 'string' && to.split('#')[0] === window.location.pathname;
    if (!samePage) startProgress();
    const start = (document as unknown as { startViewTransition?: StartViewTransition }).startViewTransition;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!animate || samePage || typeof start !== 'function' || reduce) return original(to, options);
    start.call(
      document,
      () =>
        new Promise<void>((resolve) => {
          finishTransition?.();
          finishTransition = resolve;
          window.setTimeout(resolve, TRANSITION_TIMEOUT_MS);
          original(to, options);
        }),
    );
    return undefined;
  };
}

/** Called once the new page has rendered. */
export function navigationRendered(): void {
  doneProgress();
  finishTransition?.();
  finishTransition = null;
}
