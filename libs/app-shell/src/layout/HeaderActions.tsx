import { usePartner } from '@rewards/partner';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { HeaderAccount } from './Header';
import { searchOrigin } from './headerRules';
import * as styles from './Header.css';

const SEARCH_ICON = (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z" fill="currentColor" />
  </svg>
);

export interface HeaderActionsProps {
  account: HeaderAccount | undefined;
  desktop: boolean;
  homeSections: boolean;
  city: ReactNode;
  isServed: (path: string) => boolean;
}

/** The header's right-hand side: Search, the city (desktop), Join and sign in for visitors, Profile for members. */
export function HeaderActions({ account, desktop, homeSections, city, isServed }: HeaderActionsProps) {
  const partner = usePartner();
  const location = useLocation();
  const visitor = account?.status === 'visitor' ? account : undefined;
  const member = account?.status === 'member';
  const origin = searchOrigin(location.pathname);
  const showSearch = !homeSections && isServed('/search');
  return (
    <div className={styles.actions}>
      {showSearch && (
        <Link to="/search" state={origin ? { source_origin: origin } : undefined} className={styles.searchLink} aria-label="Search">
          {SEARCH_ICON}
          {desktop && <span>Search</span>}
        </Link>
      )}
      {desktop && !homeSections && city}
      {visitor && homeSections && desktop && visitor.onJoin && (
        <button type="button" className={styles.joinButton} onClick={visitor.onJoin}>
          {partner.labels.joinNow}
        </button>
      )}
      {visitor && (
        <button type="button" className={styles.signIn} onClick={visitor.onSignIn}>
          {homeSections ? 'Login' : partner.labels.signIn}
        </button>
      )}
      {member && isServed('/profile') && (
        <NavLink to="/profile" className={styles.profileLink}>
          Profile
        </NavLink>
      )}
    </div>
  );
}
