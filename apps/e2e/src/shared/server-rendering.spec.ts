import { expect, test } from '@playwright/test';
import { hydrationErrors } from '../hydration';
import { expectedPartner, siteOf } from '../partners';

// What the production site server sends before any JavaScript runs, and that the browser takes the
// page over without re-rendering it.

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

test.describe('server rendering', () => {
  test('the home arrives rendered: its heading, offer links and head tags are in the first HTML', async ({ request }, testInfo) => {
    const partner = expectedPartner[siteOf(testInfo.project.name)];
    const answer = await request.get('/');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html.replace(/&#x27;/g, "'")).toMatch(new RegExp(`<h1[^>]*>${partner.homeHeading}</h1>`));
    // Offer links ({catalogue base}/{category}/{offer}) are real anchors before any script runs: on
    // the core home, and on the co-brands' offer listings (their homes are landings).
    const offers = partner.offersPath === '/' ? html : await (await request.get(partner.offersPath)).text();
    expect(count(offers, /<a [^>]*href="\/[A-Za-z]+\/[a-z0-9-]+\/[A-Za-z0-9-]+"/)).toBeGreaterThan(3);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(count(head, /<title>/)).toBe(1);
    expect(head).toContain(`<title>${partner.title.replace(/&/g, '&amp;')}</title>`);
    expect(count(head, /<meta name="description"/)).toBe(1);
    expect(count(head, /<link rel="canonical"/)).toBe(1);
    expect(head).toContain('<meta property="og:title"');
    // The site's structured data, once each.
    expect(count(html, /"@type":"WebSite"/)).toBe(1);
    expect(count(html, /"@type":"Organization"/)).toBe(1);
    // Every section in place: none sent apart, hidden, for a script to move in after the first frame.
    expect(count(html, /<div hidden id="S:\d+">/)).toBe(0);
  });

  test("an offer page's first HTML holds its title, description and structured data once", async ({ request }, testInfo) => {
    const home = await (await request.get(expectedPartner[siteOf(testInfo.project.name)].offersPath)).text();
    const href = /<a [^>]*href="(\/[A-Za-z]+\/[a-z0-9-]+\/[A-Za-z0-9-]+)"/.exec(home)?.[1];
    expect(href).toBeTruthy();
    const answer = await request.get(href!);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
    expect(title).toBeTruthy();
    expect(count(head, /<title>/)).toBe(1);
    expect(count(head, /<meta name="description" content="[^"]+"/)).toBe(1);
    expect(head).toContain(`<link rel="canonical" href="${new URL(href!, answer.url()).href}"/>`);
    expect(count(html, /<h1[^>]*>/)).toBe(1);
    // Breadcrumbs (and their BreadcrumbList) are on the sites whose partner config shows the SEO block:
    // the core site's; the retail-partner variants (shopper, more-rewards) hide their SEO content.
    expect(count(html, /"@type":"BreadcrumbList"/)).toBe(siteOf(testInfo.project.name) === 'web' ? 1 : 0);
    expect(count(html, /"@type":"Product"/)).toBeLessThanOrEqual(1);
    expect(count(html, /<script type="application\/ld\+json">/)).toBeGreaterThanOrEqual(2);
  });

  test('an unknown path answers 404 with the not-found page', async ({ request }, testInfo) => {
    const answer = await request.get(expectedPartner[siteOf(testInfo.project.name)].forbiddenPath);
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain('Oops!');
  });

  test('the browser hydrates the rendered pages without a mismatch', async ({ page }, testInfo) => {
    const errors = hydrationErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.goto(expectedPartner[siteOf(testInfo.project.name)].offersPath);
    await expect(page.locator('main a[href]').first()).toBeVisible();
    const href = await page.locator('main a[href]').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').find((path) => /^\/[A-Za-z]+\/[a-z0-9-]+\/[A-Za-z0-9-]+$/.test(path)),
    );
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('the production site server', () => {
  test('pages carry the security headers and a nonce-based policy with no inline script allowed', async ({ request }) => {
    const answer = await request.get('/');
    const headers = answer.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Every inline script is data (JSON) or carries the nonce.
    const html = await answer.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      const executable = !/type="application\/(ld\+)?json"/.test(tag) && !/\bsrc=/.test(tag);
      if (executable) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  test('hashed assets are immutable and compressed; source maps and the template are not served', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The page starts its code once it has painted: the entry is named in that loader.
    const script = /s\.src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    expect((await request.get(`${script!}.map`)).status()).toBe(404);
    const template = await request.get('/index.html');
    expect(await template.text()).not.toContain('<!--app-html-->');
  });

  test('robots.txt and sitemap.xml list only what the site serves, on its origin', async ({ request, baseURL }, testInfo) => {
    const site = siteOf(testInfo.project.name);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs).toContain('/');
    expect(locs).not.toContain('/login');
    expect(locs).not.toContain(expectedPartner[site].forbiddenPath);
    if (site === 'web') {
      expect(locs).toContain('/faq');
      expect(locs.some((path) => /^\/categories\/[a-z0-9-]+\/[A-Za-z0-9-]+$/.test(path))).toBe(true);
      expect(locs.some((path) => path.startsWith('/blog/'))).toBe(true);
    }
    // Every listed page renders.
    for (const path of locs.slice(0, 5)) expect((await request.get(path)).status(), path).toBe(200);
  });

  test("GET /system/health answers the site's and the API's health", async ({ request }, testInfo) => {
    const answer = await request.get('/system/health');
    expect(answer.status()).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({ site: siteOf(testInfo.project.name), status: 'ok', api: { status: 'ok' } });
  });
});
