import { expect, test } from '@playwright/test';
import { codeSentTo, mobileField, verifyWith } from '../login';

// The shopper site admits only the numbers its partner enrolled: the demo member who already claimed
// (apps/api/src/seed/data/partners.yaml) types another member's referral code (payment.yaml). A
// member of a running membership cannot be referred, so linking it fails after the login.
const ENROLLED_MEMBER = '9876543241';
const REFERRAL_CODE = 'KABIR3212';

test.describe('a code typed at login on a site without a payment page', () => {
  test("a referral code that cannot be applied says 'Code Not Applied' on the page the login lands on", async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /^(login|sign in)$/i }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    await mobileField(page).fill(ENROLLED_MEMBER);
    await popup.getByRole('button', { name: 'Have a referral/gift code?' }).click();
    await popup.getByRole('textbox', { name: 'Referral or gift code' }).fill(REFERRAL_CODE);
    await popup.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, ENROLLED_MEMBER));

    await expect(page.getByText('Code Not Applied')).toBeVisible();
  });
});
