import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, hydrationErrors } from './hydration';
import { gotoAsMember } from './login';
import { newMember, signInContext, type MemberKind } from './members';
import type { SiteName } from './partners';

// Zero hydration errors, enforced: every route of the site, as a visitor and as each kind of member
// the site has, on a phone and on a desktop. A page whose server HTML differs from the browser's
// first render logs a hydration error (and is rendered again from scratch): any one fails the walk.

/** E2E_DEV=1: the development servers (Vite serves each module apart, 3-4 s a page). */
export const DEV = process.env['E2E_DEV'] === '1';

/** Routes a sitemap does not list: the member's own pages, the sign-in and the flows behind it. */
const MORE_ROUTES: Record<SiteName, string[]> = {
  web: ['/', '/userfeed', '/profile', '/payment', '/login', '/search', '/otts', '/timesprimesuper', '/student-offer', '/creditscorecheck', '/visa-offer/categories', '/campaigns/festive-sale', '/no-such-page'],
  shopper: ['/', '/user-shopper-stop', '/profile', '/search', '/tnc', '/categories'],
  'more-rewards': ['/', '/profile', '/tnc', '/search'],
};


/** A phone's user agent: the server picks the phone header from it. */
export const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A phone as sites see one, and a desktop. */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, userAgent: PHONE_USER_AGENT },
  { name: 'desktop', width: 1440, height: 900, userAgent: undefined },
] as const;

/**
 * The site's routes: one page of each shape its sitemap lists (an offer page, a category, an
 * article...: pages of one shape share their code), and the routes above.
 */
export async function routesOf(request: APIRequestContext, site: SiteName): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const shapes = new Map<string, string>();
  for (const path of [...MORE_ROUTES[site], ...listed]) {
    const parts = path.split('/').filter(Boolean);
    const shape = parts.length <= 1 ? path : `${parts[0]}/${parts.length}`;
    if (!shapes.has(shape)) shapes.set(shape, path);
  }
  return [...new Set([...MORE_ROUTES[site], ...shapes.values()])];
}

type Who = 'visitor' | MemberKind | 'ended';

/** Who is walked at each width: one list for both, or a list per width. */
export type Walks = readonly Who[] | Partial<Record<(typeof WIDTHS)[number]['name'], readonly Who[]>>;

/**
 * Declares the site's walks: each of `who` at each width (or the kinds given for each width). 'ended'
 * is a browser that still holds the session hint and a refresh cookie the API refuses (a session
 * revoked or expired since): the page starts as a member's loading frame on both sides and the
 * session ends while parts of it may still be hydrating; it is walked on the phone only. Only the
 * walks a site has are declared (none skipped).
 */
export function hydrationWalks(site: SiteName, walks: Walks): void {
  for (const viewport of WIDTHS) {
    const who: readonly Who[] = Array.isArray(walks) ? walks : ((walks as Exclude<Walks, readonly Who[]>)[viewport.name] ?? []);
    for (const kind of who) {
      if (kind === 'ended' && viewport.name !== 'phone') continue;
      test(`every route hydrates without a mismatch: ${kind} at ${viewport.width} px`, async ({ browser, request, playwright }, testInfo) => {
        // A long walk of every route; each page load is its own step (slower on the development servers).
        test.setTimeout(DEV ? 600_000 : 300_000);
        const routes = await routesOf(request, site);
        const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.name === 'phone', hasTouch: viewport.name === 'phone', ...(viewport.userAgent ? { userAgent: viewport.userAgent } : {}) });
        if (kind === 'ended') await signInContext(context, { refreshToken: 'revoked-or-expired-refresh-token' });
        else if (kind !== 'visitor') await signInContext(context, await newMember(playwright, kind));
        const page = await context.newPage();
        const errors = hydrationErrors(page);
        for (const route of routes) {
          await test.step(route, async () => {
            if (kind === 'visitor' || kind === 'ended') await page.goto(route);
            else await gotoAsMember(page, route);
            await hydrated(page);
          });
        }
        testInfo.annotations.push({ type: 'routes', description: `${routes.length}: ${routes.join(' ')}` });
        await context.close();
        expect(errors).toEqual([]);
      });
    }
  }
}
