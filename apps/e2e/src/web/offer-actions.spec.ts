import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OFFER_ACTIONS_ADDRESS } from '../limits';
import { codeSentTo, gotoAsMember, requestCode, verifyWith } from '../login';

// Demo members and offers from the seed (apps/api/src/seed/data/users.yaml and offerings.yaml).
// Each member logs in once per run: a mobile may receive one code per 30 s.
const FRESH_MEMBER = '9876543216'; // Anaya: paid, no code history
const HISTORY_MEMBER = '9876543217'; // Vikram: paid; a code in hand, an expired code at its limit, an activation in process
const TRIAL_MEMBER = '9876543211'; // Diya: on the free trial

/** Logs a seeded member (complete profile) in through /login; lands on the feed. */
async function logInAs(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  await requestCode(page, mobile);
  await verifyWith(page, await codeSentTo(request, mobile));
  await expect(page).toHaveURL(/\/userfeed$/);
}

interface ApiOffer {
  categorySlug: string;
  companyName: string;
  header: string;
}

/** Opens an offer's page the way a member does (a client-side navigation keeps the session in memory). */
async function openOffer(page: Page, name: string) {
  // The offer's public data, read outside the browser context: the page's own request context shares
  // the member's cookie jar with a page that is renewing its session, and a read there once waited
  // out the whole test under Chromium 156.
  const answer = await fetch(new URL(`/c/prime/offer/${name}`, test.info().project.use.baseURL));
  expect(answer.ok).toBe(true);
  const offer = ((await answer.json()) as { data: ApiOffer }).data;
  await gotoAsMember(page, `/categories/${offer.categorySlug}/${name}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.header })).toBeVisible();
  return { offer, actions: page.getByRole('group', { name: 'Offer actions' }) };
}

/** The value a definition list in the usage tracker shows for a term. */
const usage = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Your usage' }).locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);

test.describe('offer actions on the core site', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': OFFER_ACTIONS_ADDRESS } });

  test('a visitor sees LOGIN TO AVAIL, and it opens sign-in', async ({ page }) => {
    const { actions } = await openOffer(page, 'tandoor-tales-weekday-buffet');
    await actions.getByRole('button', { name: 'LOGIN TO AVAIL' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a member generates a code, sees it in the drawer, copies it, and the tracker changes', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInAs(page, request, FRESH_MEMBER);
    const { offer, actions } = await openOffer(page, 'tandoor-tales-weekday-buffet');
    await expect(usage(page, 'Availed')).toHaveText('0');
    await expect(usage(page, 'Left')).toHaveText('2');

    const generate = actions.getByRole('button', { name: 'GENERATE CODE' });
    await generate.click();
    const drawer = page.getByRole('dialog', { name: `${offer.companyName} codes` });
    await expect(drawer).toBeVisible();
    const copy = drawer.getByRole('button', { name: /^Copy / });
    await expect(copy).toHaveCount(1);
    const code = (await copy.getAttribute('aria-label'))!.replace(/^Copy /, '');
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(drawer.getByText(code, { exact: true })).toBeVisible();
    await copy.click();
    await expect(drawer.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(actions.getByRole('button', { name: 'VIEW CODE' })).toBeFocused();
    await expect(usage(page, 'Availed')).toHaveText('1');
    await expect(usage(page, 'Left')).toHaveText('1');

    // The server agrees after a reload: the code is the member's and the CTA now views it.
    await page.reload();
    await actions.getByRole('button', { name: 'VIEW CODE' }).click();
    await expect(page.getByRole('dialog', { name: `${offer.companyName} codes` }).getByText(code, { exact: true })).toBeVisible();
  });

  test("each of a paid member's CTA states shows its own label and does its own thing", async ({ page, context, request }) => {
    // fourteen offer pages in one journey: it went past 60 s in a loaded CI run (the suite default is 60 s)
    test.setTimeout(120_000);
    await logInAs(page, request, HISTORY_MEMBER);

    // VIEW_CODE: the code in hand, in the drawer; Escape returns focus to the button.
    let { offer, actions } = await openOffer(page, 'cinestream-premium-3-months');
    const view = actions.getByRole('button', { name: 'VIEW CODE' });
    await view.click();
    await expect(page.getByRole('dialog', { name: `${offer.companyName} codes` }).getByRole('button', { name: /^Copy / })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(view).toBeFocused();

    // GENERATE_CODE_GREYED_OUT: at the monthly limit, with the date the next code comes.
    ({ actions } = await openOffer(page, 'biryani-bazaar-flat-200'));
    await expect(actions.getByRole('button', { name: 'GENERATE CODE' })).toBeDisabled();
    await expect(actions.getByText(/^Next code available on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();

    // ACTIVATION_IN_PROCESS.
    ({ actions } = await openOffer(page, 'dabba-express-first-3-orders'));
    await expect(actions.getByRole('button', { name: 'ACTIVATION IN PROCESS' })).toBeDisabled();

    // OUT_OF_STOCK, DISTRIBUTION_PAUSED (its label and link), NO_COUPON_AVAILABLE.
    ({ actions } = await openOffer(page, 'midnight-munchies-free-delivery'));
    await expect(actions.getByRole('button', { name: 'OUT OF STOCK' })).toBeDisabled();
    ({ actions } = await openOffer(page, 'gadgetghar-phones-1000'));
    await expect(actions.getByText('New codes drop on the 1st')).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Get notified' })).toHaveAttribute('href', '/faq');
    ({ actions } = await openOffer(page, 'healthy-bowl-30'));
    await expect(actions.getByRole('button', { name: 'NO COUPON AVAILABLE' })).toBeDisabled();

    // CONSTANT_CODE: the shared code shows, and the activation is recorded ('VIEW CODE' after a reload).
    ({ offer, actions } = await openOffer(page, 'jhumka-junction-silver-15'));
    await actions.getByRole('button', { name: 'GET CODE' }).click();
    await expect(page.getByText('PRIME15', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('group', { name: 'Offer actions' }).getByRole('button', { name: 'VIEW CODE' })).toBeVisible();

    // ACTIVATE_OFFER that completes, then opens the partner; one that stays in process.
    ({ actions } = await openOffer(page, 'gyaan-path-plus-1-year'));
    await actions.getByRole('button', { name: 'ACTIVATE NOW' }).click();
    await expect(actions.getByRole('button', { name: /^OPEN / })).toBeVisible();
    ({ actions } = await openOffer(page, 'tandoor-tales-gold'));
    await actions.getByRole('button', { name: 'ACTIVATE NOW' }).click();
    await expect(actions.getByRole('button', { name: 'ACTIVATION IN PROCESS' })).toBeDisabled();

    // URL_REDIRECTION: a new tab on the partner's page, signed in with the member's token.
    ({ offer, actions } = await openOffer(page, 'railraahi-zero-fee'));
    const [partner] = await Promise.all([context.waitForEvent('page'), actions.getByRole('button', { name: /^VISIT / }).click()]);
    await expect(partner).toHaveURL(/\/nc\/prime\/partner-sandbox\/railraahi-zero-fee\?token=/);
    await expect(partner.getByRole('heading', { name: `Welcome to ${offer.companyName}` })).toBeVisible();
    await partner.close();

    // REDIRECTION_TO_APP_ONLY on a desktop: a QR code to scan.
    ({ actions } = await openOffer(page, 'quickkart-free-delivery'));
    await actions.getByRole('button', { name: 'AVAIL ON APP' }).click();
    const prompt = page.getByRole('dialog');
    await expect(prompt.getByRole('img', { name: /QR code/i })).toBeVisible();
    await page.keyboard.press('Escape');
    ({ actions } = await openOffer(page, 'filmi-flix-super-1-month'));
    await actions.getByRole('button', { name: 'OPEN IN APP' }).click();
    await expect(page.getByRole('dialog').getByRole('img', { name: /QR code/i })).toBeVisible();
  });

  test('a trial member is asked to upgrade for a locked offer and goes to payment', async ({ page, request }) => {
    await logInAs(page, request, TRIAL_MEMBER);
    const { actions } = await openOffer(page, 'sneaker-street-flat-700');
    await actions.getByRole('button', { name: 'UPGRADE TO AVAIL' }).click();
    await expect(page).toHaveURL(/\/payment(\?|$)/);
  });
});

test.describe('connectivity', () => {
  test('with the network cut the page greys out and says so, and it recovers', async ({ page, context }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();
    // The heading arrives with the server's HTML: cut the network once the page's code has loaded too.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(page.getByText('Please check your internet connection and try again.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are online')).toBeVisible();
    const reconnected = page.getByText('Please try refreshing the page now');
    await expect(reconnected).toBeVisible();
    // the toast's own RELOAD (a request that failed while offline may add an error dialog's too)
    await expect(page.getByRole('button', { name: 'RELOAD' }).first()).toBeVisible();
  });
});
