// The operator console's own tables: the staff who sign in through the company's identity provider,
// their short-lived sessions, the campaign drafts marketers edit before publishing, and the audit log
// every staff action writes. The audit log is append-only: a trigger (migration 0019) refuses any
// UPDATE, DELETE or TRUNCATE of it, whoever asks.
import { bigserial, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

export const STAFF_ROLES = ['reviewer', 'support', 'marketer', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member as the identity provider names them (issuer and subject), with the roles it last asserted. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The roles of the last sign-in (the provider's groups, mapped); re-read at every sign-in. */
    roles: text('roles').array().notNull(),
    createdAt: instant('created_at').notNull(),
    lastSignInAt: instant('last_sign_in_at').notNull(),
  },
  (t) => [uniqueIndex('staff_members_subject_key').on(t.issuer, t.subject)],
);

/** A staff sign-in: the cookie holds the token, this row its SHA-256 (and the CSRF token's). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    csrfHash: text('csrf_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    roles: text('roles').array().notNull(),
    createdAt: instant('created_at').notNull(),
    /** Moves forward with use (idle timeout), never past `absoluteExpiresAt`. */
    expiresAt: instant('expires_at').notNull(),
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    signedOutAt: instant('signed_out_at'),
  },
  (t) => [uniqueIndex('staff_sessions_token_key').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** What a marketer edits: the campaign's fields as the public page would show them, published or not. */
export const campaignDrafts = pgTable('campaign_drafts', {
  /** The campaign's URL name (`/campaigns/{name}`). */
  name: text('name').primaryKey(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  updatedAt: instant('updated_at').notNull(),
  updatedBy: integer('updated_by').references(() => staffMembers.id, { onDelete: 'set null' }),
});

/** Every staff action, appended once and never changed (who, when, what, before and after). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull(),
    /** Kept as text too, so the entry still says who after a staff row is gone. */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    roles: text('roles').array().notNull(),
    /** The contract operation (`adminDecideStudentRequest`) or the sign-in event (`staffSignIn`). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffEmail, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);
