// The home data does not grow with the catalogue: with four times the demo offers (so more core,
// free-trial and exclusive offers than it carries), it sends the first of each and the free-trial
// count, in the same order as before.
import { FREE_TRIAL_GRID_SIZE, HOME_CORE_OFFERS_MAX, HOME_EXCLUSIVES_MAX, type HomeDataResponse, isExclusive } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

beforeAll(async () => {
  await t.database.db.execute(sql`
    insert into offers (name, company_id, category_id, header, sub_header, priority, welcome, membership, max_savings, extra_info_map)
    select o.name || '-copy-' || g.n, o.company_id, o.category_id, o.header, o.sub_header, o.priority, false, o.membership, o.max_savings, o.extra_info_map
    from offers o cross join generate_series(1, 3) as g(n)`);
});

describe('GET /c/prime/home on a grown catalogue', () => {
  it('carries at most 24 core offers, 12 exclusives and 9 free-trial offers with their count', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/c/prime/home' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as HomeDataResponse;
    // 7 membership offers, 14 free-trial offers and 7 exclusives in the demo catalogue, four times over
    expect(data.coreOfferSection.offers).toHaveLength(HOME_CORE_OFFERS_MAX);
    expect(data.offerSections.exclusives).toHaveLength(HOME_EXCLUSIVES_MAX);
    expect(data.offerSections.exclusives.every(isExclusive)).toBe(true);
    expect(data.freeTrialWidget.offers).toHaveLength(FREE_TRIAL_GRID_SIZE);
    expect(data.freeTrialWidget.offersCount).toBe(56);
    const ranks = data.coreOfferSection.offers.map((offer) => [offer.priority, offer.id] as const);
    expect(ranks).toEqual([...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    // the benefits' worth still counts every core offer
    expect(data.benefitsWorth).toBe(4 * (2400 + 450 + 2997 + 3999 + 714 + 2400 + 897));
  });
});
