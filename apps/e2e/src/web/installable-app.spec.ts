import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { INSTALLABLE_APP_ADDRESS } from '../limits';
import { logIn } from '../login';
import { firstOfferPath } from '../partners';
import { runtimeCacheContents, serviceWorkerInCharge } from '../pwa';

// The core site as an installed app (docs/installable-app.md): opened offline from its start URL, told
// of a new build, and emptied of anything personal at sign-out.
test.use({ serviceWorkers: 'allow', extraHTTPHeaders: { 'x-forwarded-for': INSTALLABLE_APP_ADDRESS } });

/** The service worker the run's site server sends (the production build in apps/web/dist). */
const builtWorker = path.resolve(import.meta.dirname, '../../../web/dist/client/sw.js');

test.describe('the core site as an installed app', () => {
  test('a visited offer page opens offline from the home-screen start URL', async ({ page, context }) => {
    await page.goto('/');
    await serviceWorkerInCharge(page);
    // the address a home-screen icon opens: the manifest's start URL
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const startUrl = ((await (await page.request.get(manifestHref!)).json()) as { start_url: string }).start_url;
    // the member opens the app, then an offer
    await page.goto(startUrl);
    const offer = await firstOfferPath(page, '/categories');
    expect(offer).toBeTruthy();
    await page.goto(offer!);
    const offerHeading = page.getByRole('heading', { level: 1 }).first();
    await expect(offerHeading).toBeVisible();
    const title = await offerHeading.textContent();
    expect(Object.keys(await runtimeCacheContents(page))).toContain('rewards-pages');

    await context.setOffline(true);
    await page.goto(startUrl);
    await expect(page.getByRole('link', { name: 'Prime Rewards home' })).toBeVisible();
    await page.goto(offer!);
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' }).first()).toBeVisible();
    await expect(page.getByText('You are offline')).toBeVisible();
  });

  test('a new build prompts an update, and RELOAD brings the member onto it', async ({ page }) => {
    await page.goto('/');
    await serviceWorkerInCharge(page);
    const original = await fs.readFile(builtWorker);
    const compressed = ['.br', '.gz'];
    const originals = await Promise.all(compressed.map((ext) => fs.readFile(builtWorker + ext).catch(() => undefined)));
    try {
      // a new build: a worker whose bytes differ (its precache list and revisions would)
      const next = Buffer.concat([original, Buffer.from(`\n//# build ${Date.now()}\n`)]);
      await fs.writeFile(builtWorker, next);
      await Promise.all([fs.writeFile(`${builtWorker}.br`, zlib.brotliCompressSync(next)), fs.writeFile(`${builtWorker}.gz`, zlib.gzipSync(next))]);
      // the browser looks for a new worker on each navigation
      await page.reload();
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await expect(prompt).toContainText('Reload to get the latest Prime Rewards.');
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'RELOAD' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('A new version is ready')).toHaveCount(0);
      // the new build's worker is the one in charge now, and none waits
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null)).toBe(true);
    } finally {
      await fs.writeFile(builtWorker, original);
      await Promise.all(compressed.map((ext, index) => (originals[index] ? fs.writeFile(builtWorker + ext, originals[index]) : fs.rm(builtWorker + ext, { force: true }))));
    }
  });

  test('after signing out, no member page and no personal answer is served from the cache', async ({ page, request, context }) => {
    await page.goto('/');
    await serviceWorkerInCharge(page);
    // a visitor's page, kept by the worker
    await page.goto('/faq');
    await expect.poll(async () => (await runtimeCacheContents(page))['rewards-pages'] ?? []).toContain('/faq');

    await logIn(page, request);
    // member pages and answers never enter a cache; public reads may
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    const whileMember = Object.values(await runtimeCacheContents(page)).flat();
    expect(whileMember.filter((url) => url.startsWith('/nc/') || url === '/userfeed' || url === '/profile')).toEqual([]);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    // the sign-out emptied the caches of pages and reads
    await expect.poll(async () => (await runtimeCacheContents(page))['rewards-pages'] ?? []).toEqual([]);

    await context.setOffline(true);
    for (const memberPage of ['/userfeed', '/profile', '/faq']) {
      await page.goto(memberPage);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    }
  });
});
