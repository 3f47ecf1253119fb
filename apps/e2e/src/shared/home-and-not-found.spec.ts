import { expect, test } from '@playwright/test';
import { expectedPartner, siteOf } from '../partners';

test.describe('every site', () => {
  test('home loads with the partner title, brand and theme', async ({ page }, testInfo) => {
    const site = siteOf(testInfo.project.name);
    const partner = expectedPartner[site];
    await page.goto('/');
    await expect(page).toHaveTitle(partner.title);
    await expect(page.getByRole('link', { name: `${partner.brandName} home` })).toBeVisible();
    // Each site bundles only its own theme: the brand colour in <meta name="theme-color"> comes from
    // that theme, and the page paints it (buttons, the logo badge).
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    const hex = themeColor?.toLowerCase() ?? '';
    const rgb = `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const painted = await page.evaluate((colour) => [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).backgroundColor === colour).length, rgb);
    testInfo.annotations.push({ type: 'theme', description: `${themeColor}: ${painted} elements` });
    expect(painted).toBeGreaterThan(0);
  });

  test('a path outside the allowed list shows the 404 page, and TAKE ME HOME goes home', async ({ page }, testInfo) => {
    const partner = expectedPartner[siteOf(testInfo.project.name)];
    await page.goto(partner.forbiddenPath);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText('ERROR 404. Looks like you went into space and got lost')).toBeVisible();
    const explore = page.getByRole('region', { name: 'Explore all benefits' });
    await expect(explore.getByRole('link')).toHaveCount(3);
    for (const name of ['Memberships', 'Other Benefits', 'TP Exclusives']) {
      await expect(explore.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', '/');
    }
    await page.getByRole('link', { name: 'TAKE ME HOME' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  });

  test('/404 is the not-found page on every site', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByText('ERROR 404. Looks like you went into space and got lost')).toBeVisible();
  });
});
