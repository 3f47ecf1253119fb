import { CATEGORY_TAB_OFFERS, type CategoryOffersResponse, type HomeDataResponse, homeOfferSections, isExclusive } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { CACHE_SHORT } from '../../http/cache-control';

const t = useTestApp();

const home = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/c/prime/home?cid=TIMES_PRIME&pid=WEB' });
  expect(response.statusCode).toBe(200);
  return { response, data: (response.json() as HomeDataResponse).data };
};

describe('GET /c/prime/home', () => {
  it('answers the headline, cacheable for a minute', async () => {
    const { response, data } = await home();
    expect(response.headers['cache-control']).toBe(CACHE_SHORT);
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
      discountAmount: 100,
      discountLabel: 'Save ₹100 more on your first year',
      couponCode: 'WELCOME100',
    });
    // The code the hero advertises is a real one.
    const check = await t.app.inject({ method: 'GET', url: `/nc/prime/codeDetails/${core.couponCode}?countryCode=IN` });
    expect(check.statusCode).toBe(200);
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

  it('has no footer: the footer moved to GET /c/prime/layout', async () => {
    const { data } = await home();
    expect(data).not.toHaveProperty('footer');
  });

  it('answers up to 6 offer logo cards: the most valuable offers, one per brand, no exclusive events', async () => {
    const { data } = await home();
    expect(data.offerCards.map((o) => o.name)).toEqual([
      'codeshala-bootcamp-50', // ₹15,000
      'gyaan-path-plus-1-year', // ₹3,999
      'cureconnect-free-consults', // ₹3,600
      'pahadi-homestays-extra-night', // ₹3,000
      'fitkaro-pro-3-months', // ₹2,997
      'labcheck-full-body-999', // ₹2,500 at priority 4, before Weave & Wander's ₹2,500 at priority 6
    ]);
    const savings = data.offerCards.map((o) => o.maxSavings ?? 0);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    expect(new Set(data.offerCards.map((o) => o.companyName)).size).toBe(6);
    expect(data.offerCards.every((o) => o.logoUrl.startsWith('/static/2x/brand-'))).toBe(true);
  });

  it('answers what the tabs, exclusives and partner logos show, cut from the same catalogue the listings get', async () => {
    const { response, data } = await home();
    const listing = await t.app.inject({
      method: 'POST',
      url: '/nc/prime/categories/offers',
      payload: { query: '', page: 0, pageSize: 1000, platform: 'WEB' },
    });
    const { categories } = (listing.json() as CategoryOffersResponse).data;
    const expected = homeOfferSections(categories);
    const sections = data.offerSections;
    // a tab per category with offers, five offers each at most, no exclusive in any tab
    expect(sections.categories.map((category) => category.slug)).toEqual(expected.categories.map((category) => category.slug));
    expect(sections.categories.length).toBeGreaterThan(3);
    for (const category of sections.categories) {
      expect(category.offers).toEqual([]);
      expect(category.companyOffers.length).toBeGreaterThan(0);
      expect(category.companyOffers.length).toBeLessThanOrEqual(CATEGORY_TAB_OFFERS);
      expect(category.companyOffers.some(isExclusive)).toBe(false);
    }
    expect(sections.categories.map((category) => category.companyOffers.map((offer) => offer.name))).toEqual(
      expected.categories.map((category) => category.companyOffers.map((offer) => offer.name)),
    );
    // every exclusive once; one partner offer per brand
    expect(sections.exclusives.length).toBeGreaterThan(0);
    expect(sections.exclusives.every(isExclusive)).toBe(true);
    expect(sections.exclusives.map((offer) => offer.name)).toEqual(expected.exclusives.map((offer) => offer.name));
    const brands = sections.partnerOffers.map((offer) => offer.companyName);
    expect(new Set(brands).size).toBe(brands.length);
    expect(sections.partnerOffers.map((offer) => offer.name)).toEqual(expected.partnerOffers.map((offer) => offer.name));
    // the home weighs a fraction of the catalogue it replaces
    expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBeLessThan(listing.rawPayload.length / 3);
  });

  it('answers the three how-to-use steps with their icons', async () => {
    const { data } = await home();
    expect(data.howToUse.title).toBe('How to use');
    expect(data.howToUse.steps.map((s) => s.title)).toEqual([
      'Sign up and become a member',
      'Activate benefits of your choice',
      'Go to the partner site or app to avail them',
    ]);
    expect(data.howToUse.steps.map((s) => s.icon)).toEqual(['/static/2x/step-1.svg', '/static/2x/step-2.svg', '/static/2x/step-3.svg']);
  });

  it('answers customer reviews, app install links and ratings, and the exclusives know-more card', async () => {
    const { data } = await home();
    const reviews = data.customerReviewSection.tweets;
    expect(data.customerReviewSection.title).toBe('What our members say');
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    expect(reviews[0]).toMatchObject({ name: 'Priya Raghavan', city: 'Chennai', rating: 5, avatarUrl: '/static/2x/avatar-priya-raghavan.svg' });
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5 && r.text.length > 20)).toBe(true);
    expect(data.appInstall).toMatchObject({
      androidRating: 4.5,
      iosRating: 4.6,
      androidImage: '/static/2x/app-google-play.svg',
      iosImage: '/static/2x/app-app-store.svg',
      title: 'membership app',
    });
    expect(data.appInstall.downloadLinkAndroid).toMatch(/^https:\/\/play\.google\.com\//);
    expect(data.exclusiveData.tpExclusiveKnowMoreImage).toBe('/static/2x/exclusive-know-more.svg');
    expect(data.exclusiveData.headerKnowMore).toBe('Curated experiences, member prices');
  });

  it('sends the first 9 free-trial offers and their count, by priority then id, with {count} in the title', async () => {
    const { data } = await home();
    const widget = data.freeTrialWidget;
    expect(widget.title).toBe('Try {count} benefits free for 30 days');
    expect(widget.ctaText).toBe('START FREE TRIAL');
    // 14 in all, more than 9: the grid shows 8 and '+6 MORE'
    expect(widget.offersCount).toBe(14);
    expect(widget.offers).toHaveLength(9);
    expect(widget.offers.every((o) => o.extraInfoMap?.ftLoggedOut === 'true')).toBe(true);
    const ranks = widget.offers.map((o) => [o.priority, o.id]);
    expect(ranks).toEqual([...ranks].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)));
  });

  it("answers SEO blocks, the core offers' worth, and no marketing coupon unless one is set", async () => {
    const { data } = await home();
    expect(data.seoBlocks.length).toBeGreaterThanOrEqual(3);
    expect(data.seoBlocks.every((b) => b.heading.length > 0 && b.paragraphs.length > 0)).toBe(true);
    // the sum of the market worth of the 7 membership offers
    const worth = data.coreOfferSection.offers.reduce((sum, o) => sum + (o.mkt_worth ?? o.maxSavings ?? 0), 0);
    expect(data.benefitsWorth).toBe(worth);
    expect(data.benefitsWorth).toBe(2400 + 450 + 2997 + 3999 + 714 + 2400 + 897);
    expect(data.marketingCouponData).toBeNull();
  });

  it('answers a figure and a marketing coupon set in the database', async () => {
    await t.database.db.execute(sql`update home_sections set benefits_worth = 20000, marketing_coupon_code = 'FESTIVE20' where key = 'default'`);
    const { data } = await home();
    expect(data.benefitsWorth).toBe(20000);
    expect(data.marketingCouponData).toEqual({ code: 'FESTIVE20' });
  });

  it('reads the editorial content from the database', async () => {
    await t.database.db.execute(sql`update home_content set title = 'Edited in the database', joining_amount = 899 where key = 'default'`);
    const { data } = await home();
    expect(data.title).toBe('Edited in the database');
    expect(data.coreOfferSection.joiningAmount).toBe(899);
  });
});

describe("the card-linked offer's widget", () => {
  const homeOn = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/c/prime/home${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as HomeDataResponse).data;
  };
  const VISA_WIDGET = {
    inletImage: '/static/2x/promo-visa-signature.svg',
    title: 'Visa Signature cardholders',
    subTitle: 'Get access to 40+ benefits and more',
    cta: 'Check eligibility',
    cardChannelId: 'VISA_SIGNATURE',
  };

  it.each(['', '?cid=TIMES_PRIME&pid=WEB', '?cid=M100200'])('promotes Visa Signature on the core site (query %j)', async (query) => {
    expect((await homeOn(query)).visaPromotionalWidget).toEqual(VISA_WIDGET);
  });

  it.each(['SHOPPERS_STOP', 'MORE_REWARDS'])('has none on the %s site', async (cid) => {
    expect((await homeOn(`?cid=${cid}`)).visaPromotionalWidget).toBeNull();
  });

  it('shows a picture the API draws', async () => {
    const image = await t.app.inject({ method: 'GET', url: VISA_WIDGET.inletImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('follows a change in the database at once (the read model is rebuilt)', async () => {
    await homeOn('?cid=TIMES_PRIME');
    await t.database.db.execute(sql`update card_home_widgets set title = 'Visa Signature? Read this' where site_channel = 'TIMES_PRIME'`);
    expect((await homeOn('?cid=TIMES_PRIME')).visaPromotionalWidget?.title).toBe('Visa Signature? Read this');
  });
});
