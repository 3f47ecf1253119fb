// The message outbox: every text and email the API sends (login codes, the credit bureau's codes) is
// written here in the same transaction as the code it carries, and a sender in each API process
// delivers it afterwards (modules/messages). No request waits on a provider, and a provider that
// stalls holds no database connection.
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant } from './columns';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'sms', 'email' or 'profile' (a member's marketing profile for the marketing tool; the body is its JSON). */
    channel: text('channel').notNull(),
    /**
     * How the process that wrote it delivers this channel: 'provider' (a real gateway or SMTP),
     * 'outbox' (the development outbox) or 'log'. A sender takes only messages of its own kind, so a
     * development API on production's database never takes production's texts, nor the reverse.
     */
    delivery: text('delivery'),
    /** '+91…' for a text, the lower-cased address for an email. */
    recipient: text('recipient').notNull(),
    /** The registered template the text follows (DLT in India): 'login_otp', 'credit_otp', 'student_decision'. */
    template: text('template').notNull(),
    subject: text('subject'),
    /** The words sent; emptied once the message is delivered or given up by a real provider (it holds a code). */
    body: text('body'),
    /** The code the message carries, for the development outbox only; emptied with the body. */
    code: text('code'),
    /** pending → sending (claimed, with a lease) → sent | failed; back to pending to retry. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    /** While `sending`: the claim lapses at this moment, and another sender may take the message. */
    leaseUntil: instant('lease_until'),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: instant('created_at').notNull(),
    /** Not worth delivering after this (the code it carries has expired). */
    expiresAt: instant('expires_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_messages_recipient_idx').on(t.recipient, t.id),
    check('outbox_messages_channel', sql`${t.channel} in ('sms', 'email', 'profile')`),
    check('outbox_messages_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check('outbox_messages_delivery', sql`${t.delivery} is null or ${t.delivery} in ('provider', 'outbox', 'log')`),
  ],
);
