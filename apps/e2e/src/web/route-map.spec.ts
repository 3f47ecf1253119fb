import { expect, test } from '@playwright/test';
import { violations } from '../axe';
import { API_URL, ROUTE_MAP_ADDRESS, SSO_HANDOFF_ADDRESS } from '../limits';
import { codeSentTo, completeProfilePrompts, freshMobile, gotoAsMember, logIn, mobileField, verifyWith } from '../login';

test.describe('the rest of the route map (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': ROUTE_MAP_ADDRESS } });

  test('/otts lists the streaming subscriptions for a visitor, and sends a member to the feed', async ({ page, request }) => {
    await page.goto('/otts');
    await expect(page.getByRole('heading', { level: 1, name: 'OTT subscriptions included' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'OTT subscriptions' }).getByRole('link').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await logIn(page, request);
    await gotoAsMember(page, '/otts');
    await expect(page).toHaveURL(/\/userfeed$/);
  });

  test('/app-landing says why the app, links both stores and shows a QR code on a computer', async ({ page }) => {
    await page.goto('/app-landing');
    await expect(page.getByRole('heading', { level: 1, name: /^Get the .+ app$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Why the app' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute('href', /play\.google\.com/);
    await expect(page.getByRole('img', { name: 'QR code for the app' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('img', { name: 'QR code for the app' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Get it on the App Store (opens in a new tab)' })).toBeVisible();
  });

  test('/sft has no screen: the server redirects to the home page with the query', async ({ page, request }) => {
    const answer = await request.get('/sft?utm_source=sms', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/?utm_source=sms');
    await page.goto('/sft?utm_source=sms');
    await expect(page).toHaveURL(/localhost:\d+\/\?utm_source=sms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/timesprimesuper shows the super plan; JOIN SUPER takes a visitor through sign-in to payment with super chosen', async ({ page, request }) => {
    await page.goto('/timesprimesuper');
    await expect(page.getByRole('heading', { level: 1, name: 'Super annual membership' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Super-exclusive offers');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'JOIN SUPER' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const mobile = freshMobile();
    await mobileField(page).fill(mobile);
    await page.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, mobile));
    await expect(page).toHaveURL(/\/payment\?preferredVariant=PRIME_SUPER$/);
    await expect(page.getByRole('button', { name: /^PAY ₹1,999/ })).toBeVisible();
  });

  test('/paymentOffer and /liteOffer take a brand name as well as an offer name', async ({ page }) => {
    for (const path of ['/paymentOffer/tandoor-tales', '/liteOffer/tandoor-tales', '/paymentOffer/tandoor-tales-gold']) {
      await page.goto(path);
      await expect(page.getByRole('img', { name: 'Tandoor Tales logo' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 offer not found');
    }
    await page.goto('/paymentOffer/no-such-brand');
    await expect(page.getByRole('heading', { level: 1, name: '404 offer not found' })).toBeVisible();
  });
});

test.describe('the exit-intent free-trial prompt', () => {
  test('a visitor whose pointer leaves the window is asked once, and not again after a reload', async ({ page }) => {
    await page.goto('/categories');
    await page.waitForLoadState('networkidle');
    const prompt = page.getByRole('dialog', { name: 'Still in doubt?' });
    // towards the tabs and the address bar
    const leave = async () => {
      await page.mouse.move(400, 300);
      await page.mouse.move(400, -5, { steps: 4 });
    };
    // The prompt arms after hydration, the visitor's session check, its own chunk and the plan's trial
    // offer, each waiting on the one before; on a loaded CI machine a pointer could leave before the
    // last of them. A visitor who leaves again once it is armed is asked.
    await expect(async () => {
      await leave();
      await expect(prompt).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(prompt.getByText(/^Get FREE access to top 8 brands for \d+ days$/)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await prompt.getByRole('button', { name: 'START FREE TRIAL' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();

    await page.reload();
    await page.waitForLoadState('networkidle');
    await leave();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toBeHidden();
  });
});

test.describe('/ticketing, the single sign-on hand-off', () => {
  test('a ticket from a verified code signs the member in once; a spent one offers sign-in; the page is noindex without breadcrumbs', async ({ page, browser, playwright }) => {
    // another app of ours verifies the member and sends them here with the ticket
    const app = await playwright.request.newContext({ baseURL: API_URL, extraHTTPHeaders: { 'x-forwarded-for': SSO_HANDOFF_ADDRESS } });
    const mobile = freshMobile();
    expect((await app.post('/nc/um/user/v1/register', { data: { mobile } })).status()).toBe(200);
    const verified = await app.post('/nc/um/user/v1/otp/verify', { data: { mobile, otp: await codeSentTo(app, mobile) } });
    expect(verified.status()).toBe(200);
    const body = (await verified.json()) as { data?: { ticketId: string }; ticketId?: string };
    const ticketId = body.data?.ticketId ?? body.ticketId;
    expect(ticketId).toBeTruthy();
    await app.dispose();

    await page.goto(`/ticketing?ticketId=${ticketId}`);
    await expect(page).toHaveURL(/\/userfeed$/);
    await completeProfilePrompts(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ananya' })).toBeVisible();

    // the same link in another browser: the ticket is spent
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(`/ticketing?ticketId=${ticketId}`);
    await expect(stranger.getByRole('alert')).toHaveText('This sign-in link has expired or was already used. Please sign in with your mobile number.');
    await expect(stranger.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeVisible();
    await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(stranger.getByRole('navigation', { name: /breadcrumb/i })).toHaveCount(0);
    expect(await violations(stranger)).toEqual([]);
    await stranger.getByRole('link', { name: 'Sign in' }).click();
    await expect(stranger).toHaveURL(/\/login$/);
    await other.close();
  });
});
