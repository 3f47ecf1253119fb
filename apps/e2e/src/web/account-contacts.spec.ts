// Issue 34: an email-only account adds a mobile with its code after login (the sign-up screen of
// GET_AND_CONFIRM_MOBILE_FROM_USER), refused for a number in use (auth 429) or blocked (auth 432), and
// the 405 of a code asked again too soon says the default message; a member verifies an email they
// added on /profile with its code, and another member's verified email is refused there.
import { expect, test } from '@playwright/test';
import { violations } from '../axe';
import { codeSentTo, completeProfilePrompts, enterCode, freshMobile, gotoAsMember, SIGN_IN_STEP_MS, verifyWith } from '../login';
import { newMember, signInContext } from '../members';

/** The address these journeys claim (TEST-NET-2), so their code sends count apart from the others'. */
const ACCOUNTS_ADDRESS = '198.51.100.141';
/** The demo's paid member (Aarav): his mobile is in use, his email verified. */
const MEMBER_IN_USE = { mobile: '9876543210', email: 'aarav.sharma@example.com' };
/** The demo's blocked member (Rohan): his number is a blocked number. */
const BLOCKED_NUMBER = '9876543219';

const IN_USE = 'This mobile number is already in use. Login to use or register using another mobile number';
const BLOCKED = 'This mobile number is blocked. Please write to our customer support team';
const EMAIL_IN_USE = 'This email address is already in use. Login to use or register using another email address';
const DEFAULT_MESSAGE = 'Something went wrong! Please try again later';

function freshEmail(): string {
  return `account.${Date.now()}${Math.floor(Math.random() * 1e6)}@mail.example.in`;
}

test.describe('a member’s mobile and email (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': ACCOUNTS_ADDRESS } });

  test('an email-only account adds a mobile with the code sent to it', async ({ page, request }) => {
    // It waits out the 30 s between two codes of one mobile.
    test.setTimeout(120_000);
    const email = freshEmail();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Use email instead' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'JOIN NOW' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await verifyWith(page, await codeSentTo(request, email));

    // The account has no mobile: the server's next action is the sign-up screen.
    const addMobile = page.getByRole('form', { name: 'Add your mobile number' });
    await expect(addMobile).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    expect(await violations(page)).toEqual([]);
    const field = addMobile.getByRole('textbox', { name: 'Mobile number' });

    // Another member's number, and a blocked one, are refused with the catalogue's texts.
    await field.fill(MEMBER_IN_USE.mobile);
    await addMobile.getByRole('button', { name: 'GET OTP' }).click();
    await expect(addMobile.getByText(IN_USE)).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await field.fill(BLOCKED_NUMBER);
    await addMobile.getByRole('button', { name: 'GET OTP' }).click();
    await expect(addMobile.getByText(BLOCKED)).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(field).toHaveAccessibleDescription(BLOCKED);

    // A number of the member's own: its code.
    const mobile = freshMobile();
    await field.fill(mobile);
    await addMobile.getByRole('button', { name: 'GET OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();
    const code = await codeSentTo(request, mobile);

    // Asked again within 30 s (back to the number and GET OTP): auth 405, the spec's default message.
    await page.getByRole('button', { name: 'Edit mobile number' }).click();
    await expect(field).toHaveValue(mobile);
    await addMobile.getByRole('button', { name: 'GET OTP' }).click();
    await expect(addMobile.getByText(DEFAULT_MESSAGE)).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(addMobile.getByText(/Please wait/)).toHaveCount(0);
    await page.waitForTimeout(31_000);
    await addMobile.getByRole('button', { name: 'GET OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    const second = await codeSentTo(request, mobile, 2);
    expect(second).toMatch(/^\d{6}$/);
    if (second !== code) {
      // The first code was voided by the second.
      await enterCode(page, code);
      await expect(page.getByText('Please enter a valid OTP')).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    }
    await verifyWith(page, second);

    // The mobile is the account's: on to the member's home, and the profile shows it.
    await expect(page).toHaveURL(/\/userfeed$/, { timeout: SIGN_IN_STEP_MS });
    await completeProfilePrompts(page);
    await gotoAsMember(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('an email-only account may skip the mobile, and its profile says how it logs in', async ({ page, request }) => {
    const email = freshEmail();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Use email instead' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, email));
    await page.getByRole('form', { name: 'Add your mobile number' }).getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/userfeed$/, { timeout: SIGN_IN_STEP_MS });
    await completeProfilePrompts(page);

    await gotoAsMember(page, '/profile');
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByText('No mobile number yet: you log in with your email')).toBeVisible();
    await expect(details.getByText('null')).toHaveCount(0);
    // The email is the account's login: the edit form does not change it.
    await details.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(page.getByText('You log in with this email, so it cannot be changed here.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The Mobile row adds one with its code, as the sign-up screen does.
    await details.getByRole('button', { name: 'Add mobile number' }).click();
    const form = page.getByRole('region', { name: 'Add your mobile number' });
    await form.getByRole('textbox', { name: 'Mobile number (+91)' }).fill(MEMBER_IN_USE.mobile);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByText(IN_USE)).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    const mobile = freshMobile();
    await form.getByRole('textbox', { name: 'Mobile number (+91)' }).fill(mobile);
    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByRole('textbox', { name: 'Enter the code' }).fill(await codeSentTo(request, mobile));
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mobile number added' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(details.getByText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toBeVisible();
  });

  test('a member verifies an email added on /profile with its code; another member’s verified email is refused', async ({ page, playwright, context, request }) => {
    const member = await newMember(playwright, 'paid');
    await signInContext(context, member);
    await gotoAsMember(page, '/profile');
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByRole('button', { name: 'Edit profile' })).toBeVisible();

    // Another member's verified address: refused under the field, in the email's words.
    await details.getByRole('button', { name: 'Edit profile' }).click();
    const emailField = page.getByRole('textbox', { name: 'Email' });
    await emailField.fill(MEMBER_IN_USE.email);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(emailField).toHaveAccessibleDescription(EMAIL_IN_USE, { timeout: SIGN_IN_STEP_MS });

    // An address of the member's own is saved unverified, then verified with the code sent to it.
    const email = freshEmail();
    await emailField.fill(email);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(details.getByText('(not verified)')).toBeVisible();
    await details.getByRole('button', { name: 'Verify email' }).click();
    const form = page.getByRole('region', { name: 'Verify your email' });
    await expect(form.getByText(`We will send a 6-digit code to ${email}.`)).toBeVisible();
    await form.getByRole('button', { name: 'Send code' }).click();
    const codeField = form.getByRole('textbox', { name: 'Enter the code' });
    await expect(codeField).toBeFocused({ timeout: SIGN_IN_STEP_MS });
    expect(await violations(page)).toEqual([]);
    const code = await codeSentTo(request, email);
    await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(codeField).toHaveAccessibleDescription('Please enter a valid OTP', { timeout: SIGN_IN_STEP_MS });
    await codeField.fill(code);
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email verified' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(details.getByText(email)).toBeVisible();
    await expect(details.getByText('(not verified)')).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Verify email' })).toHaveCount(0);
  });
});
