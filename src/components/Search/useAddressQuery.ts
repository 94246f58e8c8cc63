import { useCallback, useEffect, useState } from 'react';
import { searchParamOf, withoutSearchParam } from '../../core/search-link';
import { onRouteUpdated } from '../../theme/route-updates';

interface AddressQuery {
  /** The query the address asked for, or ''. */
  initialQuery: string;
  /** How many queries the addresses have asked for: a new one is a new search, even in an open panel. */
  serial: number;
}

/**
 * A page address with `?search=` (src/core/search-link.ts) opens the panel on that query, once:
 * the parameter is taken out of the address, so that a reload does not open it again, and the
 * query is forgotten when the panel closes, so that the next opening starts empty.
 */
export function useAddressQuery(open: () => void): AddressQuery & { forget: () => void } {
  const [{ initialQuery, serial }, setAddressQuery] = useState<AddressQuery>({ initialQuery: '', serial: 0 });
  useEffect(() => {
    const read = () => {
      const { pathname, search, hash } = window.location;
      const query = searchParamOf(search);
      if (query === null) return;
      window.history.replaceState(window.history.state, '', pathname + withoutSearchParam(search) + hash);
      setAddressQuery((last) => ({ initialQuery: query, serial: last.serial + 1 }));
      open();
    };
    read();
    // A navigation to the same page with the parameter added keeps the button mounted.
    return onRouteUpdated(read);
  }, [open]);
  const forget = useCallback(() => setAddressQuery((last) => ({ ...last, initialQuery: '' })), []);
  return { initialQuery, serial, forget };
}
