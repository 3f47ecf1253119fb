import { ApiError } from '@rewards/api-client';
import { giftCode, never, order, paidOrder } from '@rewards/api-client/testing';
import { makeUser, testSessionStore } from '@rewards/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { PaymentPage } from './PaymentPage';

const refused = (status: number, systemErrorCode: string, userMessage: string) =>
  new ApiError(status, { success: false, systemErrorCode, responseMessage: systemErrorCode, userMessage });

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('/payment review order', () => {
  it('shows the plans, the price breakup and the pay button with the list price struck out', async () => {
    renderPayment(<PaymentPage />, { paymentApi: fakePaymentApi() });

    expect(screen.getByRole('heading', { level: 1, name: 'Review Order' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Annual membership/ })).toBeChecked();
    const pay = await screen.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' });
    expect(pay).toHaveTextContent('PAY ₹999');
    expect(within(pay).getByText('₹1,199').tagName).toBe('S');
  });

  it('shows the payment offers in a sheet', async () => {
    const user = userEvent.setup();
    renderPayment(<PaymentPage />, { paymentApi: fakePaymentApi() });

    await user.click(await screen.findByRole('button', { name: 'Payment Offers (2)' }));

    const sheet = await screen.findByRole('dialog', { name: 'Payment Offers' });
    expect(within(sheet).getByText('Flat ₹50 off with UPI')).toBeInTheDocument();
  });

  it("titles the offers sheet with the campaign's header when the visitor came from a campaign", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('campaignPaymentData', JSON.stringify({ orderAmount: 999, gc: null, variantId: 2, variantName: 'PRIME_ANNUAL', offersHeader: 'Pay less with these offers' }));
    renderPayment(<PaymentPage />, { paymentApi: fakePaymentApi() });

    await user.click(await screen.findByRole('button', { name: 'Pay less with these offers (2)' }));

    expect(await screen.findByRole('dialog', { name: 'Pay less with these offers' })).toBeInTheDocument();
  });

  it('applies a code and prices it in', async () => {
    const user = userEvent.setup();
    const paymentApi = fakePaymentApi({ codeDetails: vi.fn(async (code: string) => giftCode({ code })) });
    renderPayment(<PaymentPage />, { paymentApi });

    await user.type(await screen.findByRole('textbox', { name: 'Gift or promo code' }), ' welcome100 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Code WELCOME100 applied: ₹100 off your membership')).toBeInTheDocument();
    expect(paymentApi.codeDetails).toHaveBeenCalledWith('WELCOME100');
    // A typed code that is valid is confirmed in the code_applied sheet; OKAY goes back to the order.
    const sheet = await screen.findByRole('dialog', { name: 'Code applied' });
    expect(sheet).toHaveAccessibleDescription('₹100 off your membership');
    expect(within(sheet).getByText('WELCOME100')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'OKAY' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'PAY ₹899 instead of ₹1,199' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' })).toBeInTheDocument();
  });

  it.each([
    ['expired', 'TP-CODE-EXPIRED', 'This code has expired'],
    ['used up', 'TP-CODE-LIMIT', 'This code has reached its usage limit'],
    ['already used', 'TP-CODE-USED', 'You have already used this code'],
  ])('shows an %s code its own message', async (_case, code, message) => {
    const user = userEvent.setup();
    renderPayment(<PaymentPage />, { paymentApi: fakePaymentApi({ codeDetails: () => Promise.reject(refused(400, code, message)) }) });

    await user.type(await screen.findByRole('textbox', { name: 'Gift or promo code' }), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gift or promo code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('prefills and applies a promo from the URL', async () => {
    const paymentApi = fakePaymentApi({ codeDetails: vi.fn(async (code: string) => giftCode({ code })) });
    renderPayment(<PaymentPage />, { paymentApi, route: '/payment?promo=gift50' });

    expect(await screen.findByText(/Code GIFT50 applied/)).toBeInTheDocument();
    expect(paymentApi.codeDetails).toHaveBeenCalledWith('GIFT50');
    // A code that arrived in the link is shown in its strip only: no dialog in the way of paying.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a code ending within the day counting down', async () => {
    const endTime = new Date(Date.now() + 3_600_000).toISOString();
    renderPayment(<PaymentPage />, { paymentApi: fakePaymentApi({ codeDetails: async (code) => giftCode({ code, endTime }) }), route: '/payment?promo=SOON' });

    expect(await screen.findByText(/^valid till 0[01]:\d\d:\d\d$/)).toBeInTheDocument();
  });

  it('asks a paying member before a new pack replaces the current one', async () => {
    const user = userEvent.setup();
    renderPayment(<PaymentPage />, { paymentApi: fakePaymentApi(), store: testSessionStore(makeUser({ primeProfile: 5 })) });

    await user.click(await screen.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' }));

    const dialog = await screen.findByRole('dialog', { name: 'Are your sure?' });
    expect(dialog).toHaveAccessibleDescription('This will cancel your current pack and start your new pack. Cancelled pack can not be reactivated');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/payment/make-payment'));
  });
});

describe('/payment/make-payment', () => {
  it('creates the order with one idempotency key and sends the browser to the gateway', async () => {
    const user = userEvent.setup();
    const goToGateway = vi.fn();
    const paymentApi = fakePaymentApi({ createOrder: vi.fn(async () => order()), redirect: vi.fn(async () => ({ orderId: 'ord_1', pgType: 'SANDBOX' as const, paymentId: 'pay_1', redirectUrl: 'http://api.test/sandbox/checkout/pay_1', status: 'PENDING' as const })) });
    renderPayment(<PaymentPage goToGateway={goToGateway} />, { paymentApi });

    await user.click(await screen.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Make Payment' })).toBeInTheDocument();
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('http://api.test/sandbox/checkout/pay_1'));
    const [body, key] = vi.mocked(paymentApi.createOrder).mock.calls[0]!;
    expect(body).toMatchObject({ variantId: 2, gc: null, orderAmount: 999, planType: 'PAYMENT', platform: 'WEB', channel: 'TIMES_PRIME', ftpUtmSource: 'DIRECT', abParam: 'OTHER' });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(paymentApi.redirect).toHaveBeenCalledWith('SANDBOX', { orderId: 'ord_1', returnUrl: '/payment/payment-status?orderId=ord_1' });
  });

  it('recreates the same order with the same key when the member comes back to make-payment', async () => {
    const paymentApi = fakePaymentApi({ createOrder: vi.fn(async () => order()) });
    sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));

    const first = renderPayment(<PaymentPage goToGateway={vi.fn()} />, { paymentApi, route: '/payment/make-payment' });
    await waitFor(() => expect(paymentApi.createOrder).toHaveBeenCalledTimes(1));
    first.unmount();
    renderPayment(<PaymentPage goToGateway={vi.fn()} />, { paymentApi, route: '/payment/make-payment' });
    await waitFor(() => expect(paymentApi.createOrder).toHaveBeenCalledTimes(2));

    const keys = vi.mocked(paymentApi.createOrder).mock.calls.map(([, key]) => key);
    expect(keys[0]).toBe(keys[1]);
  });

  it('does not bounce a member who came back from the gateway: it asks to continue the same payment', async () => {
    const user = userEvent.setup();
    const goToGateway = vi.fn();
    const redirect = vi.fn(async () => ({ orderId: 'ord_1', pgType: 'SANDBOX' as const, paymentId: 'pay_1', redirectUrl: 'http://gw.test/pay_1', status: 'PENDING' as const }));
    sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));
    renderPayment(<PaymentPage goToGateway={goToGateway} />, { paymentApi: fakePaymentApi({ createOrder: async () => order({ status: 'PENDING' }), redirect }), route: '/payment/make-payment' });

    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('http://gw.test/pay_1'));
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('goes to the confirmation when the order was paid meanwhile', async () => {
    sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));
    renderPayment(<PaymentPage goToGateway={vi.fn()} />, { paymentApi: fakePaymentApi({ createOrder: async () => paidOrder }), route: '/payment/make-payment' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmation' })).toBeInTheDocument();
    expect(sessionStorage.getItem('rp_pending_purchase')).toBeNull();
  });

  it('starts a new order with a new key when the attempt’s order had failed', async () => {
    const createOrder = vi.fn().mockResolvedValueOnce(order({ status: 'FAILED' })).mockResolvedValue(order({ orderId: 'ord_2' }));
    const goToGateway = vi.fn();
    sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));
    renderPayment(<PaymentPage goToGateway={goToGateway} />, { paymentApi: fakePaymentApi({ createOrder }), route: '/payment/make-payment' });

    await waitFor(() => expect(goToGateway).toHaveBeenCalled());
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(createOrder.mock.calls[0]![1]).not.toBe(createOrder.mock.calls[1]![1]);
  });

  it('shows the payment-blocked message when the browser blocks the request, and retries', async () => {
    const user = userEvent.setup();
    const redirect = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ orderId: 'ord_1', pgType: 'SANDBOX', paymentId: 'pay_1', redirectUrl: 'http://gw.test/x', status: 'PENDING' });
    const goToGateway = vi.fn();
    sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));
    renderPayment(<PaymentPage goToGateway={goToGateway} />, { paymentApi: fakePaymentApi({ redirect }), route: '/payment/make-payment' });

    expect(await screen.findByText(/We're currently unable to process your payment\. This may be caused by your browser's security settings/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('http://gw.test/x'));
  });

  it('cancels the order on the server when the member confirms', async () => {
    const user = userEvent.setup();
    const cancelOrder = vi.fn(async (orderId: string) => order({ orderId, status: 'CANCELLED' }));
    sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));
    renderPayment(<PaymentPage goToGateway={vi.fn()} />, { paymentApi: fakePaymentApi({ createOrder: async () => order({ status: 'PENDING' }), cancelOrder }), route: '/payment/make-payment' });

    await screen.findByRole('button', { name: 'Continue to payment' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(location()).toBe('/payment'));
    expect(cancelOrder).toHaveBeenCalledWith('ord_1');
    expect(sessionStorage.getItem('rp_order_attempt')).toBeNull();
  });

  it('asks before cancelling, and Yes returns to the review', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));
    const goToGateway = vi.fn();
    renderPayment(<PaymentPage goToGateway={goToGateway} />, { paymentApi: fakePaymentApi({ redirect: () => never() }), route: '/payment/make-payment' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to cancel ?' });
    expect(dialog).toHaveAccessibleDescription("Your order won't be processed if you cancel now.");
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/payment'));
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('shows a refused order on the error step', async () => {
    sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));
    renderPayment(<PaymentPage goToGateway={vi.fn()} />, {
      paymentApi: fakePaymentApi({ createOrder: () => Promise.reject(refused(409, 'TP-PRICE-CHANGED', 'The price has changed. Please review your order again')) }),
      route: '/payment/make-payment',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The price has changed. Please review your order again')).toBeInTheDocument();
  });
});

describe('/payment/payment-status', () => {
  it('polls until the order is paid, then confirms with the new dates and refreshes the member', async () => {
    const orderStatus = vi.fn().mockResolvedValueOnce(order({ status: 'PENDING' })).mockResolvedValue(paidOrder);
    const store = testSessionStore(makeUser({ primeProfile: 0 }));
    renderPayment(<PaymentPage />, {
      paymentApi: fakePaymentApi({ orderStatus, pollConfig: async () => ({ initialDelayMs: 0, intervalMs: 100, maxAttempts: 5, timeoutMs: 5000 }) }),
      route: '/payment/payment-status?orderId=ord_1',
      store,
      refreshedUser: makeUser({ primeProfile: 5 }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmation' })).toBeInTheDocument();
    expect(location()).toBe('/payment/confirmation?orderId=ord_1');
    expect(await screen.findByText('22 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('22 Nov 2027')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().user?.primeProfile).toBe(5));
    expect(orderStatus).toHaveBeenCalledWith('ord_1');
  });

  it('shows a failed payment on the error step, whose retry starts a new attempt', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));
    renderPayment(<PaymentPage goToGateway={vi.fn()} />, {
      paymentApi: fakePaymentApi({ orderStatus: async () => order({ status: 'FAILED', failureReason: 'PAYMENT_FAILED' }) }),
      route: '/payment/payment-status?orderId=ord_1',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops something went wrong' })).toBeInTheDocument();
    // The server's failure reason is a code; the member reads words.
    expect(screen.getByText('Your payment did not go through. No money was taken for this order.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(location()).toBe('/payment/make-payment'));
  });

  it('offers to check again when the polling time runs out', async () => {
    const user = userEvent.setup();
    const orderStatus = vi.fn(async () => order({ status: 'PENDING' }));
    renderPayment(<PaymentPage />, {
      paymentApi: fakePaymentApi({ orderStatus, pollConfig: async () => ({ initialDelayMs: 0, intervalMs: 100, maxAttempts: 2, timeoutMs: 5000 }) }),
      route: '/payment/payment-status?orderId=ord_1',
    });

    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(orderStatus.mock.calls.length).toBeGreaterThanOrEqual(3));
  });
});

describe('/payment?flow=trial', () => {
  it('starts the trial, shows its end date and goes to the member home after 4 s', async () => {
    const subscribe = vi.fn(fakePaymentApi().subscribe);
    renderPayment(<PaymentPage />, { paymentApi: fakePaymentApi({ subscribe }), route: '/payment?flow=trial', refreshedUser: makeUser({ primeProfile: 1 }) });

    expect(await screen.findByText('Your free trial is active')).toBeInTheDocument();
    expect(screen.getByText('22 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Your 30 Days Free Trial is now active')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0]![0]).toMatchObject({ planType: 'TRIAL', channel: 'TIMES_PRIME', platform: 'WEB', utmSource: 'DIRECT' });
    await waitFor(() => expect(location()).toBe('/userfeed'), { timeout: 5000 });
  });

  it('tells a member who already had a trial, plainly', async () => {
    renderPayment(<PaymentPage />, {
      paymentApi: fakePaymentApi({ subscribe: () => Promise.reject(refused(409, 'TP-TRIAL-USED', 'You have already used your free trial')) }),
      route: '/payment?flow=trial',
      store: testSessionStore(makeUser({ primeProfile: 2 })),
    });

    expect(await screen.findByText('You have already used your free trial')).toBeInTheDocument();
    expect(screen.getByText('Your free trial has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See membership plans' })).toHaveAttribute('href', '/payment');
  });
});
