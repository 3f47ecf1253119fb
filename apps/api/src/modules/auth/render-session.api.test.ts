// renderSession: the site server turns a page request's refresh cookie into a short-lived access
// token and the member, to render that member's page. The refresh token is only read: the browser's
// own renewal after the page loads still works with it, and a page load never revokes a session.
import { MEMBER_RENDER_KEY_HEADER, RENDER_TOKEN_SECONDS, REFRESH_COOKIE_NAME } from '@rewards/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_MEMBER_RENDER_KEY } from '../../test/config';
import { AUTH, TestClock, bearer, expectOk, logIn, mobileSequence, refreshTokenOf, withCookie } from '../../test/auth';
import { postJson, useTestApp } from '../../test/harness';

const RENDER = '/nc/um/auth/v1/token/render';
const clock = new TestClock();
const freshMobile = mobileSequence('91450');
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000 } } });

/** An API with member renders off (production without MEMBER_RENDER_KEY). */
const off = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'], memberRenderKey: undefined } } });

const render = (refreshToken: string | undefined, key: string | null = TEST_MEMBER_RENDER_KEY) =>
  t.app.inject({
    method: 'POST',
    url: RENDER,
    headers: { ...(refreshToken ? withCookie(refreshToken) : {}), ...(key === null ? {} : { [MEMBER_RENDER_KEY_HEADER]: key }) },
  });
const renew = (refreshToken: string) => postJson(t.app, AUTH.renew, { country: 'IN', platform: 'WEB' }, withCookie(refreshToken));

function expectRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, systemErrorCode: code });
}

describe('renderSession', () => {
  it('answers a short-lived token and the member, sets no cookie, and leaves the refresh token good for the browser', async () => {
    const { refreshToken, login } = await logIn(t.app, '9876543210');
    const response = expectOk(await render(refreshToken));
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json().data;
    expect(data).toMatchObject({ loginType: 'SSO', expiresIn: RENDER_TOKEN_SECONDS, user: { ssoId: login.user.ssoId, firstName: 'Aarav', primeUser: true } });
    const claims = decodeJwt(data.accessToken);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(RENDER_TOKEN_SECONDS);
    // the token works as any access token
    expect(expectOk(await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(data.accessToken) })).json().data.ssoId).toBe(login.user.ssoId);
    // two renders of two pages, then the browser's renewal: the rotation succeeds, nothing was revoked
    expectOk(await render(refreshToken));
    const renewed = expectOk(await renew(refreshToken));
    const next = refreshTokenOf(renewed);
    expectOk(await render(next));
  });

  it('refuses without the render key, or with a wrong one', async () => {
    const { refreshToken } = await logIn(t.app, freshMobile());
    expectRefusal(await render(refreshToken, null), 400, 'TP400');
    expectRefusal(await render(refreshToken, 'x'.repeat(TEST_MEMBER_RENDER_KEY.length)), 403, 'TP-RENDER-KEY');
    expectRefusal(await render(refreshToken, 'short'), 403, 'TP-RENDER-KEY');
    // the refresh token is untouched by the refusals
    expectOk(await renew(refreshToken));
  });

  it('refuses a missing, unknown, rotated or logged-out refresh token, revoking nothing', async () => {
    expectRefusal(await render(undefined), 401, 'TPJWT400');
    expectRefusal(await render('not-a-token'), 401, 'TPJWT400');
    const { refreshToken } = await logIn(t.app, freshMobile());
    const rotated = refreshTokenOf(expectOk(await renew(refreshToken)));
    // the spent token is refused here, and this refusal does not revoke the family (a page load may race the browser's renewal)
    expectRefusal(await render(refreshToken), 401, 'TPJWT400');
    expectOk(await render(rotated));
    expectOk(await renew(rotated));
    const other = await logIn(t.app, freshMobile());
    expectOk(await t.app.inject({ method: 'GET', url: AUTH.logout, headers: withCookie(other.refreshToken) }));
    expectRefusal(await render(other.refreshToken), 401, 'TPJWT400');
  });

  it('refuses an expired refresh token', async () => {
    const { refreshToken } = await logIn(t.app, freshMobile());
    clock.advance(31 * 86_400);
    expectRefusal(await render(refreshToken), 401, 'TPJWT400');
  });

  it('is off where no render key is configured', async () => {
    const { refreshToken } = await logIn(off.app, freshMobile());
    const response = await off.app.inject({ method: 'POST', url: RENDER, headers: { cookie: `${REFRESH_COOKIE_NAME}=${refreshToken}`, [MEMBER_RENDER_KEY_HEADER]: TEST_MEMBER_RENDER_KEY } });
    expectRefusal(response, 403, 'TP-RENDER-KEY');
  });
});
