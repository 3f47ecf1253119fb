import type { HamburgerMenu } from '@rewards/api-contract';
import type { ReactNode } from 'react';
import type { HeaderKind } from '../routing/registry';
import { isHeaderSolid } from './headerRules';
import { HeaderActions } from './HeaderActions';
import { HeaderLogo } from './HeaderLogo';
import { HeaderNav, useHeaderNavItems } from './HeaderNav';
import { HomeSectionTabs } from './HomeSectionTabs';
import { OfferDetailBar } from './OfferDetailBar';
import { useIsDesktop, useScrollTest } from './viewport';
import { VisitorMenu } from './VisitorMenu';
import * as styles from './Header.css';

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
  /** On the make-payment screen: the logo opens the card-linked offer (spec §2) instead of linking home. */
  onOpenCardOffer?: (() => void) | undefined;
}

/**
 * The site header (spec §2): logo, Home, Benefits, Blog, Search, the city selector and the account
 * item; on the logged-out home the section tabs, Join and Login; on phones the side menu for
 * visitors and, on offer pages, back and share. A transparent header turns solid once scrolled.
 */
export function Header({ kind, isServed, account, logoTo = '/', offerDetail = false, homeSections = false, city, sideMenu, layout, onOpenCardOffer }: HeaderProps) {
  const followsViewport = useIsDesktop();
  const desktop = layout ? layout === 'desktop' : followsViewport;
  const scrolledSolid = useScrollTest((scrollY) => isHeaderSolid(scrollY, offerDetail));
  const solid = kind !== 'transparent' || scrolledSolid;
  const items = useHeaderNavItems(isServed);
  const visitor = account?.status === 'visitor';
  const logo = <HeaderLogo to={logoTo} compact={!desktop} />;

  if (kind === 'logo') {
    return (
      <header className={styles.header.logo} data-solid="true">
        <div className={styles.inner}>{onOpenCardOffer ? <HeaderLogo to={logoTo} compact={!desktop} onOpenCardOffer={onOpenCardOffer} /> : logo}</div>
      </header>
    );
  }

  if (offerDetail && !desktop) {
    return (
      <header className={styles.header[kind]} data-solid={solid} data-offer={offerDetail}>
        <OfferDetailBar logo={logo} />
      </header>
    );
  }

  return (
    <header className={styles.header[kind]} data-solid={solid} data-offer={offerDetail}>
      <div className={styles.inner}>
        {visitor && !desktop && <VisitorMenu sideMenu={sideMenu} items={items} logoTo={logoTo} isServed={isServed} />}
        {logo}
        {desktop && (homeSections ? <HomeSectionTabs /> : <HeaderNav items={items} desktop />)}
        <HeaderActions account={account} desktop={desktop} homeSections={homeSections} city={city} isServed={isServed} />
      </div>
      {!desktop && homeSections && <HomeSectionTabs />}
      {!desktop && !homeSections && (
        // Phones: the member's links and the city selector on a second row (visitors' links are in the side menu).
        <div className={styles.mobileRow}>
          {!visitor && items.length > 1 && <HeaderNav items={items} desktop={false} />}
          {city}
        </div>
      )}
    </header>
  );
}
