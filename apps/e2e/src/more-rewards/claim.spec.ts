import { expect, test } from '@playwright/test';
import { CLAIM_JOURNEYS_ADDRESS } from '../limits';
import { codeSentTo, completeProfilePrompts, freshMobile, mobileField, verifyWith } from '../login';

// The demo data (apps/api seed): 9876543250 is enrolled with the grocer; DIAMONDCLUB is the store code
// any new customer may claim with once.
const ENROLLED_UNCLAIMED = '9876543250';
const STORE_CODE = 'DIAMONDCLUB';

test.describe('claiming the grocery membership', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CLAIM_JOURNEYS_ADDRESS } });
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
  });

  test("a new customer registers with the store code: 'You have successfully claimed the offer', then the benefits open", async ({ page, request }) => {
    const mobile = freshMobile();
    await page.getByRole('button', { name: 'ACTIVATE OFFER' }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    await mobileField(page).fill(mobile);
    await popup.getByRole('textbox', { name: 'Coupon Code' }).fill(STORE_CODE);
    await popup.getByRole('button', { name: 'CLAIM OFFER' }).click();
    await verifyWith(page, await codeSentTo(request, mobile));
    await expect(page.getByText('You have successfully claimed the offer')).toBeVisible();
    // the outcome is read before anything covers it: the new customer's name prompt waits for the benefits
    await expect(page.getByRole('dialog', { name: 'What should we call you?' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/categorylistingmore$/, { timeout: 10_000 });
    await expect(page.getByRole('dialog', { name: 'What should we call you?' })).toBeVisible();
  });

  test("an enrolled customer logs in: 'Login successful', and with registerMore an Explore button opens the benefits", async ({ page, request }) => {
    await page.goto('/?registerMore=true');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await mobileField(page).fill(ENROLLED_UNCLAIMED);
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, ENROLLED_UNCLAIMED));
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'What should we call you?' })).toHaveCount(0);
    // once the outcome has been read, a customer new to the site is asked their name (the store
    // enrolled only the number)
    await completeProfilePrompts(page);
    await page.getByRole('button', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/categorylistingmore$/);
  });
});
