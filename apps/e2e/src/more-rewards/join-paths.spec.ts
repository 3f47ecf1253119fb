import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CLAIM_JOURNEYS_ADDRESS } from '../limits';
import { codeSentTo, completeProfilePrompts, freshMobile, gotoAsMember, mobileField, verifyWith } from '../login';
import { firstOfferPath } from '../partners';

const STORE_CODE = 'DIAMONDCLUB';

test.describe('join paths on the grocery site lead to claiming', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CLAIM_JOURNEYS_ADDRESS } });

  test('a refused store code loses nothing: the customer stays signed in, tries again with a good code and is a member', async ({ page, request }) => {
    await registerWithRefusedCode(page, request);
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

  test('after a refused store code, an offer\'s JOIN TO AVAIL leads to the landing, where the store code claims the membership', async ({ page, request }) => {
    await registerWithRefusedCode(page, request);
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

/** A new customer registers with a code the store never gave: signed in, no membership. */
async function registerWithRefusedCode(page: Page, request: APIRequestContext): Promise<void> {
  const mobile = freshMobile();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'ACTIVATE OFFER' }).click();
  const popup = page.getByRole('dialog', { name: 'Login' });
  await mobileField(page).fill(mobile);
  await popup.getByRole('textbox', { name: 'Coupon Code' }).fill('NOSUCHCODE');
  await popup.getByRole('button', { name: 'CLAIM OFFER' }).click();
  await verifyWith(page, await codeSentTo(request, mobile));
  // the landing says why the code failed, and once that has been read a customer new to the site is
  // asked their name
  await completeProfilePrompts(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid coupon code' })).toBeVisible();
}
