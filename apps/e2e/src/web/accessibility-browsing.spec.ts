import { expect, test } from '@playwright/test';
import { violations } from '../axe';
import { gotoAsMember, logIn } from '../login';

test.describe('accessibility of the browsing pages (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/categories', '/categories/dining', '/categories/tpxclusives', '/faq', '/blog', '/about', '/terms-and-conditions', '/unsubscribe']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the phone side menu has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the member feed and the search dialog have no violations', async ({ page, request }) => {
    await logIn(page, request);
    await expect(page.getByRole('heading', { name: 'Trending Privileges' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await gotoAsMember(page, '/search');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('searchbox', { name: 'Search Offers' }).fill('dining');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
