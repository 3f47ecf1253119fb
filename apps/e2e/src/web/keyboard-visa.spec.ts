import { expect, test } from '@playwright/test';
import { KeyboardJourney, keyboardProfilePrompts } from '../keyboard';
import { KEYBOARD_JOURNEYS_ADDRESS } from '../limits';
import { codeSentTo, freshMobile, otpField, SIGN_IN_STEP_MS } from '../login';

// The Visa flow by keyboard alone (issue 33): the card's digits, the sign-in inside the popup, the
// card network's sign-in page and back, and the activation, each step taking focus. A full page
// load (the card network's page, the way back, the reload after activation) starts a document
// afresh: the tracer arms again at its first key press.

const ELIGIBLE_BIN = '438857';

test.describe('keyboard-only Visa flow (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': KEYBOARD_JOURNEYS_ADDRESS } });
  test.describe.configure({ timeout: 120_000 });

  test('a visitor checks an eligible card, signs in, verifies with Visa and activates, by keyboard', async ({ page, request }) => {
    const keys = await KeyboardJourney.start(page);
    await page.goto('/');
    await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
    // The widget hydrates with the home's later chunk.
    await page.waitForLoadState('networkidle');

    const cardOffer = page.getByRole('dialog', { name: 'Prime Rewards on your Visa Signature Card' });
    await keys.activate(page.getByRole('button', { name: 'Check eligibility' }), 'Check eligibility');
    await expect(cardOffer).toBeVisible({ timeout: 10_000 });
    const firstDigit = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await keys.tabTo(firstDigit, 'the first card digit');
    await keys.type(ELIGIBLE_BIN, 'type the card’s first six digits');
    await keys.activate(cardOffer.getByRole('button', { name: 'Continue' }), 'Continue');

    // The sign-in step: its first control (the mobile field) takes focus.
    await expect(page.getByText('We need your mobile number to proceed')).toBeVisible({ timeout: 10_000 });
    const mobileInput = page.getByPlaceholder('Enter your mobile number');
    await keys.expectFocusOn(mobileInput, 'the mobile field');
    const mobile = freshMobile();
    await keys.type(mobile, 'type the mobile');
    await keys.press('Enter', 'Continue (Enter in the mobile field)');
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(otpField(page), 'the code field');
    await keys.type(await codeSentTo(request, mobile), 'type the code');
    await expect(page.getByRole('status').getByText('Verified', { exact: true })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(page.getByRole('button', { name: 'VERIFY OTP' }), 'VERIFY OTP');
    await keys.press('Enter', 'VERIFY OTP');

    const verify = page.getByRole('dialog', { name: 'Verify your card' });
    await expect(verify).toBeVisible({ timeout: 15_000 });
    const verifyWithVisa = verify.getByRole('button', { name: 'Verify with Visa' });
    await keys.expectFocusOn(verifyWithVisa, 'Verify with Visa');
    await keys.press('Enter', 'Verify with Visa');

    // The card network's sign-in (a page of its own), then back.
    await expect(page).toHaveURL(/\/dev\/oidc\/visa\/interaction\//, { timeout: 15_000 });
    await keys.tabTo(page.getByRole('textbox', { name: 'First 6 digits of your card' }), 'the network’s card field');
    await keys.type(ELIGIBLE_BIN, 'type the card at the network');
    await keys.press('Enter', 'Continue at the network');
    await expect(page).toHaveURL((url) => url.pathname === '/userfeed', { timeout: 20_000 });

    const options = page.getByRole('dialog', { name: 'Activate your membership' });
    await expect(options).toBeVisible({ timeout: 15_000 });
    const now = options.getByRole('radio', { name: /Activate now/i });
    await keys.tabTo(now, 'Activate now');
    await keys.press('Space', 'choose Activate now');
    await expect(now).toBeChecked();
    await keys.activate(options.getByRole('button', { name: 'Proceed' }), 'Proceed');
    const activated = page.getByRole('dialog', { name: 'Your membership is activated' });
    await expect(activated).toBeVisible({ timeout: 15_000 });
    await keys.expectFocusOn(activated, 'the activated popup');
    // Closing it reloads the page (the member is a card-network member now).
    await keys.press('Escape', 'close the activated popup');
    await expect(activated).toBeHidden({ timeout: 15_000 });
    await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
    await keys.press('Tab', 'Tab after the reload');
    await keyboardProfilePrompts(keys);
    await keys.finish();
  });
});
