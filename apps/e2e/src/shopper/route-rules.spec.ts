import { expect, test } from '@playwright/test';

// Spec: a partner variant's visitor on a non-root protected path is replaced to / (not sent to
// /login, which this site does not serve).
test.describe('a shopper visitor on a member page', () => {
  for (const path of ['/profile', '/search', '/user-shopper-stop']) {
    test(`${path} replaces to the landing, never the not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
      // replaced, not pushed: Back leaves the site's history instead of bouncing to the member page
      expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
    });
  }
});
