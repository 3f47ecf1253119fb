/** Which deployment a build is. */
export const partnerIds = ['core', 'shopper', 'more-rewards'] as const;
export type PartnerId = (typeof partnerIds)[number];

/** Labels a partner may override; features read them through `useLabels()`. */
export interface PartnerLabels {
  home: string;
  benefits: string;
  blog: string;
  signIn: string;
  joinNow: string;
  footerSubtitle: string;
  /**
   * The weekly promotion banner's title when the banner gives none: 'on {brand}' (the spec's 'on Times
   * Prime' names the product the spec describes; here each site names itself, never another product).
   */
  weeklyBannerTitle: string;
  /** What a link to the payment pages reads on a co-brand, where it leads to the claim landing instead. */
  claimLink: string;
}

export interface PartnerTheme {
  /** The vanilla-extract theme class from the partner's design-system theme entry. */
  themeClass: string;
  /** Used for `<meta name="theme-color">`. */
  brandColor: string;
}

/** The login popup's variant as data (the auth lib's `LoginVariant` reads the same shape). */
export interface PartnerLoginVariant {
  helperText?: string;
  couponField?: { buttonTag: string };
  retail?: boolean;
}

/**
 * The app-download prompt (`app_download_prompt`, spec: post-login profile completion): it applies
 * only to members whose user variant (`User.variantName`) is listed, and never while `disabled`.
 */
export interface AppDownloadPromptConfig {
  variants: readonly string[];
  disabled?: boolean;
}

/** One deployment's configuration: data, never components. */
export interface PartnerConfig {
  id: PartnerId;
  brandName: string;
  pageTitle: string;
  /** Path of the favicon, served from the app's public folder. */
  iconHref: string;
  theme: PartnerTheme;
  /** `TIMES_PRIME` on the core site, the partner's segment marker on co-brands. */
  channel: string;
  /** Where a logged-in member lands. */
  home: string;
  /** Where the Benefits link and offer cards point. */
  categoriesPath: string;
  /** `'all'` for the core site, else the spec's list; anything else is the not-found page. */
  allowedPaths: 'all' | readonly string[];
  labels: PartnerLabels;
  /**
   * `homeSections`: the logged-out home's header has the section tabs (Key Benefits, ...); false on
   * co-brands whose home is a landing page without those sections.
   */
  header: { showBenefits: boolean; showBlog: boolean; blogPath: string; homeSections?: boolean };
  /**
   * `seoLinks`: the footer's crawl lists of the catalogue (Top Benefits and the category links); a
   * retail-partner variant hides them with the rest of its SEO content (spec §6).
   */
  footer: { show: boolean; seoLinks: boolean };
  /** The SEO text and breadcrumbs (spec: hidden in retail variants). */
  seo: { show: boolean };
  /**
   * The login popup's variant (spec §2 "Variants"): the department store's helper text under the
   * mobile field, the grocery site's Coupon Code field (its button tag chosen by the opening: Register
   * gives CLAIM OFFER), and retail variants that never start at CONFIRM_MOBILE.
   */
  loginVariant: PartnerLoginVariant;
  /**
   * 'Continue with Google' and 'Continue with Facebook' on the login screens: the core site only (the
   * co-brands' enrolment and claiming rules key off the member's mobile).
   */
  socialLogin: boolean;
  /** Retail variants let visitors open protected routes. */
  visitorsMayOpenProtected: boolean;
  /**
   * Where a visitor who opens a protected route is sent (spec: /login; a partner variant's visitor on
   * a non-root protected path is replaced to /, where its landing offers sign-in).
   */
  visitorProtectedRedirect: string;
  /** The retail (grocery loyalty) variant: e.g. the offer page's back button falls back to / instead of the catalogue. */
  retail: boolean;
  /** Absent: the deployment has no app-download prompt. */
  appDownloadPrompt?: AppDownloadPromptConfig;
}

const defaultLabels: Omit<PartnerLabels, 'weeklyBannerTitle'> = {
  home: 'Home',
  benefits: 'Benefits',
  blog: 'Blog',
  signIn: 'sign in',
  joinNow: 'Join Now',
  footerSubtitle: 'One membership, unlimited benefits',
  claimLink: 'Claim your membership',
};

export type PartnerInput = Omit<PartnerConfig, 'labels' | 'header' | 'footer' | 'seo' | 'loginVariant' | 'socialLogin' | 'visitorsMayOpenProtected' | 'visitorProtectedRedirect' | 'categoriesPath' | 'retail'> &
  Partial<Pick<PartnerConfig, 'header' | 'footer' | 'seo' | 'loginVariant' | 'socialLogin' | 'visitorsMayOpenProtected' | 'visitorProtectedRedirect' | 'categoriesPath' | 'retail'>> & {
    labels?: Partial<PartnerLabels>;
  };

/** Fills a partner's config with the core site's defaults. */
export function definePartner(input: PartnerInput): PartnerConfig {
  return {
    categoriesPath: '/categories',
    header: { showBenefits: true, showBlog: true, blogPath: '/blog' },
    footer: { show: true, seoLinks: true },
    seo: { show: true },
    loginVariant: {},
    socialLogin: false,
    visitorsMayOpenProtected: false,
    visitorProtectedRedirect: '/login',
    retail: false,
    ...input,
    labels: { ...defaultLabels, weeklyBannerTitle: `on ${input.brandName}`, ...input.labels },
  };
}
