import { expect, test } from '@playwright/test';
import { expectedPartner, siteOf } from '../partners';
import { serviceWorkerInCharge } from '../pwa';

// Each site installs as an app of its own (docs/installable-app.md): its manifest, its service worker
// at its root, its offline page.
test.use({ serviceWorkers: 'allow' });

test.describe('the installable app, on every site', () => {
  test('Chromium finds the site installable: its own manifest, icons and a service worker for its whole scope', async ({ page, baseURL }, testInfo) => {
    const partner = expectedPartner[siteOf(testInfo.project.name)];
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await serviceWorkerInCharge(page)).toBe(`${baseURL}/sw.js`);

    const cdp = await page.context().newCDPSession(page);
    const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }>; data?: string };
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest).toMatchObject({ name: partner.brandName, start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors).toEqual([]);
  });

  test('with the network cut, a visited page still opens, and an unvisited one shows our offline page', async ({ page, context }, testInfo) => {
    const partner = expectedPartner[siteOf(testInfo.project.name)];
    await page.goto('/');
    await serviceWorkerInCharge(page);
    // a visit through the worker keeps the page
    await page.goto(partner.offersPath);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();

    await context.setOffline(true);
    await page.goto(partner.offersPath);
    await expect(page.getByRole('heading', { level: 1, name: heading ?? '' }).first()).toBeVisible();
    // the page says it is offline (spec: grey, still, and the snackbar after a second)
    await expect(page.getByText('You are offline')).toBeVisible();

    await page.goto('/never-visited-page');
    await expect(page).toHaveTitle(`You are offline | ${partner.brandName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(partner.title);
  });
});
