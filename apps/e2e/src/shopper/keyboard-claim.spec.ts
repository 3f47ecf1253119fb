import { expect, test } from '@playwright/test';
import { KeyboardJourney, keyboardCodeAndClaim, keyboardProfilePrompts } from '../keyboard';
import { KEYBOARD_JOURNEYS_ADDRESS } from '../limits';
import { freshMobile, outbox } from '../login';

// The shopper landing's sign-in and claim by keyboard alone (issue 33): the refusal of a number the
// store did not enrol, and the claim of the demo enrolment kept for this journey (apps/api seed:
// 9876543244, unclaimed; 9876543240 and 9876543242 are the claim and join-path journeys').
const ENROLLED_FOR_KEYBOARD = '9876543244';

test.describe('keyboard-only claim (shopper)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': KEYBOARD_JOURNEYS_ADDRESS } });

  test('ACTIVATE OFFER by keyboard: the refusal is an alert, focus stays on the field, Escape returns to the button', async ({ page, request }) => {
    const keys = await KeyboardJourney.start(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });

    const claim = page.getByRole('button', { name: 'ACTIVATE OFFER' });
    await keys.activate(claim, 'ACTIVATE OFFER');
    const popup = page.getByRole('dialog', { name: 'Login' });
    await expect(popup).toBeVisible();
    const field = popup.getByPlaceholder('Enter your mobile number');
    await keys.tabTo(field, 'the mobile field');
    const mobile = freshMobile();
    await keys.type(mobile, 'type a number the store did not enrol');
    await keys.press('Enter', 'JOIN NOW');
    await expect(popup.getByRole('alert').filter({ hasText: 'This number is not enrolled with Shopper Rewards' })).toBeVisible({ timeout: 15_000 });
    await keys.expectFocusOn(field, 'the mobile field after the refusal');
    expect(await outbox(request, mobile)).toEqual([]);

    await keys.press('Escape', 'close the popup');
    await expect(popup).toBeHidden();
    await keys.expectFocusOn(claim, 'ACTIVATE OFFER');
    await keys.finish();
  });

  test('ACTIVATE OFFER, the enrolled number and the code by keyboard: the claim is announced, then the shopper home and the prompts', async ({ page, request }) => {
    const keys = await KeyboardJourney.start(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });

    await keys.activate(page.getByRole('button', { name: 'ACTIVATE OFFER' }), 'ACTIVATE OFFER');
    const popup = page.getByRole('dialog', { name: 'Login' });
    await expect(popup).toBeVisible();
    await keys.tabTo(popup.getByPlaceholder('Enter your mobile number'), 'the mobile field');
    await keys.type(ENROLLED_FOR_KEYBOARD, 'type the enrolled number');
    await keys.press('Enter', 'JOIN NOW');
    await keyboardCodeAndClaim(keys, page, request, ENROLLED_FOR_KEYBOARD);
    await expect(page).toHaveURL(/\/user-shopper-stop$/, { timeout: 10_000 });
    await keyboardProfilePrompts(keys);
    await keys.finish();
  });
});
