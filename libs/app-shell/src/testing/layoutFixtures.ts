// Layout API content for the shell's tests and stories (the shape `GET /c/prime/layout` answers).
import type { FooterContent, HamburgerMenu, Layout } from '@rewards/api-contract';

/** A small picture as a data URL, so stories and tests never fetch an image. */
const icon = (letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" rx="8" fill="#555"/><text x="20" y="26" font-size="16" text-anchor="middle" fill="#fff">${letter}</text></svg>`)}`;

export const footerContent: FooterContent = {
  subTitle: 'One membership, unlimited benefits',
  heading: { support: 'Support', category: 'Categories', downloadApp: 'Download the app', socialMedia: 'Follow us' },
  support: {
    label: 'Support',
    subSections: [
      { label: 'Contact us', url: '/support', isNative: false },
      { label: 'FAQs', url: '/faq', isNative: false },
      { label: 'Raise a ticket', url: 'https://help.example.in/ticket', isNative: true },
    ],
  },
  legal: {
    label: 'Legal',
    subSections: [
      { label: 'Terms & Conditions', url: '/terms-and-conditions', isNative: false },
      { label: 'Privacy Policy', url: '/privacy-policy', isNative: false },
    ],
  },
  categories: [
    { displayName: 'Dining', slug: 'dining', isNative: false },
    { displayName: 'Food Delivery', slug: 'food-delivery', isNative: false },
    { displayName: 'Live events', slug: 'live-events', isNative: true, url: 'https://events.example.in' },
  ],
  appIcons: [
    { label: 'Get it on Google Play', icon: icon('G'), link: 'https://play.google.com/store/apps/details?id=in.example.rewards' },
    { label: 'Download on the App Store', icon: icon('A'), link: 'https://apps.apple.com/in/app/rewards/id000000' },
  ],
  socialMediaIcons: [
    { label: 'Instagram', icon: icon('I'), link: 'https://instagram.com/example' },
    { label: 'X (Twitter)', icon: icon('X'), link: 'https://x.com/example' },
  ],
  topBenefitResponse: [
    { id: 1, label: 'Tandoor Tales', deeplink: '/categories/dining/tandoor-tales-gold' },
    { id: 2, label: 'Raagwave', deeplink: '/categories/music/raagwave-premium-6-months?source_origin=footer' },
    { id: 3, label: 'Safarnama Trips', deeplink: '/categories/travel/safarnama-flights' },
  ],
  optOutMissCall: '1800-000-0000',
  hideCategoryMobile: false,
  festiveImage: null,
};

export const hamburgerMenu: HamburgerMenu = {
  downloadAppImage: icon('P'),
  downloadLinkAndroid: 'https://play.google.com/store/apps/details?id=in.example.rewards',
  downloadLinkIos: 'https://apps.apple.com/in/app/rewards/id000000',
  menu: [
    { text: 'Home', path: '/', dropDown: false, items: [] },
    {
      text: 'Benefits',
      path: null,
      dropDown: true,
      items: [
        { label: 'Dining', url: '/categories/dining', isNative: false },
        { label: 'Music', url: '/categories/music', isNative: false },
      ],
    },
    { text: 'Blog', path: '/blog', dropDown: false, items: [] },
    { text: 'FAQ', path: '/faq', dropDown: false, items: [] },
  ],
};

export const layoutContent: Layout = { footer: footerContent, hamburgerMenu };
