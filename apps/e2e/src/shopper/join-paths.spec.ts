import { expect, test } from '@playwright/test';
import { CLAIM_JOURNEYS_ADDRESS } from '../limits';
import { codeSentTo, completeProfilePrompts, gotoAsMember, mobileField, verifyWith } from '../login';
import { firstOfferPath } from '../partners';
import { settled } from '../hydration';

// The demo enrolment (apps/api seed): 9876543242 is enrolled with the department store, unclaimed,
// and has no account yet.
const ENROLLED_FOR_JOIN_PATH = '9876543242';

test.describe('join paths on the shopper site lead to claiming', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CLAIM_JOURNEYS_ADDRESS } });

  test('a member who signed in from the header sees the claim on their home, and JOIN TO AVAIL on an offer leads to the landing, which claims', async ({ page, request }) => {
    // a whole membership's journey: sign-in, the name prompt, four pages and the 3-second onward wait
    test.setTimeout(60_000);
    await page.goto('/categoriesshoppercard');
    await page.waitForLoadState('networkidle');
    await settled(page);
    await page.getByRole('banner').getByRole('button', { name: 'sign in' }).click();
    await mobileField(page).fill(ENROLLED_FOR_JOIN_PATH);
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, ENROLLED_FOR_JOIN_PATH));

    // the shopper home says the membership waits to be claimed (after the new account's name prompt)
    await expect(page).toHaveURL(/\/user-shopper-stop$/);
    await completeProfilePrompts(page);
    const membership = page.getByRole('region', { name: 'Your Shopper Rewards membership' });
    await expect(membership.getByText('Membership not yet claimed')).toBeVisible();
    await expect(membership.getByRole('link', { name: 'CLAIM THE OFFER' })).toHaveAttribute('href', '/');

    // an offer's JOIN TO AVAIL leads to the landing, never to /payment (which this site does not serve)
    await gotoAsMember(page, '/categoriesshoppercard');
    const offerPath = await firstOfferPath(page, '/categoriesshoppercard');
    expect(offerPath).toBeTruthy();
    await gotoAsMember(page, offerPath!);
    await page.waitForLoadState('networkidle');
    await settled(page);
    await page.getByRole('button', { name: 'JOIN TO AVAIL' }).first().click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your membership is waiting' })).toBeVisible();

    // signed in already, CLAIM THE OFFER claims at once
    await page.getByRole('button', { name: 'CLAIM THE OFFER' }).click();
    await expect(page.getByText('You have successfully claimed the offer')).toBeVisible();
    await expect(page).toHaveURL(/\/user-shopper-stop$/, { timeout: 10_000 });
    await expect(page.getByRole('region', { name: 'Your Shopper Rewards membership' }).getByText('Active member')).toBeVisible();
    // and the member is never sent back to the landing
    await gotoAsMember(page, '/');
    await expect(page).toHaveURL(/\/user-shopper-stop$/);
  });

  test("a visitor on an offer page is offered the claim, and no link on it leads to /payment", async ({ page }) => {
    await page.goto('/categoriesshoppercard');
    const offerPath = await firstOfferPath(page, '/categoriesshoppercard');
    await page.goto(offerPath!);
    await page.waitForLoadState('networkidle');
    const actions = page.getByRole('group', { name: 'Offer actions' });
    await expect(actions.getByRole('link', { name: 'Claim your membership' })).toHaveAttribute('href', '/');
    const paymentLinks = await page.locator('a[href^="/payment"]').count();
    expect(paymentLinks).toBe(0);
  });
});
