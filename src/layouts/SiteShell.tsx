import { useMemo, type ReactNode } from 'react';
import { NavBar } from '../components/NavBar/NavBar';
import { Search } from '../components/Search/Search';
import { SkipLink } from '../components/SkipLink/SkipLink';
import { Island } from './Island';

export interface SiteShellProps {
  pathname: string;
  showNavbar: boolean;
  children: ReactNode;
}

/** What every page shares: the skip link and the navigation bar. */
export function SiteShell({ pathname, showNavbar, children }: SiteShellProps) {
  // The same element while the path is: see the islands of DocLayout.
  const navbar = useMemo(
    () => (
      <Island>
        <NavBar pathname={pathname} search={<Search />} />
      </Island>
    ),
    [pathname],
  );
  return (
    <>
      <SkipLink />
      {showNavbar ? navbar : null}
      {children}
    </>
  );
}
