import { describe, expect, it } from 'vitest';
import { examplePartners } from '@rewards/partner/examples';
import { activeSection, appDownloadLink, isHeaderSolid, offerBackTarget, partnerLogoTarget, searchOrigin, sideMenuItems } from './headerRules';

describe('searchOrigin', () => {
  it.each([
    ['/', 'top_nav_bar_home_feed'],
    ['/userfeed', 'top_nav_bar_home_feed'],
    ['/home', 'top_nav_bar_home_feed'],
    ['/home/', 'top_nav_bar_home_feed'],
    ['/user-shopper-stop', 'top_nav_bar_home_feed'],
    ['/categories', 'top_nav_bar_offer_listing'],
    ['/categories/dining', 'top_nav_bar_offer_listing'],
    ['/categories/dining/tandoor-tales', 'top_nav_bar_offer_listing'],
    ['/categories/tpxclusives', 'top_nav_bar_offer_listing'],
    ['/categoriescard/music', 'top_nav_bar_offer_listing'],
    ['/categoriesshoppercard', 'top_nav_bar_offer_listing'],
    ['/categorylistingmore/grocery', 'top_nav_bar_offer_listing'],
    ['/profile', 'top_nav_bar_user_profile'],
    ['/blog', undefined],
    ['/categoriesfoo', undefined],
    ['/homepage', undefined],
  ])('from %s the origin is %s', (pathname, origin) => {
    expect(searchOrigin(pathname)).toBe(origin);
  });
});

describe('isHeaderSolid', () => {
  it.each([
    [0, false, false],
    [1, false, true],
    [200, true, false],
    [350, true, false],
    [351, true, true],
  ])('at %s px (offer page: %s) solid is %s', (scrollY, offerDetail, solid) => {
    expect(isHeaderSolid(scrollY, offerDetail)).toBe(solid);
  });
});

describe('offerBackTarget', () => {
  it.each([
    [true, '/categories', false, -1],
    [true, '/categorylistingmore', true, -1],
    [false, '/categories', false, '/categories'],
    [false, '/categoriesshoppercard', false, '/categoriesshoppercard'],
    [false, '/categorylistingmore', true, '/'],
  ] as const)('history %s, catalogue %s, retail %s goes to %s', (hasHistory, categoriesPath, retail, target) => {
    expect(offerBackTarget({ hasHistory, categoriesPath, retail })).toBe(target);
  });
});

describe('appDownloadLink', () => {
  const links = { ios: 'https://apps.apple.com/app', android: 'https://play.google.com/app' };
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', links.ios],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', links.ios],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Mobile/15E148 Safari/604.1', links.ios],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', links.android],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', links.android],
    ['', links.android],
  ])('%s gets %s', (userAgent, link) => {
    expect(appDownloadLink(userAgent, links)).toBe(link);
  });
});

describe('activeSection', () => {
  const order = ['key-benefits', 'curated-experiences', 'additional-benefits'];
  it.each([
    [['key-benefits'], undefined, 'key-benefits'],
    [['curated-experiences', 'additional-benefits'], 'key-benefits', 'curated-experiences'],
    [['additional-benefits', 'key-benefits'], undefined, 'key-benefits'],
    [[], 'curated-experiences', 'curated-experiences'],
    [[], undefined, undefined],
  ])('in view %j after %s highlights %s', (inView, previous, active) => {
    expect(activeSection(order, new Set(inView), previous)).toBe(active);
  });
});

describe('sideMenuItems', () => {
  const menu = {
    downloadAppImage: '/static/app.png',
    downloadLinkIos: 'https://apps.apple.com/app',
    downloadLinkAndroid: 'https://play.google.com/app',
    menu: [
      { text: 'Home', path: '/', dropDown: false, items: [] },
      {
        text: 'Benefits',
        path: null,
        dropDown: true,
        items: [
          { label: 'Dining', url: '/categories/dining', isNative: false },
          { label: 'Blog', url: '/blog', isNative: false },
          { label: 'Partner', url: 'https://partner.example.com', isNative: true },
        ],
      },
      { text: 'Blog', path: '/blog', dropDown: false, items: [] },
      { text: 'Careers', path: 'https://careers.example.com', dropDown: false, items: [] },
      { text: 'Empty', path: null, dropDown: true, items: [{ label: 'FAQ', url: '/faq', isNative: false }] },
    ],
  };

  it('on the core site keeps every entry', () => {
    expect(sideMenuItems(menu, { categoriesPath: '/categories', isServed: () => true })).toEqual([
      { label: 'Home', href: '/', icon: null, external: false },
      {
        label: 'Benefits',
        icon: null,
        items: [
          { label: 'Dining', href: '/categories/dining', external: false },
          { label: 'Blog', href: '/blog', external: false },
          { label: 'Partner', href: 'https://partner.example.com', external: true },
        ],
      },
      { label: 'Blog', href: '/blog', icon: null, external: false },
      { label: 'Careers', href: 'https://careers.example.com', icon: null, external: true },
      { label: 'Empty', icon: null, items: [{ label: 'FAQ', href: '/faq', external: false }] },
    ]);
  });

  it('on a partner moves the catalogue to its base and drops pages it does not serve', () => {
    const served = (path: string) => path === '/' || path.startsWith('/categoriesshoppercard');
    expect(sideMenuItems(menu, { categoriesPath: '/categoriesshoppercard', isServed: served })).toEqual([
      { label: 'Home', href: '/', icon: null, external: false },
      {
        label: 'Benefits',
        icon: null,
        items: [
          { label: 'Dining', href: '/categoriesshoppercard/dining', external: false },
          { label: 'Partner', href: 'https://partner.example.com', external: true },
        ],
      },
      { label: 'Careers', href: 'https://careers.example.com', icon: null, external: true },
    ]);
  });
});

describe('partnerLogoTarget (where the logo goes)', () => {
  it('sends everyone on a co-brand to its home: /user-shopper-stop in shopper mode, /categorylistingmore in the retail variant', () => {
    expect(partnerLogoTarget('/', examplePartners.shopper)).toBe('/user-shopper-stop');
    expect(partnerLogoTarget('/', examplePartners['more-rewards'])).toBe('/categorylistingmore');
  });

  it("keeps the core site's session target (/ for a visitor, /userfeed for a member), and a guest's way back to /login", () => {
    expect(partnerLogoTarget('/', examplePartners.core)).toBe('/');
    expect(partnerLogoTarget('/userfeed', examplePartners.core)).toBe('/userfeed');
    expect(partnerLogoTarget('/login?mobile=9876543210', examplePartners.shopper)).toBe('/login?mobile=9876543210');
  });
});
