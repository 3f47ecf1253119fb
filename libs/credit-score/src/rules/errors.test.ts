import { ApiError } from '@rewards/api-client';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { errorMessage, isCreditUnavailable } from './errors';

const OFFLINE_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

describe('errorMessage', () => {
  it.each([
    ["a refusal: the server's words", new ApiError(409, { success: false, systemErrorCode: 'TP-CREDIT-REFRESH-TOO-SOON', responseMessage: 'too soon', userMessage: 'You can refresh your report on 20 December 2026' }), 'You can refresh your report on 20 December 2026'],
    ['an answer without a body: the fallback', new ApiError(502, undefined, 'Bad Gateway'), 'Something went wrong. Please try again.'],
    ['no answer at all', new TypeError('Failed to fetch'), OFFLINE_MESSAGE],
  ])('%s', (_case, error, expected) => {
    expect(errorMessage(english, error)).toBe(expected);
  });
});

describe('isCreditUnavailable', () => {
  it.each([
    ['the no-bureau refusal', new ApiError(404, { success: false, systemErrorCode: 'TP-CREDIT-UNAVAILABLE', responseMessage: 'none', userMessage: 'Credit score checks are not available right now' }), true],
    ['no report (another 404)', new ApiError(404, { success: false, systemErrorCode: 'TP-CREDIT-NO-REPORT', responseMessage: 'none', userMessage: 'You do not have a credit report yet' }), false],
    ['a server failure', new ApiError(503, { success: false, systemErrorCode: 'TP503', responseMessage: 'stalled', userMessage: 'Please try again' }), false],
    ['no answer at all', new TypeError('Failed to fetch'), false],
  ])('%s: %s', (_case, error, expected) => {
    expect(isCreditUnavailable(error)).toBe(expected);
  });
});
