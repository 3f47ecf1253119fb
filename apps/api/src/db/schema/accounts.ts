// Accounts and sessions. No secret is stored readable: one-time codes as keyed HMACs, tickets and
// refresh tokens as SHA-256 hashes (they are 256-bit random, so a plain hash cannot be reversed).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** A member's account; the contract's `User` without the per-session and computed fields. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The public id (`sso_` + random); the internal id never leaves the server. */
    ssoId: text('sso_id').notNull(),
    /** Null for an account registered with an email alone. */
    mobile: text('mobile'),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** How often the member replaced one email with another (auth 435 refuses the fourth). */
    emailChanges: integer('email_changes').notNull().default(0),
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
    /** The card network whose card-linked membership the member activated (`VISA`): a card-network user. */
    cardNetwork: text('card_network'),
    /**
     * When a membership scheduled for later (a card-linked future activation) starts; null when none
     * is pending. The membership itself is granted at the member's first authenticated call from then on.
     */
    membershipScheduledAt: instant('membership_scheduled_at'),
    /** Set while support has blocked the account: it cannot sign in, and its sessions were ended. */
    blockedAt: instant('blocked_at'),
    blockedReason: text('blocked_reason'),
    /** The language the member chose for the sites (`en`, `hi`); null until they choose one. */
    language: text('language'),
    totalSavings: doublePrecision('total_savings').notNull().default(0),
    averageSavings: doublePrecision('average_savings').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_sso_id_key').on(t.ssoId),
    uniqueIndex('users_mobile_key').on(t.mobile),
    index('users_email_idx').on(sql`lower(${t.email})`),
    // An email is a login once verified, so at most one account holds it verified.
    uniqueIndex('users_verified_email_key').on(sql`lower(${t.email})`).where(sql`${t.emailVerified}`),
    check('users_mobile_or_email', sql`${t.mobile} is not null or ${t.email} is not null`),
    check('users_mobile_format', sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`),
    check('users_gender', sql`${t.gender} is null or ${t.gender} in ('M', 'F', 'N')`),
    check('users_language', sql`${t.language} is null or ${t.language} in ('en', 'hi')`),
    check('users_prime_profile', sql`${t.primeProfile} in (0, 1, 2, 5, 6, 7, 9, 10)`),
    check('users_savings_positive', sql`${t.totalSavings} >= 0 and ${t.averageSavings} >= 0`),
    check('users_card_network', sql`${t.cardNetwork} is null or ${t.cardNetwork} in ('VISA')`),
  ],
);

/**
 * The latest one-time code per mobile or email. Sending overwrites the row, which voids the previous
 * code; the wrong-try count lives here too, so it carries over to the next code.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    /** The identifier the code went to: the 10-digit mobile, or the lower-cased email (email logins came later; the column kept its name). */
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

/** One row per code sent: the per-identifier (mobile or email) and per-address send limits count these. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The mobile or the lower-cased email, as in `otp_codes`. */
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
    /** What the verified code went to: an SSO session from the ticket marks that one verified. */
    identifierType: text('identifier_type').notNull().default('mobile'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (t) => [index('login_tickets_expires_idx').on(t.expiresAt), check('login_tickets_identifier_type', sql`${t.identifierType} in ('mobile', 'email')`)],
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
