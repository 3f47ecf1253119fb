import type { Offer } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../test/harness';

const SEARCH = '/nc/prime/benefit/search';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // 43 demo offers contain "off"; 20 more push the matches past the limit of 50.
  await t.database.db.execute(sql`
    insert into offers (name, company_id, category_id, header, priority)
    select 'extra-offer-' || n, (select id from companies where slug = 'bazaarly'), (select id from categories where slug = 'shopping'),
           'Extra ' || n || '% off on everything', 50 - n
    from generate_series(1, 20) as n`);
});
afterAll(async () => {
  await t?.close();
});

const search = async (body: Record<string, unknown>) => {
  const response = await postJson(t.app, SEARCH, body);
  return { response, offers: (response.json() as { data?: Offer[] }).data ?? [] };
};

describe('POST /nc/prime/benefit/search', () => {
  it.each(['ab', '  ab  ', '', '   '])('refuses %j: at least 3 characters after trimming', async (query) => {
    const { response } = await search({ query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      systemErrorCode: 'TP400',
      userMessage: 'Please enter at least 3 characters',
      details: [{ path: 'body/query', message: 'must hold at least 3 characters' }],
    });
  });

  it('answers at most 50 matches, by priority then id, never cached', async () => {
    const { response, offers } = await search({ query: ' OFF ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(offers).toHaveLength(50);
    const ranks = offers.map((o) => [o.priority, o.id] as const);
    const sorted = [...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(ranks).toEqual(sorted);
    // the lowest priorities win: every welcome offer with "off" in it is in
    expect(offers.map((o) => o.name)).toContain('dabba-express-first-3-orders');
    expect(offers.every((o) => /off/i.test(`${o.companyName} ${o.name} ${o.header} ${o.subHeader ?? ''}`))).toBe(true);
  });

  it('matches brand names and sub-headers too', async () => {
    expect((await search({ query: 'raagwave' })).offers.map((o) => o.name)).toEqual(['raagwave-premium-6-months']);
    expect((await search({ query: 'Kaju Katli' })).offers.map((o) => o.name)).toEqual(['mithai-mandi-festive-20']);
  });

  it('keeps only the category named by tag', async () => {
    const { offers } = await search({ query: 'off', tag: 'travel' });
    expect(offers.map((o) => o.name)).toEqual([
      'safarnama-flights-1000',
      'stayzen-hotels-25',
      'busbuddy-flat-150',
      'cabkaro-airport-30',
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    const { response } = await search({ query: 'zzzzzz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });
});
