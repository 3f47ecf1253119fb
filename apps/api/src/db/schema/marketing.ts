// Promotional-email opt-outs (/unsubscribe) and each member's consent to the marketing profile,
// with the fingerprint of the profile last queued for the marketing tool (modules/messages/marketing).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { optOutColumns } from './content';
import { instant } from './columns';

/** Email addresses (trimmed, lower-cased) that asked for no more promotional email; the latest reason wins. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    email: text('email').primaryKey(),
    ...optOutColumns(),
  },
  (t) => [check('email_opt_outs_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** A member's answer to the analytics and ads consent, as the site last told it. */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'granted' or 'denied'. */
    consent: text('consent').notNull(),
    /** SHA-256 of the profile last queued for the marketing tool: an unchanged profile is not sent again. */
    profileHash: text('profile_hash'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [check('marketing_consents_consent', sql`${t.consent} in ('granted', 'denied')`)],
);
