import { expect, test } from '@playwright/test';
import { logIn } from '../login';

// An applied code shows what it gives on its strip (spec §4: 'a code with success is valid; the
// client shows the offer text or a generated message'): a gift code its offer text, a referral code
// (which has none) its saving in words. Seed (apps/api/src/seed/data/payment.yaml): WELCOME100 '₹100
// off your membership'; KABIR3212, Kabir's referral code, ₹200 off for a new member. Its own address:
// code checks are limited per address.
const CODE_STRIP_ADDRESS = '198.51.100.142';

test.describe("an applied code's strip", () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CODE_STRIP_ADDRESS } });

  test("a visitor on a referral link typed as 'kabir-3212' sees the code applied with its saving on the home's strip", async ({ page }) => {
    await page.goto('/?promo=kabir-3212');
    const join = page.getByRole('region', { name: 'Join the membership' });
    // the referral also asks to be claimed; the strip behind it says what the code gives
    const claim = page.getByRole('dialog', { name: 'Kabir invited you to Prime Rewards' });
    await expect(claim).toBeVisible();
    await claim.getByRole('button', { name: 'Not now' }).click();
    await expect(claim).toBeHidden();
    await expect(join.getByRole('status').filter({ hasText: 'Code KABIR3212 applied' })).toHaveText('Code KABIR3212 applied: You save ₹200 on your membership');
  });

  test("a gift code's strip shows its offer text", async ({ page }) => {
    await page.goto('/?promo=welcome100');
    const join = page.getByRole('region', { name: 'Join the membership' });
    await expect(join.getByRole('status').filter({ hasText: 'Code WELCOME100 applied' })).toHaveText('Code WELCOME100 applied: ₹100 off your membership');
  });

  test('a new member who types the referral code on Review Order sees its saving on the strip, and the price with it', async ({ page, request }) => {
    test.setTimeout(90_000);
    await logIn(page, request);
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Gift or promo code' }).fill('kabir-3212');
    await page.getByRole('button', { name: 'Apply' }).click();
    const applied = page.getByRole('dialog', { name: 'Code applied' });
    await expect(applied).toBeVisible();
    await applied.getByRole('button', { name: 'OKAY' }).click();
    await expect(applied).toBeHidden();
    const code = page.getByRole('region', { name: 'Gift or promo code' });
    await expect(code.getByRole('status')).toHaveText('Code KABIR3212 applied: You save ₹200 on your membership');
    await expect(page.getByRole('button', { name: /^PAY ₹799/ })).toBeVisible();
  });
});
