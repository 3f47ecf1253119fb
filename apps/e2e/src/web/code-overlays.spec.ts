import { expect, test, type Page } from '@playwright/test';
import { violations } from '../axe';
import { CODE_OVERLAYS_ADDRESS } from '../limits';
import { codeSentTo, freshMobile, gotoAsMember, logIn, verifyWith } from '../login';

// The code overlays through the real sites and API: claim_referral (a visitor on a member's referral
// link), code_applied (a code the member typed on the payment page), coupon_confirmation (before a
// member's last code of an offer) and coupons_tnc (the terms of the codes, from the coupon drawer),
// each scanned with axe while it is open. Seed: apps/api/src/seed/data/payment.yaml (Aarav's
// referral code AARAV3210, ₹200 off; the running 'Refer and earn' campaign) and offerings.yaml
// (biryani-bazaar-flat-200: one code a month per member).
const REFERRAL_CODE = 'AARAV3210';
const ONE_A_MONTH_OFFER = 'biryani-bazaar-flat-200';

/** The dialog has finished its enter animation and the page has settled: scan it as a reader sees it. */
async function expectNoViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
}

test.describe('code overlays on the core site', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CODE_OVERLAYS_ADDRESS } });

  test("a visitor on a member's referral link is asked to claim it, and claiming links them to the referrer", async ({ page, request }) => {
    await page.goto(`/?promo=${REFERRAL_CODE.toLowerCase()}`);

    // The code is checked half a second after the page loads; a referral code asks to be claimed.
    const claim = page.getByRole('dialog', { name: 'Aarav invited you to Prime Rewards' });
    await expect(claim).toBeVisible();
    await expect(claim).toHaveAccessibleDescription('₹200 off the membership');
    await expect(claim.getByText(REFERRAL_CODE, { exact: true })).toBeVisible();
    await expect(claim.getByRole('link', { name: /Referral terms and conditions/ })).toHaveAttribute('href', '/referral-terms-and-conditions');
    await expectNoViolations(page);

    await claim.getByRole('button', { name: 'CLAIM NOW' }).click();
    // Sign-in takes the claim's place, the referral code already in its code field.
    const popup = page.getByRole('dialog', { name: 'Login' });
    await expect(popup).toBeVisible();
    await expect(claim).toBeHidden();
    await expect(popup.getByRole('textbox', { name: 'Referral or gift code' })).toHaveValue(REFERRAL_CODE);
    const mobile = freshMobile();
    await popup.getByPlaceholder('Enter your mobile number').fill(mobile);
    await popup.getByRole('button', { name: 'JOIN NOW' }).click();

    // Once in, the new member is linked to Aarav, and lands on payment with the referral's discount.
    const linked = page.waitForResponse((response) => response.url().includes('/nc/referral/v1/linkReferreToReferrar'));
    await verifyWith(page, await codeSentTo(request, mobile));
    const link = await linked;
    expect(link.status()).toBe(200);
    expect(await link.json()).toMatchObject({ success: true, data: { linked: true, referrarCode: REFERRAL_CODE, referrerName: 'Aarav' } });
    await expect(page).toHaveURL(new RegExp(`/payment\\?promo=${REFERRAL_CODE}$`));
    await expect(page.getByText(`Code ${REFERRAL_CODE} applied`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^PAY ₹799/ })).toBeVisible();
    await expect(page.getByText('Code Not Applied')).toHaveCount(0);
  });

  test('a member applies a typed code, pays, is asked before their last code, and reads its terms from the drawer', async ({ page, request }) => {
    // a sign-in, a payment on the sandbox gateway and an offer page in one journey
    test.setTimeout(120_000);
    await logIn(page, request);

    // code_applied: a code the member types is confirmed in a sheet.
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Gift or promo code' }).fill('welcome100');
    await page.getByRole('button', { name: 'Apply' }).click();
    const applied = page.getByRole('dialog', { name: 'Code applied' });
    await expect(applied).toBeVisible();
    await expect(applied).toHaveAccessibleDescription('₹100 off your membership');
    await expect(applied.getByText('WELCOME100', { exact: true })).toBeVisible();
    await expectNoViolations(page);
    await applied.getByRole('button', { name: 'OKAY' }).click();
    await expect(applied).toBeHidden();

    // Paying makes them a member with codes to generate.
    await page.getByRole('button', { name: /^PAY ₹899/ }).click();
    await expect(page).toHaveURL(/\/nc\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Simulate success' }).click();
    await expect(page.getByText('Payment successful. Your membership is active.')).toBeVisible();

    // coupon_confirmation: one code a month, so the first is the last; 'Not now' generates nothing.
    const answer = await fetch(new URL(`/c/prime/offer/${ONE_A_MONTH_OFFER}`, test.info().project.use.baseURL));
    const offer = ((await answer.json()) as { data: { categorySlug: string; companyName: string } }).data;
    await gotoAsMember(page, `/categories/${offer.categorySlug}/${ONE_A_MONTH_OFFER}`);
    const actions = page.getByRole('group', { name: 'Offer actions' });
    const generate = actions.getByRole('button', { name: 'GENERATE CODE' });
    await generate.click();
    const question = page.getByRole('dialog', { name: 'Generate your last code?' });
    await expect(question).toBeVisible();
    await expect(question).toHaveAccessibleDescription(`You have 1 of 1 ${offer.companyName} code left.`);
    await expectNoViolations(page);
    await question.getByRole('button', { name: 'Not now' }).click();
    await expect(question).toBeHidden();
    await expect(generate).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Asked again and answered: the code is generated and shown in the drawer.
    await generate.click();
    await question.getByRole('button', { name: 'GENERATE CODE' }).click();
    const drawer = page.getByRole('dialog', { name: `${offer.companyName} codes` });
    await expect(drawer.getByRole('button', { name: /^Copy / })).toHaveCount(1);

    // coupons_tnc: the terms are their own sheet, and they lead back to the codes.
    await drawer.getByRole('button', { name: 'Terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(terms).toHaveAccessibleDescription(`${offer.companyName} codes`);
    expect(await terms.getByRole('listitem').count()).toBeGreaterThan(0);
    await expectNoViolations(page);
    await terms.getByRole('button', { name: 'Back to your codes' }).click();
    await expect(terms).toBeHidden();
    await expect(drawer.getByRole('button', { name: /^Copy / })).toHaveCount(1);

    // The server agrees after a reload: the month's one code is the member's, and the CTA views it.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Offer actions' }).getByRole('button', { name: 'VIEW CODE' })).toBeVisible();
  });
});
