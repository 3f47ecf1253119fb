import type { BlogArticle, BlogPage, ContentPage, ErrorBody, FaqCategory, UnsubscribeReason } from '@rewards/api-contract';
import { eq, sql } from 'drizzle-orm';
import { smsOptOuts } from '../../db/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp, postJson } from '../../test/harness';
import { relatedArticlesForCategory } from './related';
import { CACHE_SHORT } from '../../http/cache-control';

let clock = new Date('2026-11-20T10:00:00Z');
const t = useTestApp({ now: () => clock });

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /c/prime/faq', () => {
  it('answers the categories by priority, each with its questions, cacheable for a minute', async () => {
    const response = await get('/c/prime/faq?cid=TIMES_PRIME&pid=WEB');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_SHORT);
    const { categories } = response.json().data as { categories: FaqCategory[] };
    expect(categories.map((c) => c.name)).toEqual(['General', 'Membership & payment', 'Offers & coupons']);
    expect(categories.flatMap((c) => c.faqs).length).toBeGreaterThanOrEqual(9);
    expect(categories[0]?.faqs[0]?.question).toBe('What is Prime Rewards?');
    const payment = categories[1]?.faqs.map((f) => f.answer).join(' ') ?? '';
    expect(payment).toContain('₹999');
    expect(payment).toContain('30-day free trial');
    expect(payment).toMatch(/GST/);
  });

  it('follows the priorities stored in the database', async () => {
    await t.database.db.execute(sql`update faq_categories set priority = 0 where slug = 'offers-and-coupons'`);
    const { categories } = (await get('/c/prime/faq')).json().data as { categories: FaqCategory[] };
    expect(categories[0]?.slug).toBe('offers-and-coupons');
    await t.database.db.execute(sql`update faq_categories set priority = 3 where slug = 'offers-and-coupons'`);
  });
});

describe('GET /c/prime/tnc/{tncName}', () => {
  it.each(['general', 'referral', 'visa', 'free-trial'])('answers the %s terms with several sections', async (name) => {
    const response = await get(`/c/prime/tnc/${name}`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data as ContentPage;
    expect(page.name).toBe(name);
    expect(page.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.sections.length).toBeGreaterThanOrEqual(2);
    expect(page.sections.every((s) => s.paragraphs.length + s.items.length > 0)).toBe(true);
  });

  it('answers 404 "terms not found" for an unknown name, never cached', async () => {
    const response = await get('/c/prime/tnc/no-such-terms');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ success: false, responseMessage: 'terms not found', systemErrorCode: '404' });
  });

  it('does not answer a page under the terms name (and the other way round)', async () => {
    expect((await get('/c/prime/tnc/about')).statusCode).toBe(404);
    expect((await get('/c/prime/page/general')).statusCode).toBe(404);
  });

  it('answers 400 for a name outside the pattern', async () => {
    const response = await get('/c/prime/tnc/General_Terms');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ systemErrorCode: 'TP400', details: [{ path: 'path/tncName' }] });
  });
});

describe('GET /c/prime/page/{pageName}', () => {
  it.each(['about', 'privacy-policy', 'experiantnc', 'visa-terms-and-conditions', 'blog-aboutus', 'support'])('answers the %s page', async (name) => {
    const response = await get(`/c/prime/page/${name}`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data as ContentPage;
    expect(page).toMatchObject({ name });
    expect(page.title.length).toBeGreaterThan(0);
    expect(page.description.length).toBeGreaterThan(20);
    expect(page.sections.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(page)).not.toMatch(/lorem/i);
  });

  it('has a privacy policy about the DPDP Act, OTPs, cookies and where data is stored', async () => {
    const text = JSON.stringify((await get('/c/prime/page/privacy-policy')).json().data);
    for (const expected of ['Digital Personal Data Protection Act, 2023', 'OTP', 'cookies', 'stored on servers in India']) expect(text).toContain(expected);
  });

  it('has a support page with the email, phone hours in IST and links', async () => {
    const page = (await get('/c/prime/page/support')).json().data as ContentPage;
    const items = page.sections.flatMap((s) => s.items);
    expect(items).toContain('Email: support@primerewards.example.com');
    expect(items.some((item) => item.includes('IST'))).toBe(true);
    expect(items).toContain('FAQs: /faq');
  });

  it('answers 404 "page not found" for an unknown name', async () => {
    const response = await get('/c/prime/page/careers');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, responseMessage: 'page not found', userMessage: 'This page could not be found', systemErrorCode: '404' } satisfies ErrorBody);
  });
});

describe('GET /c/prime/blog', () => {
  const page = async (query: string) => {
    const response = await get(`/c/prime/blog${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as BlogPage;
  };

  it('answers the newest articles first, 6 by default, with the total as childCount', async () => {
    const first = await page('');
    expect(first).toMatchObject({ page: 0, pageSize: 6 });
    expect(first.articles).toHaveLength(6);
    expect(first.childCount).toBeGreaterThanOrEqual(9);
    const dates = first.articles.map((a) => a.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.articles[0]).toMatchObject({ slug: 'learn-a-new-skill-this-year', author: 'Meher Sethi', publishedOn: '2026-11-02' });
    const [newest] = first.articles;
    expect(newest?.path).toBe(`${newest?.slug}-${newest?.id}`);
    expect(newest?.imageUrl).toMatch(/^\/static\/2x\/blog-[a-z0-9-]+\.svg$/);
  });

  it('pages through every article exactly once', async () => {
    const seen: number[] = [];
    let loaded = 0;
    let total = Infinity;
    for (let n = 0; loaded < total; n += 1) {
      const next = await page(`?page=${n}&pageSize=4`);
      total = next.childCount;
      loaded += next.articles.length;
      seen.push(...next.articles.map((a) => a.id));
      expect(next.page).toBe(n);
      if (next.articles.length === 0) break;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect((await page('?page=100&pageSize=4')).articles).toEqual([]);
  });

  it.each([
    ['?pageSize=0', 'query/pageSize'],
    ['?pageSize=25', 'query/pageSize'],
    ['?page=-1', 'query/page'],
  ])('answers 400 for %s', async (query, path) => {
    const response = await get(`/c/prime/blog${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ systemErrorCode: 'TP400', details: [{ path }] });
  });
});

describe('GET /c/prime/blog/{articleTitle}', () => {
  const newest = async () => ((await get('/c/prime/blog?pageSize=24')).json().data as BlogPage).articles;

  it('answers the article with its sections and up to 3 related articles sharing a tag', async () => {
    const articles = await newest();
    const dining = articles.find((a) => a.slug === 'best-dining-deals-this-month');
    expect(dining).toBeDefined();
    const response = await get(`/c/prime/blog/${dining?.path}`);
    expect(response.statusCode).toBe(200);
    const article = response.json().data as BlogArticle;
    expect(article).toMatchObject({ id: dining?.id, title: dining?.title, tags: ['dining', 'offers'] });
    expect(article.sections.length).toBeGreaterThanOrEqual(2);
    expect(article.relatedArticles.length).toBeGreaterThan(0);
    expect(article.relatedArticles.length).toBeLessThanOrEqual(3);
    for (const related of article.relatedArticles) {
      expect(related.id).not.toBe(article.id);
      expect(related.tags.some((tag) => article.tags.includes(tag))).toBe(true);
    }
  });

  it('answers the article for a wrong slug, by the id after the last hyphen', async () => {
    const [first] = await newest();
    const response = await get(`/c/prime/blog/an-old-title-${first?.id}`);
    expect(response.statusCode).toBe(200);
    expect((response.json().data as BlogArticle).slug).toBe(first?.slug);
  });

  it.each(['some-article-99999', 'no-id-at-all', 'overflowing-id-99999999999'])('answers 404 "article not found" for %s', async (segment) => {
    const response = await get(`/c/prime/blog/${segment}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ responseMessage: 'article not found', systemErrorCode: '404' });
  });
});

describe('related articles for a category', () => {
  it('gives the newest articles tagged with the category, at most the limit', async () => {
    const dining = await relatedArticlesForCategory(t.database.db, 'dining');
    expect(dining.map((a) => a.slug)).toEqual(['save-on-food-delivery-every-week', 'best-dining-deals-this-month']);
    expect(dining[0]).toMatchObject({ path: `save-on-food-delivery-every-week-${dining[0]?.id}` });
    expect(await relatedArticlesForCategory(t.database.db, 'travel', 1)).toHaveLength(1);
    expect(await relatedArticlesForCategory(t.database.db, 'DINING', 1)).toHaveLength(1);
    expect(await relatedArticlesForCategory(t.database.db, 'no-such-category')).toEqual([]);
    expect(await relatedArticlesForCategory(t.database.db, 'dining', 0)).toEqual([]);
  });
});

describe('unsubscribing from marketing SMS', () => {
  it('lists at least 4 reasons', async () => {
    const response = await get('/c/prime/unsubscribe/reasons');
    expect(response.statusCode).toBe(200);
    const { reasons } = response.json().data as { reasons: UnsubscribeReason[] };
    expect(reasons.length).toBeGreaterThanOrEqual(4);
    expect(reasons[0]).toEqual({ id: 'too-many-messages', label: 'I get too many messages' });
  });

  const optOut = (mobile: string) =>
    t.database.db
      .select({ reason_id: smsOptOuts.reasonId, comment: smsOptOuts.comment, created_at: smsOptOuts.createdAt, updated_at: smsOptOuts.updatedAt })
      .from(smsOptOuts)
      .where(eq(smsOptOuts.mobile, mobile));

  it('records the opt-out, answers a masked number, never cached; a repeat keeps one row with the latest reason', async () => {
    const first = await postJson(t.app, '/nc/prime/unsubscribe', { mobile: '9876543210', reasonId: 'not-relevant', comment: '  too many food offers ' }, { 'x-forwarded-for': '10.0.0.1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ success: true, data: { message: 'You will no longer receive marketing SMS on +91 XXXXXX3210' } });
    expect(await optOut('9876543210')).toMatchObject([{ reason_id: 'not-relevant', comment: 'too many food offers' }]);

    clock = new Date(clock.getTime() + 1_000);
    const again = await postJson(t.app, '/nc/prime/unsubscribe', { mobile: '9876543210', reasonId: 'other' });
    expect(again.statusCode).toBe(200);
    const rows = await optOut('9876543210');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason_id: 'other', comment: null });
    expect(rows[0]?.updated_at.getTime()).toBeGreaterThan(rows[0]?.created_at.getTime() ?? Infinity);
  });

  it('answers 400 "unknown reason" for a reason that is not listed, and records nothing', async () => {
    const response = await postJson(t.app, '/nc/prime/unsubscribe', { mobile: '9123456780', reasonId: 'bored' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, responseMessage: 'unknown reason', systemErrorCode: 'TP400', details: [{ path: 'body/reasonId' }] });
    expect(await optOut('9123456780')).toEqual([]);
  });

  it.each([
    [{ mobile: '12345', reasonId: 'other' }, 'body/mobile'],
    [{ mobile: '9876543210' }, 'body/reasonId'],
    [{ mobile: '9876543210', reasonId: 'other', extra: 1 }, 'body/extra'],
  ])('answers 400 for a body that breaks the contract (%j)', async (body, path) => {
    const response = await postJson(t.app, '/nc/prime/unsubscribe', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ systemErrorCode: 'TP400', details: [{ path }] });
  });
});

describe('the opt-out limit', () => {
  let now = new Date('2026-11-20T10:00:00Z');
  const limited = useTestApp({ now: () => now, config: { unsubscribeLimitPerMinute: 10 } });

  it('answers 429 TP429 after 10 requests a minute from one address, and accepts again in the next minute', async () => {
    const send = () => postJson(limited.app, '/nc/prime/unsubscribe', { mobile: '9876500001', reasonId: 'other' });
    for (let i = 0; i < 10; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, systemErrorCode: 'TP429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    now = new Date(now.getTime() + 60_000);
    expect((await send()).statusCode).toBe(200);
  });
});
