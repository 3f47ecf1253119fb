import { expect, test, type Page } from '@playwright/test';
import { CLAIM_JOURNEYS_ADDRESS } from '../limits';
import { gotoAsMember } from '../login';
import { newMember, signInContext } from '../members';
import { firstOfferPath } from '../partners';

const STORE_CODE = 'DIAMONDCLUB';

test.describe('join paths on the grocery site lead to claiming', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CLAIM_JOURNEYS_ADDRESS } });

  // A customer signed in without a membership: the landing's ACTIVATE OFFER checks the store code before
  // any login code is sent (landing-store-code.spec.ts), so this is one whose claim did not happen
  // after signing in, made through the API.
  test.beforeEach(async ({ context, playwright }) => {
    await signInContext(context, await newMember(playwright, 'unclaimed'));
  });

  test('a refused store code loses nothing: the customer stays signed in, tries again with a good code and is a member', async ({ page }) => {
    await claimWithRefusedCode(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    const form = page.getByRole('form', { name: 'Activate with a store code' });
    const claim = form.getByRole('button', { name: 'CLAIM OFFER' });
    await expect(claim).toBeDisabled();
    await form.getByRole('textbox', { name: 'Coupon Code' }).fill(STORE_CODE);
    await claim.click();
    await expect(page.getByText('You have successfully claimed the offer')).toBeVisible();
    await expect(page).toHaveURL(/\/categorylistingmore$/, { timeout: 10_000 });
    await gotoAsMember(page, '/profile');
    await expect(page.getByText('Active member')).toBeVisible();
  });

  test('after a refused store code, an offer\'s JOIN TO AVAIL leads to the landing, where the store code claims the membership', async ({ page }) => {
    await claimWithRefusedCode(page);
    // the customer wanders off to the benefits without a membership
    await gotoAsMember(page, '/categorylistingmore');
    const offerPath = await firstOfferPath(page, '/categorylistingmore');
    expect(offerPath).toBeTruthy();
    await gotoAsMember(page, offerPath!);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'JOIN TO AVAIL' }).first().click();
    // the landing, never /payment (which this site does not serve)
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    const form = page.getByRole('form', { name: 'Activate with a store code' });
    await form.getByRole('textbox', { name: 'Coupon Code' }).fill(STORE_CODE);
    await form.getByRole('button', { name: 'CLAIM OFFER' }).click();
    await expect(page.getByText('You have successfully claimed the offer')).toBeVisible();
    await expect(page).toHaveURL(/\/categorylistingmore$/, { timeout: 10_000 });
  });
});

/** The signed-in customer gives the landing a code the store never gave: told so, still signed in, no membership. */
async function claimWithRefusedCode(page: Page): Promise<void> {
  await gotoAsMember(page, '/');
  const form = page.getByRole('form', { name: 'Activate with a store code' });
  await form.getByRole('textbox', { name: 'Coupon Code' }).fill('NOSUCHCODE');
  await form.getByRole('button', { name: 'CLAIM OFFER' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid coupon code' })).toBeVisible();
}
