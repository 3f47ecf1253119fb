import type { PollConfig } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import { errorBody, jsonResponse, TEST_BASE_URL, type Responder } from '../testing/fakeFetch';
import { giftCode, order as makeOrder, planCta } from '../testing/paymentFixtures';
import { describeRequest, testApi } from '../testing/testApi';
import { createPaymentApi, DEFAULT_ATTRIBUTION } from './paymentApi';
import { createPaymentQueries } from './paymentQueries';

function setup(respond: Responder) {
  const { api, queryClient, requests, requestsTo } = testApi(respond);
  const paymentApi = createPaymentApi(api);
  return { paymentApi, queries: createPaymentQueries(paymentApi), queryClient, requests, requestsTo };
}

const ok = (data: unknown) => () => jsonResponse(200, { success: true, data });

const code = giftCode();
const order = makeOrder({ gc: 'WELCOME100', gcAmount: 100, orderAmount: 1099, amountPaise: 109900 });

describe('createPaymentApi', () => {
  it('validates a code by path, sending the captcha token and the referral flag as query', async () => {
    const { paymentApi, requests } = setup(ok(code));

    expect(await paymentApi.codeDetails('WELCOME100', { verificationToken: 'tok', isReferral: true })).toEqual(code);

    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/nc/prime/codeDetails/WELCOME100');
    expect(url.searchParams.get('verificationToken')).toBe('tok');
    expect(url.searchParams.get('isReferral')).toBe('true');
  });

  it('rejects a refused code with its own message and code', async () => {
    const { paymentApi } = setup(() => jsonResponse(400, errorBody('TP-CODE-EXPIRED', 'expired', 'This code has expired')));

    await expect(paymentApi.codeDetails('OLD')).rejects.toMatchObject({
      status: 400,
      systemErrorCode: 'TP-CODE-EXPIRED',
      userMessage: 'This code has expired',
    });
  });

  it('creates an order with the idempotency key in the header and the order in the body', async () => {
    const { paymentApi, requests } = setup(ok(order));

    const created = await paymentApi.createOrder({ ...DEFAULT_ATTRIBUTION, variantId: 2, gc: 'WELCOME100', orderAmount: 1099, planType: 'PAYMENT' }, 'key-12345678');

    expect(created).toEqual(order);
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(await describeRequest(requests[0])).toEqual({
      method: 'POST',
      path: '/nc/prime/order',
      body: { ...DEFAULT_ATTRIBUTION, variantId: 2, gc: 'WELCOME100', orderAmount: 1099, planType: 'PAYMENT' },
    });
  });

  it('asks v2 pre-order details for India by default, and v1 when asked', async () => {
    const { paymentApi, requests } = setup(ok({}));

    await paymentApi.preOrderDetails({ variantId: 2 });
    await paymentApi.preOrderDetails({ variantId: 2 }, 'v1');

    expect(new URL(requests[0]!.url).pathname).toBe('/nc/prime/v2/getPreOrderDetails');
    expect(new URL(requests[0]!.url).searchParams.get('countryCode')).toBe('IN');
    expect(new URL(requests[1]!.url).pathname).toBe('/nc/prime/v1/getPreOrderDetails');
  });

  it.each([
    ['subscribe', (p: ReturnType<typeof createPaymentApi>) => p.subscribe({ ...DEFAULT_ATTRIBUTION, planType: 'TRIAL' }), 'POST', '/nc/prime/subscribe'],
    ['redirect', (p: ReturnType<typeof createPaymentApi>) => p.redirect('SANDBOX', { orderId: 'ord_1', returnUrl: '/payment/payment-status?orderId=ord_1' }), 'POST', '/nc/prime/redirect/web/SANDBOX'],
    ['orderStatus', (p: ReturnType<typeof createPaymentApi>) => p.orderStatus('ord_1'), 'GET', '/nc/prime/orderStatus/ord_1'],
    ['orderDetails', (p: ReturnType<typeof createPaymentApi>) => p.orderDetails('SANDBOX', 'ord_1'), 'GET', '/nc/prime/order-details/SANDBOX/ord_1'],
    ['planDetails', (p: ReturnType<typeof createPaymentApi>) => p.planDetails(), 'GET', '/nc/prime/getPlanDetails'],
    ['purchaseInfo', (p: ReturnType<typeof createPaymentApi>) => p.purchaseInfo({ includeDeleted: true }), 'POST', '/nc/prime/purchaseInfo'],
    ['changeAutoRenewal', (p: ReturnType<typeof createPaymentApi>) => p.changeAutoRenewal({ autoRenewal: false }), 'POST', '/nc/prime/autoRenewal'],
    ['referralCampaigns', (p: ReturnType<typeof createPaymentApi>) => p.referralCampaigns(), 'GET', '/c/referral/v1/referralCampaigns'],
    ['linkReferral', (p: ReturnType<typeof createPaymentApi>) => p.linkReferral({ referrarCode: 'ASHA1' }), 'POST', '/nc/referral/v1/linkReferreToReferrar'],
    ['planCtaFor', (p: ReturnType<typeof createPaymentApi>) => p.planCtaFor({ context: 'HOME' }), 'POST', '/nc/prime/planCta'],
    ['cancelOrder', (p: ReturnType<typeof createPaymentApi>) => p.cancelOrder('ord_1'), 'POST', '/nc/prime/order/ord_1/cancel'],
    ['marketingCampaign', (p: ReturnType<typeof createPaymentApi>) => p.marketingCampaign({ code: 'CAMP50' }), 'POST', '/nc/prime/v2/marketingCampaign'],
    ['marketingCampaign v1', (p: ReturnType<typeof createPaymentApi>) => p.marketingCampaign({ code: 'CAMP50' }, 'v1'), 'POST', '/nc/prime/v1/marketingCampaign'],
    ['campaignById', (p: ReturnType<typeof createPaymentApi>) => p.campaignById('c-1'), 'GET', '/c/prime/campaign/c-1'],
    ['businessCampaign', (p: ReturnType<typeof createPaymentApi>) => p.businessCampaign({}), 'POST', '/nc/prime/businessCampaign'],
    ['discountBanner', (p: ReturnType<typeof createPaymentApi>) => p.discountBanner(), 'GET', '/c/prime/discountBanner'],
  ])('%s calls %s %s', async (_name, call, method, path) => {
    const { paymentApi, requests } = setup(ok({}));

    await call(paymentApi);

    expect(requests[0]!.method).toBe(method);
    expect(new URL(requests[0]!.url).pathname).toBe(path);
  });

  it('resolves the gateway path against the API that answered', async () => {
    const { paymentApi } = setup(() => {
      const response = jsonResponse(200, { success: true, data: { orderId: 'ord_1', pgType: 'SANDBOX', paymentId: 'pay_1', redirectUrl: '/sandbox/checkout/pay_1', status: 'PENDING' } });
      Object.defineProperty(response, 'url', { value: `${TEST_BASE_URL}/nc/prime/redirect/web/SANDBOX` });
      return response;
    });

    const redirect = await paymentApi.redirect('SANDBOX', { orderId: 'ord_1', returnUrl: '/payment/payment-status?orderId=ord_1' });

    expect(redirect.redirectUrl).toBe(`${TEST_BASE_URL}/sandbox/checkout/pay_1`);
  });

  it('asks the payment offers for the web', async () => {
    const { paymentApi, requests } = setup(ok({ title: 'Offers', details: [] }));

    expect(await paymentApi.paymentOffers()).toEqual({ title: 'Offers', details: [] });
    expect(new URL(requests[0]!.url).pathname).toBe('/c/paymentsv2/v2/paymentOffers');
    expect(new URL(requests[0]!.url).searchParams.get('deviceType')).toBe('WEB');
  });

  it('reports an affiliate conversion with the order as txn_id, in rupees', async () => {
    const { paymentApi, requests } = setup(() => jsonResponse(200, { success: 1 }));

    expect(await paymentApi.affiliateCashback({ clickId: 'clk', orderId: 'ord_1', saleAmount: 999, couponCode: 'GIFT' })).toBe(true);

    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/nc/prime/affiliate/cashback');
    expect(Object.fromEntries(['click_id', 'txn_id', 'sale_amount', 'currency', 'coupon_code'].map((k) => [k, url.searchParams.get(k)]))).toEqual({
      click_id: 'clk',
      txn_id: 'ord_1',
      sale_amount: '999',
      currency: 'INR',
      coupon_code: 'GIFT',
    });
  });

  it('answers the valid gift coupons as a list', async () => {
    const { paymentApi, requests } = setup(ok({ coupons: [code] }));

    expect(await paymentApi.validGiftCoupons()).toEqual([code]);
    expect(new URL(requests[0]!.url).pathname).toBe('/nc/prime/getValidGC');
  });

  it('reads the invoice as a blob', async () => {
    const { paymentApi, requests } = setup(() => new Response('<html>Tax invoice</html>', { status: 200, headers: { 'content-type': 'text/html' } }));

    const invoice = await paymentApi.invoice('ord_1');

    expect(await invoice.text()).toBe('<html>Tax invoice</html>');
    expect(new URL(requests[0]!.url).pathname).toBe('/nc/prime/invoice/ord_1');
  });

  it('refuses a slot answer without its configuration', async () => {
    const { paymentApi } = setup(ok({ slot: 'pollConfig', pollConfig: null, webPwaSlot: null }));

    await expect(paymentApi.pollConfig()).rejects.toThrow(/pollConfig/);
  });
});

describe('createPaymentQueries', () => {
  it('gets the plan CTA with the promo priced in, keyed by promo', async () => {
    const { queries, queryClient, requests } = setup(ok(planCta));

    expect(await queryClient.fetchQuery(queries.planCta('WELCOME100', 'visitor'))).toEqual(planCta);
    expect(new URL(requests[0]!.url).searchParams.get('promo')).toBe('WELCOME100');
    expect(queries.planCta('WELCOME100', 'visitor').queryKey).toEqual(['payment', 'planCta', 'WELCOME100', 'visitor']);
    // a member's answer is never a visitor's (nor another member's)
    expect(queries.planCta(undefined, 'sso-1').queryKey).toEqual(['payment', 'planCta', null, 'sso-1']);
  });

  it('gets the plans without a promo parameter when there is none', async () => {
    const { queries, queryClient, requests } = setup(ok({ plans: [], appliedCode: null }));

    await queryClient.fetchQuery(queries.plans());

    expect(new URL(requests[0]!.url).pathname).toBe('/nc/prime/plans');
    expect(new URL(requests[0]!.url).searchParams.has('promo')).toBe(false);
  });

  it('gets the poll configuration from its slot', async () => {
    const pollConfig: PollConfig = { initialDelayMs: 0, intervalMs: 2000, maxAttempts: 30, timeoutMs: 60000 };
    const { queries, queryClient, requests } = setup(ok({ slot: 'pollConfig', pollConfig, webPwaSlot: null }));

    expect(await queryClient.fetchQuery(queries.pollConfig())).toEqual(pollConfig);
    expect(new URL(requests[0]!.url).pathname).toBe('/c/mdm/payments/slot-data/pollConfig');
  });

  it('posts the pre-order request and keys it by the request', async () => {
    const { queries, queryClient, requests } = setup(ok({ pgAmount: 1099 }));

    await queryClient.fetchQuery(queries.preOrder({ variantId: 2, gc: 'WELCOME100' }));

    expect(await describeRequest(requests[0])).toMatchObject({ method: 'POST', body: { variantId: 2, gc: 'WELCOME100' } });
    expect(queries.preOrder({ variantId: 2, gc: 'WELCOME100' }).queryKey).toEqual(['payment', 'preOrder', { variantId: 2, gc: 'WELCOME100' }]);
  });

  it('reads an order status fresh every time', async () => {
    const { queries, queryClient, requests } = setup(ok(order));

    await queryClient.fetchQuery(queries.orderStatus('ord_1'));
    await queryClient.fetchQuery(queries.orderStatus('ord_1'));

    expect(requests).toHaveLength(2);
    expect(queries.orderStatus('ord_1').queryKey).toEqual(['payment', 'orderStatus', 'ord_1']);
  });

  it('rejects an unknown order with an ApiError', async () => {
    const { queries, queryClient } = setup(() => jsonResponse(404, errorBody('TP-ORDER-NOT-FOUND', 'no order', 'We could not find this order')));

    await expect(queryClient.fetchQuery(queries.orderStatus('nope'))).rejects.toBeInstanceOf(ApiError);
  });
});
