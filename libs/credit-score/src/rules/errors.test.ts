import { ApiError } from '@rewards/api-client';
import { describe, expect, it } from 'vitest';
import { errorMessage, OFFLINE_MESSAGE } from './errors';

describe('errorMessage', () => {
  it.each([
    ["a refusal: the server's words", new ApiError(409, { success: false, systemErrorCode: 'TP-CREDIT-REFRESH-TOO-SOON', responseMessage: 'too soon', userMessage: 'You can refresh your report on 20 December 2026' }), 'You can refresh your report on 20 December 2026'],
    ['an answer without a body: the fallback', new ApiError(502, undefined, 'Bad Gateway'), 'Something went wrong. Please try again.'],
    ['no answer at all', new TypeError('Failed to fetch'), OFFLINE_MESSAGE],
  ])('%s', (_case, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});
