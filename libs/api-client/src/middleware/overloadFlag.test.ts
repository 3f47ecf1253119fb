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

  it.each([
    ['auth 416', '416', '/nc/um/user/v1/otp/send'],
    ['auth 405', '405', '/nc/um/user/v1/otp/resend'],
    ['a code check', 'TP429', '/nc/prime/codeDetails/{code}'],
  ] as const)("says nothing about an action's own limit (%s), whose message the screen shows", async (_name, code, path) => {
    const onOverload = vi.fn();
    const { client } = clientWith(() => overloadFlag(onOverload), () => jsonResponse(429, errorBody(code, 'You have exceeded the maximum number of attempts')));

    const result =
      path === '/nc/prime/codeDetails/{code}'
        ? await client.GET(path, { params: { path: { code: 'KABIR3212' } } })
        : await client.POST(path, { body: { mobile: '9876543210' } as never });

    expect(result.error).toEqual(errorBody(code, 'You have exceeded the maximum number of attempts'));
    expect(onOverload).not.toHaveBeenCalled();
  });

  it('marks overload for a 429 on an action that is not the API\'s own answer (a proxy shedding load)', async () => {
    const onOverload = vi.fn();
    const { client } = clientWith(() => overloadFlag(onOverload), () => new Response('Too Many Requests', { status: 429 }));

    await client.GET('/nc/prime/codeDetails/{code}', { params: { path: { code: 'KABIR3212' } } });

    expect(onOverload).toHaveBeenCalledWith({ method: 'GET', path: '/nc/prime/codeDetails/{code}' });
  });
});
