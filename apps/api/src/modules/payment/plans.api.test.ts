// Plans and prices from the seeded variants, the buy button, pre-order details, payment slots, the
// free trial (once per member, ever) and auto-renewal.
import { PAYMENT_MESSAGES, type PlanCta } from '@rewards/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock, bearer, logIn, mobileSequence, type LoggedIn } from '../../test/auth';
import { useTestApp, postJson } from '../../test/harness';
import { PAY } from '../../test/payment';

const DAY_MS = 86_400_000;
const clock = new TestClock();
const nextMobile = mobileSequence('92000');
let paid: LoggedIn;
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });
beforeAll(async () => {
  paid = await logIn(t.app, '9876543210');
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('plans and prices', () => {
  it('lists the paid plans from the seed: list price 1199, members pay 999', async () => {
    const response = await get(PAY.plans);
    expect(response.statusCode, response.body).toBe(200);
    const { plans, appliedCode } = response.json().data;
    expect(appliedCode).toBeNull();
    expect(plans.map((plan: { variantName: string }) => plan.variantName)).toEqual(['PRIME_ANNUAL', 'PRIME_QUARTERLY', 'PRIME_SUPER']);
    expect(plans[0]).toMatchObject({ subscriptionAmount: 1199, pgAmount: 999, discountAmount: 200, monthlyBreakupAmount: 83, durationDays: 365, currency: 'INR', preferred: true });
  });

  it.each([
    ['a flat code', 'welcome100', 899],
    ['a percentage code, capped', 'FESTIVE20', 799.2],
  ])('applies %s to the price breakup', async (_name, promo, pgAmount) => {
    const { plans, appliedCode } = (await get(`${PAY.plans}?promo=${promo}`)).json().data;
    expect(appliedCode.code).toBe(promo.toUpperCase());
    expect(plans[0]).toMatchObject({ subscriptionAmount: 1199, pgAmount });
  });

  it('applies a variant gift code to its variant only', async () => {
    const { plans } = (await get(`${PAY.plans}?promo=SUPERGIFT`)).json().data;
    expect(plans.map((plan: { pgAmount: number }) => plan.pgAmount)).toEqual([999, 349, 1499]);
  });

  it('refuses an invalid promo with the code’s message', async () => {
    const response = await get(`${PAY.plans}?promo=OLD2025`);
    expect(response.statusCode).toBe(400);
    expect(response.json().systemErrorCode).toBe('TP-CODE-EXPIRED');
  });
});

describe('the buy button (plan CTA)', () => {
  it('offers a visitor the trial and guest checkout, with the price in the texts', async () => {
    const response = await get(PAY.planCta);
    expect(response.statusCode, response.body).toBe(200);
    const cta = response.json().data as PlanCta;
    expect(cta).toMatchObject({ paymentCta: 'PAY ₹999', largeCta: 'Start your 30 days free trial', trialAvailable: true, trialDays: 30, paymentRequired: true, pgAmount: 999, subscriptionAmount: 1199 });
    expect(cta.payment).toMatchObject({ label: 'PAY ₹999', actionType: 'GUEST_CHECKOUT', data: { couponCode: null, id: 1, offerName: null } });
    expect(cta.payment.data.paymentDetails).toMatchObject({ monthlyBreakupAmount: 83, monthlyBreakupLabel: 'PER MONTH', strikethroughAmount: 1199, statusTag: 'BEST VALUE' });
    // the join block's cashback line: the seeded PO-UPI-CASHBACK payment offer
    expect(cta.cashbackLabel).toBe('Flat ₹25 cashback on UPI');
  });

  it('applies a promo (POST), and ignores an unusable one', async () => {
    const withCode = (await postJson(t.app, PAY.planCta, { business: 'TIMES_PRIME', promo: 'WELCOME100', context: 'HOME' })).json().data as PlanCta;
    expect(withCode).toMatchObject({ paymentCta: 'PAY ₹899', pgAmount: 899 });
    expect(withCode.payment.data).toMatchObject({ couponCode: 'WELCOME100', offerName: 'Welcome gift' });
    const ignored = (await get(`${PAY.planCta}?promo=OLD2025`)).json().data as PlanCta;
    expect(ignored).toMatchObject({ pgAmount: 999, payment: { data: { couponCode: null } } });
  });

  it('needs no payment from a paid member', async () => {
    const cta = (await get(PAY.planCta, bearer(paid.accessToken))).json().data as PlanCta;
    expect(cta).toMatchObject({ paymentRequired: false, trialAvailable: false, payment: { actionType: 'NONE' }, largeCta: 'Join now at ₹999' });
  });
});

describe('pre-order details and slots', () => {
  it('prices the order with the gift code and lists the coupons (v2 and v1 alike)', async () => {
    const member = await logIn(t.app, nextMobile());
    for (const url of [PAY.preOrder, PAY.preOrderV1]) {
      const response = await postJson(t.app, url, { variantId: 1, gc: 'welcome100' }, bearer(member.accessToken));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ variantName: 'PRIME_ANNUAL', subscriptionAmount: 1199, gcAmount: 100, pgAmount: 899, gc: 'WELCOME100', currency: 'INR' });
      expect(response.json().data.couponList.map((coupon: { code: string }) => coupon.code)).toContain('WELCOME100');
    }
    const refused = await postJson(t.app, PAY.preOrder, { gc: 'FUTURE' }, bearer(member.accessToken));
    expect(refused.json()).toMatchObject({ systemErrorCode: 'TP-CODE-NOT-STARTED' });
  });

  it('serves the polling configuration and the payment texts, cacheably', async () => {
    const poll = await get(PAY.slot('pollConfig'));
    expect(poll.statusCode).toBe(200);
    expect(poll.headers['cache-control']).toMatch(/max-age/);
    expect(poll.json().data).toMatchObject({ slot: 'pollConfig', pollConfig: { intervalMs: 3000 }, webPwaSlot: null });
    const texts = (await get(PAY.slot('web_pwa_slot'))).json().data;
    expect(texts.webPwaSlot).toMatchObject({ redirectDelayMs: 500, cancelTitle: 'Are you sure you want to cancel ?' });
    expect((await get(PAY.slot('nope'))).statusCode).toBe(400);
  });
});

describe('the free trial', () => {
  const subscribe = (session: LoggedIn, body: Record<string, unknown> = { planType: 'TRIAL', channel: 'TIMES_PRIME', platform: 'WEB' }) =>
    postJson(t.app, PAY.subscribe, body, bearer(session.accessToken));

  it('starts once: primeProfile 1 for the variant’s 30 days; a second start is refused', async () => {
    const member = await logIn(t.app, nextMobile());
    const response = await subscribe(member, { planType: 'TRIAL', channel: 'TIMES_PRIME', platform: 'WEB', variantName: 'FREE_TRIAL', utmSource: 'newsletter' });
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json().data;
    expect(plan).toMatchObject({ planType: 'TRIAL', variantName: 'FREE_TRIAL', paymentAmount: 0, primeProfile: 1 });
    expect(Date.parse(plan.endDate) - Date.parse(plan.startDate)).toBe(30 * DAY_MS);
    const profile = (await get('/nc/um/user/v1/profile', bearer(member.accessToken))).json().data;
    expect(profile).toMatchObject({ primeProfile: 1, startDate: plan.startDate, endDate: plan.endDate, primeUser: true });

    const again = await subscribe(member);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ systemErrorCode: 'TP-TRIAL-USED', userMessage: PAYMENT_MESSAGES['TP-TRIAL-USED'] });
  });

  it('starts once even when asked twice at the same moment', async () => {
    const member = await logIn(t.app, nextMobile());
    const answers = await Promise.all([subscribe(member), subscribe(member), subscribe(member)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a member already on a trial, a paid member and a paid plan type', async () => {
    const trialMember = await logIn(t.app, '9876543211');
    expect((await subscribe(trialMember)).json().systemErrorCode).toBe('TP-TRIAL-USED');
    expect((await subscribe(paid)).json()).toMatchObject({ systemErrorCode: 'TP-ALREADY-MEMBER', userMessage: PAYMENT_MESSAGES['TP-ALREADY-MEMBER'] });
    const member = await logIn(t.app, nextMobile());
    expect((await subscribe(member, { planType: 'PAYMENT' })).statusCode).toBe(400);
    expect((await subscribe(member, { planType: 'TRIAL', variantName: 'PRIME_ANNUAL' })).statusCode).toBe(404);
    expect((await postJson(t.app, PAY.subscribe, { planType: 'TRIAL' })).statusCode).toBe(401);
  });

  it('shows the trial in plan details and purchases', async () => {
    const member = await logIn(t.app, nextMobile());
    await subscribe(member);
    const details = (await get(PAY.planDetails, bearer(member.accessToken))).json().data;
    expect(details).toMatchObject({ primeProfile: 1, planType: 'TRIAL', variantName: 'FREE_TRIAL', paymentAmount: 0 });
    const purchases = (await postJson(t.app, PAY.purchaseInfo, { currentSubscription: true }, bearer(member.accessToken))).json().data.purchases;
    expect(purchases).toEqual([expect.objectContaining({ planType: 'TRIAL', current: true, invoiceAvailable: false })]);
  });
});

describe('auto-renewal', () => {
  it('turns off and on for a paid member, and only off for others', async () => {
    const off = await postJson(t.app, PAY.autoRenewal, { autoRenewal: false, business: 'TIMES_PRIME' }, bearer(paid.accessToken));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.autoRenewal).toBe(false);
    expect((await postJson(t.app, PAY.autoRenewal, { autoRenewal: true }, bearer(paid.accessToken))).json().data.autoRenewal).toBe(true);
    const member = await logIn(t.app, nextMobile());
    const refused = await postJson(t.app, PAY.autoRenewal, { autoRenewal: true }, bearer(member.accessToken));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().systemErrorCode).toBe('TP-NOT-MEMBER');
  });
});
