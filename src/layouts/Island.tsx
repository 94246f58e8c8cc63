import { Suspense, type ReactNode } from 'react';

/**
 * A region hydrated on its own. React 18 hydrates each Suspense boundary of server-rendered
 * HTML as a separate unit of work and yields to the browser in between, so a long page no
 * longer hydrates in one long task. Nothing here suspends: the fallback is never shown.
 *
 * A parent keeps the island's element the same (useMemo) until the island's own inputs change:
 * an update that reaches a region still waiting to hydrate makes React drop its server HTML
 * and render it again on the client (React error 421).
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
