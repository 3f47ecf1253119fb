// The shape of the seed's data files, checked before anything is written, so a typo in a YAML file
// fails the start with the file and field rather than with a constraint error halfway through.
import * as v from 'valibot';

const hexColor = v.pipe(v.string(), v.regex(/^#[0-9A-Fa-f]{6}$/, 'must be #RRGGBB'));
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'));
const text = v.pipe(v.string(), v.trim(), v.minLength(1));
const faq = v.strictObject({ question: text, answer: text });

export const CompanySchema = v.strictObject({
  slug,
  name: text,
  color: hexColor,
  accentColor: hexColor,
  tagline: v.optional(text),
});

export const OfferSeedSchema = v.strictObject({
  /** URL-safe, unique: `/categories/{categorySlug}/{name}`. */
  name: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and hyphens'), v.maxLength(120)),
  company: slug,
  header: text,
  subHeader: v.optional(text),
  info: v.optional(text),
  priority: v.pipe(v.number(), v.integer()),
  welcome: v.optional(v.boolean(), false),
  membership: v.optional(v.boolean(), false),
  locked: v.optional(v.boolean(), false),
  cardSize: v.optional(v.picklist(['SMALL', 'BIG', 'COVER']), 'SMALL'),
  maxSavings: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  savingsText: v.optional(text),
  hideSavings: v.optional(v.boolean(), false),
  isLightTheme: v.optional(v.boolean(), false),
  vpHeader: v.optional(text),
  tagLabel: v.optional(text),
  isNew: v.optional(v.boolean(), false),
  mktWorth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** For students: the offer's page asks for the student verification form. */
  studentOffer: v.optional(v.boolean(), false),
  url: v.optional(v.pipe(v.string(), v.url())),
  /** HTML strings; stored as their JSON text in `extraInfoMap.keyPoints`, as the spec has it. */
  keyPoints: v.pipe(v.array(text), v.minLength(1)),
  displayDetail: v.optional(
    v.strictObject({
      title: v.optional(text),
      unlockCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      label: v.optional(text),
    }),
  ),
  subOffers: v.optional(
    v.array(v.strictObject({ name: text, header: text, couponType: v.optional(v.picklist(['POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'NONE'])) })),
    [],
  ),
  about: v.optional(text),
  offerings: v.optional(v.array(text), []),
  /** Replaces the category's common steps when given. */
  howToUse: v.optional(v.array(text)),
  /** Come before the category's common terms. */
  tncs: v.optional(v.array(text), []),
  faqs: v.optional(v.array(faq), []),
  shareMessage: v.optional(text),
  /** A free trial unlocks it (`extraInfoMap.ftLoggedOut` 'true'). */
  freeTrial: v.optional(v.boolean(), false),
  /** What visitors read instead of `keyPoints` (HTML strings). */
  loggedOutKeyPoints: v.optional(v.array(text)),
  keyPointTitle: v.optional(text),
  howToUseTitle: v.optional(text),
  aboutTitle: v.optional(text),
  isExpired: v.optional(v.boolean(), false),
  isExpiredText: v.optional(text),
  companyVideo: v.optional(v.pipe(v.string(), v.regex(/^(\/static\/|https:\/\/)/, 'must be a /static/ path or an https URL'))),
  /** An exclusive event: times are days from the moment of seeding, prices rupees. */
  exclusive: v.optional(
    v.strictObject({
      startInDays: v.number(),
      endInDays: v.number(),
      date: text,
      duration: text,
      sellingPrice: v.pipe(v.number(), v.integer(), v.minValue(0)),
      discountedPrice: v.pipe(v.number(), v.integer(), v.minValue(0)),
      /**
       * Streamed online (a digital event, /digital-event/{name}): `video` names a file in
       * src/seed/media (`{video}.webm`, captions `{video}.vtt` when there) that stands in for the
       * live stream while the event runs and, when `recording`, for its recording afterwards.
       */
      stream: v.optional(v.strictObject({ video: slug, recording: v.optional(v.boolean(), true) })),
    }),
  ),
});

export const CategoryFileSchema = v.strictObject({
  category: v.strictObject({
    name: text,
    slug,
    displayName: text,
    priority: v.pipe(v.number(), v.integer()),
    isNative: v.optional(v.boolean(), false),
    icon: v.optional(text),
    label: v.optional(text),
  }),
  common: v.optional(
    v.strictObject({
      howToUse: v.optional(v.array(text), []),
      tncs: v.optional(v.array(text), []),
      faqs: v.optional(v.array(faq), []),
    }),
    {},
  ),
  offers: v.pipe(v.array(OfferSeedSchema), v.minLength(1)),
});

export const HomeFileSchema = v.strictObject({
  key: text,
  title: text,
  headlineWords: v.array(text),
  coreOfferSection: v.strictObject({
    title: text,
    titlePrefix: v.optional(text),
    titlePostfix: v.optional(text),
    highlightColor: v.optional(hexColor),
    subTitle: text,
    joinCta: text,
    joiningAmount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    strikeThrough: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    discountAmount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    discountLabel: v.optional(text),
    couponCode: v.optional(text),
  }),
  faqs: v.array(faq),
  footer: v.strictObject({ subTitle: text, optOutMissCall: text }),
  sections: v.strictObject({
    howToUse: v.strictObject({
      title: text,
      steps: v.pipe(v.array(v.strictObject({ title: text, description: text, icon: v.pipe(v.string(), v.regex(/^\/static\/2x\/[a-z0-9-]+\.svg$/)) })), v.minLength(1)),
    }),
    customerReviews: v.strictObject({
      title: text,
      reviews: v.pipe(
        v.array(
          v.strictObject({
            name: text,
            handle: v.optional(text),
            city: v.optional(text),
            text,
            rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
            avatar: v.optional(v.pipe(v.string(), v.regex(/^avatar-[a-z0-9-]+\.svg$/, 'must be a file name like avatar-x.svg'))),
          }),
        ),
        v.minLength(1),
      ),
    }),
    appInstall: v.strictObject({
      downloadLinkAndroid: v.pipe(v.string(), v.url()),
      downloadLinkIos: v.pipe(v.string(), v.url()),
      androidRating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
      iosRating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
      androidImage: text,
      iosImage: text,
      titlePrefix: v.optional(text),
      title: text,
      titlePostfix: v.optional(text),
    }),
    exclusiveData: v.strictObject({ tpExclusiveKnowMoreImage: text, headerKnowMore: text, subHeaderKnowMore: text }),
    freeTrialWidget: v.strictObject({ title: text, subTitle: text, ctaText: text }),
    seoBlocks: v.pipe(v.array(v.strictObject({ heading: text, paragraphs: v.pipe(v.array(text), v.minLength(1)) })), v.minLength(1)),
    /** Rupees for the 'Benefits Worth' bar; without it the API sums the core offers' market worth. */
    benefitsWorth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    marketingCouponCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{3,32}$/, 'must be 3-32 upper-case letters and digits'))),
  }),
});

export type CompanySeed = v.InferOutput<typeof CompanySchema>;
export type OfferSeed = v.InferOutput<typeof OfferSeedSchema>;
export type CategoryFile = v.InferOutput<typeof CategoryFileSchema>;
export type HomeFile = v.InferOutput<typeof HomeFileSchema>;

const mobile = v.pipe(v.string(), v.regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile'));
const days = v.pipe(v.number(), v.integer());
const amount = v.pipe(v.number(), v.minValue(0));

export const CitiesFileSchema = v.strictObject({
  states: v.array(v.strictObject({ name: text, kind: v.picklist(['STATE', 'UNION_TERRITORY']) })),
  cities: v.pipe(v.array(v.strictObject({ name: text, state: text })), v.minLength(1)),
});

/** A demo member; dates are days from the moment of seeding (negative: in the past). */
export const UserSeedSchema = v.strictObject({
  ssoId: v.pipe(v.string(), v.regex(/^sso_[a-z0-9_]+$/, 'must be sso_ and lowercase words')),
  mobile,
  mobileVerified: v.optional(v.boolean(), true),
  firstName: v.optional(text),
  lastName: v.optional(text),
  email: v.optional(v.pipe(v.string(), v.email())),
  emailVerified: v.optional(v.boolean(), false),
  city: v.optional(text),
  gender: v.optional(v.picklist(['M', 'F', 'N'])),
  dob: v.optional(v.pipe(v.string(), v.isoDate())),
  primeProfile: v.picklist([0, 1, 2, 5, 6, 7, 9, 10]),
  primeId: v.optional(text),
  variantName: v.optional(text),
  corporate: v.optional(v.boolean(), false),
  business: v.optional(v.boolean(), false),
  businessLogo: v.optional(text),
  superUser: v.optional(v.boolean(), false),
  startInDays: v.optional(days),
  endInDays: v.optional(days),
  lastEndInDays: v.optional(days),
  orderId: v.optional(text),
  autoRenewal: v.optional(v.boolean(), false),
  showRenewal: v.optional(v.boolean(), false),
  totalSavings: v.optional(amount, 0),
  averageSavings: v.optional(amount, 0),
});

export type CitiesFile = v.InferOutput<typeof CitiesFileSchema>;
export type UserSeed = v.InferOutput<typeof UserSeedSchema>;

const code = v.pipe(v.string(), v.regex(/^[A-Z0-9]{3,32}$/, 'must be 3-32 upper-case letters and digits'));
const rupees = v.pipe(v.number(), v.minValue(0), v.check((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most two decimals'));
const instant = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 timestamp with an offset'));
const variantName = v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{1,40}$/, 'must be UPPER_SNAKE_CASE'));

export const VariantSeedSchema = v.strictObject({
  name: variantName,
  displayName: text,
  planType: v.picklist(['PAYMENT', 'TRIAL']),
  durationDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  listPrice: rupees,
  price: rupees,
  preferred: v.optional(v.boolean(), false),
  description: v.optional(text),
  statusTag: v.optional(text),
  statusTagColour: v.optional(hexColor),
});

export const CodeSeedSchema = v.strictObject({
  code,
  name: text,
  type: v.picklist(['GC', 'PROMO']),
  discount: v.optional(rupees),
  discountPercent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  maxDiscount: v.optional(rupees),
  startInDays: v.optional(v.number()),
  endInDays: v.optional(v.number()),
  startsAt: v.optional(instant),
  endsAt: v.optional(instant),
  usageLimit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  usedCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  eligibility: v.optional(v.picklist(['ANYONE', 'NEVER_PAID']), 'ANYONE'),
  variantName: v.optional(variantName),
  offerText: v.optional(text),
  primaryGCText: v.optional(text),
  listed: v.optional(v.boolean(), false),
});

const CampaignSeedSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[A-Z0-9-]+$/)),
  name: slug,
  business: v.optional(v.boolean(), false),
  title: text,
  subTitle: v.optional(text),
  code: v.optional(code),
  variantName: v.optional(variantName),
  ctaText: v.pipe(text, v.includes('#totalAmount', 'must hold the #totalAmount placeholder')),
  bgColor: hexColor,
  textColor: hexColor,
  widgetHeader: text,
  bannerText: v.optional(text),
  showFT: v.optional(v.boolean(), false),
  /** The campaign's own footer content: its terms, under the page. */
  footer: v.optional(v.strictObject({ heading: text, lines: v.pipe(v.array(text), v.minLength(1)) })),
  startInDays: v.number(),
  endInDays: v.number(),
});

export const PaymentFileSchema = v.strictObject({
  variants: v.pipe(v.array(VariantSeedSchema), v.minLength(1)),
  codes: v.array(CodeSeedSchema),
  referralDiscount: rupees,
  referralCodes: v.record(v.string(), code),
  redemptions: v.array(v.strictObject({ ssoId: v.string(), code })),
  referralCampaigns: v.array(
    v.strictObject({
      id: v.pipe(v.string(), v.regex(/^[A-Z0-9-]+$/)),
      title: text,
      description: text,
      referrerReward: text,
      refereeReward: text,
      startInDays: v.number(),
      endInDays: v.number(),
    }),
  ),
  campaigns: v.array(CampaignSeedSchema),
  paymentOffers: v.array(v.strictObject({ id: v.pipe(v.string(), v.regex(/^[A-Z0-9-]+$/)), title: text, description: text, logo: v.optional(v.string()) })),
});

export type VariantSeed = v.InferOutput<typeof VariantSeedSchema>;
export type CodeSeed = v.InferOutput<typeof CodeSeedSchema>;
export type PaymentFile = v.InferOutput<typeof PaymentFileSchema>;

// ---------------------------------------------------------------------------------------------
// Content (data/content/*.yaml) and the frame around every page (data/layout.yaml).

const isoDate = v.pipe(v.string(), v.isoDate('must be YYYY-MM-DD'));
/** A picture served by `/static/2x/{name}`. */
const imageName = v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.svg$/, 'must be a file name like banner-x.svg'));
const sitePathOrUrl = v.pipe(v.string(), v.regex(/^(\/[^\s]*|https:\/\/[^\s]+|tel:[0-9+-]+|mailto:[^\s]+)$/, 'must be a site path, an https URL, tel: or mailto:'));

export const ContentSectionSchema = v.pipe(
  v.strictObject({
    heading: v.optional(text),
    paragraphs: v.optional(v.array(text), []),
    items: v.optional(v.array(text), []),
  }),
  v.check((section) => section.paragraphs.length + section.items.length > 0, 'a section needs a paragraph or an item'),
);

const ContentPageSeedSchema = v.strictObject({
  name: slug,
  title: text,
  description: text,
  updatedOn: isoDate,
  sections: v.pipe(v.array(ContentSectionSchema), v.minLength(2)),
});

export const FaqFileSchema = v.strictObject({
  categories: v.pipe(
    v.array(v.strictObject({ slug, name: text, priority: v.pipe(v.number(), v.integer()), faqs: v.pipe(v.array(faq), v.minLength(1)) })),
    v.minLength(1),
  ),
});
export const ContentPagesFileSchema = v.strictObject({ pages: v.pipe(v.array(ContentPageSeedSchema), v.minLength(1)) });
export const TermsFileSchema = v.strictObject({ terms: v.pipe(v.array(ContentPageSeedSchema), v.minLength(1)) });
export const BlogFileSchema = v.strictObject({
  articles: v.pipe(
    v.array(
      v.strictObject({
        slug,
        title: text,
        summary: text,
        image: imageName,
        author: text,
        publishedOn: isoDate,
        readMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
        tags: v.pipe(v.array(slug), v.minLength(1)),
        sections: v.pipe(v.array(ContentSectionSchema), v.minLength(2)),
      }),
    ),
    v.minLength(1),
  ),
});
export const UnsubscribeFileSchema = v.strictObject({
  reasons: v.pipe(v.array(v.strictObject({ id: v.pipe(slug, v.maxLength(64)), label: text })), v.minLength(1)),
});

const linkItem = v.strictObject({ label: text, url: sitePathOrUrl, isNative: v.optional(v.boolean(), false) });
const iconLink = v.strictObject({ label: text, icon: imageName, link: v.pipe(v.string(), v.url()) });

export const LayoutFileSchema = v.strictObject({
  key: text,
  footer: v.strictObject({
    subTitle: text,
    heading: v.strictObject({ support: text, category: text, downloadApp: text, socialMedia: text }),
    support: v.strictObject({ label: text, subSections: v.pipe(v.array(linkItem), v.minLength(1)) }),
    legal: v.strictObject({ label: text, subSections: v.pipe(v.array(linkItem), v.minLength(1)) }),
    appIcons: v.array(iconLink),
    socialMediaIcons: v.array(iconLink),
    optOutMissCall: text,
    hideCategoryMobile: v.optional(v.boolean(), false),
    festiveImage: v.optional(imageName),
    topBenefitsLimit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  }),
  hamburgerMenu: v.strictObject({
    menu: v.pipe(
      v.array(
        v.strictObject({
          text,
          icon: v.optional(imageName),
          path: v.optional(sitePathOrUrl),
          items: v.optional(v.array(linkItem), []),
        }),
      ),
      v.minLength(1),
    ),
    downloadLinkIos: v.pipe(v.string(), v.url()),
    downloadLinkAndroid: v.pipe(v.string(), v.url()),
    downloadAppImage: imageName,
  }),
});

export type ContentSectionSeed = v.InferOutput<typeof ContentSectionSchema>;
export type FaqFile = v.InferOutput<typeof FaqFileSchema>;
export type ContentPagesFile = v.InferOutput<typeof ContentPagesFileSchema>;
export type TermsFile = v.InferOutput<typeof TermsFileSchema>;
export type BlogFile = v.InferOutput<typeof BlogFileSchema>;
export type UnsubscribeFile = v.InferOutput<typeof UnsubscribeFileSchema>;
export type LayoutFile = v.InferOutput<typeof LayoutFileSchema>;

// ---------------------------------------------------------------------------------------------
// Browsing: home banners, the marquee strip and the promotional carousel (data/banners.yaml).

const staticImage = v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.svg$/, 'must be a file name like banner-x.svg'));
const bannerAction = v.picklist(['REVIEW_ORDER', 'OFFER', 'URL_REDIRECTION', 'HOME_PAGE', 'GET_CREDIT_REPORT']);

export const BannerSeedSchema = v.strictObject({
  /** Sort key; the list order when left out. */
  position: v.optional(v.pipe(v.number(), v.integer())),
  mediaType: v.optional(v.picklist(['IMAGE', 'ANIMATION']), 'IMAGE'),
  image: staticImage,
  altText: text,
  showCta: v.optional(v.boolean(), true),
  cta: v.optional(
    v.strictObject({
      /** Left out: the client's default ('Let's Go' on mobile, 'Check Now' on desktop). */
      text: v.optional(text),
      actionType: bannerAction,
      data: v.optional(
        v.strictObject({
          couponCode: v.optional(text),
          offerName: v.optional(text),
          categorySlug: v.optional(slug),
          redirectionUrl: v.optional(v.pipe(v.string(), v.regex(/^https:\/\/\S+$/, 'must be an https URL'))),
        }),
        {},
      ),
    }),
  ),
  /** Left out: the client's defaults ('New', 'on {the site's brand}'). */
  titleIcon: v.optional(text),
  title: v.optional(text),
  description: v.optional(text),
  redirectionUrl: v.optional(text),
});

const ViewportSeedSchema = v.strictObject({
  name: slug,
  image: staticImage,
  isWeb: v.optional(v.boolean(), true),
  isMweb: v.optional(v.boolean(), true),
  banners: v.pipe(v.array(BannerSeedSchema), v.minLength(1)),
});

export const BannersFileSchema = v.strictObject({
  weekly: ViewportSeedSchema,
  events: v.strictObject({ title: text, subTitle: text, ...ViewportSeedSchema.entries }),
  strip: v.strictObject({ text, bgColor: hexColor }),
  promotions: v.pipe(
    v.array(
      v.strictObject({
        title: text,
        image: v.pipe(staticImage, v.regex(/^promo-/, 'must start with promo-')),
        redirectionUrl: v.optional(text),
        cardImage: v.optional(staticImage),
        sellsMembership: v.optional(v.boolean(), false),
        planStatusIds: v.optional(v.array(v.picklist([0, 1, 2, 5, 6, 7, 9, 10]))),
        hiddenForVariants: v.optional(v.array(text), []),
      }),
    ),
    v.minLength(1),
  ),
});

export type BannerSeed = v.InferOutput<typeof BannerSeedSchema>;
export type BannersFile = v.InferOutput<typeof BannersFileSchema>;

// --- offer actions (offerings.yaml) ---

const offeringUrl = v.pipe(v.string(), v.regex(/^(\/|https:\/\/)/, 'must be a site path (/...) or an https URL'));
const offerName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and hyphens'));
const ssoId = v.pipe(v.string(), v.regex(/^sso_[a-z0-9_]+$/, 'must be sso_ and lowercase words'));

/** A code of a pool that a demo member already holds; times are days from the moment of seeding. */
export const HeldCodeSeedSchema = v.strictObject({
  member: ssoId,
  assignedInDays: v.pipe(v.number(), v.maxValue(0, 'a held code was handed out in the past')),
  /** Default: assignedInDays + the offering's codeValidityDays. */
  expiresInDays: v.optional(v.number()),
  state: v.optional(v.picklist(['GENERATED', 'COPIED', 'REDEEMED']), 'GENERATED'),
});

export const ActivationSeedSchema = v.strictObject({
  member: ssoId,
  /** MEMBERSHIP for ACTIVATION offerings (activateMembership), OFFER for the rest (activateOffer). */
  kind: v.picklist(['OFFER', 'MEMBERSHIP']),
  /** 1 in process, 4 activated. */
  status: v.picklist([1, 4]),
  inDays: v.optional(v.pipe(v.number(), v.maxValue(0)), -1),
});

const texts = v.strictObject({
  preGeneration: v.optional(text),
  postGeneration: v.optional(text),
  inProcess: v.optional(text),
  oos: v.optional(text),
  pending: v.optional(text),
});

/** Everything an offering may set; an offer without an entry takes the defaults (a POOL). */
export const OfferingSeedSchema = v.strictObject({
  kind: v.optional(v.picklist(['POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'APP_ONLY', 'APP_CTA', 'NONE'])),
  /** How many codes the pool is stocked with, held ones included (POOL only). */
  poolSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  maxRedemption: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** null: the limit is for the membership's lifetime. */
  refreshDays: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  savingsPerCode: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  codeValidityDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Free codes carry this expiry from stocking (gift cards); otherwise it is set at hand-out. */
  stockedExpiryInDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  constantCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{4,20}$/, 'must be 4-20 upper-case letters and digits'))),
  /** `{offering}` is replaced by the offering's name. */
  redirectionUrl: v.optional(offeringUrl),
  paused: v.optional(v.strictObject({ label: text, ctaLabel: text, ctaUrl: offeringUrl })),
  cardType: v.optional(v.boolean()),
  dlUrl: v.optional(v.pipe(v.string(), v.url())),
  activationCompletes: v.optional(v.boolean()),
  texts: v.optional(texts),
  codes: v.optional(v.array(HeldCodeSeedSchema), []),
  activations: v.optional(v.array(ActivationSeedSchema), []),
});

export const OfferingsFileSchema = v.strictObject({
  defaults: v.strictObject({
    /** Pools get a size in [min, max] and a limit in [min, max], picked per offering from its name. */
    poolSize: v.strictObject({ min: v.pipe(v.number(), v.integer(), v.minValue(1)), max: v.pipe(v.number(), v.integer(), v.maxValue(100)) }),
    maxRedemption: v.strictObject({ min: v.pipe(v.number(), v.integer(), v.minValue(1)), max: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    refreshDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
    codeValidityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** `{company}` is replaced by the brand's name. */
    partnerCtaLabel: text,
    /** `{offering}` is replaced by the offering's name. */
    partnerCtaUrl: offeringUrl,
    dlUrl: v.pipe(v.string(), v.url()),
  }),
  /** Keyed by the offer's name (not the offering's). */
  offerings: v.record(offerName, OfferingSeedSchema),
});

export type HeldCodeSeed = v.InferOutput<typeof HeldCodeSeedSchema>;
export type OfferingSeed = v.InferOutput<typeof OfferingSeedSchema>;
export type OfferingsFile = v.InferOutput<typeof OfferingsFileSchema>;

/** The seed files contradict each other or themselves; the message lists every problem. */
export class SeedDataError extends Error {
  override readonly name = 'SeedDataError';
}

const partner = v.picklist(['SHOPPERS_STOP', 'MORE_REWARDS']);

/** partners.yaml: the co-brand plans, store codes and demo enrolment lists. */
export const PartnersFileSchema = v.strictObject({
  plans: v.pipe(
    v.array(v.strictObject({ partner, name: variantName, displayName: text, durationDays: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
    v.minLength(1),
  ),
  storeCodes: v.array(v.strictObject({ partner, code, name: text, startsInDays: v.optional(days), endsInDays: v.optional(days) })),
  demoEnrolments: v.array(v.strictObject({ partner, mobile, claimedBy: v.optional(v.string()), claimedInDays: v.optional(days) })),
});
export type PartnersFile = v.InferOutput<typeof PartnersFileSchema>;

const bin = v.pipe(v.string(), v.regex(/^[0-9]{6}$/, 'must be the 6 first digits of a card'));
const cardChannelId = v.pipe(v.string(), v.regex(/^[A-Z0-9_]+$/, 'must be upper-case letters, digits and _'));

/** cards.yaml: the card-linked offer's channels with their BIN tables, and its home promotion per site. */
export const CardsFileSchema = v.strictObject({
  channels: v.pipe(
    v.array(
      v.strictObject({
        id: cardChannelId,
        network: v.picklist(['VISA']),
        cardName: text,
        planDisplayName: text,
        durationDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
        /** A future activation may start up to this many days after the moment of seeding. */
        windowDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
        notEligibleMessage: text,
        /**
         * The demo BIN table, seeded in development only. A production catalogue leaves it out: the
         * card network's BINs are loaded with `npm run load -- card-bins` (src/operator/card-bins.ts).
         */
        bins: v.optional(v.array(v.strictObject({ bin, eligible: v.boolean(), cardName: text, refusalMessage: v.optional(text) })), []),
      }),
    ),
    v.minLength(1),
  ),
  homeWidgets: v.array(
    v.strictObject({
      /** The site whose home shows it (`TIMES_PRIME`); sites without one show none. */
      siteChannel: cardChannelId,
      cardChannelId,
      /** A generated picture's name (`promo-….svg`), served under /static/2x/. */
      inletImage: v.pipe(v.string(), v.regex(/^[a-z]+-[a-z0-9-]+\.svg$/, 'must be a generated picture name such as promo-visa-signature.svg')),
      title: text,
      subTitle: text,
      cta: text,
    }),
  ),
});
export type CardsFile = v.InferOutput<typeof CardsFileSchema>;
