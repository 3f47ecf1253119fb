import type { HamburgerMenu } from '@rewards/api-contract';
import type { SideMenuItem } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { HeaderKind } from '../routing/registry';
import { appDownloadLink, isHeaderSolid, offerBackTarget, searchOrigin, sideMenuItems } from './headerRules';
import { HomeSectionTabs } from './HomeSectionTabs';
import { ShareButton } from './ShareButton';
import { useIsDesktop, useScrollTest } from './viewport';
import * as styles from './Header.css';

// The side menu's code (and its dialog library) loads the first time a visitor opens it.
const SideMenu = lazy(() => import('./SideMenuHost'));

/** Who is looking: a visitor gets 'sign in' (the login popup), a member a link to the profile. */
export type HeaderAccount =
  | { status: 'visitor'; onSignIn: () => void; /** The home's Join button: sign-in flagged for payment. */ onJoin?: () => void }
  | { status: 'member'; firstName?: string | null }
  | { status: 'pending' };

export interface HeaderProps {
  kind: Exclude<HeaderKind, 'none'>;
  isServed: (path: string) => boolean;
  account?: HeaderAccount;
  /** Where the logo leads (the session's logo rule); `/` by default. */
  logoTo?: string;
  /** The offer detail page: solid after 350 px, and on phones the back and share bar. */
  offerDetail?: boolean;
  /** The logged-out home: section tabs, Join on desktop and 'Login'. */
  homeSections?: boolean;
  /** The city selector (the shell passes one wired to the session). */
  city?: ReactNode;
  /** The visitor's side menu from the layout API; the header's own links until it arrives. */
  sideMenu?: HamburgerMenu;
  /** Forces the phone or desktop form (stories); follows the 1024 px breakpoint otherwise. */
  layout?: 'mobile' | 'desktop';
}

const SEARCH_ICON = (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z" fill="currentColor" />
  </svg>
);

/**
 * The site header (spec §2): logo, Home, Benefits, Blog, Search, the city selector and the account
 * item; on the logged-out home the section tabs, Join and Login; on phones the side menu for
 * visitors and, on offer pages, back and share. A transparent header turns solid once scrolled.
 */
export function Header({ kind, isServed, account, logoTo = '/', offerDetail = false, homeSections = false, city, sideMenu, layout }: HeaderProps) {
  const partner = usePartner();
  const location = useLocation();
  const navigate = useNavigate();
  const followsViewport = useIsDesktop();
  const desktop = layout ? layout === 'desktop' : followsViewport;
  const scrolledSolid = useScrollTest((scrollY) => isHeaderSolid(scrollY, offerDetail));
  const solid = kind !== 'transparent' || scrolledSolid;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);

  const items = [
    { to: '/', label: partner.labels.home, show: true },
    { to: partner.categoriesPath, label: partner.labels.benefits, show: partner.header.showBenefits },
    { to: partner.header.blogPath, label: partner.labels.blog, show: partner.header.showBlog },
  ].filter((item) => item.show && isServed(item.to));

  const visitor = account?.status === 'visitor' ? account : undefined;
  const member = account?.status === 'member';
  const origin = searchOrigin(location.pathname);
  const showSearch = !homeSections && isServed('/search');

  const logo = (
    <Link to={logoTo} className={styles.logo} aria-label={`${partner.brandName} home`}>
      <img src={partner.iconHref} alt="" width={32} height={32} />
      <span className={desktop ? undefined : styles.logoNameMobile}>{partner.brandName}</span>
    </Link>
  );

  if (kind === 'logo') {
    return (
      <header className={styles.header.logo} data-solid="true">
        <div className={styles.inner}>{logo}</div>
      </header>
    );
  }

  // Phones on an offer page: back, the logo and share.
  if (offerDetail && !desktop) {
    const back = () => {
      const target = offerBackTarget({ hasHistory: location.key !== 'default', categoriesPath: partner.categoriesPath, retail: partner.retail });
      if (target === -1) navigate(-1);
      else navigate(target);
    };
    return (
      <header className={styles.header[kind]} data-solid={solid} data-offer={offerDetail}>
        <div className={styles.inner}>
          <button type="button" className={styles.iconButton} aria-label="Back" onClick={back}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15.4 4.6 14 3.2 5.2 12l8.8 8.8 1.4-1.4L8 12z" fill="currentColor" />
            </svg>
          </button>
          {logo}
          <div className={styles.actions}>
            <ShareButton />
          </div>
        </div>
      </header>
    );
  }

  const menuItems: SideMenuItem[] = sideMenu
    ? sideMenuItems(sideMenu, { categoriesPath: partner.categoriesPath, isServed })
    : items.map((item) => ({ label: item.label, href: item.to }));

  const navList = (
    <nav aria-label="Main" className={desktop ? undefined : styles.mobileNav}>
      <ul className={styles.nav}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className={styles.navLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <header className={styles.header[kind]} data-solid={solid} data-offer={offerDetail}>
      <div className={styles.inner}>
        {visitor && !desktop && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Open menu"
            aria-haspopup="dialog"
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
            </svg>
          </button>
        )}
        {logo}
        {desktop && (homeSections ? <HomeSectionTabs /> : navList)}
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
      </div>
      {!desktop && homeSections && <HomeSectionTabs />}
      {!desktop && !homeSections && (
        // Phones: the member's links and the city selector on a second row (visitors' links are in the side menu).
        <div className={styles.mobileRow}>
          {!visitor && items.length > 1 && navList}
          {city}
        </div>
      )}
      {visitor && !desktop && menuWanted && (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title="Menu"
            brand={{ name: partner.brandName, logoSrc: partner.iconHref, href: logoTo }}
            items={menuItems}
            download={
              sideMenu
                ? {
                    title: 'Download the app',
                    text: 'For a better experience',
                    ctaLabel: 'Download Now',
                    href: appDownloadLink(typeof navigator === 'undefined' ? '' : navigator.userAgent, { ios: sideMenu.downloadLinkIos, android: sideMenu.downloadLinkAndroid }),
                    image: sideMenu.downloadAppImage,
                  }
                : undefined
            }
            onNavigate={(href) => navigate(href)}
          />
        </Suspense>
      )}
    </header>
  );
}
