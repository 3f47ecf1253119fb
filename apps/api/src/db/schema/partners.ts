// Co-brand partners: each partner's plan, its enrolment list (mobiles the store registered), its
// store codes, and the co-brand memberships members claimed. A member claims at most one
// membership per partner: the unique (user, partner) key is what makes a claim happen once.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './accounts';

const partnerCheck = (column: unknown) => sql`${column} in ('SHOPPERS_STOP', 'MORE_REWARDS')`;

/** The membership a partner's members claim: one plan per partner, seeded everywhere. */
export const partnerPlans = pgTable(
  'partner_plans',
  {
    partner: text('partner').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    durationDays: integer('duration_days').notNull(),
  },
  (t) => [uniqueIndex('partner_plans_name_key').on(t.name), check('partner_plans_partner', partnerCheck(t.partner)), check('partner_plans_duration', sql`${t.durationDays} > 0`)],
);

/** A partner's enrolment list, imported from its CSV files. Unclaimed until the member claims. */
export const partnerEnrolments = pgTable(
  'partner_enrolments',
  {
    id: serial('id').primaryKey(),
    partner: text('partner').notNull(),
    mobile: text('mobile').notNull(),
    enrolledAt: instant('enrolled_at').notNull(),
    claimedAt: instant('claimed_at'),
    claimedByUserId: integer('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('partner_enrolments_partner_mobile_key').on(t.partner, t.mobile),
    check('partner_enrolments_partner', partnerCheck(t.partner)),
    check('partner_enrolments_mobile_format', sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`),
  ],
);

/** Codes a partner's stores hand out: any number of members, once per member. */
export const partnerStoreCodes = pgTable(
  'partner_store_codes',
  {
    id: serial('id').primaryKey(),
    partner: text('partner').notNull(),
    /** Normalised: trimmed, upper case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** Set while a marketer has paused the code. */
    pausedAt: instant('paused_at'),
  },
  (t) => [uniqueIndex('partner_store_codes_code_key').on(t.code), check('partner_store_codes_partner', partnerCheck(t.partner))],
);

/** The co-brand memberships claimed: at most one per member and partner, ever. */
export const partnerMemberships = pgTable(
  'partner_memberships',
  {
    id: serial('id').primaryKey(),
    partner: text('partner').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    /** What the claim went through: the enrolment, a store code, or both. */
    enrolmentId: integer('enrolment_id').references(() => partnerEnrolments.id, { onDelete: 'set null' }),
    storeCodeId: integer('store_code_id').references(() => partnerStoreCodes.id, { onDelete: 'set null' }),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    /** Where the claiming visit came from (as trials and orders keep it); null for claims made before it was kept. */
    attribution: jsonb('attribution').$type<Record<string, string | null>>(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('partner_memberships_user_partner_key').on(t.userId, t.partner),
    index('partner_memberships_store_code_idx').on(t.storeCodeId),
    check('partner_memberships_partner', partnerCheck(t.partner)),
  ],
);
