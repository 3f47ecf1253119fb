import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { artSvg, labelOf, parseArtName } from './art';
import { parseImageName } from './service';
import { coverSvg, escapeXml, inkOn, logoSvg, monogram } from './svg';

describe('brand art', () => {
  const brand = { name: 'Tandoor Tales', slug: 'tandoor-tales', color: '#B91C1C', accentColor: '#FCA5A5', tagline: 'Clay-oven classics' };

  it.each([
    ['Tandoor Tales', 'TT'],
    ['Raagwave', 'RA'],
    ['Weave & Wander', 'WW'],
    ['The Daily Ledger', 'TD'],
    ['', '?'],
  ])('the monogram of %j is %s', (name, expected) => {
    expect(monogram(name)).toBe(expected);
  });

  it('writes white on dark colours and dark ink on light ones', () => {
    expect(inkOn('#111827')).toBe('#FFFFFF');
    expect(inkOn('#FACC15')).toBe('#1A1A1A');
  });

  it('escapes brand text', () => {
    expect(escapeXml(`Weave & Wander <"x">`)).toBe('Weave &amp; Wander &lt;&quot;x&quot;&gt;');
    expect(logoSvg({ ...brand, name: 'Weave & Wander' })).toContain('Weave &amp; Wander');
  });

  it('draws the same picture every time, and a different one for another brand', () => {
    expect(coverSvg(brand)).toBe(coverSvg({ ...brand }));
    expect(coverSvg(brand)).not.toBe(coverSvg({ ...brand, slug: 'other-brand' }));
    expect(logoSvg(brand)).toContain('fill="#B91C1C"');
  });

  it.each([
    ['brand-tandoor-tales-logo.svg', { slug: 'tandoor-tales', kind: 'logo' }],
    ['brand-raagwave-cover.svg', { slug: 'raagwave', kind: 'cover' }],
    ['brand-raagwave-banner.svg', undefined],
    ['raagwave-logo.svg', undefined],
    ['brand--logo.svg', undefined],
  ])('reads the image name %s', (name, expected) => {
    expect(parseImageName(name)).toEqual(expected);
  });
});

describe('generated pictures', () => {
  it.each([
    ['app-google-play.svg', { kind: 'app', slug: 'google-play', mobile: false }],
    ['app-app-store.svg', { kind: 'app', slug: 'app-store', mobile: false }],
    ['social-x.svg', { kind: 'social', slug: 'x', mobile: false }],
    ['step-1.svg', { kind: 'step', slug: '1', mobile: false }],
    ['banner-festive-sale.svg', { kind: 'banner', slug: 'festive-sale', mobile: false }],
    ['banner-festive-sale-mob.svg', { kind: 'banner', slug: 'festive-sale', mobile: true }],
    ['promo-cinestream-weekend-mob.svg', { kind: 'promo', slug: 'cinestream-weekend', mobile: true }],
    ['event-comedy-night.svg', { kind: 'event', slug: 'comedy-night', mobile: false }],
    ['avatar-priya-nair.svg', { kind: 'avatar', slug: 'priya-nair', mobile: false }],
    ['blog-savings-plan.svg', { kind: 'blog', slug: 'savings-plan', mobile: false }],
    ['festive-base.svg', { kind: 'festive', slug: 'base', mobile: false }],
    ['exclusive-know-more.svg', { kind: 'exclusive', slug: 'know-more', mobile: false }],
    ['landing-more-rewards.svg', { kind: 'landing', slug: 'more-rewards', mobile: false }],
    ['banner-mob.svg', { kind: 'banner', slug: 'mob', mobile: false }],
    ['banner.svg', undefined],
    ['banner-.svg', undefined],
    ['poster-festive-sale.svg', undefined],
    ['brand-raagwave-logo.svg', undefined],
  ])('reads the picture name %s', (name, expected) => {
    expect(parseArtName(name)).toEqual(expected);
  });

  it.each([
    ['festive-sale', 'Festive Sale'],
    ['step-2', 'Step 2'],
    ['x', 'X'],
  ])('labels the slug %s as %s', (slug, label) => {
    expect(labelOf(slug)).toBe(label);
  });

  it('draws the same picture every time, another for another slug, and a different one for phones', () => {
    const banner = { kind: 'banner', slug: 'festive-sale', mobile: false } as const;
    expect(artSvg(banner)).toBe(artSvg({ ...banner }));
    expect(artSvg(banner)).not.toBe(artSvg({ ...banner, slug: 'weekend-deals' }));
    expect(artSvg(banner)).toContain('viewBox="0 0 1200 400"');
    expect(artSvg({ ...banner, mobile: true })).toContain('viewBox="0 0 720 540"');
    expect(artSvg(banner)).toContain('>Festive Sale</text>');
  });

  it('labels store badges and social icons for screen readers', () => {
    expect(artSvg({ kind: 'app', slug: 'google-play', mobile: false })).toContain('aria-label="GET IT ON Google Play"');
    expect(artSvg({ kind: 'app', slug: 'app-store', mobile: false })).toContain('>App Store</text>');
    expect(artSvg({ kind: 'social', slug: 'instagram', mobile: false })).toContain('aria-label="Instagram"');
    expect(artSvg({ kind: 'step', slug: '3', mobile: false })).toContain('>3</text>');
    expect(artSvg({ kind: 'avatar', slug: 'priya-nair', mobile: false })).toContain('>PN</text>');
  });
});

describe('GET /static/{scale}/{imageName}', () => {
  const t = useTestApp();

  it('serves a brand logo as SVG in the brand colour, cacheable for a day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/2x/brand-tandoor-tales-logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('fill="#B91C1C"');
    expect(response.body).toContain('>TT</text>');
  });

  it('serves the cover in the brand colours, the same picture at every scale', async () => {
    const at2x = await t.app.inject({ method: 'GET', url: '/static/2x/brand-cinestream-cover.svg' });
    const at3x = await t.app.inject({ method: 'GET', url: '/static/3x/brand-cinestream-cover.svg' });
    expect(at2x.statusCode).toBe(200);
    expect(at2x.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(at2x.body).toContain('stop-color="#E11D48"');
    expect(at2x.body).toContain('stop-color="#FDA4AF"');
    expect(at2x.body).toContain('Cinestream');
    expect(at3x.body).toBe(at2x.body);
  });

  it.each([
    'app-google-play.svg',
    'app-app-store.svg',
    'app-download.svg',
    'social-instagram.svg',
    'social-linkedin.svg',
    'step-1.svg',
    'blog-dining-deals.svg',
    'banner-festive-sale.svg',
    'banner-festive-sale-mob.svg',
    'promo-any-new-promotion-mob.svg',
    'event-stand-up-comedy-night.svg',
    'avatar-rahul-verma.svg',
    'festive-base.svg',
    'exclusive-know-more.svg',
    'landing-shopper.svg',
    'landing-more-rewards.svg',
  ])('serves the generated picture %s, cacheable for a day', async (name) => {
    const response = await t.app.inject({ method: 'GET', url: `/static/3x/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* role="img" aria-label="[^"]+"/);
  });

  it('serves every picture the seed names', async () => {
    const layout = (await t.app.inject({ method: 'GET', url: '/c/prime/layout' })).json().data as { footer: { appIcons: { icon: string }[]; socialMediaIcons: { icon: string }[] } };
    const blog = (await t.app.inject({ method: 'GET', url: '/c/prime/blog?pageSize=24' })).json().data as { articles: { imageUrl: string }[] };
    const urls = [...layout.footer.appIcons, ...layout.footer.socialMediaIcons].map((icon) => icon.icon).concat(blog.articles.map((a) => a.imageUrl));
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it.each(['brand-no-such-brand-logo.svg', 'brand-raagwave-banner.svg', 'logo.svg', 'poster-festive-sale.svg', 'banner.svg'])('answers 404 with the error body for %s', async (name) => {
    const response = await t.app.inject({ method: 'GET', url: `/static/2x/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: false,
      responseMessage: '404 image not found',
      userMessage: 'Image not found',
      systemErrorCode: '404',
    });
  });

  it.each([
    ['an unknown scale', '/static/4x/brand-raagwave-logo.svg', 'path/scale'],
    ['a name outside the pattern', '/static/2x/Brand-Raagwave.PNG', 'path/imageName'],
  ])('answers 400 for %s', async (_label, url, path) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'TP400', details: [{ path }] });
  });

  it('gives every offer a logo and a cover that exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/c/prime/offer/raagwave-premium-6-months' });
    const { logoUrl, coverImageUrl } = response.json().data as { logoUrl: string; coverImageUrl: string };
    for (const url of [logoUrl, coverImageUrl]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});
