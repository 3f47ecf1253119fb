import { expect, test } from '@playwright/test';
import { mobileField } from '../login';
import { settled } from '../hydration';

test.describe('the shopper landing', () => {
  test('a visitor sees ACTIVATE OFFER and the terms, and activating opens sign-in asking for the enrolled number', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your membership is waiting' })).toBeVisible();
    // none of the core site's marketing home, which this site cannot complete
    await expect(page.getByText('START FREE TRIAL')).toHaveCount(0);
    const terms = page.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' });
    await expect(terms).toHaveAttribute('href', '/tnc');
    await expect(terms).toHaveAttribute('target', '_blank');

    // the footer's line under the brand is the partner's own, not the core site's
    await expect(page.getByRole('contentinfo').getByText('Exclusive member benefits for Shopper Rewards customers')).toBeVisible();

    await page.waitForLoadState('networkidle');
    await settled(page);
    await page.getByRole('button', { name: 'ACTIVATE OFFER' }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    await expect(popup.getByText('Enter the mobile number you registered with the store at enrolment')).toBeVisible();
    await expect(mobileField(page)).toBeVisible();
  });
});
