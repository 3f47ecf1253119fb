import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { shellCatalogue } from '../i18n/catalogue';
import type { HeaderAccount } from './Header';
import { searchOrigin } from './headerRules';
import * as styles from './Header.css';
import { LanguageSwitch } from './LanguageSwitch';

const SEARCH_ICON = (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z" fill="currentColor" />
  </svg>
);

// The search overlay comes with the /search route's own chunk, fetched when the member reaches for it.
const loadSearch = () => import('@rewards/listing/routes/search');
const SearchOverlay = lazy(() => loadSearch().then((module) => ({ default: module.SearchOverlay })));

/** A plain click (no modifier key, the main button): one the page may handle itself. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

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
  const t = useT(shellCatalogue);
  const location = useLocation();
  const visitor = account?.status === 'visitor' ? account : undefined;
  const member = account?.status === 'member';
  const origin = searchOrigin(location.pathname);
  const showSearch = !homeSections && isServed('/search');
  // Members search in an overlay over the page they are on (spec §3); the link to /search stays for a
  // new tab, and for visitors, whom the protected route asks to sign in first.
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchMounted, setSearchMounted] = useState(false);
  const openSearch = (event: MouseEvent) => {
    if (!member || !plainClick(event)) return;
    event.preventDefault();
    setSearchMounted(true);
    setSearchOpen(true);
  };
  return (
    <div className={styles.actions}>
      <LanguageSwitch short />
      {showSearch && (
        <Link
          to="/search"
          state={origin ? { source_origin: origin } : undefined}
          className={styles.searchLink}
          aria-label={t('header.search')}
          aria-haspopup={member ? 'dialog' : undefined}
          onClick={openSearch}
          onPointerEnter={member ? () => void loadSearch() : undefined}
          onFocus={member ? () => void loadSearch() : undefined}
        >
          {SEARCH_ICON}
          {desktop && <span>{t('header.search')}</span>}
        </Link>
      )}
      {searchMounted && (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} sourceOrigin={origin ?? 'deeplink'} />
        </Suspense>
      )}
      {desktop && !homeSections && city}
      {visitor && homeSections && desktop && visitor.onJoin && (
        <button type="button" className={styles.joinButton} onClick={visitor.onJoin}>
          {partner.labels.joinNow}
        </button>
      )}
      {visitor && (
        <button type="button" className={styles.signIn} onClick={visitor.onSignIn}>
          {homeSections ? t('header.login') : partner.labels.signIn}
        </button>
      )}
      {member && isServed('/profile') && (
        <NavLink to="/profile" className={styles.profileLink}>
          {t('header.profile')}
        </NavLink>
      )}
    </div>
  );
}
