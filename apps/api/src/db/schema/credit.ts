// The credit-score check: a member's check (their consent, the PAN encrypted and its last 4, the
// bureau's one-time code, hashed like login codes), the codes sent (the send limits count these)
// and the reports the bureau answered, each kept until it expires.
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './accounts';

export const creditChecks = pgTable(
  'credit_checks',
  {
    id: serial('id').primaryKey(),
    /** The check's id in the API (a UUID). */
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The PAN sealed with AES-256-GCM under a key derived from AUTH_SECRET (iv, tag and text, base64url). */
    panCiphertext: text('pan_ciphertext').notNull(),
    panLast4: text('pan_last4').notNull(),
    name: text('name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    consentedAt: instant('consented_at').notNull(),
    /** The mobile the code went to. */
    mobile: text('mobile').notNull(),
    /** HMAC-SHA256 (hex) of the check and the code, like login codes. */
    codeHash: text('code_hash').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('credit_checks_public_id_key').on(t.publicId),
    index('credit_checks_user_idx').on(t.userId, t.createdAt),
    check('credit_checks_pan_last4', sql`${t.panLast4} ~ '^[0-9]{3}[A-Z]$'`),
  ],
);

/** One row per bureau code sent: the per-mobile and per-address send limits count these. */
export const creditCodeSends = pgTable(
  'credit_code_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [index('credit_code_sends_mobile_idx').on(t.mobile, t.sentAt), index('credit_code_sends_ip_idx').on(t.ip, t.sentAt)],
);

/** The bureau's report for a member (only ever read by that member), kept until `expires_at`. */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkId: integer('check_id')
      .notNull()
      .references(() => creditChecks.id, { onDelete: 'cascade' }),
    bureau: text('bureau').notNull(),
    score: integer('score').notNull(),
    name: text('name').notNull(),
    panLast4: text('pan_last4').notNull(),
    /** The accounts, enquiries and payment history, as the contract's CreditReport has them. */
    details: jsonb('details').notNull(),
    generatedAt: instant('generated_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    refreshAvailableAt: instant('refresh_available_at').notNull(),
  },
  (t) => [
    uniqueIndex('credit_reports_public_id_key').on(t.publicId),
    // One report per check: verifying the same code twice at once cannot make two.
    uniqueIndex('credit_reports_check_key').on(t.checkId),
    index('credit_reports_user_idx').on(t.userId, t.generatedAt),
    check('credit_reports_score', sql`${t.score} between 300 and 900`),
  ],
);
