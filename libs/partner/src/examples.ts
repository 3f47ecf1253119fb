// Example partner configs for tests and stories only: the apps' own partner.ts files are the real
// ones. Theme classes are empty because Storybook and tests apply (or skip) themes themselves.
import { definePartner, type PartnerConfig, type PartnerId } from './partner';

const theme = (brandColor: string) => ({ themeClass: '', brandColor });

export const examplePartners: Record<PartnerId, PartnerConfig> = {
  core: definePartner({
    id: 'core',
    brandName: 'Prime Rewards',
    pageTitle: 'Prime Rewards',
    iconHref: '/favicon.svg',
    theme: theme('#4f24b8'),
    channel: 'TIMES_PRIME',
    home: '/userfeed',
    allowedPaths: 'all',
    socialLogin: true,
    appDownloadPrompt: { variants: ['PRIME_ANNUAL', 'PRIME_QUARTERLY'] },
  }),
  shopper: definePartner({
    id: 'shopper',
    brandName: 'Shopper Rewards',
    pageTitle: 'Shopper Rewards',
    iconHref: '/favicon.svg',
    theme: theme('#d0021b'),
    channel: 'SHOPPERS_STOP',
    home: '/user-shopper-stop',
    categoriesPath: '/categoriesshoppercard',
    allowedPaths: ['', '/', '/user-shopper-stop', '/categoriesshoppercard', '/tnc', '/404', '/system/health', '/profile', '/search'],
    labels: { blog: 'Terms & Conditions', weeklyBannerTitle: 'on Shopper Rewards' },
    header: { showBenefits: true, showBlog: true, blogPath: '/tnc', homeSections: false },
    visitorProtectedRedirect: '/',
    loginVariant: { helperText: 'Enter the mobile number you registered with the store at enrolment' },
  }),
  'more-rewards': definePartner({
    id: 'more-rewards',
    brandName: 'More Rewards',
    pageTitle: 'More Rewards',
    iconHref: '/favicon.svg',
    theme: theme('#0b7a3e'),
    channel: 'MORE_REWARDS',
    home: '/categorylistingmore',
    categoriesPath: '/categorylistingmore',
    allowedPaths: ['', '/', '/categorylistingmore', '/tnc', '/404', '/system/health', '/profile'],
    labels: { weeklyBannerTitle: 'on More Rewards' },
    header: { showBenefits: false, showBlog: false, blogPath: '/blog', homeSections: false },
    footer: { show: false },
    seo: { show: false },
    visitorsMayOpenProtected: true,
    loginVariant: { retail: true },
    retail: true,
  }),
};

/** The example partner a story renders for: the Storybook toolbar's `partner` global, core by default. */
export function examplePartnerOf(globals: Record<string, unknown>): PartnerConfig {
  const id = globals['partner'];
  return typeof id === 'string' && id in examplePartners ? examplePartners[id as PartnerId] : examplePartners.core;
}
