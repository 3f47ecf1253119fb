import { expect, test } from '@playwright/test';
import { KeyboardJourney } from '../keyboard';
import { KEYBOARD_JOURNEYS_ADDRESS } from '../limits';
import { codeSentTo, freshMobile, otpField, SIGN_IN_STEP_MS, wrongCode } from '../login';

// Keyboard-only sign-ins (issue 33): after the first page load only keys are pressed, and the focus
// tracer fails the journey at the step where focus falls to the body.

test.describe('keyboard-only login (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': KEYBOARD_JOURNEYS_ADDRESS } });

  test('the login popup by mobile: a refused code is announced, each step takes focus, the profile prompts follow', async ({ page, request }) => {
    const keys = await KeyboardJourney.start(page);
    const mobile = freshMobile();
    await page.goto('/');
    await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();

    const login = page.getByRole('banner').getByRole('button', { name: /^(login|sign in)$/i });
    await keys.activate(login, 'the banner’s Login');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    const mobileInput = dialog.getByPlaceholder('Enter your mobile number');
    await keys.tabTo(mobileInput, 'the mobile field');
    await keys.type(mobile, 'type the mobile');
    await keys.press('Enter', 'JOIN NOW (Enter in the mobile field)');

    // The code screen takes focus in its field.
    await expect(dialog.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(otpField(page), 'the code field');
    const code = await codeSentTo(request, mobile);

    // A wrong code: the refusal is an alert (read from the accessibility tree) and focus stays to retype.
    await keys.type(wrongCode(code), 'type a wrong code');
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please enter a valid OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(otpField(page), 'the code field after the refusal');
    for (let digit = 0; digit < 6; digit += 1) await keys.press('Backspace', 'delete the wrong code');
    await keys.type(code, 'type the code');

    // Verified: the field is disabled, and focus is on VERIFY OTP, the next thing to press.
    await expect(dialog.getByRole('status').getByText('Verified', { exact: true })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(dialog.getByRole('button', { name: 'VERIFY OTP' }), 'VERIFY OTP');
    await keys.press('Enter', 'VERIFY OTP');
    await expect(page).toHaveURL(/\/userfeed$/, { timeout: SIGN_IN_STEP_MS });

    // The profile prompts: focus in each, and somewhere on the page once they are gone.
    const namePrompt = page.getByRole('dialog', { name: 'What should we call you?' });
    await expect(namePrompt).toBeVisible();
    const firstName = namePrompt.getByRole('textbox', { name: 'First name' });
    await keys.tabTo(firstName, 'First name');
    await keys.type('Ananya', 'type the first name');
    await keys.activate(namePrompt.getByRole('button', { name: 'Save' }), 'Save');
    const cityPrompt = page.getByRole('dialog', { name: 'Which city do you live in?' });
    await expect(cityPrompt).toBeVisible();
    await keys.expectFocusOn(cityPrompt, 'the city prompt');
    await keys.press('Escape', 'close the city prompt');
    await expect(cityPrompt).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ananya' })).toBeVisible();
    await keys.expectFocusKept('after the prompts');
    // Tab carries on through the page from where focus was left.
    await keys.press('Tab', 'Tab after the prompts');
    await keys.finish();
  });

  test('the /login page by email: an invalid address is announced, the code screen and the member feed keep focus', async ({ page, request }) => {
    const keys = await KeyboardJourney.start(page);
    const email = `keys.${Date.now()}${Math.floor(Math.random() * 1e6)}@mail.example.in`;
    await page.goto('/login');
    await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();

    await keys.activate(page.getByRole('button', { name: 'Use email instead' }), 'Use email instead');
    const field = page.getByRole('textbox', { name: 'Email address' });
    await keys.expectFocusOn(field, 'the email field');
    await keys.type('ananya@mail', 'type an invalid email');
    await keys.press('Enter', 'JOIN NOW with an invalid email');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
    await keys.expectFocusOn(field, 'the email field after the refusal');
    await keys.press('ControlOrMeta+a', 'select the email');
    await keys.type(email, 'type the email');
    await keys.press('Enter', 'JOIN NOW');

    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(otpField(page), 'the code field');
    await keys.type(await codeSentTo(request, email), 'type the code');
    // The page lets go of the field on the sixth digit (closing a phone's keyboard): to the screen's heading, then VERIFY OTP.
    await expect(page.getByRole('status').getByText('Verified', { exact: true })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(page.getByRole('button', { name: 'VERIFY OTP' }), 'VERIFY OTP');
    await keys.press('Enter', 'VERIFY OTP');
    // An email-only account is asked for a mobile (GET_AND_CONFIRM_MOBILE_FROM_USER): focus is in its field, and it may be skipped.
    const newMobile = page.getByRole('textbox', { name: 'Mobile number' });
    await expect(newMobile).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(newMobile, 'the new mobile field');
    await keys.tabTo(page.getByRole('button', { name: 'Skip for now' }), 'Skip for now');
    await keys.press('Enter', 'Skip for now');
    await expect(page).toHaveURL(/\/userfeed$/, { timeout: SIGN_IN_STEP_MS });

    const namePrompt = page.getByRole('dialog', { name: 'What should we call you?' });
    await expect(namePrompt).toBeVisible();
    await keys.tabTo(namePrompt.getByRole('textbox', { name: 'First name' }), 'First name');
    await keys.type('Ananya', 'type the first name');
    await keys.press('Enter', 'Save (Enter in the name field)');
    const cityPrompt = page.getByRole('dialog', { name: 'Which city do you live in?' });
    await expect(cityPrompt).toBeVisible();
    await keys.activate(cityPrompt.getByRole('button', { name: 'Close' }), 'Close');
    await expect(cityPrompt).toBeHidden();
    await keys.expectFocusKept('after the prompts');
    await keys.finish();
  });
});
