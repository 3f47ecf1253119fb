import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, ATTRIBUTION_ADDRESS } from '../limits';
import { settled } from '../hydration';
import { codeSentTo, freshMobile, mobileField, verifyWith } from '../login';

/** What the API stored with the account's trial, orders and claims (the dev view). */
async function storedAttribution(request: APIRequestContext, mobile: string) {
  const response = await request.get(`${API_URL}/dev/attribution?mobile=${mobile}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** From the home page a visitor landed on: START FREE TRIAL, sign in, and the trial starts. */
async function joinWithFreeTrial(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  // The widget's code loads after the first screen: press it once every part of the page is React's.
  await settled(page);
  await page.getByRole('button', { name: 'START FREE TRIAL' }).click();
  const popup = page.getByRole('dialog', { name: 'Login' });
  await mobileField(page).fill(mobile);
  await popup.getByRole('button', { name: 'JOIN NOW' }).click();
  await verifyWith(page, await codeSentTo(request, mobile));
  await expect(page.getByText('Your free trial is active')).toBeVisible();
}

test.describe('where members come from (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': ATTRIBUTION_ADDRESS } });

  test('a newsletter link, then a free trial: the subscription keeps that source', async ({ page, request }) => {
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=diwali');
    const mobile = freshMobile();
    await joinWithFreeTrial(page, request, mobile);
    const { trial } = await storedAttribution(request, mobile);
    expect(trial.attribution).toMatchObject({
      ftpUtmSource: 'newsletter',
      ftpUtmMedium: 'email',
      ftpUtmCampaign: 'diwali',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'diwali',
      channel: 'TIMES_PRIME',
    });
    // The member's own history shows the trial, never where it came from.
    await page.goto('/profile');
    await expect(page.getByText('newsletter')).toHaveCount(0);
  });

  test('a visit from Google is ORGANIC / Google, and a later campaign is the latest touch only', async ({ page, request }) => {
    await page.goto('/', { referer: 'https://www.google.com/' });
    // The landing is recorded by a chunk the page asks for once it has hydrated (startApp), so wait
    // for the record (libs/api-client's ATTRIBUTION_KEY), not for network quiet: a loaded machine
    // hydrated for longer than network idle's 500 ms before asking, and the campaign came first.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rp_attribution'))).not.toBeNull();
    await page.goto('/?utm_source=partner&utm_medium=cpc&utm_campaign=monsoon');
    const mobile = freshMobile();
    await joinWithFreeTrial(page, request, mobile);
    const { trial } = await storedAttribution(request, mobile);
    expect(trial.attribution).toMatchObject({
      ftpUtmSource: 'ORGANIC',
      ftpUtmMedium: 'Google',
      ftpUtmCampaign: 'DIRECT',
      utmSource: 'partner',
      utmMedium: 'cpc',
      utmCampaign: 'monsoon',
    });
  });

  test('an affiliate click id is reported once after a purchase, then forgotten', async ({ page, request }) => {
    await page.goto('/?click_id=CLK-E2E-7&security_token=s3cret');
    await page.waitForLoadState('networkidle');
    // The app keeps the click once it has started; wait for it as the next page would find it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rp_affiliate_click')), { timeout: 15_000 }).not.toBeNull();
    const mobile = freshMobile();
    await page.goto('/payment');
    await expect(page).toHaveURL(/\/login$/);
    await mobileField(page).fill(mobile);
    await page.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, mobile));
    await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page).toHaveURL(/\/nc\/sandbox\/checkout\//);
    const cashback = page.waitForResponse((response) => response.url().includes('/nc/prime/affiliate/cashback'));
    await page.getByRole('button', { name: 'Simulate success' }).click();
    await expect(page.getByText('Payment successful. Your membership is active.')).toBeVisible();

    const answer = await cashback;
    const query = new URL(answer.url()).searchParams;
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect(Object.fromEntries(query)).toMatchObject({ click_id: 'CLK-E2E-7', security_token: 's3cret', txn_id: orderId, sale_amount: '999', currency: 'INR' });
    expect(await answer.json()).toEqual({ success: 1 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rp_affiliate_click')), { timeout: 15_000 }).toBeNull();
    // The order also keeps where the visit came from (no campaign: DIRECT).
    const { orders } = await storedAttribution(request, mobile);
    expect(orders[0]).toMatchObject({ orderId, status: 'PAID', attribution: expect.objectContaining({ utmSource: 'DIRECT' }) });

    // A reload of the confirmation reports nothing again.
    const reports: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/affiliate/cashback')) reports.push(sent.url());
    });
    await page.reload();
    await expect(page.getByText('Payment successful. Your membership is active.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });
});
