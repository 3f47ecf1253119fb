// The marketing profile through the app: a member's consent queues their profile in the outbox, the
// sender delivers it to the marketing tool (a local fake of CleverTap's upload API) with the spec's
// mappings and retries, an unchanged profile is not sent again, an opt-out reaches the tool, and
// nothing at all leaves without consent or without a configured tool.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, bearer, expectOk, logIn, type LoggedIn } from '../../test/auth';
import { createTestApp, postJson, type TestApp } from '../../test/harness';
import { startFakeCleverTap, type FakeCleverTap } from './adapters/profile/fake-clevertap';

const CONSENT = '/nc/um/user/v1/marketing-consent';
const consent = (t: TestApp, session: LoggedIn | undefined, value: string) =>
  t.app.inject({ method: 'PUT', url: CONSENT, payload: { consent: value }, headers: session ? bearer(session.accessToken) : {} });

async function profileRows(t: TestApp): Promise<Array<{ status: string; recipient: string; attempts: number }>> {
  const result = (await t.database.db.execute(sql`select status, recipient, attempts from outbox_messages where channel = 'profile' order by id`)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ status: string; recipient: string; attempts: number }>;
}

describe('with CleverTap configured', () => {
  let fake: FakeCleverTap;
  let t: TestApp;
  let member: LoggedIn;

  beforeAll(async () => {
    fake = await startFakeCleverTap();
    t = await createTestApp({
      config: {
        auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, outboxPollMs: 100 },
        unsubscribeLimitPerMinute: 1_000,
        marketingProfile: { adapter: 'clevertap', clevertap: { apiBase: fake.url, accountId: 'TEST-ACC-1', passcode: 'pass-123', timeoutMs: 500 } },
      },
    });
    member = await logIn(t.app, '9311000001', { firstName: 'Meera' });
    expectOk(await postJson(t.app, AUTH.update, { user: { lastName: 'Iyer', city: 'bengaluru', gender: 'N' } }, bearer(member.accessToken)));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('needs a signed-in member and one of the two answers', async () => {
    expect((await consent(t, undefined, 'granted')).statusCode).toBe(401);
    expect((await consent(t, member, 'maybe')).statusCode).toBe(400);
    expect(fake.received).toHaveLength(0);
  });

  it('sends nothing while the member has denied consent', async () => {
    const denied = await consent(t, member, 'denied');
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json().data).toEqual({ consent: 'denied', delivery: 'none' });
    expect(await profileRows(t)).toEqual([]);
  });

  it('after consent, delivers the profile through the outbox: identity, +91 mobile, gender N as F', async () => {
    const granted = await consent(t, member, 'granted');
    expect(granted.json().data).toEqual({ consent: 'granted', delivery: 'queued' });
    await expect.poll(() => fake.received.length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(fake.received[0]).toEqual({
      identity: member.login.user.ssoId,
      profileData: { Name: 'Meera Iyer', Phone: '+919311000001', Gender: 'F', City: 'Bengaluru', 'MSG-email': true, 'MSG-sms': true },
      accountId: 'TEST-ACC-1',
      passcode: 'pass-123',
    });
    await expect.poll(async () => (await profileRows(t)).map((row) => row.status), { timeout: 5_000 }).toEqual(['sent']);
  });

  it('does not send an unchanged profile twice; a changed one goes again', async () => {
    expect((await consent(t, member, 'granted')).json().data.delivery).toBe('unchanged');
    expectOk(await postJson(t.app, AUTH.update, { user: { gender: 'M' } }, bearer(member.accessToken)));
    expect((await consent(t, member, 'granted')).json().data.delivery).toBe('queued');
    await expect.poll(() => fake.received.length, { timeout: 10_000, interval: 100 }).toBe(2);
    expect(fake.received[1]?.profileData.Gender).toBe('M');
  });

  it('an SMS opt-out of the consented member reaches the tool (MSG-sms false)', async () => {
    const reasons = (await t.app.inject({ method: 'GET', url: '/c/prime/unsubscribe/reasons' })).json().data.reasons as Array<{ id: string }>;
    expectOk(await postJson(t.app, '/nc/prime/unsubscribe', { mobile: '9311000001', reasonId: reasons[0]?.id }));
    await expect.poll(() => fake.received.length, { timeout: 10_000, interval: 100 }).toBe(3);
    expect(fake.received[2]?.profileData).toMatchObject({ 'MSG-sms': false, 'MSG-email': true });
  });

  it('an email opt-out of a consented member with that verified email reaches the tool (MSG-email false)', async () => {
    const aarav = await logIn(t.app, '9876543210');
    expect((await consent(t, aarav, 'granted')).json().data.delivery).toBe('queued');
    await expect.poll(() => fake.received.filter((profile) => profile.identity === aarav.login.user.ssoId).length, { timeout: 10_000, interval: 100 }).toBe(1);
    const reasons = (await t.app.inject({ method: 'GET', url: '/c/prime/unsubscribe/reasons' })).json().data.reasons as Array<{ id: string }>;
    expectOk(await postJson(t.app, '/nc/prime/unsubscribe', { email: ' Aarav.Sharma@Example.com ', reasonId: reasons[0]?.id }));
    await expect.poll(() => fake.received.filter((profile) => profile.identity === aarav.login.user.ssoId).length, { timeout: 10_000, interval: 100 }).toBe(2);
    expect(fake.received.at(-1)?.profileData).toMatchObject({ Email: 'aarav.sharma@example.com', 'MSG-email': false });
  });

  it('retries while the tool fails and delivers once it recovers; no request waited on it', async () => {
    fake.mode = 'fail';
    const before = fake.received.length;
    expectOk(await postJson(t.app, AUTH.update, { user: { city: 'mumbai' } }, bearer(member.accessToken)));
    const started = performance.now();
    expect((await consent(t, member, 'granted')).json().data.delivery).toBe('queued');
    const answeredMs = performance.now() - started;
    await expect.poll(() => fake.refused, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    expect(fake.received.length).toBe(before);
    fake.mode = 'ok';
    await expect.poll(() => fake.received.length, { timeout: 15_000, interval: 100 }).toBe(before + 1);
    expect(fake.received.at(-1)?.profileData.City).toBe('Mumbai');
    const last = (await profileRows(t)).at(-1);
    expect(last?.status).toBe('sent');
    expect(last?.attempts).toBeGreaterThanOrEqual(3);
    console.log(`marketing tool failing: consent answered in ${Math.round(answeredMs)} ms; delivered after ${last?.attempts} attempts`);
  });
});

describe('without a marketing tool configured (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the consent and queues nothing', async () => {
    const member = await logIn(t.app, '9311000002');
    const granted = await consent(t, member, 'granted');
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toEqual({ consent: 'granted', delivery: 'off' });
    expect(await profileRows(t)).toEqual([]);
  });
});
