import { expect, test } from '@playwright/test';
import { codeSentTo, mobileField, verifyWith } from '../login';

// The expired demo member and their own referral code (apps/api/src/seed/data/payment.yaml): a member
// cannot refer themselves, so linking it fails after the login.
const EXPIRED_MEMBER = '9876543212';
const OWN_REFERRAL_CODE = 'KABIR3212';

test.describe('a code typed at login on a site without a payment page', () => {
  test("a referral code that cannot be applied says 'Code Not Applied' on the page the login lands on", async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /^(login|sign in)$/i }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    await mobileField(page).fill(EXPIRED_MEMBER);
    await popup.getByRole('button', { name: 'Have a referral/gift code?' }).click();
    await popup.getByRole('textbox', { name: 'Referral or gift code' }).fill(OWN_REFERRAL_CODE);
    await popup.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, EXPIRED_MEMBER));

    await expect(page.getByText('Code Not Applied')).toBeVisible();
  });
});
