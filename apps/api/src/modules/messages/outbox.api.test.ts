// The message outbox under stalled providers: code sends answer at once, the rest of the API keeps
// answering, and every code reaches its phone or mailbox once the providers recover. Each scenario
// prints its figures.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { AUTH, expectOk } from '../../test/auth';
import { testAppConfig } from '../../test/config';
import { startFakeSmsGateway, startFakeSmtpServer, type FakeSmsGateway, type FakeSmtpServer } from '../../test/fake-providers';
import { createTestApp, createTestDatabase, postJson, type TestApp, type TestDatabase } from '../../test/harness';
import { SmtpEmail } from './adapters/email/smtp';
import { ExotelSms } from './adapters/sms/exotel';
import type { SmsMessage, SmsPort } from './adapters/sms/port';
import { enqueueMessage, MessageRepository } from './repository';
import { MessageSender } from './sender';

const LOGINS = 10;
let gateway: FakeSmsGateway;
let smtp: FakeSmtpServer;
let t: TestApp;

beforeAll(async () => {
  gateway = await startFakeSmsGateway('stall');
  smtp = await startFakeSmtpServer('stall');
  t = await createTestApp({
    config: { auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, outboxPollMs: 200 } },
    deps: {
      sms: new ExotelSms({ apiBase: gateway.url, accountSid: 'acct', apiKey: 'k', apiToken: 't', senderId: 'RWDCLB', dltEntityId: '1101234567890123456', templateIds: { login_otp: '1107000000000000001', credit_otp: '1107000000000000002', student_decision: '1107000000000000003' }, timeoutMs: 500 }),
      email: new SmtpEmail({ url: smtp.url, from: 'Rewards Club <no-reply@rewards.example.in>', timeoutMs: 500 }),
    },
  });
});

afterAll(async () => {
  await t?.close();
  await gateway?.close();
  await smtp?.close();
});

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

async function statusCounts(): Promise<Record<string, number>> {
  const rows = (await t.database.db.execute(sql`select status, count(*)::int as n from outbox_messages group by status`)) as unknown;
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{ status: string; n: number }>;
  return Object.fromEntries(list.map((row) => [row.status, Number(row.n)]));
}

describe('logins while the SMS gateway and the mail server stall', () => {
  const mobiles = Array.from({ length: LOGINS }, (_, index) => `93100000${String(index).padStart(2, '0')}`);
  const emails = Array.from({ length: LOGINS }, (_, index) => `stall${index}@mail.example.in`);

  it('answers every code send at once, and health and a bystander’s read stay 200 throughout', async () => {
    const sendTimes: number[] = [];
    const timed = async (work: () => Promise<{ statusCode: number; body: string }>) => {
      const started = performance.now();
      const response = await work();
      sendTimes.push(performance.now() - started);
      expect(response.statusCode, response.body).toBe(200);
    };
    let watching = true;
    const bystander: number[] = [];
    const watcher = (async () => {
      while (watching) {
        bystander.push((await t.app.inject({ method: 'GET', url: '/system/health' })).statusCode);
        bystander.push((await t.app.inject({ method: 'GET', url: '/c/prime/faq' })).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await Promise.all([
      ...mobiles.map((mobile) => timed(() => postJson(t.app, AUTH.register, { mobile }))),
      ...emails.map((email) => timed(() => postJson(t.app, AUTH.register, { email }))),
    ]);
    // Let the sender meet the stalls: each delivery times out after 0.5 s and is retried.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    watching = false;
    await watcher;

    const counts = await statusCounts();
    console.log(
      `stalled providers: ${sendTimes.length} code sends, p50 ${Math.round(percentile(sendTimes, 50))} ms, max ${Math.round(Math.max(...sendTimes))} ms; ` +
        `${bystander.length} health and FAQ reads meanwhile, ${bystander.filter((status) => status !== 200).length} not 200; ` +
        `SMS gateway saw ${gateway.refused} unanswered attempts; outbox ${JSON.stringify(counts)}`,
    );
    expect(bystander.length).toBeGreaterThan(10);
    expect(bystander.every((status) => status === 200)).toBe(true);
    // Every send answered while the providers had answered nothing: none of them waited on a provider
    // (a stalled provider never answers). The latency above is a figure, not an assertion.
    expect(sendTimes).toHaveLength(2 * LOGINS);
    expect(gateway.received).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
    expect(counts.sent ?? 0).toBe(0);
    expect((counts.pending ?? 0) + (counts.sending ?? 0)).toBe(2 * LOGINS);
  });

  it('delivers every code once the providers recover, and each delivered code logs its member in', async () => {
    gateway.mode = 'ok';
    smtp.mode = 'ok';
    const recovered = performance.now();
    await expect.poll(() => gateway.received.length + smtp.received.length, { timeout: 30_000, interval: 200 }).toBe(2 * LOGINS);
    console.log(`providers recovered: ${2 * LOGINS} codes delivered ${Math.round(performance.now() - recovered)} ms later`);

    expect(new Set(gateway.received.map((sms) => sms.to))).toEqual(new Set(mobiles.map((mobile) => `+91${mobile}`)));
    expect(new Set(smtp.received.flatMap((mail) => mail.to))).toEqual(new Set(emails));
    await expect.poll(async () => (await statusCounts()).sent, { timeout: 5_000 }).toBe(2 * LOGINS);
    // Delivered by a real provider: the words and the code are gone from the table.
    const [left] = (await new MessageRepository(t.database.db).readableTo(`+91${mobiles[0]}`)) ?? [];
    expect(left).toBeUndefined();

    const first = gateway.received.find((sms) => sms.to === `+91${mobiles[0]}`);
    const code = /^(\d{6}) is your OTP/.exec(first?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expectOk(await postJson(t.app, AUTH.verify, { mobile: mobiles[0], otp: code }));
  });
});

describe('the outbox itself', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.dispose();
  });
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

  it('two senders on one database share the work: each message is delivered exactly once', async () => {
    const now = new Date();
    for (let index = 0; index < 40; index += 1) {
      await enqueueMessage(testDb.database.db, { channel: 'sms', to: `+9193200000${String(index).padStart(2, '0')}`, template: 'login_otp', text: `message ${index}`, code: null, expiresAt: new Date(now.getTime() + 600_000) }, now);
    }
    const deliveries: string[] = [];
    const counting: SmsPort = {
      async send(message: SmsMessage) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        deliveries.push(message.to);
      },
    };
    const options = { pollMs: 60_000, batchSize: 5, deliveryTimeoutMs: 2_000, maxBackoffMs: 1_000, retentionMs: 86_400_000 };
    const senders = [0, 1].map(() => new MessageSender(testDb.database.db, { sms: counting, email: { send: async () => undefined }, deliveries: { sms: 'provider', email: 'provider' } }, { now: () => new Date(), logger }, options));
    const handled = await Promise.all(senders.map((sender) => sender.drain()));
    console.log(`two senders: ${handled.join(' + ')} messages, ${deliveries.length} deliveries, ${new Set(deliveries).size} distinct`);
    expect(deliveries).toHaveLength(40);
    expect(new Set(deliveries).size).toBe(40);
  });

  it('a sender takes only the messages written for its own delivery of their channel', async () => {
    const now = new Date();
    const to = (index: number) => `+9193203000${String(index).padStart(2, '0')}`;
    for (let index = 0; index < 6; index += 1) {
      const delivery = index % 2 === 0 ? 'provider' : 'outbox';
      await enqueueMessage(testDb.database.db, { channel: 'sms', to: to(index), template: 'login_otp', text: `message ${index}`, code: null, expiresAt: new Date(now.getTime() + 600_000), delivery }, now);
    }
    const taken = { provider: [] as string[], outbox: [] as string[] };
    const senderFor = (delivery: 'provider' | 'outbox') =>
      new MessageSender(
        testDb.database.db,
        { sms: { send: async (message: SmsMessage) => void taken[delivery].push(message.to) }, email: { send: async () => undefined }, deliveries: { sms: delivery, email: delivery } },
        { now: () => new Date(), logger },
        { pollMs: 60_000, batchSize: 10, deliveryTimeoutMs: 2_000, maxBackoffMs: 1_000, retentionMs: 86_400_000 },
      );
    // the development sender drains first: it leaves the provider's messages where they are
    await senderFor('outbox').drain();
    await senderFor('provider').drain();
    expect(taken.outbox).toEqual([to(1), to(3), to(5)]);
    expect(taken.provider).toEqual([to(0), to(2), to(4)]);
  });

  it('a development API and one with a real provider on the same database each deliver only the messages they wrote', async () => {
    const delivered: string[] = [];
    const provider: SmsPort = {
      async send(message: SmsMessage) {
        delivered.push(message.to);
      },
    };
    // Both senders poll every 50 ms: without the delivery mark either could take the other's text
    // (the development one would 'deliver' a production code into its outbox, never to the phone).
    const config = testAppConfig({ auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, outboxPollMs: 50 } });
    const development = await buildApp(config, { database: testDb.database });
    const production = await buildApp(config, { database: testDb.database, sms: provider });
    try {
      await Promise.all([development.ready(), production.ready()]);
      // five new mobiles each (a mobile waits 30 s between codes)
      const developmentMobiles = Array.from({ length: 5 }, (_, index) => `932001000${index}`);
      const productionMobiles = Array.from({ length: 5 }, (_, index) => `932002000${index}`);
      for (let index = 0; index < 5; index += 1) {
        expectOk(await postJson(development, AUTH.register, { mobile: developmentMobiles[index] }));
        expectOk(await postJson(production, AUTH.register, { mobile: productionMobiles[index] }));
      }
      const rows = async () => {
        const recipients = [...developmentMobiles, ...productionMobiles].map((mobile) => `+91${mobile}`);
        const result = (await testDb.database.db.execute(sql`select recipient, delivery, status, body from outbox_messages where recipient in ${recipients} order by id`)) as unknown;
        return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ recipient: string; delivery: string; status: string; body: string | null }>;
      };
      await vi.waitFor(async () => expect((await rows()).filter((row) => row.status === 'sent')).toHaveLength(10), { timeout: 10_000 });
      const sent = await rows();
      console.log(`two APIs on one database, 5 sends each: provider delivered ${delivered.length}; development outbox kept ${sent.filter((row) => row.body !== null).length}`);
      expect(delivered.sort()).toEqual(productionMobiles.map((mobile) => `+91${mobile}`));
      expect(sent.filter((row) => row.recipient.startsWith('+91932001')).map((row) => [row.delivery, row.body !== null])).toEqual(Array.from({ length: 5 }, () => ['outbox', true]));
      expect(sent.filter((row) => row.recipient.startsWith('+91932002')).map((row) => [row.delivery, row.body !== null])).toEqual(Array.from({ length: 5 }, () => ['provider', false]));
    } finally {
      await development.close();
      await production.close();
    }
  });

  it('gives up a message whose code expires before its provider answers, and forgets its words', async () => {
    const now = new Date();
    await enqueueMessage(testDb.database.db, { channel: 'sms', to: '+919320009999', template: 'login_otp', text: '123456 is your OTP', code: '123456', expiresAt: new Date(now.getTime() + 1_500) }, now);
    const failing: SmsPort = { send: async () => Promise.reject(new Error('gateway down')) };
    const sender = new MessageSender(testDb.database.db, { sms: failing, email: { send: async () => undefined }, deliveries: { sms: 'provider', email: 'provider' } }, { now: () => new Date(), logger }, { pollMs: 60_000, batchSize: 10, deliveryTimeoutMs: 1_000, maxBackoffMs: 1_000, retentionMs: 86_400_000 });
    await sender.drain();
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await sender.drain();
    const rows = (await testDb.database.db.execute(sql`select status, body, code, attempts from outbox_messages where recipient = '+919320009999'`)) as unknown;
    const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{ status: string; body: string | null; code: string | null; attempts: number }>;
    expect(row).toMatchObject({ status: 'failed', body: null, code: null });
  });
});
