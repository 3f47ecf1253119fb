import { expect, test } from '@playwright/test';
import { violations } from '../axe';
import { codeSentTo, completeProfilePrompts, enterCode, freshMobile, gotoAsMember, logIn, outbox, reloadAsMember, requestCode, verifyWith, wrongCode } from '../login';

const RENEW_PATH = '/nc/um/auth/v1/token/renew';
const VERIFY_PATH = '/nc/um/user/v1/otp/verify';
const welcome = 'Welcome back, Ananya';

test.describe('login with a one-time code (core site)', () => {
  test('a new member logs in with the code from the SMS, keeps the session on reload, and logs out', async ({ page, request, context }) => {
    const mobile = await logIn(page, request);

    const refresh = (await context.cookies()).find((cookie) => cookie.name === 'rp_rt');
    expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('rp_rt');

    // a reader leaves a page once its calls have answered: leaving under a renewal in flight leaves
    // the browser the spent token, and spending it again ends the session (docs/sessions.md)
    await reloadAsMember(page);
    await expect(page).toHaveURL(/\/userfeed$/);
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();

    await gotoAsMember(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    // The spec's one-second pause before leaving: still on the profile page, saying so.
    await expect(page.getByText('Logging out…')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'rp_rt')).toBeUndefined();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong code shows the catalogue message, and the sixth try is refused even with the right code', async ({ page, request }) => {
    const mobile = freshMobile();
    await requestCode(page, mobile);
    const code = await codeSentTo(request, mobile);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = page.waitForResponse((response) => response.url().includes(VERIFY_PATH));
      await enterCode(page, wrongCode(code, attempt));
      expect((await answer).status()).toBe(400);
      await expect(page.getByText('Please enter a valid OTP')).toBeVisible();
    }

    const sixth = page.waitForResponse((response) => response.url().includes(VERIFY_PATH));
    await enterCode(page, code);
    expect((await sixth).status()).toBe(429);
    await expect(page.getByText('You have exceeded the maximum number of attempts. Please try again later')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('resend waits 30 seconds, sends a new code and voids the old one', async ({ page, request }) => {
    test.setTimeout(90_000);
    const mobile = freshMobile();
    await requestCode(page, mobile);
    const first = await codeSentTo(request, mobile);

    const resend = page.getByRole('button', { name: /Resend OTP/ });
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/00:(2\d|30)/)).toBeVisible();
    await expect(resend).toBeEnabled({ timeout: 40_000 });
    await resend.click();
    await expect.poll(async () => (await outbox(request, mobile)).length).toBe(2);
    const second = await codeSentTo(request, mobile, 2);
    expect(second).not.toBe(first);
    await expect(resend).toBeDisabled();

    const old = page.waitForResponse((response) => response.url().includes(VERIFY_PATH));
    await enterCode(page, first);
    expect((await old).status()).toBe(400);
    await expect(page.getByText('Please enter a valid OTP')).toBeVisible();

    await verifyWith(page, second);
    await expect(page).toHaveURL(/\/userfeed$/);
    await completeProfilePrompts(page);
  });

  test('an expired access token is renewed once, transparently', async ({ page, request }) => {
    await logIn(page, request);
    const renewals: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(RENEW_PATH)) renewals.push(sent.url());
    });

    // The e2e API issues access tokens that live 3 seconds.
    await page.waitForTimeout(4_000);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Meera');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();

    expect(renewals).toHaveLength(1);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('replaying a rotated refresh token revokes the whole session', async ({ page, request, context }) => {
    await logIn(page, request);
    const first = (await context.cookies()).find((cookie) => cookie.name === 'rp_rt')!.value;

    // A reload restores the session with one renewal, which rotates the refresh token.
    const renewed = page.waitForResponse((response) => response.url().includes(RENEW_PATH));
    await page.reload();
    expect((await renewed).status()).toBe(200);
    const second = (await context.cookies()).find((cookie) => cookie.name === 'rp_rt')!.value;
    expect(second).not.toBe(first);

    // Someone replays the stolen first token: refused, and the family is revoked.
    const replay = await request.post(RENEW_PATH, { headers: { cookie: `rp_rt=${first}` }, data: {} });
    expect(replay.status()).toBe(401);
    expect(((await replay.json()) as { systemErrorCode: string }).systemErrorCode).toBe('TPJWT400');

    // The member's own (newer) token died with it: the next page load ends at the login page.
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login page, the code screen and the profile page have no accessibility violations', async ({ page, request }) => {
    const mobile = freshMobile();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await requestCode(page, mobile);
    expect(await violations(page)).toEqual([]);

    await verifyWith(page, await codeSentTo(request, mobile));
    await completeProfilePrompts(page);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
