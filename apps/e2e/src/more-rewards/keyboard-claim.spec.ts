import { expect, test } from '@playwright/test';
import { KeyboardJourney, keyboardCodeAndClaim, keyboardProfilePrompts } from '../keyboard';
import { KEYBOARD_JOURNEYS_ADDRESS } from '../limits';
import { freshMobile } from '../login';

// The grocery landing's sign-in and claim by keyboard alone (issue 33): ACTIVATE OFFER, the mobile
// and the store code, the code, the outcome announced and read before the name prompt, which then
// takes focus.

const STORE_CODE = 'DIAMONDCLUB';

test.describe('keyboard-only claim (more-rewards)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': KEYBOARD_JOURNEYS_ADDRESS } });

  test('ACTIVATE OFFER with the store code by keyboard: the claim is announced, then the benefits and the prompts', async ({ page, request }) => {
    const keys = await KeyboardJourney.start(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });

    await keys.activate(page.getByRole('button', { name: 'ACTIVATE OFFER' }), 'ACTIVATE OFFER');
    const popup = page.getByRole('dialog', { name: 'Login' });
    await expect(popup).toBeVisible();
    await keys.tabTo(popup.getByPlaceholder('Enter your mobile number'), 'the mobile field');
    const mobile = freshMobile();
    await keys.type(mobile, 'type the mobile');
    await keys.tabTo(popup.getByRole('textbox', { name: 'Coupon Code' }), 'Coupon Code');
    await keys.type(STORE_CODE, 'type the store code');
    await keys.press('Enter', 'CLAIM OFFER (Enter in the code field)');
    await keyboardCodeAndClaim(keys, page, request, mobile);
    await expect(page).toHaveURL(/\/categorylistingmore$/, { timeout: 10_000 });
    await keyboardProfilePrompts(keys);
    await keys.finish();
  });
});
