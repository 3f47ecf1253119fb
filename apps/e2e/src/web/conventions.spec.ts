import { expect, test, type Page, type Request } from '@playwright/test';

// Issue 34, item 9 (spec §7): every call the site makes to the API carries the device id (query
// `deviceId`, the browser's `rp_device_id`, the same on every call and after a reload), the A/B test
// header, and a failed call is reported to POST /api/client-logs with error, errorInfo and url.

/** The address these journeys claim (TEST-NET-2), so their calls count apart. */
const CONVENTIONS_ADDRESS = '198.51.100.151';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface ApiCall {
  method: string;
  pathname: string;
  deviceId: string | null;
  segmentToken: string | null;
  abTest: string | undefined;
}

/** The API calls the page's own code makes (through the site's proxy): not documents, beacons, assets or error reports. */
function apiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    const api = url.pathname.startsWith('/c/') || url.pathname.startsWith('/nc/');
    if (!api || request.resourceType() !== 'fetch') return;
    calls.push({
      method: request.method(),
      pathname: url.pathname,
      deviceId: url.searchParams.get('deviceId'),
      segmentToken: url.searchParams.get('segmentToken'),
      abTest: request.headers()['ab-test'],
    });
  });
  return calls;
}

const storedDeviceId = (page: Page) => page.evaluate(() => localStorage.getItem('rp_device_id'));

/** A move inside the site by its footer, as a person would: the page's data is then fetched by the browser. */
async function followFooterLink(page: Page, name: string, heading: string | RegExp) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('API call conventions (spec §7)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CONVENTIONS_ADDRESS } });

  test('every API call carries the browser’s device id and the A/B test value, the same id after a reload', async ({ page }) => {
    test.setTimeout(90_000);
    const calls = apiCalls(page);
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    await followFooterLink(page, 'Blog', /blog/i);
    await followFooterLink(page, 'Unsubscribe', 'Unsubscribe from promotional email');
    await page.waitForLoadState('networkidle');

    const deviceId = await storedDeviceId(page);
    expect(deviceId).toMatch(UUID);
    expect(calls.length, 'the browser fetched the pages it moved to').toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.deviceId ?? call.segmentToken, `${call.method} ${call.pathname}`).toBe(call.segmentToken ?? deviceId);
      expect(call.abTest, `${call.method} ${call.pathname}`).toBe('OTHER');
    }

    // A reload and more moves: the same device id, never a new one.
    const before = calls.length;
    await page.reload();
    await page.waitForLoadState('networkidle');
    await followFooterLink(page, 'FAQs', /faq|questions/i);
    await page.waitForLoadState('networkidle');
    const later = calls.slice(before);
    expect(later.length).toBeGreaterThan(0);
    expect(new Set(later.filter((call) => !call.segmentToken).map((call) => call.deviceId))).toEqual(new Set([deviceId]));
    expect(await storedDeviceId(page)).toBe(deviceId);
  });

  test('a kept A/B test value goes with every call', async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto('/faq');
    await page.evaluate(() => localStorage.setItem('rp_ab_test', 'VARIANT_B'));
    await followFooterLink(page, 'Blog', /blog/i);
    await page.waitForLoadState('networkidle');
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls.map((call) => call.abTest))).toEqual(new Set(['VARIANT_B']));
  });

  test('a failed call is reported to the error logger with error, errorInfo and url', async ({ page }) => {
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    // The blog's data answers 503 for this page only (the API itself is fine).
    await page.route(/\/c\/prime\/blog(\?|$)/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, systemErrorCode: 'TP500', responseMessage: 'unavailable', userMessage: 'Something went wrong! Please try again later' }) }));
    const reported = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/client-logs');
    const stored = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/client-logs');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();

    const log = (await reported).postDataJSON() as { error: string; errorInfo: string; url: string };
    expect(log.error).toMatch(/^HTTP 503/);
    expect(new URL(log.url).pathname).toBe('/c/prime/blog');
    expect(JSON.parse(log.errorInfo)).toMatchObject({ status: 503, method: 'GET', path: '/c/prime/blog', rid: expect.stringMatching(UUID) });
    // The real API stored it.
    expect((await stored).status()).toBe(204);
  });
});
