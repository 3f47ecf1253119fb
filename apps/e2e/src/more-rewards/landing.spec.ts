import { expect, test } from '@playwright/test';
import { mobileField } from '../login';

test.describe('the retail landing', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test('shows ACTIVATE OFFER, Or, LOGIN and the terms', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'ACTIVATE OFFER' })).toBeVisible();
    await expect(page.getByText('Or', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' })).toHaveAttribute('href', '/tnc');
  });

  test('ACTIVATE OFFER asks for a Coupon Code: CLAIM OFFER needs a valid mobile and a code', async ({ page }) => {
    await page.getByRole('button', { name: 'ACTIVATE OFFER' }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    const claim = popup.getByRole('button', { name: 'CLAIM OFFER' });
    await expect(claim).toBeDisabled();
    await mobileField(page).fill('9876543299');
    await expect(claim).toBeDisabled();
    await popup.getByRole('textbox', { name: 'Coupon Code' }).fill('DIAMONDCLUB');
    await expect(claim).toBeEnabled();
  });

  test('LOGIN opens sign-in without the code field', async ({ page }) => {
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    await expect(popup.getByRole('button', { name: 'JOIN NOW' })).toBeVisible();
    await expect(popup.getByRole('textbox', { name: 'Coupon Code' })).toHaveCount(0);
  });
});
