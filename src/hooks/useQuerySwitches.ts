import { useEffect, useState } from 'react';
import { ALL_SHOWN, readQuerySwitches, type QuerySwitches } from '../core/query-switches';

/**
 * The page's query switches, plus whether it is shown inside a frame. Read after mount:
 * the static HTML has no query string, and hydration must match it.
 */
export function useQuerySwitches(search: string): QuerySwitches & { inFrame: boolean } {
  const [state, setState] = useState({ ...ALL_SHOWN, inFrame: false });
  useEffect(() => {
    let inFrame = false;
    try {
      inFrame = window.self !== window.top;
    } catch {
      inFrame = true;
    }
    setState({ ...readQuerySwitches(search), inFrame });
  }, [search]);
  return state;
}
