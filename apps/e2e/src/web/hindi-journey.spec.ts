import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LANGUAGE_JOURNEYS_ADDRESS } from '../limits';
import { codeSentTo, enterCode, freshMobile } from '../login';

// Issue 36: a visitor switches to Hindi, signs in, pays and sees the confirmation, all in Hindi. The
// words are read from the catalogues' Hindi (what the member sees), so the journey follows a rewording.
const LIBS = path.resolve(import.meta.dirname, '../../../../libs');
const hindi = (lib: string) => JSON.parse(fs.readFileSync(path.join(LIBS, lib, 'src/i18n/messages.hi.json'), 'utf8')) as Record<string, string>;
const auth = hindi('auth');
const membership = hindi('membership');

test.use({ extraHTTPHeaders: { 'x-forwarded-for': LANGUAGE_JOURNEYS_ADDRESS } });

test('a visitor switches to Hindi, signs in, pays and sees the confirmation in Hindi', async ({ page, request, context }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect((await context.cookies()).find((cookie) => cookie.name === 'rp_lang')?.value).toBe('hi');

  // joining asks for a sign-in first, in Hindi
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/login$/);
  const mobile = freshMobile();
  await page.getByPlaceholder(auth['mobileField.placeholder']!).fill(mobile);
  await page.getByRole('button', { name: auth['enterMobile.joinNow'], exact: true }).click();
  await expect(page.getByRole('heading', { name: auth['otp.title'] })).toBeVisible({ timeout: 15_000 });
  await enterCode(page, await codeSentTo(request, mobile), auth['otp.title']);
  await expect(page.getByRole('status').getByText(auth['otp.verified']!, { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: auth['otp.verify'] }).click();

  // the order, in Hindi; the gateway is the payment provider's own page
  await expect(page).toHaveURL(/\/payment/);
  await expect(page.getByRole('heading', { level: 1, name: membership['steps.title.reviewOrder'] })).toBeVisible();
  await page.getByRole('button', { name: /पे करें/ }).click();
  await expect(page).toHaveURL(/\/nc\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Simulate success' }).click();

  await expect(page).toHaveURL(/\/payment\/confirmation\?orderId=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: membership['steps.title.confirmation'] })).toBeVisible();
  await expect(page.getByText(membership['confirmation.success']!)).toBeVisible();
});
