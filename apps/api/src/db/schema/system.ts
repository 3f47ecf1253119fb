// System: client error reports and the request limits' counters.
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant } from './columns';

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

/**
 * The catalogue's version: one row, bumped by a statement trigger on every table the public reads
 * are built from (offers, categories, banners, content...), in the same transaction as the change,
 * whoever makes it (the seed, an import, a script). API instances hold the public reads built for
 * a version and rebuild when the number moves.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);
