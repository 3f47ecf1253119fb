// System: client error reports and the request limits' counters.
import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
