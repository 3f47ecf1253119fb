import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations } from '../axe';
import { CARD_OFFER_ADDRESS } from '../limits';
import { codeSentTo, completeProfilePrompts, freshMobile, mobileField, verifyWith } from '../login';

// The card BINs the demo seeds (apps/api README): 438857 is an eligible Visa Signature card, 411111 a
// Visa card that is not a Signature card.
const ELIGIBLE_BIN = '438857';
const NOT_SIGNATURE_BIN = '411111';

const cardOffer = (page: Page) => page.getByRole('dialog', { name: 'Prime Rewards on your Visa Signature Card' });
const digit = (page: Page, position: number) => page.getByRole('textbox', { name: `Digit ${position} of 6` });

/** Types the six digits as a cardholder does: into the first field, the focus moving on by itself. */
async function enterBin(page: Page, bin: string): Promise<void> {
  await digit(page, 1).pressSequentially(bin);
}

async function openFromHome(page: Page): Promise<void> {
  await page.goto('/');
  // Controls take presses once the page has hydrated.
  await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
  // The widget is in the home's later chunk, which hydrates after the root: a press before that
  // does nothing, so press again, but only after waiting long enough for a popup that is loading
  // (a second press on one that opened would close it).
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    if (!(await cardOffer(page).isVisible())) await page.getByRole('button', { name: 'Check eligibility' }).click();
    await expect(cardOffer(page)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
  await expect(page.getByText('Please enter the first 6 digits of a valid Visa Signature credit card.*')).toBeVisible();
  await expect(page.getByText("*This is to verify the card's eligibility.")).toBeVisible();
}

/**
 * 'Verify with Visa': the popup sends the browser to the card network's sign-in (the API's sandbox
 * network at /dev/oidc/visa), where the cardholder says which card they hold; the network sends it
 * back to the page it left, where the kept card reopens the popup at the activation options.
 */
async function verifyWithVisa(page: Page, heldBin = ELIGIBLE_BIN): Promise<void> {
  const verify = page.getByRole('dialog', { name: 'Verify your card' });
  await expect(verify).toBeVisible({ timeout: 15_000 });
  await verify.getByRole('button', { name: 'Verify with Visa' }).click();
  await expect(page).toHaveURL(/\/dev\/oidc\/visa\/interaction\//, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Sign in with Visa' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First 6 digits of your card' }).fill(heldBin);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back on the site, at the member's home (the logged-out home sends members on to their feed): the
  // callback's answer leaves the address once the popup has read it.
  await expect(page).toHaveURL((url) => url.pathname === '/userfeed' && !url.searchParams.has('cardVerification'), { timeout: 20_000 });
}

/** A visitor checks an eligible card from the home; after a second the popup asks for a new mobile and its code, then Visa's word. */
async function checkEligibleCardAndSignIn(page: Page, request: APIRequestContext): Promise<void> {
  await openFromHome(page);
  await enterBin(page, ELIGIBLE_BIN);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We need your mobile number to proceed')).toBeVisible({ timeout: 10_000 });
  const mobile = freshMobile();
  await mobileField(page).fill(mobile);
  await page.getByRole('button', { name: 'Continue' }).click();
  await verifyWith(page, await codeSentTo(request, mobile));
  await verifyWithVisa(page);
}

/** From the activation options: activate now, and the activated popup. */
async function activateNow(page: Page): Promise<void> {
  const options = page.getByRole('dialog', { name: 'Activate your membership' });
  await expect(options).toBeVisible({ timeout: 15_000 });
  await options.getByRole('radio', { name: /Activate now/i }).check();
  await options.getByRole('button', { name: 'Proceed' }).click();
  const activated = page.getByRole('dialog', { name: 'Your membership is activated' });
  await expect(activated).toBeVisible({ timeout: 15_000 });
  await expect(activated.getByText('Exclusive Offer')).toBeVisible();
  await expect(activated.getByRole('link', { name: 'claim now' }).or(activated.getByRole('button', { name: 'claim now' }))).toBeVisible();
}

test.describe('the card-linked (Visa) offer', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CARD_OFFER_ADDRESS } });
  // Whole journeys (check, sign-in, activation, profile, payment) on two loaded cores.
  test.describe.configure({ timeout: 90_000 });

  test('a card that is not a Visa Signature card is refused in red under the digits, and the error icon clears them', async ({ page }) => {
    await openFromHome(page);
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await enterBin(page, NOT_SIGNATURE_BIN);
    await page.getByRole('button', { name: 'Continue' }).click();
    const refusal = cardOffer(page).getByText(/not a Visa Signature/i);
    await expect(refusal).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await cardOffer(page).getByRole('button', { name: 'Clear card digits' }).click();
    for (let position = 1; position <= 6; position += 1) await expect(digit(page, position)).toHaveValue('');
    await expect(digit(page, 1)).toBeFocused();
    await expect(refusal).toBeHidden();
  });

  test('the card network must confirm the card: a different card held at Visa is refused and nothing is activated', async ({ page, request }) => {
    await openFromHome(page);
    await enterBin(page, ELIGIBLE_BIN);
    await page.getByRole('button', { name: 'Continue' }).click();
    const mobile = freshMobile();
    await mobileField(page).fill(mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await verifyWith(page, await codeSentTo(request, mobile));
    await verifyWithVisa(page, NOT_SIGNATURE_BIN);
    const verify = page.getByRole('dialog', { name: 'Verify your card' });
    await expect(verify).toBeVisible({ timeout: 15_000 });
    await expect(verify.getByRole('alert')).toHaveText('Visa could not confirm a Visa Signature credit card. Please verify with an eligible card.');
    await expect(page.getByRole('dialog', { name: 'Activate your membership' })).toHaveCount(0);
  });

  test('a visitor with an eligible card signs in with a code, verifies it with Visa and activates the card-linked membership at once', async ({ page, request }) => {
    await checkEligibleCardAndSignIn(page, request);
    await activateNow(page);
    expect(await violations(page)).toEqual([]);

    await page.goto('/profile');
    await completeProfilePrompts(page);
    await expect(page.getByText('Active member')).toBeVisible();
    await expect(page.getByText('Linked to your Visa Signature card')).toBeVisible();

    // A card-network member who starts the normal payment is asked to log out first.
    await page.goto('/payment');
    const logoutFirst = page.getByRole('dialog', { name: 'Logout to Continue' });
    await expect(logoutFirst).toBeVisible();
    await expect(logoutFirst.getByText('Please log out to avail Prime Rewards membership using your Visa Signature Card')).toBeVisible();
    await expect(logoutFirst.getByRole('button', { name: 'Not Now' })).toBeVisible();
    await logoutFirst.getByRole('button', { name: 'Logout' }).click();
    // Signed out, on the logged-out home.
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    // the header's (the join block has its own 'Already a member? Login')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('activating later asks for a date and a confirmation first', async ({ page, request }) => {
    await checkEligibleCardAndSignIn(page, request);
    const options = page.getByRole('dialog', { name: 'Activate your membership' });
    await expect(options).toBeVisible({ timeout: 15_000 });
    await options.getByRole('radio', { name: /later/i }).check();
    await options.getByRole('button', { name: 'Proceed' }).click();
    // The confirmation step: nothing is activated until a date is chosen and confirmed.
    const confirm = page.getByRole('dialog').filter({ has: page.getByRole('radio') });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('radio').first().check();
    await confirm.getByRole('button', { name: /yes/i }).click();
    await expect(page.getByRole('dialog', { name: 'Your membership is activated' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/profile');
    await completeProfilePrompts(page);
    await expect(page.getByText('Membership starts soon')).toBeVisible();
    await expect(page.getByText('Linked to your Visa Signature card')).toBeVisible();
  });
});
