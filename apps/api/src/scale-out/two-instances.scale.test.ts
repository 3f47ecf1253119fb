// Scale-out, proved: two real API processes (`tsx src/server.ts`, each its own OS process and port)
// on one fresh PostgreSQL database, hit at once over real HTTP. Whatever must hold exactly once (a
// pool's codes, a payment's activation, an address's OTP limit) holds across both instances, because
// PostgreSQL holds the state and the instances hold none.
//
// Members and their sessions are inserted directly (the fixtures the offer-action tests use: a
// session family row and an access token signed with the instances' AUTH_SECRET); everything under
// test goes over HTTP to the two processes.
import { randomUUID } from 'node:crypto';
import type { CouponGeneration, Order } from '@rewards/api-contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAuthConfig, testPaymentConfig } from '../test/config';
import { openDatabase, type Database } from '../db/connection';
import { couponCodes, offerings, orderActivations, orders, otpSends, paymentEvents, sandboxPayments, users } from '../db/schema';
import { OfferFixtures, type Member } from '../test/offer-actions';
import { AUTH } from '../test/auth';
import { PAY, signedWebhook } from '../test/payment';
import { ApiProcess, ScratchDatabase, freePorts, requirePostgresUrl } from './api-processes';

const SERVER_URL = requirePostgresUrl('the scale-out test (two API processes on one database)');

const MEMBERS = 200;
const POOL_CODES = 50;
const POOL = 'scale-out-pool';
const WEBHOOK_DELIVERIES_PER_INSTANCE = 10;
const OTP_SENDS = 100;
const OTP_LIMIT = 20;
/** The one client address every OTP send comes from (TEST-NET-3), as the proxy in front reports it. */
const CLIENT_ADDRESS = '203.0.113.7';
const STARTUP_TIMEOUT_MS = 150_000;
const DAY_MS = 86_400_000;
const ROOMY = '100000';

/** The same environment for both instances: roomy limits except the OTP per-address one under test. */
function instanceEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // the fixtures sign access tokens with the test secret, the webhooks with the test webhook key
    AUTH_SECRET: testAuthConfig().secret,
    SANDBOX_WEBHOOK_SECRET: testPaymentConfig().sandboxWebhookSecret,
    SMS_ADAPTER: 'outbox',
    CAPTCHA_PROVIDER: 'none',
    // one proxy (the test) in front: the last X-Forwarded-For entry is the client's address
    TRUST_PROXY: '1',
    OTP_SEND_LIMIT_PER_IP_PER_HOUR: String(OTP_LIMIT),
    OTP_VERIFY_LIMIT_PER_IP_PER_HOUR: ROOMY,
    AUTH_LOOKUP_LIMIT_PER_MINUTE: ROOMY,
    CLIENT_LOG_LIMIT_PER_MINUTE: ROOMY,
    UNSUBSCRIBE_LIMIT_PER_MINUTE: ROOMY,
    COUPON_GENERATE_LIMIT_PER_MEMBER_PER_MINUTE: ROOMY,
    CODE_CHECK_LIMIT_PER_IP_PER_MINUTE: ROOMY,
    CODE_CHECK_LIMIT_PER_MEMBER_PER_MINUTE: ROOMY,
    // a 2-core machine serving hundreds of requests at once: waits are long, never refusals
    DB_STATEMENT_TIMEOUT_MS: '30000',
    DB_CONNECTION_TIMEOUT_MS: '30000',
    DB_POOL_MAX: '8',
  };
}

const database = new ScratchDatabase(SERVER_URL);
let instances: ApiProcess[] = [];
let handle: Database | undefined;
let fx: OfferFixtures;
let failed = false;

async function cleanUp(): Promise<void> {
  const died = instances.filter((api) => api.exitedOnItsOwn());
  await Promise.allSettled(instances.map((api) => api.stop()));
  // After a failure, or a process that died, what the processes wrote (LOG_LEVEL=warn) tells why.
  for (const api of instances) {
    if ((failed || died.includes(api)) && api.hasOutput()) console.log(`[scale] ${api.name} (${api.describeExit()}) wrote:\n${api.output()}`);
  }
  await handle?.close().catch(() => undefined);
  handle = undefined;
  await database.drop();
}

beforeAll(async () => {
  try {
    await database.create();
    const ports = await freePorts(2);
    instances = ports.map((port, i) => new ApiProcess(`instance ${'AB'[i]}`, port, instanceEnv(database.url)));
    const started = performance.now();
    // Both start together on the empty database: one migrates and seeds under the advisory locks,
    // the other waits for them.
    for (const api of instances) api.start();
    const ready = await Promise.all(instances.map((api) => api.waitUntilHealthy(STARTUP_TIMEOUT_MS)));
    console.log(`[scale] ${database.name}: ${instances.map((api, i) => `${api.name} :${api.port} healthy after ${ready[i]} ms`).join(', ')} (both ${Math.round(performance.now() - started)} ms)`);

    handle = await openDatabase({ driver: 'postgres', url: database.url, poolMax: 4 });
    fx = new OfferFixtures(handle.db, () => new Date());
    await fx.brand({ company: 'Scale Out Pizza', slug: 'scale-out-pizza' });
    await fx.offer(POOL, { offering: { kind: 'POOL', maxRedemption: 1 }, codes: POOL_CODES });
  } catch (error) {
    await cleanUp();
    throw error;
  }
}, STARTUP_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await cleanUp();
}, 60_000);

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    failed = true;
  });
});

const db = () => {
  if (!handle) throw new Error('no database handle');
  return handle.db;
};

interface Answer<T = unknown> {
  instance: ApiProcess;
  status: number;
  headers: Headers;
  text: string;
  body: { success?: boolean; systemErrorCode?: string; data?: T } | undefined;
}

/** One real HTTP request to an instance; the body parsed when it is JSON. */
async function call<T = unknown>(instance: ApiProcess, method: 'GET' | 'POST', url: string, options: { json?: unknown; body?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const headers = { ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers };
  const response = await fetch(`${instance.url}${url}`, { method, headers, body: options.json !== undefined ? JSON.stringify(options.json) : options.body });
  const text = await response.text();
  let body: Answer<T>['body'];
  try {
    body = JSON.parse(text) as Answer<T>['body'];
  } catch {
    body = undefined;
  }
  return { instance, status: response.status, headers: response.headers, text, body };
}

/** Alternates the two instances, as a round-robin load balancer would. */
const instanceFor = (i: number) => instances[i % instances.length] as ApiProcess;
const bearer = (member: Member) => ({ authorization: `Bearer ${member.accessToken}` });
const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});
const perInstance = (answers: Answer[], keep: (answer: Answer) => boolean = () => true) =>
  instances.map((api) => `${api.name.replace('instance ', '')} ${answers.filter((answer) => answer.instance === api && keep(answer)).length}`).join(' / ');

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: Math.round(performance.now() - started) };
}

describe('two API processes on one PostgreSQL database', () => {
  it(`hands out exactly ${POOL_CODES} distinct codes when ${MEMBERS} members generate at once across both instances`, async () => {
    const racers = await fx.members(MEMBERS);
    const { result: answers, ms } = await timed(() =>
      Promise.all(
        racers.map((member, i) =>
          call<CouponGeneration>(instanceFor(i), 'POST', '/nc/prime/generateCoupon/v2', {
            json: { offeringName: POOL },
            headers: { ...bearer(member), 'idempotency-key': randomUUID() },
          }),
        ),
      ),
    );
    const generated = answers.filter((answer) => answer.body?.data?.outcome === 'GENERATED');
    console.log(
      `[scale] generateCoupon: ${answers.length} requests (${perInstance(answers)}) in ${ms} ms; ` +
        `GENERATED ${generated.length} (${perInstance(generated)}); statuses ${JSON.stringify(countBy(answers, (answer) => String(answer.status)))}`,
    );

    expect(answers.filter((answer) => answer.status >= 500).map((answer) => `${answer.instance.name}: ${answer.status} ${answer.text}`)).toEqual([]);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.instance.name}: ${answer.status} ${answer.text}`)).toEqual([]);
    const results = answers.map((answer) => answer.body?.data as CouponGeneration);
    const won = results.filter((result) => result.outcome === 'GENERATED');
    expect(won).toHaveLength(POOL_CODES);
    expect(won.every((result) => result.success && result.couponCode !== null)).toBe(true);
    expect(new Set(won.map((result) => result.couponCode)).size).toBe(POOL_CODES);
    const lost = results.filter((result) => result.outcome === 'OUT_OF_STOCK');
    expect(lost).toHaveLength(MEMBERS - POOL_CODES);
    expect(lost.every((result) => result.success === false && result.couponCode === null)).toBe(true);

    // The database agrees: 50 assigned rows, 50 different members, the very codes handed out.
    const [pool] = await db().select().from(offerings).where(eq(offerings.name, POOL));
    const assigned = await db()
      .select({ code: couponCodes.code, userId: couponCodes.userId })
      .from(couponCodes)
      .where(and(eq(couponCodes.offeringId, pool?.id ?? -1), isNotNull(couponCodes.userId)));
    expect(assigned).toHaveLength(POOL_CODES);
    expect(new Set(assigned.map((row) => row.userId)).size).toBe(POOL_CODES);
    const racerIds = new Set(racers.map((member) => member.id));
    expect(assigned.every((row) => racerIds.has(row.userId ?? -1))).toBe(true);
    expect(new Set(assigned.map((row) => row.code))).toEqual(new Set(won.map((result) => result.couponCode)));
  }, 180_000);

  it(`activates once when the same signed webhook arrives ${WEBHOOK_DELIVERIES_PER_INSTANCE} times at each instance at once`, async () => {
    const [payer] = await fx.members(1, 0);
    if (!payer) throw new Error('no payer');
    // The order on one instance, the payment opened on the other: neither keeps anything in memory.
    const created = await call<Order>(instanceFor(0), 'POST', PAY.order, { json: { variantId: 1 }, headers: { ...bearer(payer), 'idempotency-key': randomUUID() } });
    expect(created.status, created.text).toBe(200);
    const order = created.body?.data as Order;
    const opened = await call<{ paymentId: string }>(instanceFor(1), 'POST', PAY.redirect, {
      json: { orderId: order.orderId, returnUrl: `/payment/payment-status?orderId=${order.orderId}` },
      headers: bearer(payer),
    });
    expect(opened.status, opened.text).toBe(200);
    const paymentId = opened.body?.data?.paymentId as string;
    // The gateway has captured the payment; its webhook is delivered again and again, to both instances.
    await db().update(sandboxPayments).set({ status: 'SUCCEEDED' }).where(eq(sandboxPayments.id, paymentId));
    const webhook = signedWebhook({ orderId: order.orderId, paymentId, amountPaise: order.amountPaise });

    const deliveries = instances.flatMap((api) => Array.from({ length: WEBHOOK_DELIVERIES_PER_INSTANCE }, () => api));
    const { result: answers, ms } = await timed(() =>
      Promise.all(deliveries.map((api) => call<{ duplicate: boolean; orderStatus: string }>(api, 'POST', PAY.webhook, { body: webhook.body, headers: webhook.headers }))),
    );
    const firsts = answers.filter((answer) => answer.body?.data?.duplicate === false);
    console.log(`[scale] webhook: ${answers.length} deliveries (${perInstance(answers)}) in ${ms} ms; processed ${firsts.length} (${perInstance(firsts)}), duplicates ${answers.length - firsts.length}`);

    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.instance.name}: ${answer.status} ${answer.text}`)).toEqual([]);
    expect(firsts).toHaveLength(1);
    expect(answers.filter((answer) => answer.body?.data?.duplicate === true)).toHaveLength(deliveries.length - 1);

    const activations = await db().select().from(orderActivations).where(eq(orderActivations.orderId, order.orderId));
    expect(activations).toHaveLength(1);
    const activation = activations[0];
    expect((activation?.endDate.getTime() ?? 0) - (activation?.startDate.getTime() ?? 0)).toBe(365 * DAY_MS);
    expect(await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.orderId))).toEqual([{ status: 'PAID' }]);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId))).toHaveLength(1);
    // the membership was extended once: the member's end date is the one activation's
    const [member] = await db().select({ primeProfile: users.primeProfile, endDate: users.endDate }).from(users).where(eq(users.id, payer.id));
    expect(member?.primeProfile).toBe(5);
    expect(member?.endDate?.getTime()).toBe(activation?.endDate.getTime());
    // and both instances answer the same status
    for (const api of instances) {
      const status = await call<Order>(api, 'GET', PAY.status(order.orderId), { headers: bearer(payer) });
      expect(status.body?.data?.status, `${api.name}: ${status.text}`).toBe('PAID');
    }
  }, 120_000);

  it(`lets exactly ${OTP_LIMIT} of ${OTP_SENDS} OTP sends from one address through, split across both instances`, async () => {
    const accounts = await fx.members(OTP_SENDS);
    const mobiles = (await db().select({ mobile: users.mobile }).from(users).where(inArray(users.id, accounts.map((member) => member.id)))).map((row) => row.mobile);
    expect(new Set(mobiles).size).toBe(OTP_SENDS);

    const { result: answers, ms } = await timed(() =>
      Promise.all(mobiles.map((mobile, i) => call(instanceFor(i), 'POST', AUTH.send, { json: { identifier: mobile }, headers: { 'x-forwarded-for': CLIENT_ADDRESS } }))),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const limited = answers.filter((answer) => answer.status === 429);
    console.log(
      `[scale] otp/send from ${CLIENT_ADDRESS}: ${answers.length} requests (${perInstance(answers)}) in ${ms} ms; ` +
        `accepted ${accepted.length} (${perInstance(accepted)}), 429 ${limited.length}; statuses ${JSON.stringify(countBy(answers, (answer) => String(answer.status)))}`,
    );

    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 429).map((answer) => `${answer.instance.name}: ${answer.status} ${answer.text}`)).toEqual([]);
    expect(accepted).toHaveLength(OTP_LIMIT);
    expect(limited).toHaveLength(OTP_SENDS - OTP_LIMIT);
    for (const answer of limited) {
      expect(answer.body).toMatchObject({ success: false, systemErrorCode: 'TP429' });
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // The sends were counted against the forwarded address (TRUST_PROXY), and only the accepted ones.
    const recorded = await db().select({ mobile: otpSends.mobile }).from(otpSends).where(eq(otpSends.ip, CLIENT_ADDRESS));
    expect(recorded).toHaveLength(OTP_LIMIT);
    // Each accepted code went out through the SMS adapter of the instance that answered.
    for (const answer of accepted) {
      const mobile = mobiles[answers.indexOf(answer)] as string;
      const outbox = await call<never>(answer.instance, 'GET', AUTH.outbox(mobile));
      expect(outbox.status, outbox.text).toBe(200);
      expect(JSON.parse(outbox.text), `${answer.instance.name} outbox for ${mobile}`).toHaveLength(1);
    }
  }, 120_000);

  it('kept both processes up throughout', () => {
    for (const api of instances) expect(api.alive, `${api.name}: ${api.describeExit()}\n${api.output()}`).toBe(true);
  });
});
