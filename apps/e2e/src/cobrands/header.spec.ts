// Issue 34 item 16 on both co-brands: where a visitor's logo goes, and the brand name at 390 px.
import { expect, test, type Locator } from '@playwright/test';
import { settled } from '../hydration';

/** The spec's logo targets: /user-shopper-stop in shopper mode, /categorylistingmore in the retail variant. */
const LOGO_HOME: Record<string, string> = { shopper: '/user-shopper-stop', 'more-rewards': '/categorylistingmore' };

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe('a co-brand visitor’s header on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the logo goes to the partner’s home, and the brand name never runs under the actions', async ({ page }) => {
    const site = test.info().project.name;
    await page.goto('/');
    // The phone header is the header part's once its code has run (a desktop's HTML before): press it then.
    await settled(page);
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('link', { name: / home$/ });
    await expect(logo).toHaveAttribute('href', LOGO_HOME[site]!);

    // The name wraps inside the logo's box: nothing of it lies under Search or sign in.
    const name = logo.locator('span');
    await expect(name).toBeVisible();
    const actions = [banner.getByRole('link', { name: 'Search' }), banner.getByRole('button', { name: 'sign in' })];
    for (const action of actions) {
      if ((await action.count()) === 0) continue;
      expect(await overlaps(name, action), `the name under ${await action.textContent()}`).toBe(false);
    }
    // Nothing in the header is cut off or wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Following it: the retail variant opens its catalogue to visitors; the department store's member
    // home sends a visitor back to the landing (spec: a partner visitor on a protected path).
    await logo.click();
    await expect(page).toHaveURL((url) => url.pathname === (site === 'more-rewards' ? '/categorylistingmore' : '/'));
  });
});
