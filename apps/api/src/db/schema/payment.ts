// Joining and payment. Money is integer paise in INR everywhere in the database; rupees exist only
// at the API's edge.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './accounts';

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
    /** Set while a marketer has paused the code: it is refused as an unknown code would be. */
    pausedAt: instant('paused_at'),
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
    /** The campaign's own footer (its terms), shown under the page; null for none. */
    footer: jsonb('footer').$type<{ heading: string; lines: string[] }>(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** Whether the public page shows it (the console publishes and unpublishes; seeded campaigns are published). */
    published: boolean('published').notNull().default(true),
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
