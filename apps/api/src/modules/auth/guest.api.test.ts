// Guest checkout (spec §3, §4, §7): a mobile without a verified account is answered GUEST by
// pre-login, proves the mobile with a code, and starts a captcha-protected GUEST session that may
// pay but not act as a member. After paying, the account holds the membership; the ordinary login
// with the same mobile then makes it a full (verified) member account.
import { AUTH_MESSAGES, GUEST_LOGIN_REQUIRED_MESSAGE, MEMBER_RENDER_KEY_HEADER, type LoginResult, type Order, type PlanCta } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { AUTH, TestClock, bearer, expectOk, latestCode, mobileSequence, refreshSetCookie, refreshTokenOf, withCookie, type LoggedIn } from '../../test/auth';
import { postJson, useTestApp } from '../../test/harness';
import { TEST_MEMBER_RENDER_KEY } from '../../test/config';
import { PAY, orderAndOpen, simulate } from '../../test/payment';
import type { CaptchaPort } from './adapters/captcha/port';

const clock = new TestClock();
const freshMobile = mobileSequence('91700');
/** The only captcha answer the fake provider accepts. */
const SOLVED = 'solved-captcha';
const captcha: CaptchaPort = { challenge: async () => ({ provider: 'none' }), verify: async (token) => token === SOLVED };

// No whitelist: every captcha-protected call must carry the solved answer.
const t = useTestApp({ now: clock.now, deps: { captcha } });

const GUEST_BODY = { channel: 'TIMES_PRIME', country: 'IN', platform: 'WEB', origin: 'LOGIN', loginType: 'GUEST' } as const;

function expectRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, systemErrorCode: code });
}

/** Pre-login says GUEST; register (captcha) sends a SIGN_UP code; verify answers the ticket. */
async function guestTicket(mobile: string): Promise<string> {
  expect(expectOk(await t.app.inject({ method: 'GET', url: AUTH.preLogin(mobile) })).json().data).toMatchObject({ loginAllowed: true, loginType: 'GUEST' });
  const registered = expectOk(await postJson(t.app, AUTH.register, { mobile, verificationToken: SOLVED, isV3captchasecret: true })).json().data;
  const verified = expectOk(await postJson(t.app, AUTH.verify, { mobile, ssoId: registered.ssoId, otp: await latestCode(t.app, mobile) })).json().data;
  return verified.ticketId as string;
}

async function guestSession(mobile = freshMobile()): Promise<LoggedIn & { mobile: string }> {
  const ticketId = await guestTicket(mobile);
  const response = expectOk(await postJson(t.app, AUTH.newToken, { ...GUEST_BODY, sessionId: ticketId, verificationToken: SOLVED, isV3captchasecret: true }));
  const login = response.json().data as LoginResult;
  return { mobile, login, accessToken: login.accessToken, refreshToken: refreshTokenOf(response), ticketId, response };
}

const get = (url: string, accessToken: string) => t.app.inject({ method: 'GET', url, headers: bearer(accessToken) });

describe('a guest session', () => {
  it('starts from a verified code and a solved captcha, is not a logged-in member, and renews like any session', async () => {
    const guest = await guestSession();
    expect(guest.login).toMatchObject({ loginType: 'GUEST', user: { mobile: guest.mobile, loginType: 'GUEST', mobileVerified: false, primeProfile: 0 } });
    // the refresh cookie follows the rules of every session: HttpOnly, Secure, SameSite=Strict, the whole site
    expect(refreshSetCookie(guest.response)).toMatch(/HttpOnly/);
    expect(refreshSetCookie(guest.response)).toMatch(/Secure/);
    expect(refreshSetCookie(guest.response)).toMatch(/SameSite=Strict/);
    expect(guest.response.body).not.toContain(guest.refreshToken);

    expect(expectOk(await get(AUTH.profile, guest.accessToken)).json().data).toMatchObject({ loginType: 'GUEST', mobileVerified: false });
    const renewed = expectOk(await postJson(t.app, AUTH.renew, {}, withCookie(guest.refreshToken)));
    expect(renewed.json().data.loginType).toBe('GUEST');
    // the mobile is still not an account login: pre-login keeps answering GUEST
    expect((await t.app.inject({ method: 'GET', url: AUTH.preLogin(guest.mobile) })).json().data.loginType).toBe('GUEST');
  });

  it('is rendered as a visitor by the site server: renderSession refuses its refresh token, which stays good', async () => {
    const guest = await guestSession();
    const render = await t.app.inject({ method: 'POST', url: '/nc/um/auth/v1/token/render', headers: { ...withCookie(guest.refreshToken), [MEMBER_RENDER_KEY_HEADER]: TEST_MEMBER_RENDER_KEY } });
    expectRefusal(render, 401, 'TPJWT400');
    expectOk(await postJson(t.app, AUTH.renew, {}, withCookie(guest.refreshToken)));
  });

  it('is captcha-protected: a missing or wrong answer is auth 413 and leaves the ticket good', async () => {
    const ticketId = await guestTicket(freshMobile());
    expectRefusal(await postJson(t.app, AUTH.newToken, { ...GUEST_BODY, sessionId: ticketId }), 400, '413');
    expectRefusal(await postJson(t.app, AUTH.newToken, { ...GUEST_BODY, sessionId: ticketId, verificationToken: 'guessed', isV3captchasecret: false }), 400, '413');
    const started = expectOk(await postJson(t.app, AUTH.newToken, { ...GUEST_BODY, sessionId: ticketId, verificationToken: SOLVED, isV3captchasecret: false }));
    expect(started.json().data.loginType).toBe('GUEST');
    // spent now
    expectRefusal(await postJson(t.app, AUTH.newToken, { ...GUEST_BODY, sessionId: ticketId, verificationToken: SOLVED }), 401, 'TPJWT400');
  });

  it('may read plans and its own record and pay through the sandbox gateway', async () => {
    const guest = await guestSession();
    // the buy button and the plans read a guest as the account it is (not a visitor)
    const cta = expectOk(await get(PAY.planCta, guest.accessToken)).json().data as PlanCta;
    expect(cta.payment.actionType).not.toBe('GUEST_CHECKOUT');
    expectOk(await get(PAY.plans, guest.accessToken));
    expectOk(await postJson(t.app, PAY.preOrder, { variantId: 1 }, bearer(guest.accessToken)));
    expectOk(await postJson(t.app, '/nc/prime/getValidGC', {}, bearer(guest.accessToken)));

    const { order, paymentId } = await orderAndOpen(t.app, guest, { variantId: 1, gc: 'WELCOME100', orderAmount: 899 });
    expectOk(await get(PAY.details(order.orderId), guest.accessToken));
    await simulate(t.app, paymentId, 'success');
    expect((expectOk(await get(PAY.status(order.orderId), guest.accessToken)).json().data as Order).status).toBe('PAID');
    expect(expectOk(await get(AUTH.profile, guest.accessToken)).json().data).toMatchObject({ primeProfile: 5, primeUser: true, loginType: 'GUEST', mobileVerified: false });
    expectOk(await get(PAY.planDetails, guest.accessToken));
  });

  it.each<[string, 'GET' | 'POST', string, Record<string, unknown> | undefined, Record<string, string>?]>([
    ['edit the profile', 'POST', AUTH.update, { user: { firstName: 'Asha' } }],
    ['start a free trial', 'POST', PAY.subscribe, { planType: 'TRIAL' }],
    ['list purchases', 'POST', PAY.purchaseInfo, {}],
    ['change auto-renewal', 'POST', PAY.autoRenewal, { autoRenewal: false }],
    ['link a referral', 'POST', '/nc/referral/v1/linkReferreToReferrar', { referrarCode: 'FRIEND1' }],
    ['generate a coupon code', 'POST', '/nc/prime/generateCoupon/v2', { offeringName: 'anything' }, { 'idempotency-key': 'guest-key-0001' }],
    ['activate a card-linked membership', 'POST', '/nc/prime/card/VISA_SIGNATURE/futureActivation', { cardBin: '438857', action: 'ACTIVATE_NOW' }],
    ['send the student form status', 'GET', '/nc/um/user/student', undefined],
    ['read a credit report', 'GET', '/nc/prime/credit/details', undefined],
  ])('may not %s (403 TP-GUEST-NOT-ALLOWED), and stays signed in', async (_what, method, url, body, headers = {}) => {
    const guest = await guestSession();
    const response =
      method === 'GET' ? await t.app.inject({ method: 'GET', url, headers: { ...bearer(guest.accessToken), ...headers } }) : await postJson(t.app, url, body, { ...bearer(guest.accessToken), ...headers });
    expectRefusal(response, 403, 'TP-GUEST-NOT-ALLOWED');
    expect(response.json().userMessage).toBe(GUEST_LOGIN_REQUIRED_MESSAGE);
    // a refusal, not a sign-out
    expectOk(await get(AUTH.profile, guest.accessToken));
  });

  it('of a blocked account is refused as blocked (TP401), on calls and on renewal', async () => {
    const guest = await guestSession();
    await t.database.db.update(users).set({ primeProfile: 9 }).where(eq(users.mobile, guest.mobile));
    expectRefusal(await get(AUTH.profile, guest.accessToken), 403, 'TP401');
    expectRefusal(await postJson(t.app, AUTH.renew, {}, withCookie(guest.refreshToken)), 403, 'TP401');
    expect((await t.app.inject({ method: 'GET', url: AUTH.preLogin(guest.mobile) })).json().data).toMatchObject({ loginAllowed: false, message: AUTH_MESSAGES['401'] });
  });
});

describe('after a guest has paid', () => {
  it('the ordinary login with the same mobile is a full member of the same account, and pre-login then answers SSO', async () => {
    const guest = await guestSession();
    const { paymentId } = await orderAndOpen(t.app, guest, { variantId: 1 });
    await simulate(t.app, paymentId, 'success');

    clock.advance(31);
    // the sites' login: the account exists but is not verified (214), so register reuses it
    expect(expectOk(await postJson(t.app, AUTH.checkUserExist, { user: { mobile: guest.mobile } })).json().data.statusCode).toBe(214);
    expectOk(await postJson(t.app, AUTH.register, { mobile: guest.mobile, verificationToken: SOLVED }));
    const { ticketId } = expectOk(await postJson(t.app, AUTH.verify, { mobile: guest.mobile, otp: await latestCode(t.app, guest.mobile) })).json().data;
    const member = expectOk(await postJson(t.app, AUTH.exchange, { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId })).json().data as LoginResult;
    expect(member).toMatchObject({ loginType: 'SSO', user: { ssoId: guest.login.user.ssoId, mobileVerified: true, primeProfile: 5, primeUser: true } });
    expect((await t.app.inject({ method: 'GET', url: AUTH.preLogin(guest.mobile) })).json().data.loginType).toBe('SSO');
    // the member may now do what the guest could not
    expectOk(await postJson(t.app, PAY.purchaseInfo, {}, bearer(member.accessToken)));
  });

  it('a member who already has a verified account is answered SSO by pre-login, and logs in as usual', async () => {
    const mobile = freshMobile();
    clock.advance(31);
    expectOk(await postJson(t.app, AUTH.register, { mobile, verificationToken: SOLVED }));
    const { ticketId } = expectOk(await postJson(t.app, AUTH.verify, { mobile, otp: await latestCode(t.app, mobile) })).json().data;
    expectOk(await postJson(t.app, AUTH.exchange, { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId }));
    expect((await t.app.inject({ method: 'GET', url: AUTH.preLogin(mobile) })).json().data).toMatchObject({ loginAllowed: true, loginType: 'SSO' });
  });
});

describe('a single sign-on session', () => {
  it('is not limited like a guest', async () => {
    const app = t.app;
    const mobile = freshMobile();
    clock.advance(31);
    expectOk(await postJson(app, AUTH.register, { mobile, verificationToken: SOLVED }));
    const { ticketId } = expectOk(await postJson(app, AUTH.verify, { mobile, otp: await latestCode(app, mobile) })).json().data;
    const member = expectOk(await postJson(app, AUTH.exchange, { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId })).json().data as LoginResult;
    expectOk(await postJson(app, AUTH.update, { user: { firstName: 'Asha' } }, bearer(member.accessToken)));
    expectOk(await postJson(app, PAY.purchaseInfo, {}, bearer(member.accessToken)));
  });
});
