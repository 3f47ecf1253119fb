// The demo schedule: the seed dates campaigns, referral campaigns, promo codes, store codes and
// exclusive events relative to the moment it runs ("started 7 days ago, ends in 30"). A development
// database seeded weeks ago would see its festive sale over and its live event in the past, so each
// development start dates them again from the same files and the current clock. Only the rows the
// seed files name are touched, by their natural keys; codes with absolute dates in the files, and
// whatever members did (orders, held codes, memberships), keep their dates.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { campaigns, codes, offers, partnerStoreCodes, referralCampaigns } from '../db/schema';
import type { AppDb } from '../db/connection';
import type { SeedData } from './loader';

const DAY_MS = 86_400_000;

/** What a refresh re-dated, per kind of row. */
export interface ScheduleRefresh {
  campaigns: number;
  referralCampaigns: number;
  promoCodes: number;
  storeCodes: number;
  events: number;
}

/** Dates the demo schedule of `data` from `now`, in one transaction. */
export async function refreshDemoSchedule(database: Pick<Database, 'db'>, data: SeedData, now: Date): Promise<ScheduleRefresh> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const atOrNull = (days: number | undefined) => (days === undefined ? null : at(days));
  return database.db.transaction(async (tx) => {
    const db = tx as unknown as AppDb;
    const done: ScheduleRefresh = { campaigns: 0, referralCampaigns: 0, promoCodes: 0, storeCodes: 0, events: 0 };
    for (const campaign of data.payment.campaigns) {
      const rows = await db.update(campaigns).set({ startsAt: at(campaign.startInDays), endsAt: at(campaign.endInDays) }).where(eq(campaigns.id, campaign.id)).returning({ id: campaigns.id });
      done.campaigns += rows.length;
    }
    for (const campaign of data.payment.referralCampaigns) {
      const rows = await db
        .update(referralCampaigns)
        .set({ startsAt: at(campaign.startInDays), endsAt: at(campaign.endInDays) })
        .where(eq(referralCampaigns.id, campaign.id))
        .returning({ id: referralCampaigns.id });
      done.referralCampaigns += rows.length;
    }
    for (const code of data.payment.codes) {
      // A code with an absolute window in the file (an expired example) keeps it.
      if (code.startsAt || code.endsAt || (code.startInDays === undefined && code.endInDays === undefined)) continue;
      const rows = await db.update(codes).set({ startsAt: atOrNull(code.startInDays), endsAt: atOrNull(code.endInDays) }).where(eq(codes.code, code.code)).returning({ id: codes.id });
      done.promoCodes += rows.length;
    }
    for (const code of data.partners.storeCodes) {
      if (code.startsInDays === undefined && code.endsInDays === undefined) continue;
      const rows = await db
        .update(partnerStoreCodes)
        .set({ startsAt: atOrNull(code.startsInDays), endsAt: atOrNull(code.endsInDays) })
        .where(and(eq(partnerStoreCodes.partner, code.partner), eq(partnerStoreCodes.code, code.code)))
        .returning({ id: partnerStoreCodes.id });
      done.storeCodes += rows.length;
    }
    for (const offer of data.categories.flatMap((file) => file.offers)) {
      const event = offer.exclusive;
      if (!event) continue;
      const times = { xclusiveStartTime: at(event.startInDays).toISOString(), xclusiveEndTime: at(event.endInDays).toISOString() };
      const rows = await db
        .update(offers)
        .set({ extraInfoMap: sql`${offers.extraInfoMap} || ${JSON.stringify(times)}::jsonb` })
        .where(eq(offers.name, offer.name))
        .returning({ id: offers.id });
      done.events += rows.length;
    }
    return done;
  });
}
