// Token renewal through the whole client: the bearer header, one renewal however many calls fail
// at once, the replay, and every way renewal can give up (spec §4 "Token renewal", §8, §9).
import type { User } from '@rewards/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../createApiClient';
import { errorBody, fakeFetch, jsonResponse, TEST_BASE_URL, type Responder } from '../testing/fakeFetch';
import { unwrap } from '../unwrap';
import type { RenewResult, SessionEndReason, SessionPort } from './session';
import { RENEW_PATH, RENEW_RETRIES, type LockManagerLike } from './tokenRenewer';

const PROFILE_PATH = '/nc/um/user/v1/profile';
const user = { ssoId: 'sso_1', mobile: '9876543210' } as User;

class FakeSession implements SessionPort {
  token: string | undefined = 'old-token';
  ended: SessionEndReason[] = [];
  reloads = 0;
  getAccessToken = () => this.token;
  getMobile = () => '9876543210';
  onRenewed = (result: RenewResult) => {
    this.token = result.accessToken;
  };
  onSessionEnded = (reason: SessionEndReason) => {
    this.ended.push(reason);
    this.token = undefined;
  };
  onReloadNeeded = () => {
    this.reloads += 1;
  };
}

const renewed = (accessToken: string) =>
  jsonResponse(200, { success: true, data: { accessToken, tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' } });
const expired = () => jsonResponse(401, errorBody('TPJWT401', 'access token expired'));
const pathOf = (request: Request) => new URL(request.url).pathname;

/** An API where `validToken` is the only token accepted and renewal answers with `renew`. */
function setup({ renew = () => renewed('new-token'), validToken = 'new-token', locks }: { renew?: Responder; validToken?: string; locks?: LockManagerLike } = {}) {
  const session = new FakeSession();
  const fake = fakeFetch(async (request) => {
    if (pathOf(request) === RENEW_PATH) return renew(request);
    if (pathOf(request) === '/api/client-logs') return new Response(null, { status: 204 });
    const auth = request.headers.get('authorization');
    return auth === `Bearer ${validToken}` ? jsonResponse(200, { success: true, data: user }) : expired();
  });
  const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'TIMES_PRIME', fetch: fake.fetch, session, ...(locks ? { locks } : {}) });
  return { api, session, ...fake };
}

describe('auth headers', () => {
  it('sends the bearer token and the mobile header when a token exists', async () => {
    const { api, requestsTo, session } = setup({ validToken: 'old-token' });
    await api.GET(PROFILE_PATH);
    const sent = requestsTo(PROFILE_PATH)[0]!;
    expect(sent.headers.get('authorization')).toBe('Bearer old-token');
    expect(sent.headers.get('mobile')).toBe('9876543210');

    session.token = undefined;
    await api.GET(PROFILE_PATH);
    expect(requestsTo(PROFILE_PATH)[1]!.headers.get('authorization')).toBeNull();
    expect(requestsTo(PROFILE_PATH)[1]!.headers.get('mobile')).toBeNull();
  });
});

describe('token renewal', () => {
  it('renews an expired token and replays the call with the new one', async () => {
    const { api, requestsTo, session } = setup();

    const profile = unwrap(await api.GET(PROFILE_PATH)).data;

    expect(profile).toEqual(user);
    expect(requestsTo(RENEW_PATH)).toHaveLength(1);
    const renewCall = requestsTo(RENEW_PATH)[0]!;
    expect(renewCall.credentials).toBe('include');
    expect(await renewCall.json()).toEqual({ country: 'IN', platform: 'WEB' });
    expect(new URL(renewCall.url).searchParams.get('cid')).toBe('TIMES_PRIME');
    expect(requestsTo(PROFILE_PATH).map((request) => request.headers.get('authorization'))).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(session.token).toBe('new-token');
  });

  it('renews once when 20 calls fail at once, then replays all 20', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, requestsTo } = setup({ renew: async () => (await gate, renewed('new-token')) });

    const calls = Array.from({ length: 20 }, () => api.GET(PROFILE_PATH));
    await vi.waitFor(() => expect(requestsTo(PROFILE_PATH)).toHaveLength(20));
    release();
    const results = await Promise.all(calls);

    expect(requestsTo(RENEW_PATH)).toHaveLength(1);
    expect(results.every((result) => result.response.status === 200)).toBe(true);
    expect(requestsTo(PROFILE_PATH)).toHaveLength(40);
  });

  it('replays a body-carrying call with its body', async () => {
    const { api, requestsTo } = setup();
    await api.POST('/nc/um/user/v1/update', { body: { user: { city: 'Pune' } } });
    const sent = requestsTo('/nc/um/user/v1/update');
    expect(sent).toHaveLength(2);
    expect(await sent[1]!.json()).toEqual({ user: { city: 'Pune' } });
  });

  it('skips its own renewal when another tab renewed while it waited for the lock', async () => {
    const { api, requestsTo, session } = setup({
      locks: {
        // the other tab holds the lock, renews, and shares its token before this tab gets the lock
        async request(_name, callback) {
          session.token = 'new-token';
          return callback();
        },
      },
    });

    const result = await api.GET(PROFILE_PATH);

    expect(result.response.status).toBe(200);
    expect(requestsTo(RENEW_PATH)).toHaveLength(0);
  });

  it('does not renew for calls made without a token, or for other errors', async () => {
    const { api, requestsTo, session } = setup();
    session.token = undefined;
    await api.GET(PROFILE_PATH);
    expect(requestsTo(RENEW_PATH)).toHaveLength(0);
  });

  it('replays at most once: a replay that fails again is answered as it is', async () => {
    const { api, requestsTo } = setup({ validToken: 'never-valid' });
    const result = await api.GET(PROFILE_PATH);
    expect(result.response.status).toBe(401);
    expect(requestsTo(RENEW_PATH)).toHaveLength(1);
    expect(requestsTo(PROFILE_PATH)).toHaveLength(2);
  });

  it.each([
    ['an invalid refresh token', () => jsonResponse(401, errorBody('TPJWT400', 'refresh token reused')), 1, 'renew-error'],
    ['a blocked user', () => jsonResponse(403, errorBody('TP401', 'blocked')), 1, 'blocked'],
    ['a renewal server error, after 3 retries', () => jsonResponse(500, errorBody('TP500', 'db down')), 1 + RENEW_RETRIES, 'renew-failed'],
  ] as const)('ends the session for %s', async (_name, renew, attempts, reason) => {
    const { api, requestsTo, session } = setup({ renew });

    const result = await api.GET(PROFILE_PATH);

    expect(result.response.status).toBe(401);
    expect(requestsTo(RENEW_PATH)).toHaveLength(attempts);
    expect(session.ended).toEqual([reason]);
  });

  it('retries a bad request 3 times, then asks for a reload', async () => {
    const { api, requestsTo, session } = setup({ renew: () => jsonResponse(400, errorBody('TP400', 'bad request')) });
    await api.GET(PROFILE_PATH);
    expect(requestsTo(RENEW_PATH)).toHaveLength(1 + RENEW_RETRIES);
    expect(session.reloads).toBe(1);
    expect(session.ended).toEqual([]);
  });

  it('recovers when a retry succeeds after a server error', async () => {
    let attempts = 0;
    const { api, session } = setup({
      renew: () => (++attempts < 3 ? jsonResponse(500, errorBody('TP500', 'db down')) : renewed('new-token')),
    });
    const result = await api.GET(PROFILE_PATH);
    expect(result.response.status).toBe(200);
    expect(session.ended).toEqual([]);
  });

  it('keeps the session when the network is down', async () => {
    const { api, session } = setup({
      renew: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const result = await api.GET(PROFILE_PATH);
    expect(result.response.status).toBe(401);
    expect(session.ended).toEqual([]);
  });
});
