// SQL of the message outbox (db/schema/messages.ts). Enqueueing runs on the caller's transaction
// handle, so a message exists exactly when the code it carries does. Claiming uses
// `FOR UPDATE SKIP LOCKED` with a lease, so any number of API processes share the work and a
// message whose sender died is taken again once its lease lapses.
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { outboxMessages } from '../../db/schema';

/** 'profile': a member's marketing profile for the marketing tool (adapters/profile), its JSON in the body. */
export type MessageChannel = 'sms' | 'email' | 'profile';
/** The registered templates (DLT in India): the provider is told which one a text follows. */
export type MessageTemplate = 'login_otp' | 'credit_otp' | 'student_decision';
/** What a row of the outbox follows: a text's template, the marketing profile, or an email's kind ('invoice': a tax invoice resent from the console). */
export type OutboxTemplate = MessageTemplate | 'marketing_profile' | 'invoice';
/** How a process delivers a channel: a real provider, the development outbox, or the log. */
export type MessageDelivery = 'provider' | 'outbox' | 'log';
/**
 * A sender's own delivery per channel: it claims only messages written for that delivery. `profile`
 * is present only where a marketing-profile tool is configured: a sender without one claims none.
 */
export type ChannelDeliveries = Record<'sms' | 'email', MessageDelivery> & { profile?: MessageDelivery };

export interface NewMessage {
  channel: MessageChannel;
  /** '+91…' for a text, the lower-cased address for an email, the member's ssoId for a profile. */
  to: string;
  template: OutboxTemplate;
  subject?: string;
  text: string;
  code: string | null;
  /** Not worth delivering after this moment (the code's expiry). */
  expiresAt: Date;
  /** How the writing process delivers this channel (absent: any sender may take it). */
  delivery?: MessageDelivery;
}

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Writes a message to send, on `db` (the transaction that also writes its code). */
export async function enqueueMessage(db: AppDb, message: NewMessage, now: Date): Promise<void> {
  await db.insert(outboxMessages).values({
    channel: message.channel,
    delivery: message.delivery ?? null,
    recipient: message.to,
    template: message.template,
    subject: message.subject ?? null,
    body: message.text,
    code: message.code,
    nextAttemptAt: now,
    createdAt: now,
    expiresAt: message.expiresAt,
  });
}

export class MessageRepository {
  constructor(private readonly db: AppDb) {}

  /**
   * Claims up to `limit` messages that are due (or whose claim lapsed) for `leaseMs`, oldest first,
   * skipping those another sender holds; each claim counts as an attempt. With `deliveries`, only
   * the messages written for this sender's delivery of their channel (or for any).
   */
  async claim(now: Date, limit: number, leaseMs: number, deliveries?: ChannelDeliveries): Promise<OutboxRow[]> {
    const mine = (channel: MessageChannel, delivery: MessageDelivery) =>
      and(eq(outboxMessages.channel, channel), or(isNull(outboxMessages.delivery), eq(outboxMessages.delivery, delivery)));
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            or(
              and(eq(outboxMessages.status, 'pending'), sql`${outboxMessages.nextAttemptAt} <= ${now}`),
              and(eq(outboxMessages.status, 'sending'), lt(outboxMessages.leaseUntil, now)),
            ),
            deliveries
              ? or(mine('sms', deliveries.sms), mine('email', deliveries.email), deliveries.profile ? mine('profile', deliveries.profile) : undefined)
              : undefined,
          ),
        )
        .orderBy(outboxMessages.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outboxMessages)
        .set({ status: 'sending', leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outboxMessages.attempts} + 1` })
        .where(inArray(outboxMessages.id, due.map((row) => row.id)))
        .returning();
    });
  }

  /** Delivered: the words and the code are dropped unless `keepText` (the development outbox, which is the phone). */
  async markSent(id: number, now: Date, providerMessageId: string | null, keepText: boolean): Promise<void> {
    await this.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: now, leaseUntil: null, providerMessageId, lastError: null, ...(keepText ? {} : { body: null, code: null }) })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'sending')));
  }

  /** Not delivered this time: tried again at `retryAt`. */
  async markRetry(id: number, retryAt: Date, error: string): Promise<void> {
    await this.db
      .update(outboxMessages)
      .set({ status: 'pending', nextAttemptAt: retryAt, leaseUntil: null, lastError: error })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'sending')));
  }

  /** Given up (refused by the provider, or its code expired): the words and the code are dropped. */
  async markFailed(id: number, error: string, keepText: boolean): Promise<void> {
    await this.db
      .update(outboxMessages)
      .set({ status: 'failed', leaseUntil: null, lastError: error, ...(keepText ? {} : { body: null, code: null }) })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'sending')));
  }

  /** Pending messages whose code has expired are given up without an attempt. */
  async expire(now: Date): Promise<number> {
    const rows = await this.db
      .update(outboxMessages)
      .set({ status: 'failed', lastError: 'expired before delivery', body: null, code: null })
      .where(and(eq(outboxMessages.status, 'pending'), lt(outboxMessages.expiresAt, now)))
      .returning({ id: outboxMessages.id });
    return rows.length;
  }

  /** Deletes delivered and failed messages created before `before`. */
  async prune(before: Date): Promise<number> {
    const rows = await this.db
      .delete(outboxMessages)
      .where(and(inArray(outboxMessages.status, ['sent', 'failed']), lt(outboxMessages.createdAt, before)))
      .returning({ id: outboxMessages.id });
    return rows.length;
  }

  /** Messages still waiting (pending or being sent): the outbox's depth. */
  async depth(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages).where(inArray(outboxMessages.status, ['pending', 'sending']));
    return row?.n ?? 0;
  }

  /** The development outbox: the messages to `recipient` that still hold their words, newest first. */
  async readableTo(recipient: string, limit = 50): Promise<OutboxRow[]> {
    return this.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), isNotNull(outboxMessages.body)))
      .orderBy(desc(outboxMessages.id))
      .limit(limit);
  }

  async byId(id: number): Promise<OutboxRow | undefined> {
    const [row] = await this.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    return row;
  }
}
