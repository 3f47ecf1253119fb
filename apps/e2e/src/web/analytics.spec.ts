import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ANALYTICS_ADDRESS } from '../limits';
import { codeSentTo, freshMobile, gotoAsMember, mobileField, verifyWith } from '../login';

// The seed's lapsed member (apps/api/src/seed/data/users.yaml): primeProfile 2, ₹2,100 saved. The
// journey ends in a failed payment, so the member stays lapsed and the walk can run again.
const LAPSED_MEMBER = '9876543212';
const LAPSED_MEMBER_ID = 'sso_demo_expired_member';

interface StoredEvent {
  id: number;
  name: string;
  path: string;
  site: string;
  channel: string;
  loginState: string;
  primeProfile: number | null;
  savingsBucket: string;
  ftpSource: string | null;
  memberId: string | null;
  props: Record<string, unknown>;
}

/** Every request the page makes that leaves the site's own origin (the API is behind its proxy). */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') seen.push(request.url());
  });
  return seen;
}

/**
 * This browser's anonymous device id, once the app has made it: the analytics start after the page
 * has hydrated and write the id to localStorage then, so a read right after load can come first.
 */
async function deviceIdOf(page: Page): Promise<string> {
  let id: string | null = null;
  await expect
    .poll(async () => (id = await page.evaluate(() => localStorage.getItem('rp_device_id'))), { message: 'the app writes rp_device_id', timeout: 15_000 })
    .toMatch(/^[0-9a-f-]{36}$/);
  return id ?? '';
}

/** The device's stored events, oldest first, once `until` holds for them. */
async function storedEvents(request: APIRequestContext, deviceId: string, until: (events: StoredEvent[]) => boolean): Promise<StoredEvent[]> {
  let events: StoredEvent[] = [];
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/dev/events?limit=500&deviceId=${deviceId}`);
        expect(answer.ok()).toBe(true);
        events = ((await answer.json()) as StoredEvent[]).reverse();
        return until(events);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return events;
}

/** The names of `events` that are in `names`, in order. */
const named = (events: StoredEvent[], names: readonly string[]) => events.filter((event) => names.includes(event.name)).map((event) => event.name);

test.describe('analytics: the spec’s events reach the first-party collector', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': ANALYTICS_ADDRESS } });

  test('home, an offer and payment send their events in order, with the savings bucket and the channel, and no third-party request', async ({ page, request }) => {
    test.setTimeout(90_000);
    const outside = thirdPartyRequests(page);

    // Home: the page view, the weekly banners seen, a move of their carousel by its arrow.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const weekly = page.getByRole('region', { name: 'Weekly promotions' });
    await weekly.scrollIntoViewIfNeeded();
    await weekly.getByRole('button', { name: 'Next' }).click();
    const deviceId = await deviceIdOf(page);

    // Sign in from the header.
    await page.getByRole('button', { name: /^(sign in|login)$/i }).first().click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    await mobileField(page).fill(LAPSED_MEMBER);
    await popup.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, LAPSED_MEMBER));
    await expect(page).toHaveURL(/\/userfeed$/);

    // On an offer page a member's buy button opens the app-install prompt (spec §4), no add to cart.
    await gotoAsMember(page, '/categories/dining/tandoor-tales-gold');
    await page.getByRole('group', { name: 'Offer actions' }).getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page.getByRole('dialog', { name: 'Get the app' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The feed's Additional Benefits buy button (add to cart), then Review Order: a code's Apply, PAY, and a failed payment.
    await gotoAsMember(page, '/userfeed');
    await page.getByRole('region', { name: 'Additional Benefits' }).getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Gift or promo code' }).fill('FESTIVE20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/^Code FESTIVE20 applied/)).toBeVisible();
    // The code_applied overlay, where the site shows one, is closed as a member would.
    const applied = page.getByRole('dialog', { name: 'Code applied' });
    await applied.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => applied.getByRole('button', { name: 'OKAY' }).click(),
      () => undefined,
    );
    await expect(page.getByRole('button', { name: /^PAY ₹/ })).toBeEnabled();
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page).toHaveURL(/\/nc\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops something went wrong' })).toBeVisible();

    // Leaving the page hides it: the last batch goes out as a beacon.
    await page.goto('about:blank');
    const journey = [
      'page_view',
      'banner_impression',
      'carousel_arrow_clicked',
      'sign_in_clicked',
      'login_signup_initiated',
      'login_success',
      'add_to_cart',
      'promo_apply_btn_clicked',
      'payment_initiated',
      'payment_failed',
    ] as const;
    const events = await storedEvents(request, deviceId, (stored) => stored.some((event) => event.name === 'payment_failed'));
    // In the order they happened (page views in between are left out, but the first comes first).
    expect(named(events, journey).filter((name, index, all) => name !== 'page_view' || all.indexOf(name) === index)).toEqual(journey);

    const first = (name: string) => events.find((event) => event.name === name);
    // Every event carries the partner channel, the site, a savings bucket and the first-touch source.
    for (const event of events) {
      expect(event).toMatchObject({ site: 'core', channel: 'TIMES_PRIME', ftpSource: 'DIRECT' });
      expect(event.path).not.toContain('?');
    }
    // The visitor: logged out, no profile, bucket 0, no member id.
    expect(first('page_view')).toMatchObject({ path: '/', loginState: 'LOGGED_OUT', primeProfile: null, savingsBucket: '0', memberId: null });
    expect(first('banner_impression')?.props).toMatchObject({ slot: 'weekly' });
    expect((first('banner_impression')?.props['items'] as string[]).length).toBeGreaterThan(0);
    expect((first('banner_impression')?.props['items'] as string[]).length).toBeLessThanOrEqual(15);
    expect(first('carousel_arrow_clicked')?.props).toEqual({ carousel: 'weekly_promotions', direction: 'next' });
    expect(first('sign_in_clicked')?.props).toEqual({ placement: 'header' });
    // The member: logged in, primeProfile 2, ₹2,100 of savings in bucket 1001-3000.
    const member = { loginState: 'LOGGED_IN', primeProfile: 2, savingsBucket: '1001-3000', memberId: LAPSED_MEMBER_ID };
    for (const name of ['login_success', 'add_to_cart', 'promo_apply_btn_clicked', 'payment_initiated', 'payment_failed']) expect(first(name), name).toMatchObject(member);
    expect(first('add_to_cart')).toMatchObject({ path: '/userfeed', props: { placement: 'payment' } });
    expect(first('promo_apply_btn_clicked')?.props).toEqual({ placement: 'review_order', code: 'FESTIVE20' });
    expect(first('payment_initiated')?.props).toMatchObject({ variant: expect.any(String), amount: expect.any(Number) });
    expect(first('payment_failed')?.props).toMatchObject({ reason: expect.any(String) });
    // Nothing was sent anywhere but the site itself.
    expect(outside).toEqual([]);
  });

  test('a new member’s purchase is one purchase conversion, and web vitals arrive as events', async ({ page, request }) => {
    test.setTimeout(90_000);
    const outside = thirdPartyRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const deviceId = await deviceIdOf(page);

    const popupOpener = page.getByRole('button', { name: /^(sign in|login)$/i }).first();
    await popupOpener.click();
    const mobile = freshMobile();
    await mobileField(page).fill(mobile);
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, mobile));
    await expect(page).toHaveURL(/\/userfeed$/);
    await gotoAsMember(page, '/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page).toHaveURL(/\/nc\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Simulate success' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    // A reload of the confirmation is no second sale.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    await page.goto('about:blank');

    const events = await storedEvents(request, deviceId, (stored) => stored.some((event) => event.name === 'purchase_conversion'));
    const purchases = events.filter((event) => event.name === 'purchase_conversion');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ loginState: 'LOGGED_IN', savingsBucket: '0', channel: 'TIMES_PRIME', props: { currency: 'INR', amount: expect.any(Number), orderId: expect.any(String) } });
    expect(named(events, ['payment_initiated', 'purchase_conversion'])).toEqual(['payment_initiated', 'purchase_conversion']);
    // Web vitals: whole milliseconds, CLS multiplied by 1000.
    const vitals = events.filter((event) => event.name === 'web_vitals');
    expect(vitals.length).toBeGreaterThan(0);
    for (const vital of vitals) expect(Number.isInteger(vital.props['value'])).toBe(true);
    expect(outside).toEqual([]);
  });
});
