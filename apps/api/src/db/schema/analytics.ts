// Analytics: the first-party collector's events (POST /api/events). One row per event, with the
// common payload as columns (the funnel report groups by them) and the event's own fields as JSON.
// No personal data: an anonymous device id and the member's ssoId identify the viewer; no address,
// user agent, mobile or email is kept (only the device class the collector derives from the user
// agent: phone, tablet or desktop).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    deviceId: text('device_id').notNull(),
    memberId: text('member_id'),
    site: text('site').notNull(),
    channel: text('channel').notNull(),
    loginState: text('login_state').notNull(),
    primeProfile: integer('prime_profile'),
    savingsBucket: text('savings_bucket').notNull(),
    ftpSource: text('ftp_source'),
    path: text('path').notNull(),
    /** phone, tablet or desktop, from the collecting request's user agent; null when it sent none (or before it was kept). */
    deviceClass: text('device_class'),
    props: jsonb('props').$type<Record<string, string | number | boolean | string[] | null>>().notNull(),
  },
  (t) => [
    index('analytics_events_occurred_at_idx').on(t.occurredAt),
    index('analytics_events_name_occurred_at_idx').on(t.name, t.occurredAt),
    index('analytics_events_device_idx').on(t.deviceId, t.id),
    check('analytics_events_device_class', sql`${t.deviceClass} in ('phone', 'tablet', 'desktop')`),
  ],
);
