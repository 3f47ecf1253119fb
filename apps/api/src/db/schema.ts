// The database schema. Tables carry no schema qualifier so that `search_path` decides where they
// live: the tests give every test file its own PostgreSQL schema that way.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Free-form offer attributes, all strings (the contract's `OfferExtraInfo`). */
export type ExtraInfoMap = Record<string, string>;
export interface TemplateData {
  logo?: string;
  image?: string;
  hexCode?: string;
  title?: string;
  subTitle?: string;
}
export interface DisplayDetailData {
  title?: string;
  unlockCount?: number;
  label?: string;
}
export interface FaqData {
  question: string;
  answer: string;
}

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    priority: integer('priority').notNull(),
    isNative: boolean('is_native').notNull().default(false),
    icon: text('icon'),
    label: text('label'),
    categoryWiseImage: text('category_wise_image'),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), uniqueIndex('categories_name_key').on(t.name)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    color: text('color').notNull(),
    accentColor: text('accent_color').notNull(),
    tagline: text('tagline'),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    check('companies_color_hex', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('companies_accent_color_hex', sql`${t.accentColor} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    header: text('header').notNull(),
    subHeader: text('sub_header'),
    info: text('info'),
    priority: integer('priority').notNull(),
    welcome: boolean('welcome').notNull().default(false),
    membership: boolean('membership').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    maxSavings: integer('max_savings'),
    savingsText: text('savings_text'),
    cardSize: text('card_size').notNull().default('SMALL'),
    isLightTheme: boolean('is_light_theme').notNull().default(false),
    hideSavings: boolean('hide_savings').notNull().default(false),
    vpHeader: text('vp_header'),
    tagLabel: text('tag_label'),
    isNew: boolean('is_new').notNull().default(false),
    mktWorth: integer('mkt_worth'),
    url: text('url'),
    /** `keyPoints` inside is the JSON text of a list of HTML strings, as the spec stores it. */
    extraInfoMap: jsonb('extra_info_map').$type<ExtraInfoMap>().notNull().default({}),
    template: jsonb('template').$type<TemplateData>(),
    displayDetail: jsonb('display_detail').$type<DisplayDetailData>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Offer names are looked up case-insensitively, so they must be unique that way too.
    uniqueIndex('offers_name_lower_key').on(sql`lower(${t.name})`),
    index('offers_category_idx').on(t.categoryId, t.priority, t.id),
    index('offers_company_idx').on(t.companyId),
    check('offers_card_size', sql`${t.cardSize} in ('SMALL', 'BIG', 'COVER')`),
    check('offers_max_savings_positive', sql`${t.maxSavings} is null or ${t.maxSavings} >= 0`),
  ],
);

export const subOffers = pgTable(
  'sub_offers',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    header: text('header').notNull(),
    couponType: text('coupon_type'),
  },
  (t) => [
    index('sub_offers_offer_idx').on(t.offerId, t.position),
    check('sub_offers_coupon_type', sql`${t.couponType} is null or ${t.couponType} in ('POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'NONE')`),
  ],
);

/** What the offer detail page shows beyond the card. */
export const offerDetails = pgTable('offer_details', {
  offerId: integer('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  aboutText: text('about_text'),
  howToUse: jsonb('how_to_use').$type<string[]>().notNull().default([]),
  tncs: jsonb('tncs').$type<string[]>().notNull().default([]),
  faqs: jsonb('faqs').$type<FaqData[]>().notNull().default([]),
  offerings: jsonb('offerings').$type<string[]>().notNull().default([]),
  shareMessage: text('share_message'),
  noIndex: boolean('no_index').notNull().default(false),
  appOnly: boolean('app_only').notNull().default(false),
  isExpired: boolean('is_expired').notNull().default(false),
  /** What visitors read instead of the key points: JSON text of a list of HTML strings, like `keyPoints`. */
  loggedOutKeyPoints: text('logged_out_key_points'),
  /** Null: the page's default 'The offer has expired'. */
  isExpiredText: text('is_expired_text'),
  keyPointTitle: text('key_point_title'),
  howToUseTitle: text('how_to_use_title'),
  aboutTitle: text('about_title'),
  companyVideo: text('company_video'),
});

/** The logged-out home page's editorial content; one row per channel (`default` for now). */
export const homeContent = pgTable('home_content', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  headlineWords: jsonb('headline_words').$type<string[]>().notNull(),
  coreTitle: text('core_title').notNull(),
  coreTitlePrefix: text('core_title_prefix'),
  coreTitlePostfix: text('core_title_postfix'),
  coreHighlightColor: text('core_highlight_color'),
  coreSubTitle: text('core_sub_title').notNull(),
  joinCtaText: text('join_cta_text').notNull(),
  joiningAmount: integer('joining_amount').notNull(),
  strikeThrough: integer('strike_through'),
  discountAmount: integer('discount_amount'),
  discountLabel: text('discount_label'),
  couponCode: text('coupon_code'),
  faqs: jsonb('faqs').$type<FaqData[]>().notNull(),
  footerSubTitle: text('footer_sub_title').notNull(),
  optOutMissCall: text('opt_out_miss_call').notNull(),
});

export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    error: text('error').notNull(),
    errorInfo: text('error_info'),
    url: text('url').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_logs_created_at_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Accounts and sessions. No secret is stored readable: one-time codes as keyed HMACs, tickets and
// refresh tokens as SHA-256 hashes (they are 256-bit random, so a plain hash cannot be reversed).

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Fixed-window counters of every request limit (lookups, code checks, generations, opt-outs, client
 * logs, verifies): one row per limit, key and window, bumped with an atomic upsert, so every API
 * instance on the database shares them and concurrent hits on one key queue on its row.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    expiresAt: instant('expires_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/** A member's account; the contract's `User` without the per-session and computed fields. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The public id (`sso_` + random); the internal id never leaves the server. */
    ssoId: text('sso_id').notNull(),
    mobile: text('mobile').notNull(),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    city: text('city'),
    gender: text('gender'),
    dob: date('dob', { mode: 'string' }),
    dp: text('dp'),
    /** 0 attempted, 1 trial, 2 expired, 5 paid, 6 expired, 7 cancelled, 9 blocked, 10 unclaimed. */
    primeProfile: integer('prime_profile').notNull().default(0),
    primeId: text('prime_id'),
    variantName: text('variant_name'),
    corporate: boolean('corporate').notNull().default(false),
    business: boolean('business').notNull().default(false),
    businessLogo: text('business_logo'),
    superUser: boolean('super_user').notNull().default(false),
    /** Set by operations (support, campaigns); null means the server works it out at login. */
    clientNextAction: text('client_next_action'),
    startDate: instant('start_date'),
    endDate: instant('end_date'),
    lastEndDate: instant('last_end_date'),
    orderId: text('order_id'),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    showRenewal: boolean('show_renewal').notNull().default(false),
    totalSavings: doublePrecision('total_savings').notNull().default(0),
    averageSavings: doublePrecision('average_savings').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_sso_id_key').on(t.ssoId),
    uniqueIndex('users_mobile_key').on(t.mobile),
    index('users_email_idx').on(sql`lower(${t.email})`),
    check('users_mobile_format', sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`),
    check('users_gender', sql`${t.gender} is null or ${t.gender} in ('M', 'F', 'N')`),
    check('users_prime_profile', sql`${t.primeProfile} in (0, 1, 2, 5, 6, 7, 9, 10)`),
    check('users_savings_positive', sql`${t.totalSavings} >= 0 and ${t.averageSavings} >= 0`),
  ],
);

/**
 * The latest one-time code per mobile. Sending overwrites the row, which voids the previous code;
 * the wrong-try count lives here too, so it carries over to the next code.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    mobile: text('mobile').primaryKey(),
    /** HMAC-SHA256 (hex) of mobile and code under a key derived from AUTH_SECRET. */
    codeHash: text('code_hash').notNull(),
    nature: text('nature').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailedAt: instant('last_failed_at'),
  },
  (t) => [check('otp_codes_nature', sql`${t.nature} in ('SIGN_UP', 'LOG_IN')`)],
);

/** One row per code sent: the per-mobile and per-address send limits count these. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [index('otp_sends_mobile_idx').on(t.mobile, t.sentAt), index('otp_sends_ip_idx').on(t.ip, t.sentAt)],
);

/** Single-use tickets from a verified code, exchanged for a session within minutes. */
export const loginTickets = pgTable(
  'login_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (t) => [index('login_tickets_expires_idx').on(t.expiresAt)],
);

/** Every refresh token descends from one login: revoking the family ends all of them at once. */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    /** The hash of the ticket that started the session (profile updates may name the ticket). */
    ticketHash: text('ticket_hash').notNull(),
    channel: text('channel'),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('session_families_user_idx').on(t.userId), check('session_families_login_type', sql`${t.loginType} in ('SSO', 'GUEST')`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** When it was rotated; presenting it again afterwards is reuse. */
    usedAt: instant('used_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Signatures of ALTCHA challenges already solved, kept until the challenge expires: no replay. */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    id: text('id').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);

/** The 28 states and 8 union territories, in display order. */
export const states = pgTable(
  'states',
  {
    name: text('name').primaryKey(),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [check('states_kind', sql`${t.kind} in ('STATE', 'UNION_TERRITORY')`)],
);

/** The cities a member may pick in the profile. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state')
      .notNull()
      .references(() => states.name),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('cities_name_lower_key').on(sql`lower(${t.name})`)],
);

// ---------------------------------------------------------------------------------------------
// Joining and payment. Money is integer paise in INR everywhere in the database; rupees exist only
// at the API's edge.

/** What a member can buy or start: paid plans and the free trial. Prices are data, not code. */
export const subscriptionVariants = pgTable(
  'subscription_variants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    planType: text('plan_type').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** The list price (`subscriptionAmount`), struck out when the member pays less. */
    listPricePaise: integer('list_price_paise').notNull(),
    /** The price before codes. */
    pricePaise: integer('price_paise').notNull(),
    preferred: boolean('preferred').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    description: text('description'),
    statusTag: text('status_tag'),
    statusTagColour: text('status_tag_colour'),
  },
  (t) => [
    uniqueIndex('subscription_variants_name_key').on(t.name),
    check('subscription_variants_plan_type', sql`${t.planType} in ('PAYMENT', 'TRIAL')`),
    check('subscription_variants_prices', sql`${t.pricePaise} >= 0 and ${t.listPricePaise} >= ${t.pricePaise}`),
    check('subscription_variants_duration', sql`${t.durationDays} > 0`),
  ],
);

/** Gift (GC), promo and referral codes. */
export const codes = pgTable(
  'codes',
  {
    id: serial('id').primaryKey(),
    /** Normalised: trimmed, upper case (referral codes letters and digits only). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    discountPaise: integer('discount_paise'),
    discountPercent: integer('discount_percent'),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** Redemptions allowed over everyone; null means unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** ANYONE, or NEVER_PAID (members who never had a paid membership). */
    eligibility: text('eligibility').notNull().default('ANYONE'),
    /** The variant the code grants or is limited to. */
    variantName: text('variant_name'),
    offerText: text('offer_text'),
    primaryGcText: text('primary_gc_text'),
    /** Listed among the member's valid gift coupons (getValidGC). */
    listed: boolean('listed').notNull().default(false),
    /** For REFERRAL codes, the member who owns it. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('codes_code_key').on(t.code),
    uniqueIndex('codes_owner_key').on(t.ownerUserId),
    check('codes_type', sql`${t.type} in ('GC', 'REFERRAL', 'PROMO')`),
    check('codes_eligibility', sql`${t.eligibility} in ('ANYONE', 'NEVER_PAID')`),
    check('codes_discount', sql`(${t.discountPaise} is null) <> (${t.discountPercent} is null)`),
    check('codes_discount_percent', sql`${t.discountPercent} is null or ${t.discountPercent} between 1 and 100`),
    check('codes_used_count', sql`${t.usedCount} >= 0`),
  ],
);

/** A member's use of a code with a paid order (written when the order is activated). */
export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => codes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('code_redemptions_user_idx').on(t.userId, t.codeId), uniqueIndex('code_redemptions_order_key').on(t.orderId)],
);

export const referralCampaigns = pgTable('referral_campaigns', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  referrerReward: text('referrer_reward').notNull(),
  refereeReward: text('referee_reward').notNull(),
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at').notNull(),
});

/** Who referred whom; a member is referred at most once. */
export const referrals = pgTable('referrals', {
  refereeUserId: integer('referee_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  referrerUserId: integer('referrer_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  campaignId: text('campaign_id'),
  createdAt: instant('created_at').notNull(),
});

/** The free trial: the primary key makes it one per member, ever. */
export const trials = pgTable('trials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscriptionId: text('subscription_id').notNull(),
  variantId: integer('variant_id')
    .notNull()
    .references(() => subscriptionVariants.id),
  startDate: instant('start_date').notNull(),
  endDate: instant('end_date').notNull(),
  attribution: jsonb('attribution').$type<Record<string, string | null>>().notNull(),
  createdAt: instant('created_at').notNull(),
});

/** Paid orders. Status only moves forward: CREATED → PENDING → PAID | FAILED | CANCELLED. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the create request, to tell a retry from a different request under the same key. */
    requestHash: text('request_hash').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => subscriptionVariants.id),
    status: text('status').notNull(),
    pgType: text('pg_type').notNull(),
    paymentId: text('payment_id'),
    codeId: integer('code_id').references(() => codes.id),
    code: text('code'),
    subscriptionAmountPaise: integer('subscription_amount_paise').notNull(),
    gcAmountPaise: integer('gc_amount_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    attribution: jsonb('attribution').$type<Record<string, string | null>>().notNull(),
    failureReason: text('failure_reason'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_payment_key').on(t.paymentId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_status', sql`${t.status} in ('CREATED', 'PENDING', 'PAID', 'FAILED', 'CANCELLED')`),
    check('orders_amounts', sql`${t.amountPaise} >= 0 and ${t.gcAmountPaise} >= 0 and ${t.amountPaise} <= ${t.subscriptionAmountPaise}`),
    check('orders_currency', sql`${t.currency} = 'INR'`),
  ],
);

/**
 * The membership a paid order granted. The gateway's return, its webhook and the client's polls may
 * all report the same payment, in any order and at once, so activation is keyed on the order id:
 * the second insert finds the row and changes nothing. The serial id numbers the tax invoices.
 */
export const orderActivations = pgTable('order_activations', {
  id: serial('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .unique('order_activations_order_key')
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  startDate: instant('start_date').notNull(),
  endDate: instant('end_date').notNull(),
  /** The member's state when paid (decides CGST and SGST or IGST on the invoice). */
  placeOfSupply: text('place_of_supply'),
  createdAt: instant('created_at').notNull(),
});

/** Gateway webhook events already processed: a redelivered event id is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  pgType: text('pg_type').notNull(),
  orderId: text('order_id').notNull(),
  paymentId: text('payment_id').notNull(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull(),
});

/**
 * The sandbox gateway's own records (a real gateway keeps these on its side). A pending payment
 * resolves to success at `resolveAt`.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    returnUrl: text('return_url').notNull(),
    resolveAt: instant('resolve_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('sandbox_payments_order_idx').on(t.orderId),
    check('sandbox_payments_status', sql`${t.status} in ('CREATED', 'PENDING', 'SUCCEEDED', 'FAILED')`),
  ],
);

/** Marketing and business campaigns: a landing page with a code and a price. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    /** The URL name (`/campaigns/{campaignName}`). */
    name: text('name').notNull(),
    business: boolean('business').notNull().default(false),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    /** The promo code the campaign applies (normalised), if any. */
    code: text('code'),
    variantName: text('variant_name'),
    ctaText: text('cta_text').notNull(),
    bgColor: text('bg_color').notNull(),
    textColor: text('text_color').notNull(),
    widgetHeader: text('widget_header').notNull(),
    bannerText: text('banner_text'),
    showFt: boolean('show_ft').notNull().default(false),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  (t) => [uniqueIndex('campaigns_name_key').on(t.name)],
);

/** Bank and wallet offers shown on the payment page. */
export const paymentOffers = pgTable('payment_offers', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  logo: text('logo'),
  position: integer('position').notNull(),
});

/** Affiliate conversions reported after purchases, once per order. */
export const affiliateConversions = pgTable('affiliate_conversions', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  clickId: text('click_id').notNull(),
  saleAmountPaise: integer('sale_amount_paise').notNull(),
  couponCode: text('coupon_code'),
  createdAt: instant('created_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Content: FAQ, terms and editorial pages, the blog, SMS opt-outs, and the frame around every page
// (footer and side menu). Seeded from YAML, each table while it is empty.

/** One paragraph block of a page, terms or article (the contract's `ContentSection`). */
export interface ContentSectionData {
  heading: string | null;
  paragraphs: string[];
  items: string[];
}

export const faqCategories = pgTable(
  'faq_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [uniqueIndex('faq_categories_slug_key').on(t.slug)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [index('faq_entries_category_idx').on(t.categoryId, t.position)],
);

/** Terms (`kind` TERMS, by tncName) and editorial pages (`kind` PAGE, by pageName). */
export const contentPages = pgTable(
  'content_pages',
  {
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    updatedOn: date('updated_on', { mode: 'string' }).notNull(),
    sections: jsonb('sections').$type<ContentSectionData[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] }), check('content_pages_kind', sql`${t.kind} in ('TERMS', 'PAGE')`)],
);

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** A file name served by `/static/2x/{imageName}`. */
    imageName: text('image_name').notNull(),
    author: text('author').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    readMinutes: integer('read_minutes').notNull(),
    /** Topic tags; a catalogue category's slug among them relates the article to that category. */
    tags: text('tags').array().notNull(),
    sections: jsonb('sections').$type<ContentSectionData[]>().notNull(),
  },
  (t) => [
    index('blog_articles_published_idx').on(t.publishedOn, t.id),
    index('blog_articles_tags_idx').using('gin', t.tags),
    check('blog_articles_read_minutes', sql`${t.readMinutes} >= 1`),
  ],
);

export const unsubscribeReasons = pgTable('unsubscribe_reasons', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

/** Mobiles that asked for no more marketing SMS; the latest reason wins. */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    mobile: text('mobile').primaryKey(),
    reasonId: text('reason_id')
      .notNull()
      .references(() => unsubscribeReasons.id),
    comment: text('comment'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [check('sms_opt_outs_mobile_format', sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`)],
);

/** The footer and the mobile side menu, as the seed's layout.yaml gives them (one row per channel). */
export interface LinkItemData {
  label: string;
  url: string;
  isNative: boolean;
}
export interface IconLinkData {
  label: string;
  /** A file name under `/static/2x/`. */
  icon: string;
  link: string;
}
export interface FooterData {
  subTitle: string;
  heading: { support: string; category: string; downloadApp: string; socialMedia: string };
  support: { label: string; subSections: LinkItemData[] };
  legal: { label: string; subSections: LinkItemData[] };
  appIcons: IconLinkData[];
  socialMediaIcons: IconLinkData[];
  optOutMissCall: string;
  hideCategoryMobile: boolean;
  festiveImage: string | null;
  /** How many Top Benefits links the footer shows at most. */
  topBenefitsLimit: number;
}
export interface HamburgerMenuData {
  menu: { text: string; icon: string | null; path: string | null; dropDown: boolean; items: LinkItemData[] }[];
  downloadLinkIos: string;
  downloadLinkAndroid: string;
  /** A file name under `/static/2x/`. */
  downloadAppImage: string;
}

export const layoutContent = pgTable('layout_content', {
  key: text('key').primaryKey(),
  footer: jsonb('footer').$type<FooterData>().notNull(),
  hamburgerMenu: jsonb('hamburger_menu').$type<HamburgerMenuData>().notNull(),
});

// ---------------------------------------------------------------------------------------------
// Browsing: the home page's editorial sections, banners (viewports, strip) and promotions.

export interface HowToUseStepData {
  title: string;
  description: string;
  icon: string;
}
export interface AppInstallData {
  downloadLinkAndroid: string;
  downloadLinkIos: string;
  androidRating: number;
  iosRating: number;
  androidImage: string;
  iosImage: string;
  titlePrefix: string | null;
  title: string;
  titlePostfix: string | null;
}
export interface SeoBlockData {
  heading: string;
  paragraphs: string[];
}
export interface BannerActionData {
  couponCode?: string;
  id?: number;
  offerName?: string;
  categorySlug?: string;
  redirectionUrl?: string;
}

/** The home page's sections beside home_content (one row per channel, `default` for now). */
export const homeSections = pgTable('home_sections', {
  key: text('key').primaryKey(),
  howToUseTitle: text('how_to_use_title').notNull(),
  howToUseSteps: jsonb('how_to_use_steps').$type<HowToUseStepData[]>().notNull(),
  reviewTitle: text('review_title').notNull(),
  appInstall: jsonb('app_install').$type<AppInstallData>().notNull(),
  exclusiveKnowMoreImage: text('exclusive_know_more_image').notNull(),
  exclusiveHeader: text('exclusive_header').notNull(),
  exclusiveSubHeader: text('exclusive_sub_header').notNull(),
  freeTrialTitle: text('free_trial_title').notNull(),
  freeTrialSubTitle: text('free_trial_sub_title').notNull(),
  freeTrialCtaText: text('free_trial_cta_text').notNull(),
  seoBlocks: jsonb('seo_blocks').$type<SeoBlockData[]>().notNull(),
  /** Rupees; null: the sum of the core offers' market worth. */
  benefitsWorth: integer('benefits_worth'),
  marketingCouponCode: text('marketing_coupon_code'),
});

export const customerReviews = pgTable(
  'customer_reviews',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    handle: text('handle'),
    city: text('city'),
    text: text('text').notNull(),
    rating: integer('rating').notNull(),
    avatarUrl: text('avatar_url'),
  },
  (t) => [check('customer_reviews_rating', sql`${t.rating} between 1 and 5`)],
);

/** A banner group: the weekly promotions or the events carousel. */
export const viewports = pgTable(
  'viewports',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').notNull(),
    name: text('name').notNull(),
    imageName: text('image_name').notNull(),
    isWeb: boolean('is_web').notNull().default(true),
    isMweb: boolean('is_mweb').notNull().default(true),
    title: text('title'),
    subTitle: text('sub_title'),
  },
  (t) => [uniqueIndex('viewports_slot_key').on(t.slot), check('viewports_slot', sql`${t.slot} in ('WEEKLY', 'EVENT')`)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    viewportId: integer('viewport_id')
      .notNull()
      .references(() => viewports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mediaType: text('media_type').notNull().default('IMAGE'),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text'),
    showCta: boolean('show_cta').notNull().default(true),
    ctaText: text('cta_text'),
    actionType: text('action_type'),
    actionData: jsonb('action_data').$type<BannerActionData>(),
    titleIcon: text('title_icon'),
    title: text('title'),
    description: text('description'),
    redirectionUrl: text('redirection_url'),
  },
  (t) => [
    index('banners_viewport_idx').on(t.viewportId, t.position),
    check('banners_media_type', sql`${t.mediaType} in ('IMAGE', 'ANIMATION')`),
    check(
      'banners_action_type',
      sql`${t.actionType} is null or ${t.actionType} in ('REVIEW_ORDER', 'OFFER', 'URL_REDIRECTION', 'HOME_PAGE', 'GET_CREDIT_REPORT')`,
    ),
  ],
);

/** The marquee strip under the banners; the first active one by position shows. */
export const bannerStrips = pgTable('banner_strips', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  bgColor: text('bg_color').notNull(),
  active: boolean('active').notNull().default(true),
});

/** The promotional carousel. Audience rules: see PromotionsService. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    redirectionUrl: text('redirection_url'),
    cardImage: text('card_image'),
    /** Sells the membership: left out for viewers who need no payment. */
    sellsMembership: boolean('sells_membership').notNull().default(false),
    /** Only for these primeProfile values; null: everyone. */
    planStatusIds: jsonb('plan_status_ids').$type<number[]>(),
    /** Hidden from holders of these variants. */
    hiddenForVariants: jsonb('hidden_for_variants').$type<string[]>().notNull().default([]),
  },
  (t) => [index('promotions_position_idx').on(t.position)],
);

// ---------------------------------------------------------------------------------------------
// Offer actions: what a member can do with an offer (the spec's sub-offer for actions, here an
// "offering", one per offer), the pools of codes it hands out and the activations it records.

/** The CTA texts and status messages an offering may override (spec §3 normalized page data). */
export interface OfferingTexts {
  preGeneration?: string;
  postGeneration?: string;
  inProcess?: string;
  oos?: string;
  pending?: string;
}

/**
 * The actionable part of an offer (`offeringName` in the action calls): how it is availed and the
 * rules of its distribution. `kind`: POOL hands out one code from `coupon_codes` per generation;
 * CONSTANT shows one shared code; ACTIVATION activates a membership at the partner (completes at
 * once, or stays in process when `activationCompletes` is false); URL sends the member to the
 * partner with a signed token; APP_ONLY and APP_CTA are availed in the app; NONE has no action.
 */
export const offerings = pgTable(
  'offerings',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    constantCode: text('constant_code'),
    redirectionUrl: text('redirection_url'),
    /** Codes (or activations) a member may get per refresh window. */
    maxRedemption: integer('max_redemption').notNull().default(1),
    /** Length of the rolling window in days; null: the limit is for the membership's lifetime. */
    refreshDays: integer('refresh_days'),
    /** Rupees one code saves; added to the member's total savings when it is handed out. */
    savingsPerCode: integer('savings_per_code').notNull().default(0),
    /** Days a handed-out code stays valid. */
    codeValidityDays: integer('code_validity_days').notNull().default(30),
    distributionPaused: boolean('distribution_paused').notNull().default(false),
    pausedLabel: text('paused_label'),
    pausedCtaLabel: text('paused_cta_label'),
    pausedCtaUrl: text('paused_cta_url'),
    /** Codes are card numbers with a PIN ('NUMBER: ' / 'PIN: '). */
    cardType: boolean('card_type').notNull().default(false),
    partnerCtaLabel: text('partner_cta_label'),
    partnerCtaUrl: text('partner_cta_url'),
    /** The app's deep link for this offering (`dlUrl`). */
    dlUrl: text('dl_url'),
    activationCompletes: boolean('activation_completes').notNull().default(true),
    texts: jsonb('texts').$type<OfferingTexts>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('offerings_offer_key').on(t.offerId),
    uniqueIndex('offerings_name_lower_key').on(sql`lower(${t.name})`),
    check('offerings_kind', sql`${t.kind} in ('POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'APP_ONLY', 'APP_CTA', 'NONE')`),
    check('offerings_max_redemption', sql`${t.maxRedemption} >= 0`),
    check('offerings_refresh_days', sql`${t.refreshDays} is null or ${t.refreshDays} > 0`),
    check('offerings_constant_code', sql`${t.kind} <> 'CONSTANT' or ${t.constantCode} is not null`),
  ],
);

/**
 * A pool's codes. A code is free while `user_id` is null; handing it out sets the member, the
 * time, the request's idempotency key and the state in one statement, so no code can go to two
 * members and a retried request finds the code it already got.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    pin: text('pin'),
    /** When a handed-out code stops working (set at hand-out from `codeValidityDays`, or stocked). */
    expiresAt: instant('expires_at'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: instant('assigned_at'),
    idempotencyKey: text('idempotency_key'),
    /** null while free; GENERATED at hand-out, then COPIED and REDEEMED as the member uses it. */
    state: text('state'),
    savings: integer('savings').notNull().default(0),
  },
  (t) => [
    uniqueIndex('coupon_codes_code_key').on(t.offeringId, t.code),
    uniqueIndex('coupon_codes_idempotency_key').on(t.userId, t.idempotencyKey),
    index('coupon_codes_free_idx').on(t.offeringId, t.id).where(sql`${t.userId} is null`),
    index('coupon_codes_member_idx').on(t.userId, t.offeringId, t.assignedAt),
    check('coupon_codes_assigned', sql`(${t.userId} is null) = (${t.assignedAt} is null) and (${t.userId} is null) = (${t.state} is null)`),
    check('coupon_codes_state', sql`${t.state} is null or ${t.state} in ('GENERATED', 'COPIED', 'REDEEMED')`),
  ],
);

/**
 * A member's activation of an offering: OFFER records that a member took a constant code or an
 * offer; MEMBERSHIP activates a partner membership. `status` 4 is activated, 1 in process.
 */
export const offerActivations = pgTable(
  'offer_activations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: integer('status').notNull(),
    savings: integer('savings').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_activations_key').on(t.userId, t.offeringId, t.kind),
    check('offer_activations_kind', sql`${t.kind} in ('OFFER', 'MEMBERSHIP')`),
    check('offer_activations_status', sql`${t.status} in (1, 4)`),
  ],
);
