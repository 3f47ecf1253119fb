import { expect, test } from '@playwright/test';
import { violations } from '../axe';
import { expectedPartner, siteOf } from '../partners';

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('home has no violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scan the page once it has loaded: the join button has its price, the sections below are in.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('home has no violations on a phone (the co-brands\' landings at 390x844)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('the not-found page has no violations', async ({ page }, testInfo) => {
    await page.goto(expectedPartner[siteOf(testInfo.project.name)].forbiddenPath);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('an offer detail page has no violations', async ({ page }, testInfo) => {
    // the home on the core site, the offer listing on the co-brands (their homes are landings)
    await page.goto(expectedPartner[siteOf(testInfo.project.name)].offersPath);
    await expect(page.locator('main a[href]').first()).toBeVisible();
    // The first link on the page that leads to an offer ({catalogue base}/{category}/{offer}).
    const href = await page.locator('main a[href]').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').find((path) => /^\/[A-Za-z]+\/[a-z0-9-]+\/[A-Za-z0-9-]+$/.test(path) && !path.includes('/tpxclusives/')),
    );
    expect(href).toBeTruthy();
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
    // Scan the page once it has loaded: the viewer's CTA is in and the join button has its price.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    testInfo.annotations.push({ type: 'page', description: href! });
    expect(await violations(page)).toEqual([]);
  });

  test('the login popup has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /^(login|sign in)$/i }).click();
    await expect(page.getByRole('dialog', { name: 'Login' }).getByPlaceholder('Enter your mobile number')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
