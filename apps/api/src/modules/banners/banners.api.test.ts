import type { Banner, components } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { promotionShown } from './service';
import { CACHE_SHORT } from '../../http/cache-control';

type ViewportResponse = components['schemas']['ViewportResponse'];
type PromotionsResponse = components['schemas']['PromotionsResponse'];

const t = useTestApp();

const viewport = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/c/primeplus/viewport?cid=TIMES_PRIME&segmentToken=seg-1' });
  expect(response.statusCode).toBe(200);
  return { response, data: (response.json() as ViewportResponse).data };
};
const promotions = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/c/uf/product/promotions?${query}` });
  return { response, list: response.statusCode === 200 ? (response.json() as PromotionsResponse).data.promotions : [] };
};

describe('GET /c/primeplus/viewport', () => {
  it('answers the weekly banners by position, covering every click action, cacheable for a minute', async () => {
    const { response, data } = await viewport();
    expect(response.headers['cache-control']).toBe(CACHE_SHORT);
    const weekly = data.weeklyViewport;
    expect(weekly?.banners.length).toBeGreaterThanOrEqual(5);
    const positions = weekly?.banners.map((b) => b.position) ?? [];
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const actions = new Set(weekly?.banners.map((b) => b.ctaDetail?.actionType));
    expect(actions).toEqual(new Set(['REVIEW_ORDER', 'OFFER', 'URL_REDIRECTION', 'HOME_PAGE', 'GET_CREDIT_REPORT']));
    expect(weekly?.banners.some((b) => b.mediaType === 'ANIMATION')).toBe(true);
    expect(weekly?.banners.every((b) => b.imageUrl.startsWith('/static/2x/banner-'))).toBe(true);
  });

  it('leaves CTA text, title icon and title null on some banners, for the client defaults', async () => {
    const banners = (await viewport()).data.weeklyViewport?.banners ?? [];
    expect(banners.some((b) => b.ctaDetail?.text === null)).toBe(true);
    expect(banners.some((b) => b.displayDetail?.titleIcon === null && b.displayDetail.title === null)).toBe(true);
  });

  it('points REVIEW_ORDER at a code that validates, OFFER at a real offer, URL_REDIRECTION at an external https page', async () => {
    const banners = (await viewport()).data.weeklyViewport?.banners ?? [];
    const find = (type: NonNullable<Banner['ctaDetail']>['actionType']) => banners.find((b) => b.ctaDetail?.actionType === type)?.ctaDetail?.data;
    const code = find('REVIEW_ORDER')?.couponCode;
    expect(code).toBe('WELCOME100');
    const check = await t.app.inject({ method: 'GET', url: `/nc/prime/codeDetails/${code}?countryCode=IN` });
    expect(check.statusCode).toBe(200);
    const offer = find('OFFER');
    const detail = await t.app.inject({ method: 'GET', url: `/c/prime/offer/${offer?.offerName}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.categorySlug).toBe(offer?.categorySlug);
    expect(find('URL_REDIRECTION')?.redirectionUrl).toMatch(/^https:\/\//);
  });

  it('answers the event viewport with its title and at least 4 banners, and the strip', async () => {
    const { data } = await viewport();
    expect(data.eventViewport?.title).toBe('Events for members');
    expect(data.eventViewport?.subTitle).toBe('Preferential pricing for members at the best events in town');
    expect(data.eventViewport?.viewport.banners.length).toBeGreaterThanOrEqual(4);
    expect(data.strip).toEqual({ text: 'Save up to ₹20,000 across 25+ brands · New member events every week', bgColor: '#1F2937' });
  });

  it('orders banners by position, not by insertion', async () => {
    await t.database.db.execute(sql`update banners set position = -1 where image_url = '/static/2x/banner-credit-report.svg'`);
    const banners = (await viewport()).data.weeklyViewport?.banners ?? [];
    expect(banners[0]?.imageUrl).toBe('/static/2x/banner-credit-report.svg');
  });

  it('answers nulls when nothing is set up', async () => {
    await t.database.db.execute(sql`update banner_strips set active = false`);
    expect((await viewport()).data.strip).toBeNull();
    await t.database.db.execute(sql`update banner_strips set active = true`);
  });
});

describe('GET /c/uf/product/promotions', () => {
  it('answers the banners for a visitor by position, with pictures whose mobile variant is -mob', async () => {
    const { response, list } = await promotions('platform=WEB');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_SHORT);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((p) => /^\/static\/2x\/promo-[a-z0-9-]+\.svg$/.test(p.imageUrl) && !p.imageUrl.includes('-mob'))).toBe(true);
    expect(list[0]?.title).toBe('Join now and get ₹100 off the annual membership');
    // banners for some plan statuses only are not shown to a viewer of unknown status
    expect(list.map((p) => p.title)).not.toContain('Your membership has ended. Renew and keep saving');
  });

  it('drops banners selling the membership when no payment is required', async () => {
    const { list } = await promotions('platform=WEB&paymentRequired=false&planStatusId=5');
    expect(list.map((p) => p.title)).toEqual([
      'Go Super for super-exclusive offers',
      'Comedy, music and food walks at member prices',
      'Dining week, 25% off at Masala Lane Bistro',
    ]);
  });

  it('shows the renewal banner to lapsed members and hides the upgrade from its holders', async () => {
    expect((await promotions('platform=WEB&planStatusId=2')).list.map((p) => p.title)).toContain('Your membership has ended. Renew and keep saving');
    expect((await promotions('platform=WEB&planStatusId=5&variantName=prime_super')).list.map((p) => p.title)).not.toContain('Go Super for super-exclusive offers');
  });

  it.each([
    ['no platform', ''],
    ['another platform', 'platform=ANDROID'],
    ['a plan status out of range', 'platform=WEB&planStatusId=42'],
  ])('refuses %s with 400', async (_label, query) => {
    const { response } = await promotions(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'TP400' });
  });
});

describe('promotionShown', () => {
  const base = { sellsMembership: false, planStatusIds: null, hiddenForVariants: [] as string[] };
  it.each([
    ['an open banner, nothing known', base, {}, true],
    ['a selling banner, payment required', { ...base, sellsMembership: true }, { paymentRequired: true }, true],
    ['a selling banner, payment unknown', { ...base, sellsMembership: true }, {}, true],
    ['a selling banner, no payment required', { ...base, sellsMembership: true }, { paymentRequired: false }, false],
    ['a banner for statuses 2/6/7, status 6', { ...base, planStatusIds: [2, 6, 7] }, { planStatusId: 6 }, true],
    ['a banner for statuses 2/6/7, status 5', { ...base, planStatusIds: [2, 6, 7] }, { planStatusId: 5 }, false],
    ['a banner for statuses 2/6/7, status unknown', { ...base, planStatusIds: [2, 6, 7] }, {}, false],
    ['a banner hidden from PRIME_SUPER, any case', { ...base, hiddenForVariants: ['PRIME_SUPER'] }, { variantName: 'Prime_Super' }, false],
    ['a banner hidden from PRIME_SUPER, another variant', { ...base, hiddenForVariants: ['PRIME_SUPER'] }, { variantName: 'PRIME_ANNUAL' }, true],
  ])('%s: shown %s', (_label, row, criteria, expected) => {
    expect(promotionShown(row, criteria)).toBe(expected);
  });
});


describe('pictures', () => {
  it('serves every picture the banners, promotions, home sections and exclusive events name, with the -mob variant of promotions', async () => {
    const { data: viewportData } = await viewport();
    const { list } = await promotions('platform=WEB&planStatusId=2');
    const home = (await t.app.inject({ method: 'GET', url: '/c/prime/home' })).json().data as components['schemas']['HomeData'];
    const events = (
      await t.app.inject({ method: 'POST', url: '/nc/prime/categories/offers', payload: { query: '', page: 0, pageSize: 1000, platform: 'WEB', tag: 'tpxclusives' } })
    ).json().data.categories[1].offers as components['schemas']['Offer'][];
    const urls = [
      ...(viewportData.weeklyViewport?.banners ?? []).map((b) => b.imageUrl),
      ...(viewportData.eventViewport?.viewport.banners ?? []).map((b) => b.imageUrl),
      ...list.flatMap((p) => [p.imageUrl, p.imageUrl.replace(/\.svg$/, '-mob.svg')]),
      ...home.howToUse.steps.map((s) => s.icon),
      ...home.customerReviewSection.tweets.flatMap((r) => (r.avatarUrl ? [r.avatarUrl] : [])),
      home.appInstall.androidImage,
      home.appInstall.iosImage,
      home.exclusiveData.tpExclusiveKnowMoreImage,
      ...events.map((o) => o.extraInfoMap?.xclusiveImage ?? 'missing'),
    ];
    expect(events.length).toBeGreaterThanOrEqual(6);
    const failed: string[] = [];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      if (response.statusCode !== 200 || !response.headers['content-type']?.toString().startsWith('image/svg+xml')) failed.push(url);
    }
    expect(failed).toEqual([]);
  });
});
