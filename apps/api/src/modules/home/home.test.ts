import type { HomeDataResponse } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const home = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/c/prime/home?cid=TIMES_PRIME&pid=WEB' });
  expect(response.statusCode).toBe(200);
  return { response, data: (response.json() as HomeDataResponse).data };
};

describe('GET /c/prime/home', () => {
  it('answers the headline, cacheable for a minute', async () => {
    const { response, data } = await home();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(data.title).toBe("The only membership you'll ever need");
    expect(data.headlineWords).toEqual(['20+ Subscription', '40+ Brands', 'Exclusive Events', 'Movie Screening']);
  });

  it('answers the core offer section with the membership offers and the join price', async () => {
    const { data } = await home();
    const core = data.coreOfferSection;
    expect(core).toMatchObject({
      joinCta: { text: 'JOIN NOW' },
      joiningAmount: 999,
      strikeThrough: 1199,
      discountAmount: 200,
      discountLabel: 'Save ₹200 on your first year',
      couponCode: 'WELCOME200',
    });
    // all priority 1, so by id: the seed loads category files in name order
    expect(core.offers.map((o) => o.name)).toEqual([
      'tandoor-tales-gold',
      'dabba-express-first-3-orders',
      'fitkaro-pro-3-months',
      'gyaan-path-plus-1-year',
      'raagwave-premium-6-months',
      'daily-ledger-digital-1-year',
      'cinestream-premium-3-months',
    ]);
    expect(core.offers.every((o) => o.membership)).toBe(true);
  });

  it('answers the FAQs', async () => {
    const { data } = await home();
    expect(data.faqs).toHaveLength(4);
    expect(data.faqs[0]?.question).toBe('What is this membership?');
  });

  it('lists one footer link per company, welcome offers first, linking to the offer page from the footer', async () => {
    const { data } = await home();
    const links = data.footer.topBenefitResponse;
    expect(links).toHaveLength(70); // 72 offers from 70 companies
    expect(new Set(links.map((l) => l.label)).size).toBe(70);
    expect(links.slice(0, 12).map((l) => l.label)).toEqual([
      // the 12 welcome offers, by priority (all 1) then id
      'Tandoor Tales',
      'VoltVille',
      'Kurta Kraft',
      'Dabba Express',
      'Kirana Cart',
      'FitKaro',
      'Gyaan Path',
      'Raagwave',
      'The Daily Ledger',
      'Cinestream',
      'Bazaarly',
      'Safarnama Trips',
    ]);
    expect(links[0]?.deeplink).toBe('/categories/dining/tandoor-tales-gold?source_origin=footer');
    expect(data.footer.optOutMissCall).toBe('1800-000-0000');
    expect(data.footer.subTitle).toMatch(/^One membership, unlimited benefits/);
  });

  it('reads the editorial content from the database', async () => {
    await t.database.db.execute(sql`update home_content set title = 'Edited in the database', joining_amount = 899 where key = 'default'`);
    const { data } = await home();
    expect(data.title).toBe('Edited in the database');
    expect(data.coreOfferSection.joiningAmount).toBe(899);
  });
});
