// The offer detail fields added for browsing: logged-out key points, titles, expiry, member pricing of
// exclusive events, the (empty) tracker and related articles.
import type { OfferDetailResponse } from '@rewards/api-contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, offers } from '../../db/schema';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const detail = async (name: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/c/prime/offer/${name}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as OfferDetailResponse).data;
};

describe('GET /c/prime/offer/{offerName}: browsing fields', () => {
  it('answers the logged-out key points and the section titles seeded for an offer', async () => {
    const gold = await detail('tandoor-tales-gold');
    expect(gold.loggedOutKeyPoints).toEqual([
      '<p>Members save 20% at 40 Tandoor Tales outlets</p>',
      '<p>Join the membership to unlock Gold for 3 months</p>',
    ]);
    expect(gold).toMatchObject({
      keyPointTitle: 'Why members love it',
      howToUseTitle: 'How to activate Gold',
      aboutTitle: 'About Tandoor Tales',
      isExpired: false,
      isExpiredText: null,
      companyVideo: null,
      memberPrice: null,
      memberSavings: null,
      tracker: null,
    });
    expect(Array.isArray(gold.relatedArticles)).toBe(true);
  });

  it('answers nulls and no logged-out key points where nothing was seeded', async () => {
    const offer = await detail('copper-kettle-bogo');
    expect(offer).toMatchObject({ loggedOutKeyPoints: [], keyPointTitle: null, howToUseTitle: null, aboutTitle: null, isExpiredText: null });
  });

  it('reads logged-out key points that fail to parse as none', async () => {
    await t.database.db.execute(
      sql`update offer_details set logged_out_key_points = '["<p>broken' where offer_id = (select id from offers where name = 'raagwave-premium-6-months')`,
    );
    expect((await detail('raagwave-premium-6-months')).loggedOutKeyPoints).toEqual([]);
  });

  it('answers the member price and savings of an exclusive event', async () => {
    const walk = await detail('zaika-trails-old-delhi-food-walk');
    expect(walk).toMatchObject({ memberPrice: 1299, memberSavings: 700, isExpired: false, categorySlug: 'tpxclusives' });
    expect(walk.extraInfoMap).toMatchObject({
      isXclusiveEvent: 'true',
      isXclusiveOffer: 'true',
      xclusiveImage: '/static/2x/event-zaika-trails-old-delhi-food-walk.svg',
      xclusiveSellingPrice: '1999',
      xclusiveDiscountedPrice: '1299',
      xclusiveRsvpStateTag: 'RSVP',
      xclusiveLiveNowStateTag: 'LIVE NOW',
      xclusiveJustMissedStateTag: 'JUST MISSED',
    });
  });

  it('marks a past exclusive event expired, with its own text', async () => {
    const play = await detail('rangmanch-theatre-kabir-play');
    expect(play).toMatchObject({ isExpired: true, isExpiredText: 'This show has ended. Watch this space for the next one.', memberPrice: 600, memberSavings: 300 });
  });

  it("gives a visitor's CTA from the offer-action resolver: LOGIN while running, OFFER EXPIRED once over", async () => {
    expect((await detail('zaika-trails-old-delhi-food-walk')).ctaDetails).toEqual({ label: 'LOGIN TO AVAIL', actionType: 'LOGIN', disabled: false, message: null });
    expect((await detail('rangmanch-theatre-kabir-play')).ctaDetails).toEqual({ label: 'OFFER EXPIRED', actionType: 'NO_COUPON_AVAILABLE', disabled: true, message: null });
  });
});

describe('the exclusive events in the seed', () => {
  it('has upcoming, live and past events, timed from the moment of seeding', async () => {
    const rows = await t.database.db
      .select({ start: sql<string>`${offers.extraInfoMap}->>'xclusiveStartTime'`, end: sql<string>`${offers.extraInfoMap}->>'xclusiveEndTime'` })
      .from(offers)
      .innerJoin(categories, eq(categories.id, offers.categoryId))
      .where(eq(categories.slug, 'tpxclusives'));
    const now = Date.now();
    const day = 86_400_000;
    const state = (row: { start: string; end: string }) => {
      const start = Date.parse(row.start);
      const end = Date.parse(row.end);
      if (start > now) return 'upcoming';
      return end < now ? 'past' : 'live';
    };
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const states = rows.map(state);
    expect(states.filter((s) => s === 'upcoming').length).toBeGreaterThanOrEqual(2);
    expect(states.filter((s) => s === 'live').length).toBeGreaterThanOrEqual(2);
    expect(states.filter((s) => s === 'past').length).toBeGreaterThanOrEqual(2);
    // and stay so for weeks: upcoming ones start 10–40 days out, live ones run 30+ more days
    for (const row of rows) {
      const start = Date.parse(row.start);
      const end = Date.parse(row.end);
      if (state(row) === 'upcoming') expect((start - now) / day).toBeGreaterThanOrEqual(10);
      if (state(row) === 'upcoming') expect((start - now) / day).toBeLessThanOrEqual(40);
      if (state(row) === 'live') expect((end - now) / day).toBeGreaterThanOrEqual(30);
    }
  });
});
