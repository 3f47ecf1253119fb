import type { Layout } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfferRow } from '../catalogue';
import { useTestApp } from '../../test/harness';

/** The rows of a raw `execute` (typed `unknown` by the driver-neutral database type). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
import { topBenefitsOf } from './layout-service';
import { CACHE_SHORT } from '../../http/cache-control';

describe('the footer Top Benefits rule', () => {
  const offer = (id: number, companyId: number, priority: number, welcome = false) =>
    ({ id, companyId, priority, welcome, name: `offer-${id}`, companyName: `Company ${companyId}`, categorySlug: 'dining' }) as OfferRow;
  const offers = [offer(1, 1, 3), offer(2, 1, 5, true), offer(3, 2, 1), offer(4, 3, 2, true), offer(5, 4, 1), offer(6, 4, 1), offer(7, 5, 9)];

  it.each([
    ['visitor', 10, [4, 2, 3, 5, 7]],
    ['visitor', 3, [4, 2, 3]],
    ['member', 10, [3, 5, 1, 7]],
  ] as const)('for a %s with at most %i links gives offers %j', (audience, limit, ids) => {
    expect(topBenefitsOf(offers, audience, limit).map((b) => b.id)).toEqual(ids);
  });

  it('links to the offer page from the footer, labelled with the company', () => {
    expect(topBenefitsOf([offer(4, 3, 2, true)], 'visitor', 1)).toEqual([
      { id: 4, label: 'Company 3', deeplink: '/categories/dining/offer-4?source_origin=footer' },
    ]);
  });
});

describe('GET /c/prime/layout', () => {
  const t = useTestApp();

  const layout = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/c/prime/layout${query}` });
    expect(response.statusCode).toBe(200);
    return { response, data: response.json().data as Layout };
  };

  it('answers the footer groups and headings, cacheable for a minute', async () => {
    const { response, data } = await layout('?cid=TIMES_PRIME&pid=WEB');
    expect(response.headers['cache-control']).toBe(CACHE_SHORT);
    const { footer } = data;
    expect(footer.subTitle).toMatch(/^One membership, unlimited benefits/);
    expect(footer.heading).toEqual({ support: 'Support', category: 'Categories', downloadApp: 'Download the app', socialMedia: 'Follow us' });
    expect(footer.support.subSections.map((l) => [l.label, l.url])).toEqual([
      ['Contact us', '/support'],
      ['FAQs', '/faq'],
      ['About us', '/about'],
      ['Blog', '/blog'],
      ['Unsubscribe', '/unsubscribe'],
    ]);
    expect(footer.legal.subSections.map((l) => [l.label, l.url])).toEqual([
      ['Terms & Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Referral Terms', '/referral-terms-and-conditions'],
    ]);
    expect(footer.support.subSections.every((l) => !l.isNative)).toBe(true);
    expect(footer.optOutMissCall).toBe('1800-000-0000');
    expect(footer.hideCategoryMobile).toBe(false);
    expect(footer.festiveImage).toBe('/static/2x/festive-base.svg');
  });

  it('lists the catalogue categories by priority', async () => {
    const { data } = await layout();
    const categories = data.footer.categories;
    expect(categories.slice(0, 4)).toEqual([
      { displayName: 'Dining', slug: 'dining', isNative: false, url: null },
      { displayName: 'Music', slug: 'music', isNative: false, url: null },
      { displayName: 'News', slug: 'news', isNative: false, url: null },
      { displayName: 'Entertainment', slug: 'ott', isNative: false, url: null },
    ]);
    expect(categories.length).toBeGreaterThanOrEqual(12);
  });

  it('gives app and social icons that the API serves', async () => {
    const { data } = await layout();
    const { appIcons, socialMediaIcons } = data.footer;
    expect(appIcons.map((i) => i.label)).toEqual(['Google Play', 'App Store']);
    expect(appIcons[0]?.link).toMatch(/^https:\/\/play\.google\.com\//);
    expect(appIcons[1]?.link).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(socialMediaIcons.map((i) => i.label)).toEqual(['Instagram', 'X', 'Facebook', 'YouTube', 'LinkedIn']);
    const images = [...appIcons, ...socialMediaIcons].map((i) => i.icon);
    images.push(data.hamburgerMenu.downloadAppImage, data.footer.festiveImage ?? '');
    for (const url of images) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('lists at most 12 Top Benefits for visitors, one per company, welcome offers first', async () => {
    const { data } = await layout('?audience=visitor');
    const links = data.footer.topBenefitResponse;
    expect(links).toHaveLength(12);
    expect(new Set(links.map((l) => l.label)).size).toBe(12);
    // the same rule in SQL: each company's welcome offer (else its first by priority then id),
    // welcome offers first, then by priority then id
    const expected = rowsOf<{ id: number; label: string; welcome: boolean }>(await t.database.db.execute(sql`
      select id, label, welcome from (
        select distinct on (o.company_id) o.id, c.name as label, o.welcome, o.priority
        from offers o join companies c on c.id = o.company_id
        order by o.company_id, o.welcome desc, o.priority, o.id
      ) chosen order by welcome desc, priority, id limit 12`));
    expect(links.map((l) => [l.id, l.label])).toEqual(expected.map((row) => [Number(row.id), row.label]));
    expect(expected.slice(0, 12).every((row) => row.welcome)).toBe(true);
    expect(links.slice(0, 3).map((l) => l.label)).toEqual(['Tandoor Tales', 'VoltVille', 'Kurta Kraft']);
    expect(links[0]?.deeplink).toBe('/categories/dining/tandoor-tales-gold?source_origin=footer');
    expect((await layout()).data.footer.topBenefitResponse).toEqual(links);
  });

  it('leaves the welcome offers out for members', async () => {
    const { data } = await layout('?audience=member');
    const links = data.footer.topBenefitResponse;
    expect(links).toHaveLength(12);
    const welcome = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from offers where welcome`));
    const welcomeIds = new Set(welcome.map((row) => Number(row.id)));
    expect(links.some((l) => welcomeIds.has(l.id))).toBe(false);
    expect(new Set(links.map((l) => l.label)).size).toBe(12);
  });

  it('answers the side menu with the Benefits dropdown and the app links', async () => {
    const { hamburgerMenu } = (await layout()).data;
    expect(hamburgerMenu.menu.map((item) => [item.text, item.path, item.dropDown])).toEqual([
      ['Home', '/', false],
      ['Benefits', null, true],
      ['Exclusives', '/categories/tpxclusives', false],
      ['Blog', '/blog', false],
      ['FAQs', '/faq', false],
      ['About us', '/about', false],
    ]);
    const benefits = hamburgerMenu.menu[1]?.items ?? [];
    expect(benefits.length).toBeGreaterThanOrEqual(4);
    expect(benefits.length).toBeLessThanOrEqual(6);
    expect(benefits[0]).toEqual({ label: 'Dining', url: '/categories/dining', isNative: false });
    expect(hamburgerMenu.downloadLinkIos).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(hamburgerMenu.downloadLinkAndroid).toMatch(/^https:\/\/play\.google\.com\//);
    expect(hamburgerMenu.downloadAppImage).toBe('/static/2x/app-download.svg');
  });

  it('answers 400 for an unknown audience', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/c/prime/layout?audience=admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ systemErrorCode: 'TP400', details: [{ path: 'query/audience' }] });
  });

  it('reads the footer from the database', async () => {
    await t.database.db.execute(sql`update layout_content set footer = jsonb_set(footer, '{optOutMissCall}', '"1800-111-2222"') where key = 'default'`);
    expect((await layout()).data.footer.optOutMissCall).toBe('1800-111-2222');
  });
});
