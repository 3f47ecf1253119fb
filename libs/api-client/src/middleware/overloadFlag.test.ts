import { describe, expect, it, vi } from 'vitest';
import { clientWith } from '../testing/clientWith';
import { errorBody, jsonResponse } from '../testing/fakeFetch';
import { overloadFlag } from './overloadFlag';

describe('overloadFlag', () => {
  it('tells onOverload about a 429 answer and leaves the answer to the caller', async () => {
    const onOverload = vi.fn();
    const { client } = clientWith(() => overloadFlag(onOverload), () => jsonResponse(429, errorBody('TP429', 'Too many requests')));

    const result = await client.GET('/c/prime/home');

    expect(result.response.status).toBe(429);
    expect(result.error).toEqual(errorBody('TP429', 'Too many requests'));
    expect(onOverload).toHaveBeenCalledTimes(1);
    expect(onOverload).toHaveBeenCalledWith({ method: 'GET', path: '/c/prime/home' });
  });

  it.each([200, 401, 500, 503])('says nothing about a %i answer', async (status) => {
    const onOverload = vi.fn();
    const { client } = clientWith(() => overloadFlag(onOverload), () => jsonResponse(status, { success: status === 200 }));

    await client.GET('/c/prime/home');

    expect(onOverload).not.toHaveBeenCalled();
  });

  it('a throwing listener does not break the call', async () => {
    const { client } = clientWith(
      () =>
        overloadFlag(() => {
          throw new Error('listener broke');
        }),
      () => jsonResponse(429, errorBody('TP429', 'busy')),
    );

    await expect(client.GET('/c/prime/home')).resolves.toMatchObject({ response: { status: 429 } });
  });

  it.each(['405', '416'])("says nothing about a member's own limit (auth %s answers 429 too), whose message the caller shows", async (code) => {
    const onOverload = vi.fn();
    const { client } = clientWith(() => overloadFlag(onOverload), () => jsonResponse(429, errorBody(code, 'You have exceeded the maximum number of attempts')));

    const result = await client.GET('/c/prime/home');

    expect(result.error).toEqual(errorBody(code, 'You have exceeded the maximum number of attempts'));
    expect(onOverload).not.toHaveBeenCalled();
  });
});
