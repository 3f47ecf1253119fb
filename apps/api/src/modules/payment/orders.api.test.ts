// Orders and payment through the sandbox gateway, exactly once: idempotent creation, the three
// outcomes, webhooks (signed, deduplicated, amount-checked) racing status polls, and invoices.
import { PAYMENT_MESSAGES, type Order } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../db/schema';
import { AUTH, TestClock, allRows, bearer, logIn, mobileSequence, type LoggedIn } from '../../test/auth';
import { createTestApp, useTestApp, postJson } from '../../test/harness';
import { PAY, createOrder, deliver, orderAndOpen, signedWebhook, simulate } from '../../test/payment';

const DAY_MS = 86_400_000;
const clock = new TestClock();
const nextMobile = mobileSequence('93000');
let paid: LoggedIn;
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'] }, payment: { sandboxPendingResolveSeconds: 60 } } });
beforeAll(async () => {
  paid = await logIn(t.app, '9876543210');
});

const get = (url: string, session: LoggedIn) => t.app.inject({ method: 'GET', url, headers: bearer(session.accessToken) });
const profileOf = async (session: LoggedIn) => (await get(AUTH.profile, session)).json().data as { primeProfile: number; startDate: string | null; endDate: string | null; orderId: string | null };
const statusOf = async (session: LoggedIn, orderId: string) => (await get(PAY.status(orderId), session)).json().data as Order;
const activationsOf = async (orderId: string) => (await allRows(t.database.db, 'order_activations')).filter((row) => row.order_id === orderId);

describe('creating an order', () => {
  it('prices it on the server and answers the same order for the same key', async () => {
    const member = await logIn(t.app, nextMobile());
    const body = { variantId: 1, gc: 'welcome100', orderAmount: 899, planType: 'PAYMENT', type: 'SUBSCRIPTION', channel: 'TIMES_PRIME', platform: 'WEB' };
    const first = await createOrder(t.app, member, body, 'key-aaaaaaaa-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const order = first.json().data as Order;
    expect(order).toMatchObject({ status: 'CREATED', subscriptionAmount: 1199, gcAmount: 100, orderAmount: 899, amountPaise: 89_900, currency: 'INR', gc: 'WELCOME100', pgType: 'SANDBOX' });

    const retried = await Promise.all([1, 2, 3, 4].map(() => createOrder(t.app, member, body, 'key-aaaaaaaa-1')));
    expect(new Set(retried.map((response) => response.json().data.orderId))).toEqual(new Set([order.orderId]));

    const other = (await createOrder(t.app, member, body, 'key-aaaaaaaa-2')).json().data as Order;
    expect(other.orderId).not.toBe(order.orderId);

    const mismatch = await createOrder(t.app, member, { ...body, variantId: 2, orderAmount: undefined }, 'key-aaaaaaaa-1');
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ systemErrorCode: 'TP-IDEMPOTENCY-MISMATCH', userMessage: PAYMENT_MESSAGES['TP-IDEMPOTENCY-MISMATCH'] });
    expect((await allRows(t.database.db, 'orders')).filter((row) => row.idempotency_key === 'key-aaaaaaaa-1')).toHaveLength(1);
  });

  it('refuses a stale price, an unknown plan, a code for another plan, and a missing key', async () => {
    const member = await logIn(t.app, nextMobile());
    expect((await createOrder(t.app, member, { variantId: 1, orderAmount: 1199 })).json().systemErrorCode).toBe('TP-PRICE-CHANGED');
    expect((await createOrder(t.app, member, { variantId: 4 })).json().systemErrorCode).toBe('TP-PLAN-NOT-FOUND');
    // Beyond PostgreSQL's integer (found by the fuzz suite as a 500).
    expect((await createOrder(t.app, member, { variantId: 2 ** 31 })).json().systemErrorCode).toBe('TP-PLAN-NOT-FOUND');
    expect((await createOrder(t.app, member, { variantId: 1, gc: 'SUPERGIFT' })).json().systemErrorCode).toBe('TP-CODE-NOT-ELIGIBLE');
    expect((await createOrder(t.app, member, { variantId: 1, gc: 'OLD2025' })).json().systemErrorCode).toBe('TP-CODE-EXPIRED');
    expect((await postJson(t.app, PAY.order, { variantId: 1 }, bearer(member.accessToken))).statusCode).toBe(400);
    expect((await postJson(t.app, PAY.order, { variantId: 1 }, { 'idempotency-key': 'key-unauthenticated' })).statusCode).toBe(401);
  });
});

describe('paying on the sandbox gateway', () => {
  it('serves an accessible checkout with the amount in rupees and the methods', async () => {
    const member = await logIn(t.app, nextMobile());
    const { paymentId, redirectUrl, order } = await orderAndOpen(t.app, member);
    expect(redirectUrl).toBe(PAY.checkout(paymentId));
    expect((await get(PAY.details(order.orderId), member)).json().data).toMatchObject({ status: 'PENDING', paymentId });
    const page = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    for (const text of ['lang="en-IN"', '₹999', 'role="tablist"', '>UPI<', '>Card<', '>Net banking<', '>Wallet<', 'Simulate success', 'Simulate failure', 'Simulate pending']) {
      expect(page.body).toContain(text);
    }
    expect((await t.app.inject({ method: 'GET', url: PAY.checkout('pay_doesnotexist') })).statusCode).toBe(404);
  });

  it("'Simulate success' returns the browser, and the webhook activates the membership for the plan's days", async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, paymentId } = await orderAndOpen(t.app, member, { variantId: 1, gc: 'WELCOME100' });
    const back = await simulate(t.app, paymentId, 'success');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/payment-status?orderId=${order.orderId}&pgType=SANDBOX&paymentStatus=succeeded`);
    const paidOrder = await statusOf(member, order.orderId);
    expect(paidOrder).toMatchObject({ status: 'PAID', membership: { primeProfile: 5 } });
    expect(paidOrder.invoiceNumber).toMatch(/^RC-\d{4}-\d{6}$/);
    const profile = await profileOf(member);
    // the member's user variant is the plan they bought (the app prompt and the promotions read it)
    expect(profile).toMatchObject({ primeProfile: 5, orderId: order.orderId, startDate: clock.now().toISOString(), variantName: 'PRIME_ANNUAL' });
    expect(Date.parse(profile.endDate ?? '')).toBe(clock.now().getTime() + 365 * DAY_MS);
    // the code now counts as used by this member
    expect((await get('/nc/prime/codeDetails/WELCOME100', member)).json().systemErrorCode).toBe('TP-CODE-USED');
    // and a second choice on the same checkout changes nothing
    await simulate(t.app, paymentId, 'failure');
    expect((await statusOf(member, order.orderId)).status).toBe('PAID');
    expect(await activationsOf(order.orderId)).toHaveLength(1);
  });

  it("'Simulate failure' fails the order and leaves no paid order or membership", async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, paymentId } = await orderAndOpen(t.app, member);
    expect((await simulate(t.app, paymentId, 'failure')).headers.location).toContain('paymentStatus=failed');
    expect(await statusOf(member, order.orderId)).toMatchObject({ status: 'FAILED', failureReason: 'PAYMENT_FAILED', membership: null });
    expect((await profileOf(member)).primeProfile).toBe(0);
    expect((await allRows(t.database.db, 'orders')).filter((row) => row.id === order.orderId && row.status === 'PAID')).toHaveLength(0);
    expect((await postJson(t.app, PAY.purchaseInfo, {}, bearer(member.accessToken))).json().data.purchases).toEqual([]);
    expect((await postJson(t.app, PAY.purchaseInfo, { includeDeleted: true }, bearer(member.accessToken))).json().data.purchases).toEqual([
      expect.objectContaining({ orderId: order.orderId, orderStatus: 'FAILED', invoiceAvailable: false }),
    ]);
    // a closed order cannot be paid again: the site creates a new one
    const reopen = await postJson(t.app, PAY.redirect, { orderId: order.orderId, returnUrl: '/payment' }, bearer(member.accessToken));
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().systemErrorCode).toBe('TP-ORDER-CLOSED');
  });

  it("'Simulate pending' stays pending, then resolves to paid on a status poll after the delay", async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, paymentId } = await orderAndOpen(t.app, member);
    expect((await simulate(t.app, paymentId, 'pending')).headers.location).toContain('paymentStatus=pending');
    expect((await statusOf(member, order.orderId)).status).toBe('PENDING');
    clock.advance(30);
    expect((await statusOf(member, order.orderId)).status).toBe('PENDING');
    clock.advance(31);
    expect((await statusOf(member, order.orderId)).status).toBe('PAID');
    expect((await profileOf(member)).primeProfile).toBe(5);
    expect(await activationsOf(order.orderId)).toHaveLength(1);
  });

  it('cancels an open order for good: a payment reported afterwards never activates', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, paymentId } = await orderAndOpen(t.app, member);
    const cancel = () => postJson(t.app, `/nc/prime/order/${order.orderId}/cancel`, {}, bearer(member.accessToken));
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', failureReason: 'CANCELLED_BY_MEMBER' });
    expect((await cancel()).statusCode).toBe(200);
    await simulate(t.app, paymentId, 'success');
    expect((await statusOf(member, order.orderId)).status).toBe('CANCELLED');
    expect((await profileOf(member)).primeProfile).toBe(0);
    const paidOne = await orderAndOpen(t.app, member);
    await simulate(t.app, paidOne.paymentId, 'success');
    const refused = await postJson(t.app, `/nc/prime/order/${paidOne.order.orderId}/cancel`, {}, bearer(member.accessToken));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().systemErrorCode).toBe('TP-ORDER-CLOSED');
  });

  it("a member's cancel closes the sandbox payment too: its checkout can no longer succeed", async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, paymentId } = await orderAndOpen(t.app, member);
    expect((await postJson(t.app, `/nc/prime/order/${order.orderId}/cancel`, {}, bearer(member.accessToken))).statusCode).toBe(200);
    const late = await simulate(t.app, paymentId, 'success');
    expect(late.headers.location).toContain('paymentStatus=failed');
    expect((await statusOf(member, order.orderId)).status).toBe('CANCELLED');
    expect(await activationsOf(order.orderId)).toHaveLength(0);
  });

  it('refuses a return address on another site', async () => {
    const member = await logIn(t.app, nextMobile());
    const order = (await createOrder(t.app, member, { variantId: 1 })).json().data as Order;
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      expect((await postJson(t.app, PAY.redirect, { orderId: order.orderId, returnUrl }, bearer(member.accessToken))).statusCode).toBe(400);
    }
  });

  it("does not show one member's order to another", async () => {
    const owner = await logIn(t.app, nextMobile());
    const stranger = await logIn(t.app, nextMobile());
    const order = (await createOrder(t.app, owner, { variantId: 1 })).json().data as Order;
    for (const url of [PAY.details(order.orderId), PAY.status(order.orderId), PAY.invoice(order.orderId)]) {
      expect((await get(url, stranger)).statusCode).toBe(404);
    }
  });
});

describe('webhooks', () => {
  it('activates exactly once when the same webhook arrives 10 times at once, with redeliveries and status polls', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, paymentId } = await orderAndOpen(t.app, member);
    // The gateway has captured the payment; its webhooks are in flight while the browser polls.
    await t.database.db.update(sandboxPayments).set({ status: 'SUCCEEDED' }).where(eq(sandboxPayments.id, paymentId));
    const webhook = signedWebhook({ orderId: order.orderId, paymentId, amountPaise: 99_900 });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(t.app, webhook)),
      ...Array.from({ length: 3 }, () => deliver(t.app, signedWebhook({ orderId: order.orderId, paymentId, amountPaise: 99_900 }))),
      ...Array.from({ length: 10 }, () => get(PAY.status(order.orderId), member)),
      simulate(t.app, paymentId, 'success'),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(400);
    const duplicates = answers.slice(0, 10).filter((answer) => answer.json().data.duplicate === true);
    expect(duplicates).toHaveLength(9);

    expect(await activationsOf(order.orderId)).toHaveLength(1);
    const profile = await profileOf(member);
    expect(profile).toMatchObject({ primeProfile: 5, orderId: order.orderId });
    expect(Date.parse(profile.endDate ?? '')).toBe(clock.now().getTime() + 365 * DAY_MS);
    expect((await statusOf(member, order.orderId)).status).toBe('PAID');
  });

  it('refuses a bad signature, and records nothing from it', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, paymentId } = await orderAndOpen(t.app, member);
    const forged = signedWebhook({ orderId: order.orderId, paymentId, amountPaise: 99_900 }, 'not-the-secret-0123456789abcdef0123456789');
    const refused = await deliver(t.app, forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, systemErrorCode: 'TP-WEBHOOK-SIGNATURE' });
    const tampered = signedWebhook({ orderId: order.orderId, paymentId, amountPaise: 99_900 });
    expect((await deliver(t.app, { ...tampered, body: tampered.body.replace('99900', '100') })).statusCode).toBe(401);
    expect((await deliver(t.app, { body: tampered.body, headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    expect(await statusOf(member, order.orderId)).toMatchObject({ status: 'PENDING' });
    expect((await allRows(t.database.db, 'payment_events')).filter((row) => row.order_id === order.orderId)).toHaveLength(0);
    // the genuine delivery of that event id still counts
    expect((await deliver(t.app, tampered)).json().data).toMatchObject({ duplicate: false, orderStatus: 'PAID' });
  });

  it('never activates on an amount or currency that does not match the order', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, paymentId } = await orderAndOpen(t.app, member);
    const short = await deliver(t.app, signedWebhook({ orderId: order.orderId, paymentId, amountPaise: 100 }));
    expect(short.json().data).toMatchObject({ orderStatus: 'FAILED' });
    expect(await statusOf(member, order.orderId)).toMatchObject({ status: 'FAILED', failureReason: 'AMOUNT_MISMATCH' });
    // a later, correct success cannot revive it
    await deliver(t.app, signedWebhook({ orderId: order.orderId, paymentId, amountPaise: 99_900 }));
    expect((await statusOf(member, order.orderId)).status).toBe('FAILED');
    expect(await activationsOf(order.orderId)).toHaveLength(0);
    expect((await profileOf(member)).primeProfile).toBe(0);

    const other = await orderAndOpen(t.app, member);
    await deliver(t.app, signedWebhook({ orderId: other.order.orderId, paymentId: other.paymentId, amountPaise: 99_900, currency: 'USD' }));
    expect((await statusOf(member, other.order.orderId)).status).toBe('FAILED');
    expect((await profileOf(member)).primeProfile).toBe(0);
  });
});

describe('membership after payment', () => {
  it('extends a running paid membership from its current end', async () => {
    const before = await profileOf(paid);
    const { order, paymentId } = await orderAndOpen(t.app, paid, { variantId: 2 });
    await simulate(t.app, paymentId, 'success');
    const after = await profileOf(paid);
    expect(after).toMatchObject({ primeProfile: 5, startDate: before.startDate, orderId: order.orderId });
    expect(Date.parse(after.endDate ?? '')).toBe(Date.parse(before.endDate ?? '') + 90 * DAY_MS);
    const details = (await get(PAY.planDetails, paid)).json().data;
    expect(details).toMatchObject({ planType: 'PAYMENT', variantName: 'PRIME_QUARTERLY', paymentAmount: 349, orderId: order.orderId });
  });

  it('prints a GST invoice: CGST and SGST within the seller’s state', async () => {
    clock.advance(1); // newest first: this order is the latest purchase
    const { order, paymentId } = await orderAndOpen(t.app, paid);
    await simulate(t.app, paymentId, 'success');
    const invoice = await get(PAY.invoice(order.orderId), paid);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.headers['content-type']).toMatch(/^text\/html/);
    expect(invoice.headers['cache-control']).toBe('no-store');
    for (const text of ['Tax Invoice', 'GSTIN: <strong>29AAACR5055K1Z5</strong>', '998439', 'Taxable value', '₹846.61', 'CGST @ 9%', '₹76.19', 'SGST @ 9%', '₹76.20', '₹999', 'Place of supply: Karnataka', order.orderId]) {
      expect(invoice.body).toContain(text);
    }
    expect(invoice.body).toMatch(/RC-\d{4}-\d{6}/);
    expect(invoice.body).not.toContain('IGST');
    const purchases = (await postJson(t.app, PAY.purchaseInfo, {}, bearer(paid.accessToken))).json().data.purchases;
    expect(purchases[0]).toMatchObject({ orderId: order.orderId, invoiceAvailable: true });
  });

  it('charges IGST to a member in another state, and has no invoice for an unpaid order', async () => {
    const member = await logIn(t.app, nextMobile());
    expect((await postJson(t.app, AUTH.update, { user: { city: 'Mumbai' } }, bearer(member.accessToken))).statusCode).toBe(200);
    const { order, paymentId } = await orderAndOpen(t.app, member);
    expect((await get(PAY.invoice(order.orderId), member)).statusCode).toBe(404);
    await simulate(t.app, paymentId, 'success');
    const invoice = (await get(PAY.invoice(order.orderId), member)).body;
    expect(invoice).toContain('IGST @ 18%');
    expect(invoice).toContain('₹152.39');
    expect(invoice).toContain('Place of supply: Maharashtra');
    expect(invoice).not.toContain('CGST');
  });
});

describe('a pending payment on a timer', () => {
  it('resolves by a later webhook after the configured delay, with no poll', async () => {
    const quick = await createTestApp({ config: { auth: { captchaWhitelist: ['127.0.0.1'] }, payment: { sandboxPendingResolveSeconds: 1 } } });
    try {
      const member = await logIn(quick.app, nextMobile());
      const { order, paymentId } = await orderAndOpen(quick.app, member);
      await simulate(quick.app, paymentId, 'pending');
      const pending = await quick.app.inject({ method: 'GET', url: PAY.details(order.orderId), headers: bearer(member.accessToken) });
      expect(pending.json().data.status).toBe('PENDING');
      await expect
        .poll(async () => (await quick.app.inject({ method: 'GET', url: PAY.details(order.orderId), headers: bearer(member.accessToken) })).json().data.status, { timeout: 5_000, interval: 200 })
        .toBe('PAID');
    } finally {
      await quick.close();
    }
  });
});
