// Email login, as the core site walks it: the same one-time code rules as a mobile's (6 digits,
// 10 minutes, once, hashed, limits, captcha), codes through the email adapter into the dev outbox,
// registration of an email-only account, and the auth 403 / 427 / 435 refusals.
import { AUTH_MESSAGES, DEFAULT_ERROR_MESSAGE, type LoginResult } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../db/schema';
import { AUTH, TestClock, bearer, expectOk, latestCode, logIn, mobileSequence } from '../../test/auth';
import { postJson, useTestApp } from '../../test/harness';

const clock = new TestClock();
const freshMobile = mobileSequence('90300');
let emails = 0;
/** A fresh address per test: the per-identifier send limits never meet across tests. */
const freshEmail = (name = 'member') => `${name}.${(emails += 1)}@mail.example.in`;
const WHITELISTED_IP = '127.0.0.1';
const OTHER_IP = '203.0.113.60';
/** The seeded paid member (9876543210), whose email is verified. */
const AARAV = 'aarav.sharma@example.com';
/** The seeded trial member's email, which she never verified: it is not a login. */
const DIYA = 'diya.patel@example.com';

const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: [WHITELISTED_IP], otpSendLimitPerIpPerHour: 1_000 } } });

const emailOutbox = (email: string) => `/dev/outbox?email=${encodeURIComponent(email)}`;
async function emailsTo(email: string): Promise<Array<{ to: string; text: string; code: string | null }>> {
  return expectOk(await t.app.inject({ method: 'GET', url: emailOutbox(email) })).json();
}
async function latestEmailCode(email: string): Promise<string> {
  const [latest] = await emailsTo(email);
  if (!latest?.code) throw new Error(`no email to ${email}`);
  return latest.code;
}

const check = (email: string) => postJson(t.app, AUTH.checkUserExist, { user: { email } });
const register = (email: string, extra: Record<string, unknown> = {}) => postJson(t.app, AUTH.register, { email, ...extra });
const send = (email: string) => postJson(t.app, AUTH.send, { identifier: email, identifierType: 'email' });
const resend = (email: string, otpNature: 'SIGN_UP' | 'LOG_IN') => postJson(t.app, AUTH.resend, { identifier: email, identifierType: 'email', otpNature });
const verify = (email: string, otp: string, extra: Record<string, unknown> = {}) => postJson(t.app, AUTH.verify, { email, otp, ...extra });
const exchange = (ticketId: string) => postJson(t.app, AUTH.exchange, { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId });
const statusOf = async (email: string) => expectOk(await check(email)).json().data.statusCode as number;

function expectRefusal(response: LightMyRequestResponse, status: number, code: string, userMessage?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ success: false, systemErrorCode: code });
  if (userMessage) expect(body.userMessage).toBe(userMessage);
}

/** A new email-only member, logged in: their login answer. */
async function registerAndLogIn(email: string): Promise<LoginResult> {
  const { ssoId } = expectOk(await register(email)).json().data;
  const { ticketId } = expectOk(await verify(email, await latestEmailCode(email), { ssoId })).json().data;
  return expectOk(await exchange(ticketId)).json().data as LoginResult;
}

describe('does an email have an account', () => {
  it('answers 212 for a verified email, whatever its case and spaces', async () => {
    for (const email of [AARAV, ' Aarav.Sharma@Example.com ']) expect(await statusOf(email)).toBe(212);
  });

  it('answers 206 for an email no account logs in with, including one only typed into a profile', async () => {
    expect(await statusOf(freshEmail())).toBe(206);
    expect(await statusOf(DIYA)).toBe(206);
  });

  it.each([['no at sign', 'member.example.in'], ['a domain without a dot', 'member@localhost'], ['a space', 'mem ber@example.in']])(
    'refuses %s with auth 403 and the catalogue text',
    async (_label, email) => {
      expectRefusal(await check(email), 400, '403', AUTH_MESSAGES['403']);
    },
  );

  it.each([['a disposable mailbox', 'someone@mailinator.com'], ['a subdomain of one', 'someone@eu.yopmail.com'], ['a domain that never receives mail', 'someone@mail.invalid']])(
    'refuses %s with auth 427',
    async (_label, email) => {
      expectRefusal(await check(email), 400, '427', AUTH_MESSAGES['427']);
      expectRefusal(await register(email), 400, '427', AUTH_MESSAGES['427']);
    },
  );
});

describe('logging in with a verified email', () => {
  it('sends a LOG_IN code to the email outbox (not by SMS) and signs in to the account that verified it', async () => {
    const smsBefore = (await t.app.inject({ method: 'GET', url: AUTH.outbox('9876543210') })).json().length;
    const sent = expectOk(await send(AARAV)).json().data;
    expect(sent).toMatchObject({ otpSent: true, otpNature: 'LOG_IN', resendAfterSeconds: 30, expiresInSeconds: 600, otpLength: 6 });
    const [message] = await emailsTo(AARAV);
    expect(message?.to).toBe(AARAV);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(`${message?.code} is your OTP to log in to Rewards Club. It is valid for 10 minutes.`);
    expect((await t.app.inject({ method: 'GET', url: AUTH.outbox('9876543210') })).json()).toHaveLength(smsBefore);

    const verified = expectOk(await verify(AARAV.toUpperCase(), message!.code!)).json().data;
    expect(verified).toMatchObject({ verified: true, newUser: false });
    const login = expectOk(await exchange(verified.ticketId)).json().data as LoginResult;
    expect(login.user).toMatchObject({ mobile: '9876543210', email: AARAV, emailVerified: true, firstName: 'Aarav' });
  });

  it('keeps the code only as a keyed hash, valid once', async () => {
    clock.advance(60);
    expectOk(await send(AARAV));
    const code = await latestEmailCode(AARAV);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, AARAV));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expectOk(await verify(AARAV, code));
    expectRefusal(await verify(AARAV, code), 400, '419', AUTH_MESSAGES['419']);
  });

  it('refuses a code after 10 minutes (auth 415) and a wrong one (auth 425)', async () => {
    clock.advance(60);
    expectOk(await send(AARAV));
    const code = await latestEmailCode(AARAV);
    expectRefusal(await verify(AARAV, code === '000000' ? '111111' : '000000'), 400, '425', AUTH_MESSAGES['425']);
    clock.advance(600);
    expectRefusal(await verify(AARAV, code), 400, '415', AUTH_MESSAGES['415']);
  });

  it('refuses a send to an email no account logs in with (auth 404): register it first', async () => {
    expectRefusal(await send(freshEmail()), 404, '404');
    expectRefusal(await send(DIYA), 404, '404');
  });
});

describe('registering with an email', () => {
  it('registers an account without a mobile, sends a SIGN_UP code, and verifies the email at login', async () => {
    const email = freshEmail('new');
    expect(await statusOf(email)).toBe(206);
    const sent = expectOk(await register(email, { firstName: 'Ananya' })).json().data;
    expect(sent).toMatchObject({ otpSent: true, otpNature: 'SIGN_UP', ssoId: expect.stringMatching(/^sso_/) });
    // Registered, not yet verified: 215, and registering again reuses the account.
    expect(await statusOf(email)).toBe(215);
    clock.advance(30);
    expect(expectOk(await register(email)).json().data.ssoId).toBe(sent.ssoId);

    const verified = expectOk(await verify(email, await latestEmailCode(email), { ssoId: sent.ssoId })).json().data;
    expect(verified).toMatchObject({ ssoId: sent.ssoId, newUser: true });
    const login = expectOk(await exchange(verified.ticketId)).json().data as LoginResult;
    expect(login.user).toMatchObject({ ssoId: sent.ssoId, mobile: null, mobileVerified: false, email, emailVerified: true, firstName: 'Ananya' });
    expect(login.action).toBe('GET_AND_CONFIRM_MOBILE_FROM_USER');

    // From now on the email is a login: 212, LOG_IN codes, and registering it again is refused.
    expect(await statusOf(email)).toBe(212);
    clock.advance(30);
    expect(expectOk(await send(email)).json().data.otpNature).toBe('LOG_IN');
    clock.advance(30);
    expectRefusal(await register(email), 409, '429');
    const profile = expectOk(await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(login.accessToken) })).json().data;
    expect(profile).toMatchObject({ mobile: null, email, emailVerified: true });
  });

  it('resends a SIGN_UP code after 30 s (auth 405 before), and voids the previous code', async () => {
    const email = freshEmail();
    expectOk(await register(email));
    const first = await latestEmailCode(email);
    expectRefusal(await resend(email, 'SIGN_UP'), 429, '405');
    clock.advance(30);
    expect(expectOk(await resend(email, 'SIGN_UP')).json().data.otpNature).toBe('SIGN_UP');
    const second = await latestEmailCode(email);
    if (first !== second) expectRefusal(await verify(email, first), 400, '425');
    expectOk(await verify(email, second));
  });

  it('allows 5 codes per email per hour (auth 416 beyond), like a mobile', async () => {
    const email = freshEmail();
    expectOk(await register(email));
    for (let sent = 1; sent < 5; sent += 1) {
      clock.advance(30);
      expectOk(await resend(email, 'SIGN_UP'));
    }
    clock.advance(30);
    expectRefusal(await resend(email, 'SIGN_UP'), 429, '416', AUTH_MESSAGES['416']);
  });

  it('asks for a captcha like a mobile does (auth 413)', async () => {
    const response = await t.app.inject({ method: 'POST', url: AUTH.register, remoteAddress: OTHER_IP, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: freshEmail() }) });
    expectRefusal(response, 400, '413', DEFAULT_ERROR_MESSAGE);
  });

  it('takes exactly one of mobile and email', async () => {
    expectRefusal(await postJson(t.app, AUTH.register, { mobile: freshMobile(), email: freshEmail() }), 400, 'TP400');
    expectRefusal(await postJson(t.app, AUTH.register, {}), 400, 'TP400');
    expectRefusal(await postJson(t.app, AUTH.verify, { otp: '123456' }), 400, 'TP400');
    expectRefusal(await t.app.inject({ method: 'GET', url: '/dev/outbox' }), 400, 'TP400');
  });
});

describe('changing the email in the profile', () => {
  const update = (accessToken: string, email: string) => postJson(t.app, AUTH.update, { user: { email } }, bearer(accessToken));

  it('refuses an invalid email (auth 403) and a disposable one (auth 427)', async () => {
    const { accessToken } = await logIn(t.app, freshMobile());
    expectRefusal(await update(accessToken, 'not-an-email'), 400, '403', AUTH_MESSAGES['403']);
    expectRefusal(await update(accessToken, 'me@guerrillamail.com'), 400, '427', AUTH_MESSAGES['427']);
  });

  it('counts changes, not the first email, and refuses the fourth change (auth 435)', async () => {
    const { accessToken } = await logIn(t.app, freshMobile());
    expectOk(await update(accessToken, freshEmail('first')));
    for (let change = 1; change <= 3; change += 1) expectOk(await update(accessToken, freshEmail(`change${change}`)));
    const refused = await update(accessToken, freshEmail('fourth'));
    expectRefusal(refused, 403, '435', AUTH_MESSAGES['435']);
    // Saving the same address again is no change.
    const current = expectOk(await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(accessToken) })).json().data.email;
    expectOk(await update(accessToken, current.toUpperCase()));
  });

  it('keeps an email-only account’s email: it is the account’s only login', async () => {
    const login = await registerAndLogIn(freshEmail('only'));
    expectRefusal(await update(login.accessToken, freshEmail('other')), 400, '410');
  });

  it('never makes an address typed into a profile a login for that account', async () => {
    const mobile = freshMobile();
    const { accessToken } = await logIn(t.app, mobile);
    const typed = freshEmail('typed');
    expectOk(await update(accessToken, typed));
    expect(await statusOf(typed)).toBe(206);
    // The owner of that mailbox registers an account of their own instead.
    const theirs = await registerAndLogIn(typed);
    expect(theirs.user.mobile).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row?.emailVerified).toBe(false);
  });
});

describe('the dev outbox', () => {
  it('reads emails by address, without case, and codes by SMS by mobile', async () => {
    const mobile = freshMobile();
    expectOk(await postJson(t.app, AUTH.register, { mobile }));
    expect(await latestCode(t.app, mobile)).toMatch(/^\d{6}$/);
    const email = freshEmail('Outbox');
    expectOk(await register(email));
    expect((await emailsTo(email.toUpperCase()))[0]?.code).toMatch(/^\d{6}$/);
    expect(await emailsTo(freshEmail())).toEqual([]);
  });
});
