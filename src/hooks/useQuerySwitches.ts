import { useEffect, useState } from 'react';
import { ALL_SHOWN, readQuerySwitches, sameSwitches, type QuerySwitches } from '../core/query-switches';

/**
 * The page's query switches, plus whether it is shown inside a frame. Read after mount:
 * the static HTML has no query string, and hydration must match it. Unchanged switches keep
 * the state, so a page without a query is not rendered a second time after hydration.
 */
export function useQuerySwitches(search: string): QuerySwitches & { inFrame: boolean } {
  const [state, setState] = useState({ ...ALL_SHOWN, inFrame: false });
  useEffect(() => {
    let inFrame: boolean;
    try {
      inFrame = window.self !== window.top;
    } catch {
      inFrame = true;
    }
    const next = { ...readQuerySwitches(search), inFrame };
    setState((current) => (sameSwitches(current, next) ? current : next));
  }, [search]);
  return state;
}
