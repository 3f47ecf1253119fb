import { ALL_CATEGORY_ID, type Category, type CategoryOffersResponse, type Offer, type OfferDetailResponse } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, postJson } from '../../test/harness';
import { CACHE_SHORT } from '../../http/cache-control';

const t = useTestApp();

const CATEGORY_OFFERS = '/nc/prime/categories/offers';
type Request = { query?: string; page?: number; pageSize?: number; tag?: string };

async function categoryOffers(request: Request = {}): Promise<CategoryOffersResponse['data']> {
  const response = await postJson(t.app, CATEGORY_OFFERS, { query: '', page: 0, pageSize: 1000, platform: 'WEB', ...request });
  expect(response.statusCode).toBe(200);
  return (response.json() as CategoryOffersResponse).data;
}

const names = (offers: readonly Offer[]) => offers.map((o) => o.name);
const bySlug = (categories: readonly Category[], slug: string) => {
  const found = categories.find((c) => c.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
};
const isSortedByPriorityThenId = (items: readonly { priority: number; id: number }[]) =>
  items.every((item, i) => {
    const prev = items[i - 1];
    return !prev || prev.priority < item.priority || (prev.priority === item.priority && prev.id < item.id);
  });

describe('POST /nc/prime/categories/offers', () => {
  it('lists every category by priority then id, after the synthetic all category', async () => {
    const { categories } = await categoryOffers();
    expect(categories.map((c) => c.slug)).toEqual([
      'all',
      'dining',
      'music',
      'news',
      'ott',
      'food-delivery',
      'shopping',
      'travel',
      'health-fitness',
      // electronics and fashion share priority 9: the lower id comes first
      'electronics',
      'fashion',
      'grocery',
      'learning',
      'tpxclusives',
    ]);
    const real = categories.slice(1);
    expect(isSortedByPriorityThenId(real)).toBe(true);
    // The seed inserts categories in file-name order, so ids alone would give another order.
    expect([...real].sort((a, b) => a.id - b.id).map((c) => c.slug)).not.toEqual(real.map((c) => c.slug));
    const electronics = bySlug(categories, 'electronics');
    const fashion = bySlug(categories, 'fashion');
    expect(electronics.priority).toBe(fashion.priority);
    expect(electronics.id).toBeLessThan(fashion.id);
  });

  it('puts the all category first, holding every offer by priority then id', async () => {
    const { categories, totalOffers } = await categoryOffers();
    const all = categories[0] as Category;
    expect(all).toMatchObject({ id: ALL_CATEGORY_ID, name: 'all', slug: 'all', displayName: 'All' });
    expect(totalOffers).toBe(79);
    expect(all.offers).toHaveLength(79);
    expect(isSortedByPriorityThenId(all.offers)).toBe(true);
    const fromCategories = categories.slice(1).flatMap((c) => c.offers.map((o) => o.id));
    expect([...all.offers.map((o) => o.id)].sort((a, b) => a - b)).toEqual([...fromCategories].sort((a, b) => a - b));
  });

  it("sorts each category's offers by priority then id", async () => {
    const { categories } = await categoryOffers();
    for (const category of categories) expect(isSortedByPriorityThenId(category.offers)).toBe(true);
    // Laughter Loft and Filmi Flix share priority 5; Laughter Loft was inserted first.
    expect(names(bySlug(categories, 'ott').offers)).toEqual([
      'cinestream-premium-3-months',
      'reelroute-movie-bogo',
      'natak-play-annual-50',
      'toon-tamasha-kids-3-months',
      'laughter-loft-comedy-30',
      'filmi-flix-super-1-month',
    ]);
  });

  it('gives one company offer per company, the welcome offer first, and the welcome offer', async () => {
    const dining = bySlug((await categoryOffers()).categories, 'dining');
    expect(dining.offers).toHaveLength(6);
    // Tandoor Tales has two dining offers; only its welcome offer is a company offer.
    expect(names(dining.companyOffers)).toEqual([
      'tandoor-tales-gold',
      'masala-lane-flat-25',
      'biryani-bazaar-flat-200',
      'copper-kettle-bogo',
      'dosa-district-free-dessert',
    ]);
    expect(dining.welcomeOffer?.name).toBe('tandoor-tales-gold');
    const shopping = bySlug((await categoryOffers()).categories, 'shopping');
    expect(shopping.companyOffers.filter((o) => o.companyName === 'Bazaarly')).toHaveLength(1);
  });

  it('has exactly one welcome offer in every category', async () => {
    const { categories } = await categoryOffers();
    for (const category of categories.slice(1)) {
      expect(category.offers.filter((o) => o.welcome), category.slug).toHaveLength(1);
      expect(category.welcomeOffer?.welcome).toBe(true);
    }
  });

  it('shapes offers for cards: image URLs, parsed key points next to the raw JSON, savings', async () => {
    const gold = (await categoryOffers()).categories[0]?.offers.find((o) => o.name === 'tandoor-tales-gold');
    expect(gold).toMatchObject({
      companyName: 'Tandoor Tales',
      companyColor: '#B91C1C',
      categorySlug: 'dining',
      logoUrl: '/static/2x/brand-tandoor-tales-logo.svg',
      coverImageUrl: '/static/2x/brand-tandoor-tales-cover.svg',
      welcome: true,
      membership: true,
      cardSize: 'COVER',
      maxSavings: 2400,
      savingsText: 'Worth ₹2,400',
    });
    expect(gold?.keyPoints).toEqual([
      '<p>20% off on food and beverages at 40 outlets</p>',
      '<p>Priority seating on weekends</p>',
      '<p>A complimentary dessert on your birthday</p>',
    ]);
    expect(JSON.parse(gold?.extraInfoMap?.keyPoints ?? 'null')).toEqual(gold?.keyPoints);
    const masala = (await categoryOffers({ query: 'masala lane' })).categories[0]?.offers[0];
    expect(masala?.savingsText).toBe('Save up to ₹1,500');
  });

  it('filters by query on brand, name, header and sub-header, case-insensitively', async () => {
    const byBrand = await categoryOffers({ query: 'PIZZAPALOOZA' });
    expect(byBrand.totalOffers).toBe(1);
    expect(names(byBrand.categories[0]?.offers ?? [])).toEqual(['pizzapalooza-medium-bogo']);
    expect(names(bySlug(byBrand.categories, 'food-delivery').offers)).toEqual(['pizzapalooza-medium-bogo']);
    expect(bySlug(byBrand.categories, 'dining').offers).toEqual([]);
    expect(bySlug(byBrand.categories, 'dining').welcomeOffer).toBeNull();

    expect(names((await categoryOffers({ query: 'kaju KATLI' })).categories[0]?.offers ?? [])).toEqual(['mithai-mandi-festive-20']);
    expect(names((await categoryOffers({ query: 'buy 1 get 1' })).categories[0]?.offers ?? []).sort()).toEqual(
      ['copper-kettle-bogo', 'masala-mandi-spices-bogo', 'pizzapalooza-medium-bogo', 'reelroute-movie-bogo'].sort(),
    );
    expect(names((await categoryOffers({ query: 'chessguru-annual' })).categories[0]?.offers ?? [])).toEqual(['chessguru-annual-30']);
  });

  it('treats LIKE wildcards in the query as plain characters and ignores surrounding spaces', async () => {
    expect((await categoryOffers({ query: '_' })).totalOffers).toBe(0);
    expect((await categoryOffers({ query: '  pizzapalooza  ' })).totalOffers).toBe(1);
  });

  it('keeps only the tagged category (by slug or name, any case) plus all', async () => {
    const { categories, totalOffers } = await categoryOffers({ tag: 'MUSIC' });
    expect(categories.map((c) => c.slug)).toEqual(['all', 'music']);
    expect(categories[1]?.offers).toHaveLength(6);
    expect(totalOffers).toBe(79);
    expect((await categoryOffers({ tag: 'no-such-category' })).categories.map((c) => c.slug)).toEqual(['all']);
  });

  it("pages each category's offers and counts matches before paging", async () => {
    const everything = (await categoryOffers()).categories;
    const first = await categoryOffers({ page: 0, pageSize: 5 });
    const second = await categoryOffers({ page: 1, pageSize: 5 });
    expect(first.totalOffers).toBe(79);
    expect(second.totalOffers).toBe(79);
    expect(names(first.categories[0]?.offers ?? [])).toEqual(names(everything[0]?.offers.slice(0, 5) ?? []));
    expect(names(second.categories[0]?.offers ?? [])).toEqual(names(everything[0]?.offers.slice(5, 10) ?? []));
    expect(names(bySlug(second.categories, 'dining').offers)).toEqual(names(bySlug(everything, 'dining').offers.slice(5)));
    // company offers are not paged
    expect(bySlug(second.categories, 'dining').companyOffers).toHaveLength(5);
    expect((await categoryOffers({ page: 2, pageSize: 5 })).categories.slice(1).every((c) => c.offers.length === 0)).toBe(true);
  });

  it('answers no-store: /nc answers are never cached', async () => {
    const response = await postJson(t.app, CATEGORY_OFFERS, { query: '', page: 0, pageSize: 10, platform: 'WEB' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /c/prime/offer/{offerName}', () => {
  const detail = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/c/prime/offer/${path}` });
    return { response, body: response.json() as OfferDetailResponse };
  };

  it('answers the offer with everything its page shows, cacheable for a minute', async () => {
    const { response, body } = await detail('tandoor-tales-gold?variantId=plan-annual');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_SHORT);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      name: 'tandoor-tales-gold',
      category: 'Dining',
      categorySlug: 'dining',
      aboutText: 'Tandoor Tales serves clay-oven classics across 40 outlets in 12 cities.',
      offerings: ['20% off on the total bill', 'Priority seating', 'Birthday dessert'],
      ctaDetails: { label: 'LOGIN TO AVAIL', actionType: 'LOGIN', disabled: false },
    });
    // offer-specific steps replace the category's; offer terms come before the category's
    expect(body.data.howToUse[0]).toBe('Log in and tap ACTIVATE on this offer.');
    expect(body.data.tncs[0]).toBe('The offer cannot be combined with any other offer, discount or promotion.');
    expect(body.data.faqs.map((f) => f.question)).toEqual([
      'Is the Gold membership valid at every outlet?',
      'Do I need to book a table in advance?',
    ]);
  });

  it('lists up to 6 other offers of the same category as more offers', async () => {
    const { body } = await detail('tandoor-tales-gold');
    expect(body.data.moreOffers.map((o) => o.name)).toEqual([
      'masala-lane-flat-25',
      'biryani-bazaar-flat-200',
      'copper-kettle-bogo',
      'dosa-district-free-dessert',
      'tandoor-tales-weekday-buffet',
    ]);
    expect(body.data.moreOffers[0]).toEqual({
      id: expect.any(Number),
      name: 'masala-lane-flat-25',
      header: 'Flat 25% off on your total bill',
      logoUrl: '/static/2x/brand-masala-lane-bistro-logo.svg',
      companyColor: '#9A3412',
      categorySlug: 'dining',
    });
  });

  it('finds the offer whatever the case of its name', async () => {
    const { response, body } = await detail('TANDOOR-Tales-GOLD');
    expect(response.statusCode).toBe(200);
    expect(body.data.name).toBe('tandoor-tales-gold');
  });

  it("takes a brand's name too (the landing pages' /paymentOffer/{brand}): the brand's first offer by priority", async () => {
    const { response, body } = await detail('tandoor-tales');
    expect(response.statusCode).toBe(200);
    expect(body.data.companyName).toBe('Tandoor Tales');
    const first = (await t.database.db.execute(
      sql`select o.name from offers o join companies c on c.id = o.company_id where c.slug = 'tandoor-tales' order by o.priority, o.id limit 1`,
    )) as unknown as { rows: { name: string }[] };
    expect(body.data.name).toBe(first.rows[0]?.name);
    // an offer's own name still wins
    expect((await detail('tandoor-tales-gold')).body.data.name).toBe('tandoor-tales-gold');
  });

  it('answers 404 with the spec text for an unknown offer, not cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/c/prime/offer/no-such-offer' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: false,
      responseMessage: '404 offer not found',
      userMessage: '404 offer not found',
      systemErrorCode: '404',
    });
  });

  it('reads key points JSON that fails to parse as no key points, keeping the raw text', async () => {
    await t.database.db.execute(
      sql`update offers set extra_info_map = jsonb_set(extra_info_map, '{keyPoints}', to_jsonb('["<p>broken'::text)) where name = 'chessguru-annual-30'`,
    );
    const { response, body } = await detail('chessguru-annual-30');
    expect(response.statusCode).toBe(200);
    expect(body.data.keyPoints).toEqual([]);
    expect(body.data.extraInfoMap?.keyPoints).toBe('["<p>broken');
  });
});
