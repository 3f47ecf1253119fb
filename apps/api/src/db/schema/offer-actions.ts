// Offer actions: what a member can do with an offer (the spec's sub-offer for actions, here an
// "offering", one per offer), the pools of codes it hands out and the activations it records.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { offers } from './catalogue';
import { users } from './accounts';

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
