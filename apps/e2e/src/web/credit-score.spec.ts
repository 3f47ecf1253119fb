import { expect, test, type Page } from '@playwright/test';
import { violations } from '../axe';
import { MEMBER_CHECKS_ADDRESS } from '../limits';
import { gotoAsMember, logIn, outbox, SIGN_IN_STEP_MS } from '../login';

// The sandbox bureau knows every individual PAN (but those with the digits 0000) and makes the same
// report for the same PAN; the code goes to the mobile the bureau holds for the PAN, not the
// member's, in the development outbox. Each run checks a PAN of its own: its registered mobile's
// send limits (5 codes an hour) are not shared with earlier runs on the same database.
const PAN = randomPan();

/** An individual's PAN (fourth letter P) with random letters and digits, never the sandbox's unknown 0000. */
function randomPan(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digits = String(1 + Math.floor(Math.random() * 9_999)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}P${letter()}${digits}${letter()}`;
}

/**
 * The mobile the sandbox bureau holds for a PAN (the API's README): 9, then for each letter but
 * the fourth the last digit of its place in the alphabet, then the PAN's four digits.
 */
function sandboxRegisteredMobile(pan: string): string {
  const letters = [0, 1, 2, 4, 9].map((index) => String((pan.charCodeAt(index) - 64) % 10)).join('');
  return `9${letters}${pan.slice(5, 9)}`;
}

async function fillDetails(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Full name as on PAN' }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'PAN', exact: true }).pressSequentially(PAN.toLowerCase());
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByRole('checkbox', { name: /I agree to the Experian terms/ }).check();
}

test.describe('the credit-score check', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': MEMBER_CHECKS_ADDRESS } });
  test.describe.configure({ timeout: 90_000 });

  test('a visitor reads what the check is and is asked to sign in, with no report and no footer', async ({ page }) => {
    await page.goto('/creditscorecheck');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your credit score' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Experian terms' })).toHaveAttribute('href', '/experiantnc');
    await expect(page.getByRole('heading', { name: 'Your credit report' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in to check your score' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test("a member checks a PAN with the bureau code from its registered mobile's outbox and reads a score with accounts; another member sees no report", async ({ page, request, browser }) => {
    const mobile = await logIn(page, request);
    const registeredMobile = sandboxRegisteredMobile(PAN);
    await gotoAsMember(page, '/creditscorecheck');
    await fillDetails(page);
    await page.getByRole('button', { name: 'Verify PAN' }).click();
    await expect(page.getByText(`XXXXXX${PAN.slice(-4)}`)).toBeVisible();
    const sentBefore = (await outbox(request, registeredMobile)).length;
    await page.getByRole('button', { name: 'Get my credit score' }).click();

    // The page shows where the code went: the PAN's registered mobile, masked (its last 4 are the PAN's digits).
    const codeField = page.getByRole('textbox', { name: `Enter the 6-digit code sent to +91 XXXXXX${registeredMobile.slice(-4)}` });
    await expect(codeField).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    let code = '';
    await expect
      .poll(async () => {
        const messages = await outbox(request, registeredMobile);
        code = messages.length > sentBefore && messages[0]?.text.includes('credit report') ? (messages[0].code ?? '') : '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    // Nothing of the check went to the member's own phone.
    expect((await outbox(request, mobile)).filter((message) => message.text.includes('credit report'))).toEqual([]);
    await codeField.pressSequentially(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    const gauge = page.getByRole('img', { name: /^Credit score \d{3} out of 900, / });
    await expect(gauge).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    const score = Number(/Credit score (\d{3})/.exec((await gauge.getAttribute('aria-label')) ?? '')?.[1]);
    expect(score).toBeGreaterThanOrEqual(300);
    expect(score).toBeLessThanOrEqual(900);
    const accounts = page.getByRole('table', { name: 'Accounts' });
    await expect(accounts).toBeVisible();
    expect(await accounts.getByRole('row').count()).toBeGreaterThan(1);
    await expect(page.getByText(/You can refresh your report on/)).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // The report stays the member's: after a reload it is shown again, straight away.
    await gotoAsMember(page, '/creditscorecheck');
    await expect(page.getByRole('img', { name: `Credit score ${score} out of 900, ${(await gauge.getAttribute('aria-label'))?.split(', ')[1]}` })).toBeVisible();

    // Another member, in a browser of their own, sees the form and no report.
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': MEMBER_CHECKS_ADDRESS } });
    const otherPage = await other.newPage();
    await logIn(otherPage, other.request);
    await gotoAsMember(otherPage, '/creditscorecheck');
    await expect(otherPage.getByRole('button', { name: 'Get my credit score' })).toBeVisible();
    await expect(otherPage.getByRole('img', { name: /^Credit score/ })).toHaveCount(0);
    await other.close();
  });
});
