import { describe, expect, it } from 'vitest';
import { ApiError, FALLBACK_USER_MESSAGE, isErrorBody } from './ApiError';
import { errorBody, jsonResponse } from './testing/fakeFetch';
import { unwrap } from './unwrap';

describe('unwrap', () => {
  it('returns the data of a 2xx answer', () => {
    const data = { success: true, data: [1, 2] };
    expect(unwrap({ data, response: new Response(null, { status: 200 }) })).toBe(data);
  });

  it('throws an ApiError carrying the common error body of a failed answer', () => {
    const body = errorBody('404', '404 offer not found', 'This offer does not exist');
    const call = () => unwrap({ error: body, response: jsonResponse(404, body, 'Not Found') });

    expect(thrownBy(call)).toBeInstanceOf(ApiError);
    expect(thrownBy(call)).toMatchObject({
      name: 'ApiError',
      status: 404,
      body,
      systemErrorCode: '404',
      userMessage: 'This offer does not exist',
      responseMessage: '404 offer not found',
      message: '404 offer not found',
    });
  });

  it('throws for a failed answer even when openapi-fetch saw no error body', () => {
    // openapi-fetch answers `{ error: undefined }` for an empty error response.
    const response = new Response(null, { status: 502, statusText: 'Bad Gateway' });
    expect(thrownBy(() => unwrap({ error: undefined, response }))).toMatchObject({
      status: 502,
      body: undefined,
      responseMessage: '502 Bad Gateway',
    });
  });
});

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('ApiError', () => {
  it.each([
    ['an HTML error page', '<html>Bad gateway</html>'],
    ['JSON that is not the common error body', { message: 'nope' }],
    ['nothing', undefined],
  ])('falls back to the status when the body is %s', (_, error) => {
    const failure = ApiError.fromResponse(new Response(null, { status: 503, statusText: 'Service Unavailable' }), error);
    expect(failure.body).toBeUndefined();
    expect(failure.systemErrorCode).toBe('503');
    expect(failure.responseMessage).toBe('503 Service Unavailable');
    expect(failure.userMessage).toBe(FALLBACK_USER_MESSAGE);
  });

  it('is an Error, so error boundaries and TanStack Query treat it as one', () => {
    const failure = new ApiError(500, errorBody('TP500', 'database down', 'Please try again later'));
    expect(failure).toBeInstanceOf(Error);
    expect(failure.stack).toContain('ApiError');
    expect(failure.systemErrorCode).toBe('TP500');
  });
});

describe('isErrorBody', () => {
  it.each([
    [errorBody('TP400', 'query too short'), true],
    [{ responseMessage: 'x', userMessage: 'y' }, false],
    [{ responseMessage: 1, userMessage: 'y', systemErrorCode: 'z' }, false],
    [null, false],
    ['TP500', false],
  ])('%j is an error body: %s', (value, expected) => {
    expect(isErrorBody(value)).toBe(expected);
  });
});
