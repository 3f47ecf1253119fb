// The browsing seed: what the data files hold for the home page, banners and listings, that broken
// banner data is refused, and that the browsing tables fill on a database seeded before they existed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bannerStrips, banners, customerReviews, homeSections, promotions, viewports } from '../db/schema';
import { createTestDatabase } from '../test/harness';
import { extraInfoFor } from './browsing';
import { SEED_DATA_DIR, loadSeedData, seedIfEmpty } from './loader';

describe('the browsing seed data', () => {
  const data = loadSeedData();
  const offers = data.categories.flatMap((file) => file.offers.map((offer) => ({ ...offer, category: file.category.slug })));

  it('gives every category at least 5 brands, so each tab shows 4 company offers and the welcome offer', () => {
    for (const file of data.categories) expect(new Set(file.offers.map((o) => o.company)).size, file.category.slug).toBeGreaterThanOrEqual(5);
  });

  it('flags at least 12 free-trial offers, and has locked offers, big and cover cards, grouped cards and savings templates', () => {
    expect(offers.filter((o) => o.freeTrial).length).toBeGreaterThanOrEqual(12);
    expect(offers.filter((o) => o.locked && !o.membership).length).toBeGreaterThanOrEqual(3);
    expect(offers.filter((o) => o.cardSize === 'BIG').length).toBeGreaterThanOrEqual(5);
    expect(offers.filter((o) => o.cardSize === 'COVER').length).toBeGreaterThanOrEqual(5);
    expect(offers.filter((o) => o.subOffers.length > 2).length).toBeGreaterThanOrEqual(3);
    const templates = offers.filter((o) => o.savingsText?.includes('$savings') && o.savingsText.includes('$worth'));
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const offer of templates) expect(offer.mktWorth, offer.name).toBeGreaterThan(offer.maxSavings ?? 0);
  });

  it('has at least 6 exclusive events in their own category, all flagged, priced below the selling price', () => {
    const events = offers.filter((o) => o.exclusive);
    expect(events.length).toBeGreaterThanOrEqual(6);
    expect(new Set(events.map((o) => o.category))).toEqual(new Set(['tpxclusives']));
    expect(offers.filter((o) => o.category === 'tpxclusives').every((o) => o.exclusive)).toBe(true);
    for (const event of events) expect(event.exclusive?.discountedPrice, event.name).toBeLessThan(event.exclusive?.sellingPrice ?? 0);
  });

  it('keeps every offer name and brand unique', () => {
    expect(new Set(offers.map((o) => o.name.toLowerCase())).size).toBe(offers.length);
    expect(new Set(data.companies.map((c) => c.name)).size).toBe(data.companies.length);
  });

  it('writes exclusive event times relative to the moment of seeding', () => {
    const now = new Date('2026-03-01T00:00:00.000Z');
    const walk = offers.find((o) => o.name === 'zaika-trails-old-delhi-food-walk');
    if (!walk) throw new Error('no food walk');
    const extra = extraInfoFor(walk, now);
    expect(extra).toMatchObject({
      xclusiveStartTime: '2026-02-24T00:00:00.000Z', // 5 days before
      xclusiveEndTime: '2026-04-15T00:00:00.000Z', // 45 days after
      isXclusiveEvent: 'true',
      isXclusiveOffer: 'true',
      xclusiveDate: 'Every Sunday, 8 AM',
      xclusiveDuration: '3 hours',
    });
    expect(JSON.parse(extra.keyPoints ?? '[]')).toEqual(walk.keyPoints);
    const plain = offers.find((o) => o.name === 'copper-kettle-bogo');
    expect(plain && Object.keys(extraInfoFor(plain, now)).sort()).toEqual(['keyPoints', 'offerNameSEO']);
  });

  it('has banners for every click action, 4+ event banners and 4+ promotions', () => {
    const actions = new Set(data.banners.weekly.banners.map((b) => b.cta?.actionType));
    expect(actions).toEqual(new Set(['REVIEW_ORDER', 'OFFER', 'URL_REDIRECTION', 'HOME_PAGE', 'GET_CREDIT_REPORT']));
    expect(data.banners.events.banners.length).toBeGreaterThanOrEqual(4);
    expect(data.banners.promotions.length).toBeGreaterThanOrEqual(4);
  });
});

describe('broken browsing data', () => {
  function copyWithEdit(file: string, from: string, to: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    fs.cpSync(SEED_DATA_DIR, dir, { recursive: true });
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} does not hold ${from}`);
    fs.writeFileSync(full, text.replace(from, to));
    return dir;
  }

  it.each([
    ['a banner ordering with an unknown code', 'banners.yaml', 'couponCode: WELCOME100', 'couponCode: NOSUCHCODE', /orders with unknown code NOSUCHCODE/],
    ['a banner opening an offer of another category', 'banners.yaml', 'categorySlug: dining', 'categorySlug: music', /opens tandoor-tales-gold in music/],
    ['an external link that is not https', 'banners.yaml', "'https://raagwave.example.com/monsoon-festival'", "'http://raagwave.example.com'", /redirectionUrl/],
    ['an event ending before it starts', 'categories/tpxclusives.yaml', 'startInDays: 12, endInDays: 13', 'startInDays: 12, endInDays: 11', /punchline-club-comedy-special ends before it starts/],
  ])('is refused for %s', (_label, file, from, to, message) => {
    const dir = copyWithEdit(file, from, to);
    expect(() => loadSeedData(dir)).toThrow(message);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('seeding the browsing tables', () => {
  it('fills them on a database whose catalogue was seeded before they existed, and only once', async () => {
    const testDb = await createTestDatabase({ seeded: true });
    try {
      const { db } = testDb.database;
      const counts = async () => {
        const tables = { homeSections, customerReviews, viewports, banners, bannerStrips, promotions };
        const entries = await Promise.all(
          Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]?.n ?? 0] as const),
        );
        return Object.fromEntries(entries);
      };
      const full = await counts();
      expect(full).toMatchObject({ homeSections: 1, customerReviews: 7, viewports: 2, bannerStrips: 1, promotions: 6 });
      expect(full.banners).toBe(11);

      // an older database: catalogue, users and payment seeded, browsing tables empty
      for (const table of [homeSections, customerReviews, bannerStrips, viewports, promotions]) await db.delete(table);
      const result = await seedIfEmpty(testDb.database);
      expect(result.seeded).toBe(true);
      expect(await counts()).toEqual(full);

      const again = await seedIfEmpty(testDb.database);
      expect(again.seeded).toBe(false);
      expect(await counts()).toEqual(full);
    } finally {
      await testDb.dispose();
    }
  });
});
