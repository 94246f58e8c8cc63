import type { ReactNode } from 'react';
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
  return (
    <>
      <SkipLink />
      {showNavbar ? (
        <Island>
          <NavBar pathname={pathname} search={<Search />} />
        </Island>
      ) : null}
      {children}
    </>
  );
}
