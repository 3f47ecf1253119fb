import { ApiError } from '@rewards/api-client';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { codeErrorMessage, isNetworkFailure, paymentErrorMessage } from './codeError';

const refused = (systemErrorCode: string, userMessage: string) =>
  new ApiError(400, { success: false, systemErrorCode, responseMessage: systemErrorCode, userMessage });

describe('codeErrorMessage', () => {
  it.each([
    ['not found', refused('TP-CODE-404', 'Please enter a valid code'), 'Please enter a valid code'],
    ['not started', refused('TP-CODE-NOT-STARTED', 'This code is not active yet. Please try again later'), 'This code is not active yet. Please try again later'],
    ['expired', refused('TP-CODE-EXPIRED', 'This code has expired'), 'This code has expired'],
    ['usage limit', refused('TP-CODE-LIMIT', 'This code has reached its usage limit'), 'This code has reached its usage limit'],
    ['already used', refused('TP-CODE-USED', 'You have already used this code'), 'You have already used this code'],
    ['not eligible', refused('TP-CODE-NOT-ELIGIBLE', 'You are not eligible for this code'), 'You are not eligible for this code'],
    ['rate limited', refused('TP429', 'Slow down please'), 'Slow down please'],
    ['a code with an empty message', refused('TP-CODE-EXPIRED', ''), 'This code has expired'],
    ['an unknown code with no message', refused('X', ''), 'Please enter a valid code'],
    ['a bare 502', new ApiError(502, undefined), 'Please enter a valid code'],
    ['a network failure', new TypeError('Failed to fetch'), 'Something went wrong! Please try again later'],
  ])('%s shows %s', (_case, error, message) => {
    expect(codeErrorMessage(english, error)).toBe(message);
  });
});

describe('paymentErrorMessage', () => {
  it.each([
    ['trial used', refused('TP-TRIAL-USED', ''), 'You have already used your free trial'],
    ['a server message', refused('TP-PRICE-CHANGED', 'Prices moved'), 'Prices moved'],
    ['no body', new ApiError(500, undefined), 'Something went wrong! Please try again later'],
    ['not an API error', new Error('x'), 'Something went wrong! Please try again later'],
  ])('%s shows %s', (_case, error, message) => {
    expect(paymentErrorMessage(english, error)).toBe(message);
  });

  it('tells a blocked request (TypeError) from an answered one', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ApiError(500, undefined))).toBe(false);
  });
});
