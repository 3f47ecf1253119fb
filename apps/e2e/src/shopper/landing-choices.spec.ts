import { expect, test, type Page } from '@playwright/test';
import { mobileField } from '../login';

// The department store's landing as the spec's retail landing gives it (account §2): ACTIVATE OFFER,
// 'Or', LOGIN, Terms and Conditions and, on desktop only, a QR prompt for the app; and as a
// retail-partner variant (§6) its pages carry no SEO content: no Top Benefits or category lists in
// the footer, no breadcrumbs.

async function expectChoices(page: Page) {
  const landing = page.getByRole('region', { name: 'Your membership is waiting' });
  await expect(landing.getByRole('button', { name: 'ACTIVATE OFFER' })).toBeVisible();
  await expect(landing.getByText('Or', { exact: true })).toBeVisible();
  await expect(landing.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  const terms = landing.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' });
  await expect(terms).toHaveAttribute('href', '/tnc');
  await expect(terms).toHaveAttribute('target', '_blank');
  return landing;
}

test.describe('the shopper landing on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('offers ACTIVATE OFFER, Or, LOGIN, the terms and the QR prompt; ACTIVATE OFFER asks for the enrolled number', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const landing = await expectChoices(page);
    await expect(landing.getByRole('figure', { name: 'Get the app' })).toBeVisible();
    await expect(landing.getByRole('img', { name: 'Scan to get the Shopper Rewards app' })).toBeVisible();
    await expect(landing.getByText('Scan with your phone to get the app')).toBeVisible();

    await landing.getByRole('button', { name: 'ACTIVATE OFFER' }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    await expect(popup.getByText('Enter the mobile number you registered with the store at enrolment')).toBeVisible();
    await expect(mobileField(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await landing.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(popup.getByRole('button', { name: 'JOIN NOW' })).toBeVisible();
  });

  test('the footer keeps its brand and support links but no SEO lists, and the catalogue shows no breadcrumbs', async ({ page }) => {
    for (const path of ['/', '/categoriesshoppercard']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('Exclusive member benefits for Shopper Rewards customers')).toBeVisible();
      await expect(footer.getByRole('navigation', { name: 'Top Benefits' })).toHaveCount(0);
      await expect(footer.locator('a[href*="source_origin=footer"]')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toHaveCount(0);
    }
  });
});

test.describe('the shopper landing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('offers ACTIVATE OFFER, Or, LOGIN and the terms, and no QR prompt', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const landing = await expectChoices(page);
    await expect(landing.getByRole('figure', { name: 'Get the app' })).toBeHidden();
    await landing.getByRole('button', { name: 'ACTIVATE OFFER' }).tap();
    await expect(page.getByRole('dialog', { name: 'Login' }).getByText('Enter the mobile number you registered with the store at enrolment')).toBeVisible();
  });
});
