import { expect, test, type Page } from '@playwright/test';
import { violations } from '../axe';
import { MEMBER_CHECKS_ADDRESS } from '../limits';
import { gotoAsMember, logIn, outbox, SIGN_IN_STEP_MS } from '../login';

// The sandbox bureau knows every individual PAN (but those with the digits 0000) and makes the same
// report for the same PAN; the code goes to the member's mobile, in the development outbox.
const PAN = 'ABCPE1234F';

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

  test('a member checks a PAN with the bureau code from the outbox and reads a score with accounts; another member sees no report', async ({ page, request, browser }) => {
    const mobile = await logIn(page, request);
    await gotoAsMember(page, '/creditscorecheck');
    await fillDetails(page);
    await page.getByRole('button', { name: 'Verify PAN' }).click();
    await expect(page.getByText('XXXXXX234F')).toBeVisible();
    const sentBefore = (await outbox(request, mobile)).length;
    await page.getByRole('button', { name: 'Get my credit score' }).click();

    const codeField = page.getByRole('textbox', { name: /^Enter the 6-digit code sent to \+91 XXXXXX\d{4}$/ });
    await expect(codeField).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    let code = '';
    await expect
      .poll(async () => {
        const messages = await outbox(request, mobile);
        code = messages.length > sentBefore && messages[0]?.text.includes('credit report') ? (messages[0].code ?? '') : '';
        return code;
      })
      .toMatch(/^\d{6}$/);
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
