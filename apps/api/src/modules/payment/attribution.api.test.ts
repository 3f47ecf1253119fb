// Attribution kept with what a visit led to (issue 17): the trial, each order and a co-brand claim
// store the first-touch (ftp*) and latest (utm*) values the site sends, DIRECT by default; the
// development view reads them back; the member's own purchase history never shows them.
import { describe, expect, it } from 'vitest';
import { bearer, expectOk, logIn, mobileSequence, TestClock } from '../../test/auth';
import { postJson, useTestApp } from '../../test/harness';
import { createOrder, PAY } from '../../test/payment';

const clock = new TestClock();
const nextMobile = mobileSequence('93710');
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });

const campaign = {
  ftpUtmSource: 'newsletter',
  ftpUtmMedium: 'email',
  ftpUtmCampaign: 'diwali',
  utmSource: 'ORGANIC',
  utmMedium: 'Google',
  utmCampaign: 'DIRECT',
  content: 'hero',
};

const stored = async (mobile: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/dev/attribution?mobile=${mobile}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('attribution stored with trials, orders and claims', () => {
  it('keeps the trial’s first-touch and latest values', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    expectOk(await postJson(t.app, PAY.subscribe, { planType: 'TRIAL', channel: 'TIMES_PRIME', platform: 'WEB', ...campaign }, bearer(member.accessToken)));
    const { trial, orders } = await stored(mobile);
    expect(trial.attribution).toMatchObject({ ...campaign, channel: 'TIMES_PRIME', platform: 'WEB', abParam: 'OTHER' });
    expect(orders).toEqual([]);
  });

  it('defaults every source, medium and campaign to DIRECT', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    expectOk(await postJson(t.app, PAY.subscribe, { planType: 'TRIAL', channel: 'TIMES_PRIME', platform: 'WEB' }, bearer(member.accessToken)));
    expect((await stored(mobile)).trial.attribution).toMatchObject({
      ftpUtmSource: 'DIRECT',
      ftpUtmMedium: 'DIRECT',
      ftpUtmCampaign: 'DIRECT',
      utmSource: 'DIRECT',
      utmMedium: 'DIRECT',
      utmCampaign: 'DIRECT',
      content: null,
    });
  });

  it('keeps an order’s, and never shows it in the member’s purchase history', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    const order = expectOk(await createOrder(t.app, member, { variantId: 1, ...campaign, utmSource: 'partner-site' })).json().data;
    const { orders } = await stored(mobile);
    expect(orders).toEqual([{ orderId: order.orderId, status: 'CREATED', attribution: expect.objectContaining({ ...campaign, utmSource: 'partner-site' }) }]);
    const purchases = await postJson(t.app, PAY.purchaseInfo, { includeDeleted: true }, bearer(member.accessToken));
    expect(purchases.statusCode, purchases.body).toBe(200);
    expect(purchases.body).not.toMatch(/newsletter|partner-site|utmSource|ftpUtm/);
  });

  it('keeps a co-brand claim’s', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile, { channel: 'MORE_REWARDS' });
    const claim = await postJson(t.app, '/nc/prime/partner/claim', { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB', ...campaign }, bearer(member.accessToken));
    expect(claim.statusCode, claim.body).toBe(200);
    expect((await stored(mobile)).claims).toEqual([{ channel: 'MORE_REWARDS', attribution: expect.objectContaining({ ...campaign, channel: 'MORE_REWARDS' }) }]);
  });

  it('refuses values longer than the contract allows', async () => {
    const member = await logIn(t.app, nextMobile());
    const response = await postJson(t.app, PAY.subscribe, { planType: 'TRIAL', channel: 'TIMES_PRIME', platform: 'WEB', utmSource: 'x'.repeat(129) }, bearer(member.accessToken));
    expect(response.statusCode).toBe(400);
  });

  it('answers nothing stored for an unknown mobile, and 400 for a malformed one', async () => {
    expect(await stored('6000000001')).toEqual({ trial: null, orders: [], claims: [] });
    expect((await t.app.inject({ method: 'GET', url: '/dev/attribution?mobile=12345' })).statusCode).toBe(400);
  });
});
