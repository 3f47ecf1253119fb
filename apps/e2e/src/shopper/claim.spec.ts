import { expect, test } from '@playwright/test';
import { CLAIM_JOURNEYS_ADDRESS } from '../limits';
import { codeSentTo, freshMobile, mobileField, verifyWith } from '../login';
import { settled } from '../hydration';

// The demo enrolment (apps/api seed): 9876543240 is enrolled with the department store, unclaimed.
const ENROLLED_UNCLAIMED = '9876543240';

test.describe('claiming the shopper membership', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CLAIM_JOURNEYS_ADDRESS } });
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await settled(page);
    await page.getByRole('button', { name: 'ACTIVATE OFFER' }).click();
  });

  test('a number the store did not enrol is told so under the field, and no code is sent', async ({ page, request }) => {
    const mobile = freshMobile();
    await mobileField(page).fill(mobile);
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'JOIN NOW' }).click();
    await expect(page.getByText('This number is not enrolled with Shopper Rewards. Please use the mobile number you registered at the store.')).toBeVisible();
    expect(await (await request.get(`/dev/outbox?mobile=${mobile}`)).json()).toEqual([]);
  });

  test('an enrolled member claims once and ends with an active co-branded membership on /profile', async ({ page, request }) => {
    await mobileField(page).fill(ENROLLED_UNCLAIMED);
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, ENROLLED_UNCLAIMED));
    await expect(page.getByText('You have successfully claimed the offer')).toBeVisible();
    // after 3 seconds the member is taken to their shopper home
    await expect(page).toHaveURL(/\/user-shopper-stop$/, { timeout: 10_000 });
    await page.goto('/profile');
    await expect(page.getByText(/active/i).first()).toBeVisible();
  });
});
