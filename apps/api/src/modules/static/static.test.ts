import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
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

describe('GET /static/{scale}/{imageName}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

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

  it.each(['brand-no-such-brand-logo.svg', 'brand-raagwave-banner.svg', 'logo.svg'])('answers 404 with the error body for %s', async (name) => {
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
