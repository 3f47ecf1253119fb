import { expect, test } from '@playwright/test';
import { freshMobile, mobileField, outbox } from '../login';

// More Rewards' ACTIVATE OFFER (register with a store code): the code is checked before the login
// code is sent (POST /nc/prime/partner/store-code/check), so a bad one is told in the popup, no
// code is sent and nobody is signed in without a membership. Seed: DIAMONDCLUB valid, DIAMOND2025
// expired (apps/api/src/seed/data/partners.yaml). Its own address: store code attempts are limited
// per address (30 a minute).
const STORE_CODE_JOURNEYS_ADDRESS = '198.51.100.141';

test.describe('the retail landing checks the store code before signing in', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': STORE_CODE_JOURNEYS_ADDRESS } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'ACTIVATE OFFER' }).click();
  });

  for (const [code, message] of [
    ['NOSUCHCODE', 'Invalid coupon code'],
    ['diamond2025', 'This store code has expired'],
  ] as const) {
    test(`a bad store code (${code}) is told in the popup, no login code is sent and nobody is signed in`, async ({ page, request }) => {
      const popup = page.getByRole('dialog', { name: 'Login' });
      const mobile = freshMobile();
      await mobileField(page).fill(mobile);
      await popup.getByRole('textbox', { name: 'Coupon Code' }).fill(code);
      const checked = page.waitForResponse((response) => response.url().includes('/nc/prime/partner/store-code/check'));
      await popup.getByRole('button', { name: 'CLAIM OFFER' }).click();
      expect((await checked).ok()).toBe(false);

      // the message is in the popup, in view, and nothing covers it
      const alert = popup.getByRole('alert').filter({ hasText: message });
      await expect(alert).toBeVisible();
      await expect(alert).toBeInViewport();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(popup.getByRole('heading', { name: 'Enter OTP' })).toHaveCount(0);
      expect(await outbox(request, mobile)).toEqual([]);

      // closed, the landing is a visitor's still: ACTIVATE OFFER, Or, LOGIN, and no session
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await page.reload();
      await expect(page.getByRole('button', { name: 'ACTIVATE OFFER' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'rp_session' && cookie.value === '1')).toBe(false);
    });
  }
  // a good code still sends the login code and claims: more-rewards/claim.spec.ts
});
