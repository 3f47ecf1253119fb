// Social logins: which Google or Facebook identity signs in to which account. An identity is linked
// once (by a verified email or mobile, or when its account is created) and from then on signs in by
// its subject, whatever the provider later says its email is.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './accounts';

export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    /** The provider's stable subject (`sub`), never its email. */
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastLoginAt: instant('last_login_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('social_identities_user_idx').on(t.userId),
    check('social_identities_provider', sql`${t.provider} in ('google', 'facebook')`),
  ],
);
