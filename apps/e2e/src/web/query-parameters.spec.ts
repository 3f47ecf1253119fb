import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, hydrationErrors } from '../hydration';
import { API_URL } from '../limits';
import { codeSentTo, freshMobile, mobileField, verifyWith } from '../login';
import { newMember, signInContext } from '../members';

// The spec's remaining query parameters (§2 "Query parameters seen", issue 34 item 19): what a link
// from a partner (`merchantId`, `content`) or from the member's mobile app (`app`,
// `isDarkModeEnabled`) does to the visit, through the real site, API and browser.

/** The address these journeys claim (TEST-NET-2), so their sign-ins count apart. */
const QUERY_PARAMETERS_ADDRESS = '198.51.100.161';
const PHONE = { width: 390, height: 844 };

/** The `cid` of every API call the page sends from now on. */
function channelsSent(page: Page): string[] {
  const channels: string[] = [];
  page.on('request', (request) => {
    const cid = new URL(request.url()).searchParams.get('cid');
    if (cid !== null) channels.push(cid);
  });
  return channels;
}

/** What the API stored with the account's trial (the dev view). */
async function storedAttribution(request: APIRequestContext, mobile: string) {
  const response = await request.get(`${API_URL}/dev/attribution?mobile=${mobile}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The class attribute of the page's `<html>` as the server sent it. */
function htmlClassOf(body: string): string {
  return /<html[^>]*\sclass="([^"]*)"/.exec(body)?.[1] ?? '';
}

test.describe('the query parameters of a partner link and of the app (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': QUERY_PARAMETERS_ADDRESS } });

  test('?merchantId=ACME_BANK is the channel of every call, after a reload too, and of the trial it ends in; content is its attribution', async ({ page, request }) => {
    const channels = channelsSent(page);
    await page.goto('/?merchantId=ACME_BANK&content=app_home_banner');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(channels.filter((channel) => channel !== 'ACME_BANK')).toEqual([]);

    // A page load later in the tab, without the parameter: the tab keeps the merchant's channel.
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    channels.length = 0;
    await page.getByRole('button', { name: 'START FREE TRIAL' }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    const mobile = freshMobile();
    await mobileField(page).fill(mobile);
    await popup.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, mobile));
    await expect(page.getByText('Your free trial is active')).toBeVisible();

    expect(channels.length).toBeGreaterThan(0);
    expect(new Set(channels)).toEqual(new Set(['ACME_BANK']));
    const { trial } = await storedAttribution(request, mobile);
    expect(trial.attribution).toMatchObject({ channel: 'ACME_BANK', content: 'app_home_banner', utmSource: 'DIRECT' });
  });

  test('a co-brand channel or a malformed merchantId is ignored: the calls stay on TIMES_PRIME', async ({ page }) => {
    const channels = channelsSent(page);
    for (const merchantId of ['SHOPPERS_STOP', 'ACME%20BANK']) {
      channels.length = 0;
      await page.goto(`/login?merchantId=${merchantId}`);
      await hydrated(page);
      await mobileField(page).fill(freshMobile());
      await page.getByRole('button', { name: 'JOIN NOW' }).click();
      await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: 15_000 });
      expect(channels.length).toBeGreaterThan(0);
      expect(new Set(channels)).toEqual(new Set(['TIMES_PRIME']));
    }
  });

  test('?isDarkModeEnabled=true: the server sends the page dark, later loads stay dark, =false turns it off', async ({ page, browser, request }) => {
    // The first HTML, before any script: the dark class beside the theme's, and a dark colour scheme.
    const served = await (await request.get('/?isDarkModeEnabled=true')).text();
    expect(htmlClassOf(served).split(' ')).toContain('rp-dark');
    expect(served).toContain('<meta name="color-scheme" content="dark"/>');
    expect(htmlClassOf(await (await request.get('/')).text()).split(' ')).not.toContain('rp-dark');

    // Painted dark with no script at all: the stylesheet alone.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/?isDarkModeEnabled=true');
    expect(await still.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await still.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(245, 243, 251)');
    await noScript.close();

    const errors = hydrationErrors(page);
    await page.goto('/?isDarkModeEnabled=true');
    await hydrated(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    // A later load without the parameter: dark from the server's first byte.
    const later = await page.goto('/categories');
    expect(htmlClassOf(await later!.text()).split(' ')).toContain('rp-dark');
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass(/\brp-dark\b/);

    const off = await page.goto('/?isDarkModeEnabled=false');
    expect(htmlClassOf(await off!.text()).split(' ')).not.toContain('rp-dark');
    await hydrated(page);
    const after = await page.goto('/');
    expect(htmlClassOf(await after!.text()).split(' ')).not.toContain('rp-dark');
    await hydrated(page);
    await expect(page.locator('html')).not.toHaveClass(/\brp-dark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('normal');
    expect(errors).toEqual([]);
  });

  test('?app=true: a paid member on a phone is not offered the app they are in, on any page of the tab', async ({ browser, playwright }) => {
    // Two members alike: a refresh token rotates on use, so one session cannot sit in two browsers.
    const [member, twin] = [await newMember(playwright, 'paid'), await newMember(playwright, 'paid')];
    const offers = (page: Page) => page.getByRole('complementary', { name: 'Get the app' }).or(page.getByRole('dialog', { name: 'Everything is in the app' }));

    const inApp = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await signInContext(inApp, member);
    const appPage = await inApp.newPage();
    await appPage.goto('/userfeed?app=true');
    await expect(appPage.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}` })).toBeVisible();
    await hydrated(appPage);
    await appPage.waitForLoadState('networkidle');
    await expect(offers(appPage)).toHaveCount(0);
    await appPage.goto('/categories');
    await hydrated(appPage);
    await appPage.waitForLoadState('networkidle');
    await expect(offers(appPage)).toHaveCount(0);

    // A member like them on the same phone outside the app is offered it (the banner, or the prompt first).
    const web = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await signInContext(web, twin);
    const webPage = await web.newPage();
    await webPage.goto('/categories');
    await expect(offers(webPage).first()).toBeVisible();
    // and the in-app tab, left as long, still has none
    await expect(offers(appPage)).toHaveCount(0);
    await inApp.close();
    await web.close();
  });

  test("?app=android: a phone visitor's side menu has no 'Download the app' block", async ({ browser }) => {
    const menuOf = async (path: string) => {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link').first()).toBeVisible();
      return { menu, context };
    };
    const web = await menuOf('/');
    await expect(web.menu.getByRole('region', { name: 'Download the app' })).toBeVisible();
    await web.context.close();
    const app = await menuOf('/?app=android');
    await expect(app.menu.getByRole('region', { name: 'Download the app' })).toHaveCount(0);
    await app.context.close();
  });
});
