import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../ports';

test.describe('core site catalogue', () => {
  test('the three sites paint different brand colours', async ({ page }) => {
    const colours = new Set<string>();
    for (const port of [E2E_PORTS.web, E2E_PORTS.shopper, E2E_PORTS['more-rewards']]) {
      await page.goto(`http://localhost:${port}/`);
      colours.add((await page.locator('meta[name="theme-color"]').getAttribute('content')) ?? '');
    }
    expect(colours.size).toBe(3);
  });
});
