import type { ReactNode } from 'react';
import { NavBar } from '../components/NavBar/NavBar';
import { Search } from '../components/Search/Search';
import { SkipLink } from '../components/SkipLink/SkipLink';

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
      {showNavbar ? <NavBar pathname={pathname} search={<Search />} /> : null}
      {children}
    </>
  );
}
