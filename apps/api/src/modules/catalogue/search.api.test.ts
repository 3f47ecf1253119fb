import type { Offer } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, postJson } from '../../test/harness';

const SEARCH = '/nc/prime/benefit/search';

const t = useTestApp();
beforeAll(async () => {
  // Many demo offers contain "off"; 40 more push the matches past the limit of 50.
  await t.database.db.execute(sql`
    insert into offers (name, company_id, category_id, header, priority)
    select 'extra-deal-' || n, (select id from companies where slug = 'bazaarly'), (select id from categories where slug = 'shopping'),
           'Extra ' || n || '% off on everything', 50 - n
    from generate_series(1, 40) as n`);
});

const search = async (body: Record<string, unknown>) => {
  const response = await postJson(t.app, SEARCH, body);
  return { response, offers: (response.json() as { data?: Offer[] }).data ?? [] };
};
const names = (offers: readonly Offer[]) => offers.map((o) => o.name);

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

  it('answers at most 50 matches, never cached; equal matches by priority then id', async () => {
    const { response, offers } = await search({ query: ' OFF ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(offers).toHaveLength(50);
    // "off" is in no brand, name or category: every hit is a header match, so priority then id decides
    const ranks = offers.map((o) => [o.priority, o.id] as const);
    expect(ranks).toEqual([...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(names(offers)).toContain('dabba-express-first-3-orders');
  });

  it('matches brand names, names, sub-headers and key points, HTML stripped', async () => {
    expect(names((await search({ query: 'raagwave' })).offers)).toEqual(['raagwave-premium-6-months']);
    expect(names((await search({ query: 'Kaju Katli' })).offers)).toEqual(['mithai-mandi-festive-20']);
    // only in a key point: "<p>Maximum 4 tickets per booking</p>" ("per booking" is in two sub-headers too)
    expect(names((await search({ query: 'maximum 4 tickets' })).offers)).toEqual(['sur-sangam-concerts-20']);
    expect((await search({ query: 'strong' })).offers).toEqual([]);
  });

  it('matches categories by name and display name', async () => {
    const byDisplayName = names((await search({ query: 'entertainment' })).offers);
    expect(byDisplayName).toHaveLength(6);
    expect(byDisplayName[0]).toBe('cinestream-premium-3-months');
    expect(names((await search({ query: 'TP Exclusives' })).offers)).toHaveLength(7);
  });

  it('needs every word somewhere and ranks brand matches first', async () => {
    // "tandoor" is a brand word of both Tandoor Tales offers; "buffet" narrows to one
    expect(names((await search({ query: 'tandoor buffet' })).offers)).toEqual(['tandoor-tales-weekday-buffet']);
    // the brand Chaiwala Co. (priority 3) outranks Copper Kettle's sub-header "Coffee, chai and coolers" (priority 4)
    // and would outrank it at any priority
    expect(names((await search({ query: 'chai' })).offers)).toEqual(['chaiwala-co-flat-75', 'copper-kettle-bogo']);
    await t.database.db.execute(sql`update offers set priority = 99 where name = 'chaiwala-co-flat-75'`);
    expect(names((await search({ query: 'chai' })).offers)).toEqual(['chaiwala-co-flat-75', 'copper-kettle-bogo']);
  });

  it('keeps only the category named by tag', async () => {
    const { offers } = await search({ query: 'off', tag: 'travel' });
    expect(names(offers)).toEqual(['safarnama-flights-1000', 'stayzen-hotels-25', 'busbuddy-flat-150', 'cabkaro-airport-30']);
  });

  it('finds an offer added to the catalogue on the next search (the index is rebuilt for the new version)', async () => {
    expect((await search({ query: 'zebrafish' })).offers).toEqual([]);
    await t.database.db.execute(sql`
      insert into offers (name, company_id, category_id, header, priority)
      values ('aquarium-zebrafish-10', (select id from companies where slug = 'bazaarly'), (select id from categories where slug = 'shopping'), 'Zebrafish starter tank, 10% off', 5)`);
    expect(names((await search({ query: 'zebrafish' })).offers)).toEqual(['aquarium-zebrafish-10']);
    const listed = await postJson(t.app, '/nc/prime/categories/offers', { query: 'ZEBRAFISH', page: 0, pageSize: 10, platform: 'WEB' });
    expect(listed.json().data.totalOffers).toBe(1);
    await t.database.db.execute(sql`delete from offers where name = 'aquarium-zebrafish-10'`);
    expect((await search({ query: 'zebrafish' })).offers).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    const { response } = await search({ query: 'zzzzzz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });
});
