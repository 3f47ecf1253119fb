import { describe, expect, it, vi } from 'vitest';
import { clientWith } from '../testing/clientWith';
import { errorBody, jsonResponse } from '../testing/fakeFetch';
import { sessionBlocked } from './sessionBlocked';

function sessionWith(token: string | undefined) {
  return { getAccessToken: () => token, onSessionEnded: vi.fn() };
}

const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('sessionBlocked', () => {
  it("ends the session as blocked when a call with the session's token answers 403 TP401", async () => {
    const session = sessionWith('live');
    const { client } = clientWith(() => sessionBlocked(session), () => jsonResponse(403, errorBody('TP401', 'Your account is blocked, Please contact Customer Support')));

    const result = await client.GET('/nc/um/user/v1/profile', withToken('live'));

    expect(result.response.status).toBe(403);
    expect(session.onSessionEnded).toHaveBeenCalledExactlyOnceWith('blocked');
  });

  it.each([
    ['another 403 (a guest on a member operation)', 403, 'TP-GUEST-NOT-ALLOWED', 'live'],
    ['a 401', 401, 'TPJWT401', 'live'],
    ['a blocked answer to a call with an older token', 403, 'TP401', 'stale'],
  ])('leaves the session alone on %s', async (_name, status, code, sent) => {
    const session = sessionWith('live');
    const { client } = clientWith(() => sessionBlocked(session), () => jsonResponse(status, errorBody(code, 'no')));

    await client.GET('/nc/um/user/v1/profile', withToken(sent));

    expect(session.onSessionEnded).not.toHaveBeenCalled();
  });

  it('leaves a visitor alone (no token, no session)', async () => {
    const session = sessionWith(undefined);
    const { client } = clientWith(() => sessionBlocked(session), () => jsonResponse(403, errorBody('TP401', 'blocked')));

    await client.GET('/nc/prime/planCta');

    expect(session.onSessionEnded).not.toHaveBeenCalled();
  });
});
