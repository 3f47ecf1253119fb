import { expect, test } from '@playwright/test';

test.describe('core site catalogue', () => {
  test('the three sites paint different brand colours', async ({ page }) => {
    const colours = new Set<string>();
    for (const port of [4200, 4201, 4202]) {
      await page.goto(`http://localhost:${port}/`);
      colours.add((await page.locator('meta[name="theme-color"]').getAttribute('content')) ?? '');
    }
    expect(colours.size).toBe(3);
  });
});
