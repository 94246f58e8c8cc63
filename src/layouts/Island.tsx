import { Suspense, type ReactNode } from 'react';

/**
 * A region hydrated on its own. React 18 hydrates each Suspense boundary of server-rendered
 * HTML as a separate unit of work and yields to the browser in between, so a long page no
 * longer hydrates in one long task. Nothing here suspends: the fallback is never shown.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
