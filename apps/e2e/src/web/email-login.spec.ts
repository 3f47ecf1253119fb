import { expect, test } from '@playwright/test';
import { violations } from '../axe';
import { EMAIL_LOGIN_ADDRESS } from '../limits';
import { codeSentTo, completeProfilePrompts, SIGN_IN_STEP_MS, verifyWith } from '../login';

/** An address no other test uses, so per-identifier send limits never meet across tests. */
function freshEmail(): string {
  return `member.${Date.now()}${Math.floor(Math.random() * 1e6)}@mail.example.in`;
}

test.describe('login with an email (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': EMAIL_LOGIN_ADDRESS } });

  test('a new member signs in with an email and the code from the email outbox', async ({ page, request }) => {
    const email = freshEmail();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Use email instead' }).click();
    const field = page.getByRole('textbox', { name: 'Email address' });
    await expect(field).toBeFocused();
    await field.fill(email);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'JOIN NOW' }).click();

    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(page.getByText('OTP sent by email to')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // The code from the email outbox, read over HTTP through the site as a member's mailbox would be.
    await verifyWith(page, await codeSentTo(request, email));
    // The account has no mobile: it is asked for one (GET_AND_CONFIRM_MOBILE_FROM_USER) and may skip it.
    await page.getByRole('form', { name: 'Add your mobile number' }).getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/userfeed$/);
    await completeProfilePrompts(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ananya' })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('an invalid email says so under the field, and a disposable one is refused by the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Use email instead' }).click();
    const field = page.getByRole('textbox', { name: 'Email address' });
    await field.fill('ananya@mail');
    await page.getByRole('button', { name: 'JOIN NOW' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(await violations(page)).toEqual([]);

    await field.fill('someone@mailinator.com');
    await page.getByRole('button', { name: 'JOIN NOW' }).click();
    await expect(page.getByText('This email address cannot receive our emails. Please enter a permanent email address you use')).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeHidden();

    // The mobile stays one click away, and empty.
    await page.getByRole('button', { name: 'Use mobile number instead' }).click();
    await expect(page.getByPlaceholder('Enter your mobile number')).toHaveValue('');
  });
});
