// The co-brands serve only their partner's paths (the core site serves every one): every link they
// show a visitor or a member leads to a page they serve, and none to a payment page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CLAIM_JOURNEYS_ADDRESS } from '../limits';
import { codeSentTo, completeProfilePrompts, freshMobile, gotoAsMember, mobileField, verifyWith } from '../login';
import { expectedPartner, firstOfferPath, siteOf, sitePaths, type SiteName } from '../partners';


/** The linked paths the site server answers with the not-found page (404). */
async function deadLinks(request: APIRequestContext, paths: Iterable<string>): Promise<string[]> {
  const dead: string[] = [];
  for (const path of paths) {
    if (path.startsWith('/static/') || path.startsWith('/dev/')) continue;
    const answer = await request.get(path, { maxRedirects: 0 });
    if (answer.status() === 404) dead.push(path);
  }
  return dead;
}

/** Rohan (apps/api/src/seed/data/users.yaml): enrolled with the shopper partner, membership claimed. */
const SHOPPER_MEMBER = '9876543243';

/** Signs in on a co-brand's landing as a member with a running membership. */
async function signInAsMember(page: Page, request: APIRequestContext, site: SiteName): Promise<void> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  if (site === 'shopper') {
    // a demo member whose enrolment is claimed already (Arjun, 9876543241, is other journeys')
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await mobileField(page).fill(SHOPPER_MEMBER);
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, SHOPPER_MEMBER));
    await expect(page).toHaveURL(/\/user-shopper-stop$/, { timeout: 10_000 });
    return;
  }
  const mobile = freshMobile();
  await page.getByRole('button', { name: 'ACTIVATE OFFER' }).click();
  await mobileField(page).fill(mobile);
  await page.getByRole('dialog', { name: 'Login' }).getByRole('textbox', { name: 'Coupon Code' }).fill('DIAMONDCLUB');
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'CLAIM OFFER' }).click();
  await verifyWith(page, await codeSentTo(request, mobile));
  await completeProfilePrompts(page);
  await expect(page).toHaveURL(/\/categorylistingmore$/, { timeout: 10_000 });
}

test.describe('no link leads to the not-found page', () => {
  test('every site path a visitor is shown on the home, the listing, an offer and the terms is served', async ({ page, request }, testInfo) => {
    const site = expectedPartner[siteOf(testInfo.project.name)];
    // four pages and every path they link to, each asked of the site server once
    test.setTimeout(90_000);
    const seen = new Set<string>();
    const pages = ['/', site.offersPath, '/tnc'];
    await page.goto(site.offersPath);
    const offer = await firstOfferPath(page, site.offersPath);
    expect(offer).toBeTruthy();
    pages.push(offer!);
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const link of await sitePaths(page)) seen.add(link);
    }
    // each linked path, asked of the site server as a browser would: the not-found page answers 404
    expect(await deadLinks(request, seen)).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
  });

  test.describe('as a member', () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': CLAIM_JOURNEYS_ADDRESS } });

    test('every site path a member is shown on their home, the profile, the listing and an offer is served, and none is a payment page', async ({ page, request }, testInfo) => {
      const name = siteOf(testInfo.project.name);
      const site = expectedPartner[name];
      test.setTimeout(90_000);
      await signInAsMember(page, request, name);
      const seen = new Set<string>(await sitePaths(page));
      await gotoAsMember(page, site.offersPath);
      const offer = await firstOfferPath(page, site.offersPath);
      for (const path of ['/profile', site.offersPath, offer!]) {
        await gotoAsMember(page, path);
        await page.waitForLoadState('networkidle');
        for (const link of await sitePaths(page)) seen.add(link);
      }
      expect([...seen].filter((path) => path.startsWith('/payment'))).toEqual([]);
      expect(await deadLinks(request, seen)).toEqual([]);
    });
  });
});
