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
