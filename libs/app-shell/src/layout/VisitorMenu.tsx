import { useTrack } from '@rewards/analytics';
import type { HamburgerMenu } from '@rewards/api-contract';
import { IconButton, type SideMenuItem } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HeaderNavItem } from './HeaderNav';
import { useInAppVisit } from '../overlays/useAppDownloadPromptApplies';
import { appDownloadLink, sideMenuItems } from './headerRules';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

// The side menu's code (and its dialog library) loads the first time a visitor opens it.
const SideMenu = lazy(() => import('./SideMenuHost'));

const MENU_ICON = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
  </svg>
);

export interface VisitorMenuProps {
  /** The visitor's side menu from the layout API; the header's own links until it arrives. */
  sideMenu: HamburgerMenu | undefined;
  items: readonly HeaderNavItem[];
  logoTo: string;
  isServed: (path: string) => boolean;
}

/** Phones, visitors: the menu button and the side menu it opens (a dialog, drawn over the page). */
export function VisitorMenu({ sideMenu, items, logoTo, isServed }: VisitorMenuProps) {
  const partner = usePartner();
  const t = useT(shellCatalogue);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const track = useTrack();
  // Inside the member's app (`?app=`) the menu does not offer the app.
  const inApp = useInAppVisit();
  const downloadHref = sideMenu ? appDownloadLink(typeof navigator === 'undefined' ? '' : navigator.userAgent, { ios: sideMenu.downloadLinkIos, android: sideMenu.downloadLinkAndroid }) : '';

  const menuItems: SideMenuItem[] = sideMenu
    ? sideMenuItems(sideMenu, { categoriesPath: partner.categoriesPath, isServed })
    : items.map((item) => ({ label: item.label, href: item.to }));

  return (
    <>
      <IconButton
        label={t('menu.open')}
        aria-haspopup="dialog"
        icon={MENU_ICON}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <SideMenu
            open={open}
            onOpenChange={setOpen}
            title={t('menu.title')}
            brand={{ name: partner.brandName, logoSrc: partner.iconHref, href: logoTo }}
            items={menuItems}
            download={
              sideMenu && !inApp
                ? {
                    title: t('menu.downloadTitle'),
                    text: t('menu.downloadText'),
                    ctaLabel: t('menu.downloadCta'),
                    href: downloadHref,
                    image: sideMenu.downloadAppImage,
                    onFollow: () => track('app_download_clicked', { platform: downloadHref === sideMenu.downloadLinkIos ? 'ios' : 'android', placement: 'side_menu' }),
                  }
                : undefined
            }
            onNavigate={(href) => navigate(href)}
          />
        </Suspense>
      )}
    </>
  );
}
