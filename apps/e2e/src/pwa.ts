import { expect, type Page } from '@playwright/test';

/**
 * Waits until the site's service worker is active and looks after this page (it registers after the
 * page is alive and loaded, then precaches the build).
 */
export async function serviceWorkerInCharge(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000, message: 'the service worker never took charge of the page' }).toBe('activated');
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** The URLs in the site's runtime caches (pages and public reads), by cache. */
export function runtimeCacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      contents[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return contents;
  });
}
