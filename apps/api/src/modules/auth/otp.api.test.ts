// The one-time-code half of login, as the sites call it: existence checks, pre-login, register,
// send, resend, verify, captcha, limits and what is (not) stored or logged.
import { AUTH_MESSAGES, DEFAULT_ERROR_MESSAGE, OTP_MAX_ATTEMPTS } from '@rewards/api-contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { testAppConfig, type TestAppConfigOverrides } from '../../test/config';
import { otpCodes, users } from '../../db/schema';
import { AUTH, TestClock, allRows, latestCode, mobileSequence } from '../../test/auth';
import { useTestApp, postJson } from '../../test/harness';
import { encodeAltchaPayload } from './adapters/captcha/altcha';
import { captureLines } from '../../test/log-capture';
import { COMPANY_STAFF_SIGN_IN } from '../../test/staff';

const clock = new TestClock();
const freshMobile = mobileSequence('90000');
/** Requests from here skip the captcha; anything else must solve one. */
const WHITELISTED_IP = '127.0.0.1';
const OTHER_IP = '203.0.113.50';

// Every app here shares the database and its outbox: a sender that polls could deliver another
// app's message through its own adapter. Each delivers only what it sent (a send wakes its sender).
const OWN_MESSAGES_ONLY = { outboxPollMs: 3_600_000 };

const extraApps: FastifyInstance[] = [];
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: [WHITELISTED_IP], otpSendLimitPerIpPerHour: 1_000, ...OWN_MESSAGES_ONLY } } });
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

/** Another app on the same database and clock, with other settings. */
async function appWith(config: TestAppConfigOverrides, logger?: pino.Logger): Promise<FastifyInstance> {
  const app = await buildApp(testAppConfig({ ...config, auth: { ...OWN_MESSAGES_ONLY, ...config.auth } }), { database: t.database, now: clock.now, ...(logger ? { logger } : {}) });
  await app.ready();
  extraApps.push(app);
  return app;
}

function expectRefusal(response: LightMyRequestResponse, status: number, code: string, userMessage?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json();
  expect(body).toMatchObject({ success: false, systemErrorCode: code, responseMessage: expect.any(String) });
  if (typeof userMessage === 'string') expect(body.userMessage).toBe(userMessage);
  else if (userMessage) expect(body.userMessage).toMatch(userMessage);
}

const register = (mobile: string, extra: Record<string, unknown> = {}, app = t.app) => postJson(app, AUTH.register, { mobile, ...extra });
const send = (mobile: string, extra: Record<string, unknown> = {}, app = t.app) => postJson(app, AUTH.send, { identifier: mobile, ...extra });
const resend = (mobile: string, otpNature: 'SIGN_UP' | 'LOG_IN', extra: Record<string, unknown> = {}) =>
  postJson(t.app, AUTH.resend, { identifier: mobile, identifierType: 'mobile', otpNature, ...extra });
const verify = (mobile: string, otp: string, app = t.app) => postJson(app, AUTH.verify, { mobile, otp });
const check = (user: Record<string, string>) => postJson(t.app, AUTH.checkUserExist, { user });

/** A code that is not the right one. */
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('does a mobile have an account', () => {
  it('answers 212 for a verified account, with or without +91', async () => {
    for (const mobile of ['9876543210', '+919876543210']) {
      expect((await check({ mobile })).json()).toEqual({ success: true, data: { statusCode: 212, newUser: false } });
    }
  });

  it('answers 205 for an unknown mobile and 214 once it is registered but not verified', async () => {
    const mobile = freshMobile();
    expect((await check({ mobile })).json().data).toEqual({ statusCode: 205, newUser: true });
    expect((await register(mobile)).statusCode).toBe(200);
    expect((await check({ mobile })).json().data).toEqual({ statusCode: 214, newUser: true });
  });

  it('answers 212 for a verified email, and 206 for an unknown one or one only typed into a mobile account’s profile', async () => {
    expect((await check({ email: 'Aarav.Sharma@example.com' })).json().data).toEqual({ statusCode: 212, newUser: false });
    // An email is a login once verified (215, registered by email and never verified: email-login.api.test.ts).
    expect((await check({ email: 'diya.patel@example.com' })).json().data).toEqual({ statusCode: 206, newUser: true });
    expect((await check({ email: 'nobody@example.com' })).json().data).toEqual({ statusCode: 206, newUser: true });
  });

  it.each(['12345', '5876543210', '98765432101', '919876543210', '+91 9876543210', '+44987654321', 'abcdefghij'])(
    'refuses the mobile %j with auth 402',
    async (mobile) => {
      expectRefusal(await check({ mobile }), 400, '402', AUTH_MESSAGES['402']);
    },
  );

  it('refuses an invalid email with auth 403', async () => {
    expectRefusal(await check({ email: 'not-an-email' }), 400, '403', AUTH_MESSAGES['403']);
  });
});

describe('lookups', () => {
  it('are limited per address (TP429)', async () => {
    const app = await appWith({ auth: { lookupLimitPerMinute: 2 } });
    const lookup = (ip: string) => app.inject({ method: 'GET', url: AUTH.preLogin('9876543210'), remoteAddress: ip });
    expect((await lookup('198.51.100.30')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: AUTH.challenge, remoteAddress: '198.51.100.30' })).statusCode).toBe(200);
    expectRefusal(await lookup('198.51.100.30'), 429, 'TP429');
    expect((await lookup('198.51.100.31')).statusCode).toBe(200);
    clock.advance(60);
    expect((await lookup('198.51.100.30')).statusCode).toBe(200);
  });
});

describe('pre-login', () => {
  it('refuses a blocked account with the message to show', async () => {
    const response = await t.app.inject({ method: 'GET', url: AUTH.preLogin('9876543219') });
    expect(response.json()).toEqual({
      success: true,
      data: { loginAllowed: false, mobile: '9876543219', message: AUTH_MESSAGES['401'], loginType: 'SSO' },
    });
  });

  it('answers SSO and TP-LOGIN-1001 for a verified account, GUEST for anyone else', async () => {
    const sso = await t.app.inject({ method: 'GET', url: `${AUTH.preLogin('+919876543210')}?login_source=web&user_action=pay` });
    expect(sso.json().data).toEqual({ loginAllowed: true, mobile: '9876543210', message: '', loginType: 'SSO', statusCode: 'TP-LOGIN-1001' });
    const guest = await t.app.inject({ method: 'GET', url: AUTH.preLogin(freshMobile()) });
    expect(guest.json().data).toMatchObject({ loginAllowed: true, message: '', loginType: 'GUEST' });
    expect(guest.json().data.statusCode).toBeUndefined();
  });

  it('refuses an invalid mobile with auth 402', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: AUTH.preLogin('12345') }), 400, '402', AUTH_MESSAGES['402']);
  });
});

describe('register', () => {
  it('creates an unverified account, sends a SIGN_UP code to the outbox and answers the ssoId', async () => {
    const mobile = freshMobile();
    const response = await register(`+91${mobile}`, { firstName: ' Asha ' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toEqual({ otpSent: true, otpNature: 'SIGN_UP', ssoId: expect.stringMatching(/^sso_[A-Za-z0-9_-]{20}$/), resendAfterSeconds: 30, expiresInSeconds: 600, otpLength: 6 });
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ ssoId: data.ssoId, mobileVerified: false, firstName: 'Asha', primeProfile: 0 });

    const outbox = (await t.app.inject({ method: 'GET', url: AUTH.outbox(mobile) })).json();
    expect(outbox).toEqual([
      { to: `+91${mobile}`, text: expect.stringMatching(/^\d{6} is your OTP to log in to Rewards Club\. It is valid for 10 minutes\. Do not share it with anyone\. -RWDCLB$/), code: expect.stringMatching(/^\d{6}$/), sentAt: clock.now().toISOString() },
    ]);
  });

  it('is idempotent until the mobile is verified', async () => {
    const mobile = freshMobile();
    const first = (await register(mobile)).json().data.ssoId;
    clock.advance(31);
    const second = await register(mobile);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.ssoId).toBe(first);
  });

  it('refuses a first name that is not a name (auth 410), and ignores a blank one', async () => {
    expectRefusal(await register(freshMobile(), { firstName: 'R2D2' }), 400, '410', AUTH_MESSAGES['410']);
    expect((await register(freshMobile(), { firstName: ' ' })).statusCode).toBe(200);
  });

  it('refuses a mobile that a verified account holds (auth 429, 409)', async () => {
    expectRefusal(await register('9876543210'), 409, '429', AUTH_MESSAGES['429']);
  });

  it('refuses a blocked account (auth 401, 403)', async () => {
    expectRefusal(await register('9876543219'), 403, '401', AUTH_MESSAGES['401']);
  });
});

describe('send and resend', () => {
  it('sends a LOG_IN code to an existing account', async () => {
    clock.advance(3_600);
    const response = await send('9876543211');
    expect(response.json()).toEqual({ success: true, data: { otpSent: true, otpNature: 'LOG_IN', resendAfterSeconds: 30, expiresInSeconds: 600, otpLength: 6 } });
  });

  it('answers 404 (auth 404) for a mobile without an account: register it first', async () => {
    expectRefusal(await send(freshMobile()), 404, '404', AUTH_MESSAGES['404']);
  });

  it('refuses a blocked account', async () => {
    expectRefusal(await send('9876543219'), 403, '401', AUTH_MESSAGES['401']);
  });

  it('refuses a new code within 30 s of the previous one (auth 405, 429), saying how long to wait', async () => {
    const mobile = freshMobile();
    await register(mobile);
    clock.advance(12);
    expectRefusal(await send(mobile), 429, '405', 'Please wait 18 seconds before requesting a new OTP');
    expectRefusal(await resend(mobile, 'SIGN_UP'), 429, '405', /Please wait 18 seconds/);
    clock.advance(18);
    expect((await resend(mobile, 'SIGN_UP')).statusCode).toBe(200);
  });

  it('a resend voids the previous code', async () => {
    const mobile = freshMobile();
    const { ssoId } = (await register(mobile)).json().data;
    const first = await latestCode(t.app, mobile);
    clock.advance(30);
    const response = await resend(mobile, 'SIGN_UP', { ssoId, isV3captchasecret: false });
    expect(response.json().data).toMatchObject({ otpSent: true, otpNature: 'SIGN_UP' });
    const second = await latestCode(t.app, mobile);
    if (second !== first) expectRefusal(await verify(mobile, first), 400, '425', AUTH_MESSAGES['425']);
    expect((await verify(mobile, second)).statusCode).toBe(200);
  });

  it('refuses a resend naming another account (TP400) or an unknown mobile (404)', async () => {
    const mobile = freshMobile();
    await register(mobile);
    clock.advance(30);
    expectRefusal(await resend(mobile, 'SIGN_UP', { ssoId: 'sso_someone_else' }), 400, 'TP400');
    expectRefusal(await resend(freshMobile(), 'LOG_IN'), 404, '404');
  });

  it(`allows 5 codes per mobile per hour and 10 per day (auth 416, 429)`, async () => {
    const mobile = freshMobile();
    await register(mobile);
    for (let i = 2; i <= 5; i += 1) {
      clock.advance(30);
      expect((await resend(mobile, 'SIGN_UP')).statusCode, `code ${i}`).toBe(200);
    }
    clock.advance(30);
    expectRefusal(await resend(mobile, 'SIGN_UP'), 429, '416', AUTH_MESSAGES['416']);
    clock.advance(3_600);
    for (let i = 6; i <= 10; i += 1) {
      clock.advance(30);
      expect((await resend(mobile, 'SIGN_UP')).statusCode, `code ${i}`).toBe(200);
    }
    clock.advance(3_600);
    expectRefusal(await resend(mobile, 'SIGN_UP'), 429, '416', AUTH_MESSAGES['416']);
    clock.advance(86_400);
    expect((await resend(mobile, 'SIGN_UP')).statusCode).toBe(200);
  });

  it('limits codes per address across mobiles (TP429)', async () => {
    const app = await appWith({ auth: { captchaWhitelist: ['198.51.100.20', '198.51.100.21'], otpSendLimitPerIpPerHour: 3 } });
    const from = (ip: string, mobile: string) => app.inject({ method: 'POST', url: AUTH.register, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ mobile }) });
    for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.20', freshMobile())).statusCode).toBe(200);
    const limited = await from('198.51.100.20', freshMobile());
    expectRefusal(limited, 429, 'TP429', 'Too many requests. Please try again later.');
    // the oldest of the three was sent just now: the address may send again in an hour
    expect(Number(limited.headers['retry-after'])).toBe(3_600);
    expect((await from('198.51.100.21', freshMobile())).statusCode).toBe(200);
    clock.advance(3_601);
    expect((await from('198.51.100.20', freshMobile())).statusCode).toBe(200);
  });
  it.each([20, 5])('lets exactly %i of 100 simultaneous sends from one address with different mobiles through', async (limit) => {
    const ip = `198.51.100.${60 + limit}`;
    const app = await appWith({ auth: { captchaWhitelist: [ip], otpSendLimitPerIpPerHour: limit } });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({ method: 'POST', url: AUTH.register, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ mobile: freshMobile() }) }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - limit);
  });
});

describe('verify', () => {
  it.each(['12345', '1234567', 'abcdef', '12 345', ''])('refuses %j as not six digits (auth 424)', async (otp) => {
    expectRefusal(await verify('9876543210', otp), 400, '424', AUTH_MESSAGES['424']);
  });

  it('refuses when no code was sent (auth 414)', async () => {
    expectRefusal(await verify('9876543212', '123456'), 400, '414', AUTH_MESSAGES['414']);
    expectRefusal(await verify(freshMobile(), '123456'), 400, '414', AUTH_MESSAGES['414']);
  });

  it('refuses an invalid mobile (auth 402) and a blocked account (auth 401, 403)', async () => {
    expectRefusal(await verify('12345', '123456'), 400, '402', AUTH_MESSAGES['402']);
    expectRefusal(await verify('9876543219', '123456'), 403, '401', AUTH_MESSAGES['401']);
  });

  it('answers a ticket for the right code, once (auth 419 after)', async () => {
    const mobile = freshMobile();
    const { ssoId } = (await register(mobile)).json().data;
    const code = await latestCode(t.app, mobile);
    const response = await postJson(t.app, AUTH.verify, { mobile, ssoId, otp: code });
    expect(response.json()).toEqual({ success: true, data: { verified: true, ticketId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), ssoId, newUser: true } });
    expectRefusal(await verify(mobile, code), 400, '419', AUTH_MESSAGES['419']);
  });

  it('refuses a code after 10 minutes (auth 415)', async () => {
    const mobile = freshMobile();
    await register(mobile);
    const code = await latestCode(t.app, mobile);
    clock.advance(600);
    expectRefusal(await verify(mobile, code), 400, '415', AUTH_MESSAGES['415']);
  });

  it('refuses an ssoId that is not the mobile’s (TP400)', async () => {
    const mobile = freshMobile();
    await register(mobile);
    const response = await postJson(t.app, AUTH.verify, { mobile, ssoId: 'sso_demo_paid_member', otp: await latestCode(t.app, mobile) });
    expectRefusal(response, 400, 'TP400');
  });

  it(`allows ${OTP_MAX_ATTEMPTS} wrong tries on a code and refuses the next even with the right code (auth 425, then 416); a new code after the resend wait starts afresh, so a stranger's guesses never lock the member out`, async () => {
    const mobile = freshMobile();
    await register(mobile);
    const first = await latestCode(t.app, mobile);
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i += 1) expectRefusal(await verify(mobile, wrong(first)), 400, '425', AUTH_MESSAGES['425']);
    // the code is spent: even the right code is refused, with when a new one may be asked for
    const spent = await verify(mobile, first);
    expectRefusal(spent, 429, '416', AUTH_MESSAGES['416']);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // 30 s later the member asks for a new code and it works at once
    clock.advance(30);
    expect((await resend(mobile, 'SIGN_UP')).statusCode).toBe(200);
    const second = await latestCode(t.app, mobile);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) expectRefusal(await verify(mobile, wrong(second)), 400, '425', AUTH_MESSAGES['425']);
    expect((await verify(mobile, second)).statusCode).toBe(200);
  });

  it('limits verifies per address, wrong ones included (TP429 with Retry-After)', async () => {
    const app = await appWith({ auth: { captchaWhitelist: [WHITELISTED_IP], verifyLimitPerIpPerHour: 3 } });
    const mobile = freshMobile();
    await register(mobile);
    const code = await latestCode(t.app, mobile);
    const from = (ip: string, otp: string) =>
      app.inject({ method: 'POST', url: AUTH.verify, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ mobile, otp }) });
    for (let i = 0; i < 3; i += 1) expectRefusal(await from('198.51.100.40', wrong(code)), 400, '425');
    const limited = await from('198.51.100.40', code);
    expectRefusal(limited, 429, 'TP429', 'Too many requests. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the member's own address is not held back by the stranger's tries
    expect((await from('198.51.100.41', code)).statusCode).toBe(200);
  });

  it('a successful verify clears the wrong-try count', async () => {
    const mobile = freshMobile();
    await register(mobile);
    const code = await latestCode(t.app, mobile);
    for (let i = 0; i < 3; i += 1) await verify(mobile, wrong(code));
    const [before] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(before?.failedAttempts).toBe(3);
    expect((await verify(mobile, code)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(after).toMatchObject({ failedAttempts: 0, lastFailedAt: null, consumedAt: clock.now() });
  });

  it('lets exactly one of two simultaneous verifies of the same code through', async () => {
    const mobile = freshMobile();
    await register(mobile);
    const code = await latestCode(t.app, mobile);
    const answers = await Promise.all([verify(mobile, code), verify(mobile, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().systemErrorCode).toBe('419');
  });
});

describe('captcha', () => {
  const sendFrom = (ip: string, mobile: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: AUTH.register, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ mobile, ...extra }) });

  it('refuses a send without a solved captcha (auth 413, the default message)', async () => {
    expectRefusal(await sendFrom(OTHER_IP, freshMobile()), 400, '413', DEFAULT_ERROR_MESSAGE);
    expectRefusal(await sendFrom(OTHER_IP, freshMobile(), { verificationToken: 'garbage' }), 400, '413', DEFAULT_ERROR_MESSAGE);
    const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');
    expectRefusal(await sendFrom(OTHER_IP, freshMobile(), { verificationToken: testMode }), 400, '413');
  });

  it('accepts a solved ALTCHA challenge once: the same token again is refused', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: AUTH.challenge })).json();
    expect(challenge.data.provider).toBe('altcha');
    const solution = await solveChallenge({ challenge: challenge.data.altcha, deriveKey });
    if (!solution) throw new Error('the challenge was not solved');
    const verificationToken = encodeAltchaPayload(challenge.data.altcha, solution);

    const accepted = await sendFrom(OTHER_IP, freshMobile(), { verificationToken, isV3captchasecret: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expectRefusal(await sendFrom(OTHER_IP, freshMobile(), { verificationToken, isV3captchasecret: true }), 400, '413');
  });

  it('lets whitelisted mobiles through, and provider none lets everyone through', async () => {
    const mobile = freshMobile();
    const whitelisted = await appWith({ auth: { captchaWhitelist: [mobile] } });
    expect((await whitelisted.inject({ method: 'POST', url: AUTH.register, remoteAddress: OTHER_IP, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ mobile }) })).statusCode).toBe(200);

    const none = await appWith({ auth: { captchaProvider: 'none' } });
    expect((await none.inject({ method: 'GET', url: AUTH.challenge })).json()).toEqual({ success: true, data: { provider: 'none' } });
    expect((await none.inject({ method: 'POST', url: AUTH.register, remoteAddress: OTHER_IP, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ mobile: freshMobile() }) })).statusCode).toBe(200);
  });

  it('answers reCAPTCHA site keys when configured', async () => {
    const recaptcha = { v3Secret: 's3', v2Secret: 's2', v3SiteKey: 'site-v3', v2SiteKey: 'site-v2' };
    const app = await appWith({ auth: { captchaProvider: 'recaptcha', recaptcha } });
    expect((await app.inject({ method: 'GET', url: AUTH.challenge })).json().data).toEqual({ provider: 'recaptcha', recaptcha: { siteKeyV3: 'site-v3', siteKeyV2: 'site-v2' } });
  });
});

describe('the static test login', () => {
  it('accepts the configured code for the configured mobile without a send, creating the account', async () => {
    const mobile = freshMobile();
    const app = await appWith({ auth: { staticTestLogin: { mobile, otp: '424242' } } });
    expectRefusal(await verify(mobile, '424243', app), 400, '414');
    const response = await verify(mobile, '424242', app);
    expect(response.json().data).toMatchObject({ verified: true, newUser: true });
    // only there: the main app has no static login
    expectRefusal(await verify(mobile, '424242'), 400, '414');
  });
});

describe('the outbox and the logs', () => {
  it('exists only while the outbox adapter is active outside production', async () => {
    const production = await appWith({ nodeEnv: 'production', staffSignIn: COMPANY_STAFF_SIGN_IN, auth: { smsAdapter: 'log' } });
    const productionWithOutbox = await appWith({ nodeEnv: 'production', staffSignIn: COMPANY_STAFF_SIGN_IN, auth: { smsAdapter: 'outbox' } });
    const logAdapter = await appWith({ auth: { smsAdapter: 'log' } });
    for (const app of [production, productionWithOutbox, logAdapter]) {
      const response = await app.inject({ method: 'GET', url: AUTH.outbox('9876543210') });
      expect(response.statusCode).toBe(404);
      expect(response.json().systemErrorCode).toBe('404');
    }
    expect((await t.app.inject({ method: 'GET', url: AUTH.outbox('12345') })).statusCode).toBe(400);
  });

  it('lists a mobile’s messages newest first', async () => {
    const mobile = freshMobile();
    await register(mobile);
    clock.advance(30);
    await resend(mobile, 'SIGN_UP');
    const messages = (await t.app.inject({ method: 'GET', url: AUTH.outbox(mobile) })).json();
    expect(messages).toHaveLength(2);
    expect(Date.parse(messages[0].sentAt)).toBeGreaterThan(Date.parse(messages[1].sentAt));
  });

  it('never writes a code to the log, at any level', async () => {
    const { lines, sink } = captureLines();
    const logger = pino({ level: 'trace' }, sink);
    const outboxApp = await appWith({ logLevel: 'trace', auth: { captchaWhitelist: [WHITELISTED_IP] } }, logger);
    const mobile = freshMobile();
    expect((await register(mobile, {}, outboxApp)).statusCode).toBe(200);
    const code = await latestCode(outboxApp, mobile);
    expect((await verify(mobile, wrong(code), outboxApp)).statusCode).toBe(400);
    expect((await verify(mobile, code, outboxApp)).statusCode).toBe(200);

    const logApp = await appWith({ logLevel: 'trace', auth: { captchaWhitelist: [WHITELISTED_IP], smsAdapter: 'log' } }, logger);
    expect((await register(freshMobile(), {}, logApp)).statusCode).toBe(200);
    // The send returns once the message is in the outbox; the log adapter delivers it just after.
    await vi.waitFor(() => expect(lines.join('')).toContain('SMS sent to +91XXXXXX'), { timeout: 10_000 });

    const written = lines.join('');
    expect(written).not.toContain(code);
    expect(written).not.toMatch(/is your OTP/);
  });
});

describe('storage', () => {
  it('keeps no code in plain text anywhere in the database', async () => {
    const mobile = freshMobile();
    await register(mobile);
    const code = await latestCode(t.app, mobile);
    await verify(mobile, wrong(code));
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await verify(mobile, code)).statusCode).toBe(200);

    const standalone = new RegExp(`(^|[^0-9])${code}([^0-9]|$)`);
    for (const table of ['users', 'otp_codes', 'otp_sends', 'login_tickets', 'session_families', 'refresh_tokens', 'captcha_spent']) {
      for (const stored of await allRows(t.database.db, table)) {
        for (const value of Object.values(stored)) {
          if (typeof value === 'string') expect(value, `${table}`).not.toMatch(standalone);
        }
      }
    }
  });
});
