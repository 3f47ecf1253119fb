// Campaigns and promotions: campaign pages by name, code or id, the business campaign, the discount
// banner, payment offers, and the affiliate conversion after a purchase.
import { PAYMENT_MESSAGES, type Campaign, type Order } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { TestClock, bearer, logIn, mobileSequence } from '../../test/auth';
import { useTestApp, postJson } from '../../test/harness';
import { orderAndOpen, simulate } from '../../test/payment';

const clock = new TestClock();
const nextMobile = mobileSequence('94000');
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('campaigns', () => {
  it.each([
    ['v1 by name', '/nc/prime/v1/marketingCampaign', { campaignName: 'Festive-Sale' }],
    ['v2 by code', '/nc/prime/v2/marketingCampaign', { code: ' festive20 ', promotedOffer: 'ott', extraParams: { showFT: 'false' } }],
  ])('finds a marketing campaign %s, priced with its code', async (_name, url, body) => {
    const response = await postJson(t.app, url, body);
    expect(response.statusCode, response.body).toBe(200);
    const campaign = response.json().data as Campaign;
    expect(campaign).toMatchObject({
      campaignId: 'CMP-FESTIVE-2026',
      campaignName: 'festive-sale',
      business: false,
      subscriptionAmount: 1199,
      totalAmount: 799.2,
      discountAmount: 399.8,
      cta: { text: 'Join now at #totalAmount', strikeThrough: 1199 },
      campaignCta: { bgColor: '#7A1F5C', textColor: '#FFFFFF', totalAmount: 799.2 },
      couponDetails: { code: 'FESTIVE20', discountPercent: 20 },
      discountBanner: { showDiscountBanner: true, code: 'FESTIVE20' },
    });
    expect(campaign.marketingPaymentOfferDetails.paymentOffers).toHaveLength(3);
  });

  it('finds a campaign by id, cacheably, and the business campaign', async () => {
    const byId = await get('/c/prime/campaign/CMP-WELCOME');
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['cache-control']).toMatch(/max-age/);
    expect(byId.json().data).toMatchObject({ campaignName: 'welcome', showFT: true, totalAmount: 899, footer: { heading: 'Welcome offer terms' } });
    expect(byId.json().data.footer.lines[0]).toMatch(/^₹100 off the first year/);
    const business = (await postJson(t.app, '/nc/prime/businessCampaign', {})).json().data as Campaign;
    expect(business).toMatchObject({ campaignId: 'CMP-BUSINESS', business: true, couponDetails: null, totalAmount: 999, footer: null });
  });

  it('prices a campaign without the code for a member who already used it', async () => {
    const paid = await logIn(t.app, '9876543210');
    const campaign = (await postJson(t.app, '/nc/prime/v1/marketingCampaign', { campaignName: 'welcome' }, bearer(paid.accessToken))).json().data as Campaign;
    expect(campaign).toMatchObject({ totalAmount: 999, couponDetails: null, discountBanner: { showDiscountBanner: false } });
  });

  it('answers TP-CAMPAIGN-404 for an unknown or ended campaign', async () => {
    const response = await postJson(t.app, '/nc/prime/v1/marketingCampaign', { campaignName: 'nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ systemErrorCode: 'TP-CAMPAIGN-404', userMessage: PAYMENT_MESSAGES['TP-CAMPAIGN-404'] });
    expect((await get('/c/prime/campaign/CMP-NOPE')).statusCode).toBe(404);
  });
});

describe('promotions', () => {
  it('shows the discount banner of the running campaign that has one', async () => {
    const response = await get('/c/prime/discountBanner');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ showDiscountBanner: true, bannerText: 'Festive sale: 20% off the annual membership with FESTIVE20', code: 'FESTIVE20' });
  });

  it('lists the payment offers for the payment page', async () => {
    const response = await get('/c/paymentsv2/v2/paymentOffers?deviceType=WEB');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Payment Offers', details: [expect.objectContaining({ id: 'PO-UPI-CASHBACK', title: 'Flat ₹25 cashback on UPI' }), expect.anything(), expect.anything()] });
  });

  it('records an affiliate conversion once for a paid order, and answers 0 for anything else', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, paymentId } = await orderAndOpen(t.app, member);
    const cashback = (o: Order, amount: number) =>
      get(`/nc/prime/affiliate/cashback?click_id=clk-123&security_token=tok&txn_id=${o.orderId}&sale_amount=${amount}&currency=INR`, bearer(member.accessToken));
    expect((await cashback(order, 999)).json()).toEqual({ success: 0 });
    await simulate(t.app, paymentId, 'success');
    expect((await cashback(order, 1)).json()).toEqual({ success: 0 });
    expect((await cashback(order, 999)).json()).toEqual({ success: 1 });
    expect((await cashback(order, 999)).json()).toEqual({ success: 1 });
  });
});
