// The marketing profile (spec §5 and §7: "Analytics go to a marketing profile tool"): a member who
// granted the analytics and ads consent has their profile queued for the marketing tool in the
// message outbox, and the outbox's sender delivers it with retries (adapters/profile). Nothing is
// queued without the consent or without a configured tool (MARKETING_PROFILE_ADAPTER, off by
// default). An unsubscribe from promotional email or marketing SMS queues the consented member's
// profile again, with `MSG-email` / `MSG-sms` false, so the tool stops sending too.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { emailOptOuts, marketingConsents, outboxMessages, smsOptOuts, users } from '../../db/schema';
import { marketingProfileOf, type MarketingProfile } from './adapters/profile/port';
import { enqueueMessage, type MessageDelivery } from './repository';

export type MarketingConsent = 'granted' | 'denied';
/** What a consent or an opt-out did to the tool: queued a profile, found it unchanged, or nothing (no tool / no consent). */
export type ProfileDelivery = 'queued' | 'unchanged' | 'off' | 'none';

/** A queued profile is worth delivering for a day; the sender retries until then. */
export const PROFILE_DELIVERY_WINDOW_MS = 86_400_000;

export interface MarketingProfiles {
  /** Records the member's consent; with `granted` and a tool configured, queues their profile unless unchanged. */
  setConsent(userId: number, consent: MarketingConsent): Promise<ProfileDelivery>;
  /** An address was unsubscribed: the consented members who hold it have their profile queued again. */
  addressUnsubscribed(address: { email: string } | { mobile: string }): Promise<void>;
}

export function createMarketingProfiles(deps: {
  db: AppDb;
  now: () => Date;
  /** How this process delivers profiles; undefined when no tool is configured (nothing is ever queued). */
  delivery: MessageDelivery | undefined;
  /** After the queueing transaction committed: deliver now rather than at the next poll. */
  wake: () => void;
}): MarketingProfiles {
  const { db, now, delivery, wake } = deps;

  /** Builds and queues the member's profile on `tx` unless it equals the last one queued; answers what it did. */
  async function queueProfile(tx: AppDb, userId: number, previousHash: string | null): Promise<ProfileDelivery> {
    if (!delivery) return 'off';
    const profile = await profileFor(tx, userId);
    if (!profile) return 'none';
    const body = JSON.stringify(profile);
    const hash = createHash('sha256').update(body).digest('hex');
    if (hash === previousHash) return 'unchanged';
    const at = now();
    // A newer profile replaces one still waiting: the tool only ever needs the latest.
    await tx.delete(outboxMessages).where(and(eq(outboxMessages.channel, 'profile'), eq(outboxMessages.recipient, profile.identity), eq(outboxMessages.status, 'pending')));
    await enqueueMessage(tx, { channel: 'profile', delivery, to: profile.identity, template: 'marketing_profile', text: body, code: null, expiresAt: new Date(at.getTime() + PROFILE_DELIVERY_WINDOW_MS) }, at);
    await tx.update(marketingConsents).set({ profileHash: hash }).where(eq(marketingConsents.userId, userId));
    return 'queued';
  }

  return {
    async setConsent(userId, consent) {
      const result = await db.transaction(async (tx) => {
        const at = now();
        const [previous] = await tx.select().from(marketingConsents).where(eq(marketingConsents.userId, userId)).for('update');
        await tx
          .insert(marketingConsents)
          .values({ userId, consent, updatedAt: at })
          .onConflictDoUpdate({ target: marketingConsents.userId, set: { consent, updatedAt: at, ...(consent === 'denied' ? { profileHash: null } : {}) } });
        if (consent === 'denied') return 'none' as const;
        return queueProfile(tx as unknown as AppDb, userId, previous?.consent === 'granted' ? (previous.profileHash ?? null) : null);
      });
      if (result === 'queued') wake();
      return result;
    },

    async addressUnsubscribed(address) {
      if (!delivery) return;
      const holder = 'email' in address ? sql`lower(${users.email}) = ${address.email} and ${users.emailVerified}` : sql`${users.mobile} = ${address.mobile}`;
      const queued = await db.transaction(async (tx) => {
        const consented = await tx
          .select({ userId: marketingConsents.userId, profileHash: marketingConsents.profileHash })
          .from(marketingConsents)
          .innerJoin(users, eq(users.id, marketingConsents.userId))
          .where(and(eq(marketingConsents.consent, 'granted'), holder))
          .for('update', { of: marketingConsents });
        let any = false;
        for (const row of consented) any = (await queueProfile(tx as unknown as AppDb, row.userId, row.profileHash)) === 'queued' || any;
        return any;
      });
      if (queued) wake();
    },
  };
}

/** The member's profile for the tool, with their opt-outs; undefined when the member is gone. */
async function profileFor(db: AppDb, userId: number): Promise<MarketingProfile | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const email = user.email?.trim().toLowerCase();
  const [emailOut] = email ? await db.select({ email: emailOptOuts.email }).from(emailOptOuts).where(eq(emailOptOuts.email, email)) : [];
  const [smsOut] = user.mobile ? await db.select({ mobile: smsOptOuts.mobile }).from(smsOptOuts).where(eq(smsOptOuts.mobile, user.mobile)) : [];
  return marketingProfileOf({ ...user, emailOptedOut: Boolean(emailOut), smsOptedOut: Boolean(smsOut) });
}
