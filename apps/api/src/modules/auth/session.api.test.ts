// Sessions as the sites use them: the whole login journey, the refresh cookie, renewal with
// rotation and reuse detection, logout, and bearer authentication with its service codes.
import { AUTH_MESSAGES, REFRESH_COOKIE_NAME } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testAppConfig } from '../../test/config';
import type { AppDb } from '../../db/connection';
import { users } from '../../db/schema';
import { AUTH, TestClock, allRows, bearer, expectOk, latestCode, logIn, mobileSequence, refreshSetCookie, refreshTokenOf, verifyMobile, withCookie } from '../../test/auth';
import { useTestApp, postJson } from '../../test/harness';

const clock = new TestClock();
const freshMobile = mobileSequence('91000');
const ACCESS_TTL = 900;

const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'], accessTokenTtlSeconds: ACCESS_TTL } } });

function expectRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, systemErrorCode: code });
}

const profile = (accessToken: string) => t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(accessToken) });
const renew = (refreshToken?: string) => postJson(t.app, AUTH.renew, {}, refreshToken ? withCookie(refreshToken) : {});
const logout = (refreshToken?: string) => t.app.inject({ method: 'GET', url: AUTH.logout, headers: refreshToken ? withCookie(refreshToken) : {} });

async function setPrimeProfile(mobile: string, primeProfile: number) {
  await t.database.db.update(users).set({ primeProfile }).where(eq(users.mobile, mobile));
}

describe('the login journey', () => {
  it('a new member: check, register, code, verify, ticket, session, profile', async () => {
    const mobile = freshMobile();
    expect((await postJson(t.app, AUTH.checkUserExist, { user: { mobile } })).json().data.statusCode).toBe(205);
    const registered = expectOk(await postJson(t.app, AUTH.register, { mobile, firstName: 'Nila' })).json().data;
    const verified = expectOk(await postJson(t.app, AUTH.verify, { mobile, ssoId: registered.ssoId, otp: await latestCode(t.app, mobile) })).json().data;
    expect(verified).toMatchObject({ ssoId: registered.ssoId, newUser: true });

    const response = expectOk(await postJson(t.app, AUTH.exchange, { origin: 'TRIAL', channel: 'TIMES_PRIME', ticketId: verified.ticketId }));
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json().data;
    expect(data).toMatchObject({ tokenType: 'Bearer', expiresIn: ACCESS_TTL, loginType: 'SSO', action: 'PROVIDE_TRIAL_SUBSCRIPTION_TO_USER', actionType: 'SUBSCRIBE' });
    expect(data.user).toMatchObject({
      ssoId: registered.ssoId,
      mobile,
      mobileVerified: true,
      firstName: 'Nila',
      primeProfile: 0,
      primeUser: false,
      paymentRequired: true,
      cardNetwork: null,
      loginType: 'SSO',
      clientNextAction: 'PROVIDE_TRIAL_SUBSCRIPTION_TO_USER',
    });
    // the refresh token travels only in the cookie
    const refreshToken = refreshTokenOf(response);
    expect(response.body).not.toContain(refreshToken);

    const me = await profile(data.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ ssoId: registered.ssoId, mobileVerified: true, loginType: 'SSO', clientNextAction: 'SHOW_HOME' });
    expect((await postJson(t.app, AUTH.checkUserExist, { user: { mobile } })).json().data.statusCode).toBe(212);
  });

  it('an existing member through /nc/um/user/v1/login with the ticket as tempToken', async () => {
    clock.advance(3_600);
    const { ticketId, newUser, ssoId } = await verifyMobile(t.app, '9876543210');
    expect({ newUser, ssoId }).toEqual({ newUser: false, ssoId: 'sso_demo_paid_member' });
    const response = expectOk(
      await postJson(t.app, AUTH.newToken, { channel: 'TIMES_PRIME', country: 'IN', platform: 'WEB', origin: 'TRIAL', loginType: 'SSO', tempToken: ticketId, utmParams: { source: 'DIRECT' } }),
    );
    const data = response.json().data;
    // a paying member is not offered the trial
    expect(data).toMatchObject({ loginType: 'SSO', action: 'SHOW_HOME', actionType: 'NAVIGATE' });
    expect(data.user).toMatchObject({ firstName: 'Aarav', lastName: 'Sharma', city: 'Bengaluru', gender: 'M', primeProfile: 5, primeUser: true, paymentRequired: false, totalSavings: 4850 });
    expect(refreshSetCookie(response)).toBeDefined();
    expect((await profile(data.accessToken)).json().data.ssoId).toBe('sso_demo_paid_member');
  });

  it('a stored next action wins', async () => {
    const mobile = freshMobile();
    const { ticketId } = await verifyMobile(t.app, mobile);
    await t.database.db.update(users).set({ clientNextAction: 'GET_AND_CONFIRM_EMAIL_FROM_USER' }).where(eq(users.mobile, mobile));
    const data = expectOk(await postJson(t.app, AUTH.exchange, { origin: 'TRIAL', channel: 'TIMES_PRIME', ticketId })).json().data;
    expect(data).toMatchObject({ action: 'GET_AND_CONFIRM_EMAIL_FROM_USER', actionType: 'COLLECT' });
  });

  it('a guest session from the ticket as sessionId, which does not verify the account', async () => {
    const mobile = freshMobile();
    const { ticketId } = await verifyMobile(t.app, mobile);
    const response = await postJson(t.app, AUTH.newToken, { channel: 'TIMES_PRIME', country: 'IN', platform: 'WEB', origin: 'LOGIN', loginType: 'GUEST', sessionId: ticketId });
    const data = expectOk(response).json().data;
    expect(data).toMatchObject({ loginType: 'GUEST', user: { loginType: 'GUEST', mobileVerified: false } });
    expect((await profile(data.accessToken)).json().data.loginType).toBe('GUEST');
    // renewal keeps the login type
    expect((await renew(refreshTokenOf(response))).json().data.loginType).toBe('GUEST');
  });

  it('refuses a new-token request without its ticket (TP400)', async () => {
    const base = { channel: 'TIMES_PRIME', country: 'IN', platform: 'WEB', origin: 'LOGIN' };
    expectRefusal(await postJson(t.app, AUTH.newToken, { ...base, loginType: 'GUEST' }), 400, 'TP400');
    expectRefusal(await postJson(t.app, AUTH.newToken, { ...base, loginType: 'SSO' }), 400, 'TP400');
  });

  it('a ticket works once and for two minutes (TPJWT400)', async () => {
    const once = await verifyMobile(t.app, freshMobile());
    const exchange = (ticketId: string) => postJson(t.app, AUTH.exchange, { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId });
    expect((await exchange(once.ticketId)).statusCode).toBe(200);
    expectRefusal(await exchange(once.ticketId), 401, 'TPJWT400');
    const late = await verifyMobile(t.app, freshMobile());
    clock.advance(121);
    expectRefusal(await exchange(late.ticketId), 401, 'TPJWT400');
    expectRefusal(await exchange('made-up'), 401, 'TPJWT400');
  });

  it('refuses to start a session for an account blocked after its code was verified (TP401, 403)', async () => {
    const mobile = freshMobile();
    const { ticketId } = await verifyMobile(t.app, mobile);
    await setPrimeProfile(mobile, 9);
    expectRefusal(await postJson(t.app, AUTH.exchange, { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId }), 403, 'TP401');
  });

  it('sets the refresh token as an HttpOnly, Secure, SameSite=Strict cookie for 30 days', async () => {
    const { response } = await logIn(t.app, freshMobile());
    const cookie = refreshSetCookie(response) ?? '';
    const attributes = cookie.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(new RegExp(`^${REFRESH_COOKIE_NAME}=[A-Za-z0-9_-]{43}$`));
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=2592000']));
  });
});

describe('renewal', () => {
  it('rotates the refresh token; the old one again revokes the family, the new one included', async () => {
    const session = await logIn(t.app, freshMobile());
    const renewed = await renew(session.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({ success: true, data: { accessToken: expect.any(String), tokenType: 'Bearer', expiresIn: ACCESS_TTL, loginType: 'SSO' } });
    const rotated = refreshTokenOf(renewed);
    expect(rotated).not.toBe(session.refreshToken);
    expect((await profile(renewed.json().data.accessToken)).statusCode).toBe(200);

    expectRefusal(await renew(session.refreshToken), 401, 'TPJWT400');
    expectRefusal(await renew(rotated), 401, 'TPJWT400');
    expectRefusal(await profile(renewed.json().data.accessToken), 401, 'TPJWT400');
    expectRefusal(await profile(session.accessToken), 401, 'TPJWT400');
  });

  it('lets only one of two simultaneous renewals with the same token succeed', async () => {
    const session = await logIn(t.app, freshMobile());
    const answers = await Promise.all([renew(session.refreshToken), renew(session.refreshToken)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a missing, unknown or expired refresh token (TPJWT400), and never reads one from the body', async () => {
    expectRefusal(await renew(), 401, 'TPJWT400');
    expectRefusal(await renew('unknown-token'), 401, 'TPJWT400');
    const session = await logIn(t.app, freshMobile());
    expectRefusal(await postJson(t.app, AUTH.renew, { refreshToken: session.refreshToken }), 400, 'TP400');
    clock.advance(30 * 86_400 + 1);
    expectRefusal(await renew(session.refreshToken), 401, 'TPJWT400');
  });

  it('refuses a blocked member (TP401, 403)', async () => {
    const mobile = freshMobile();
    const session = await logIn(t.app, mobile);
    await setPrimeProfile(mobile, 9);
    const response = await renew(session.refreshToken);
    expectRefusal(response, 403, 'TP401');
    expect(response.json().userMessage).toBe(AUTH_MESSAGES['401']);
    expectRefusal(await profile(session.accessToken), 403, 'TP401');
  });

  it('answers 500 TP500 when the database fails', async () => {
    const session = await logIn(t.app, freshMobile());
    const failing = new Proxy(t.database.db, {
      get(target, property, receiver) {
        if (property === 'transaction') return () => Promise.reject(new Error('connection lost'));
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as AppDb;
    const app = await buildApp(testAppConfig(), { database: { ...t.database, db: failing }, now: clock.now });
    try {
      const response = await app.inject({ method: 'POST', url: AUTH.renew, headers: { 'content-type': 'application/json', ...withCookie(session.refreshToken) }, payload: '{}' });
      expectRefusal(response, 500, 'TP500');
    } finally {
      await app.close();
    }
  });
});

describe('logout', () => {
  it('revokes the family, clears the cookie and is never cached', async () => {
    const session = await logIn(t.app, freshMobile());
    const response = await logout(session.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { loggedOut: true } });
    expect(response.headers['cache-control']).toBe('no-store');
    const cleared = refreshSetCookie(response) ?? '';
    expect(cleared).toMatch(new RegExp(`^${REFRESH_COOKIE_NAME}=;`));
    expect(cleared).toContain('Max-Age=0');
    expectRefusal(await renew(session.refreshToken), 401, 'TPJWT400');
    expectRefusal(await profile(session.accessToken), 401, 'TPJWT400');
  });

  it('succeeds without a session too', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${AUTH.logout}?code=abc` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.loggedOut).toBe(true);
    expect((await logout('not-a-token')).statusCode).toBe(200);
  });
});

describe('bearer authentication', () => {
  it('refuses a missing, malformed or foreign token (TPJWT400)', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: AUTH.profile }), 401, 'TPJWT400');
    expectRefusal(await t.app.inject({ method: 'GET', url: AUTH.profile, headers: { authorization: 'Basic dXNlcjpwYXNz' } }), 401, 'TPJWT400');
    expectRefusal(await profile('not.a.jwt'), 401, 'TPJWT400');
    const session = await logIn(t.app, freshMobile());
    const [header, payload] = session.accessToken.split('.');
    const forged = await new SignJWT({ sid: 'x', lt: 'SSO' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.login.user.ssoId)
      .setIssuer('rewards-api')
      .setAudience('rewards-sites')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another secret entirely, 32 chars+'));
    expectRefusal(await profile(forged), 401, 'TPJWT400');
    expectRefusal(await profile(`${header}.${payload}.c2lnbmF0dXJl`), 401, 'TPJWT400');
    expectRefusal(await profile(`${header}.${payload}.`), 401, 'TPJWT400');
  });

  it('answers TPJWT401 for an expired access token; renewal gets a working one', async () => {
    const session = await logIn(t.app, freshMobile());
    clock.advance(ACCESS_TTL);
    expectRefusal(await profile(session.accessToken), 401, 'TPJWT401');
    const renewed = await renew(session.refreshToken);
    expect((await profile(renewed.json().data.accessToken)).statusCode).toBe(200);
  });

  it('refuses update without a session too', async () => {
    expectRefusal(await postJson(t.app, AUTH.update, { user: { firstName: 'X' } }), 401, 'TPJWT400');
  });
});

describe('storage', () => {
  it('keeps no refresh token or ticket in plain text', async () => {
    const session = await logIn(t.app, freshMobile());
    const renewed = refreshTokenOf(await renew(session.refreshToken));
    for (const table of ['users', 'login_tickets', 'session_families', 'refresh_tokens']) {
      const text = JSON.stringify(await allRows(t.database.db, table));
      expect(text, table).not.toContain(session.refreshToken);
      expect(text, table).not.toContain(renewed);
      expect(text, table).not.toContain(session.ticketId);
    }
  });
});
