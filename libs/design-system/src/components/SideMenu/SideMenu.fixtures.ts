import type { SideMenuDownload, SideMenuItem } from './SideMenu';

/** A menu like the layout API's visitor side menu. */
export const sideMenuItems: SideMenuItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Benefits',
    items: [
      { label: 'Dining', href: '/categories/dining' },
      { label: 'Music', href: '/categories/music' },
    ],
  },
  { label: 'Blog', href: '/blog' },
  { label: 'Partner site', href: 'https://partner.example.com', external: true },
];

export const sideMenuDownload: SideMenuDownload = {
  title: 'Download the app',
  text: 'For a better experience',
  ctaLabel: 'Download Now',
  href: 'https://play.google.com/store/apps/details?id=com.example.rewards',
};

export const sideMenuBrand = { name: 'Prime Rewards', logoSrc: '/favicon.svg', href: '/' };
