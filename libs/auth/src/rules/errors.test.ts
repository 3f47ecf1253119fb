import { ApiError } from '@rewards/api-client';
import { AUTH_MESSAGES, DEFAULT_ERROR_MESSAGE, EMAIL_IN_USE_MESSAGE, INVALID_MOBILE_MESSAGE, type ErrorBody } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_FAILED_MESSAGE, CaptchaError, RECAPTCHA_NOT_LOADED_MESSAGE } from '../captcha/CaptchaError';
import { english } from '../testing/translate';
import { authMessage, emailErrorMessage, errorCodeOf, errorFieldFor, errorMessageFor, type CodeStage, type ErrorField } from './errors';

const SERVER_TEXT = 'Text from the server';

function apiError(status: number, systemErrorCode: string, userMessage = SERVER_TEXT): ApiError {
  const body: ErrorBody = { success: false, responseMessage: 'for logs', userMessage, systemErrorCode };
  return new ApiError(status, body);
}

describe('errorMessageFor', () => {
  it.each<[string, unknown, string]>([
    ['402 invalid mobile', apiError(400, '402'), AUTH_MESSAGES['402']],
    ['401 blocked', apiError(403, '401'), AUTH_MESSAGES['401']],
    ['403 invalid email', apiError(400, '403'), AUTH_MESSAGES['403']],
    ['404 service issue', apiError(404, '404'), AUTH_MESSAGES['404']],
    ['410 invalid value', apiError(400, '410'), AUTH_MESSAGES['410']],
    ['414 no code sent', apiError(400, '414'), 'Please enter a valid OTP'],
    ['415 expired', apiError(400, '415'), 'Your OTP has expired. Please resend'],
    ['416 too many attempts', apiError(429, '416'), 'You have exceeded the maximum number of attempts. Please try again later'],
    ['419 used', apiError(400, '419'), 'Please enter a valid OTP'],
    ['424 not six digits', apiError(400, '424'), 'Please enter a valid OTP'],
    ['425 wrong code', apiError(400, '425'), 'Please enter a valid OTP'],
    ['429 mobile in use', apiError(409, '429'), AUTH_MESSAGES['429']],
    ['TP401 blocked (service code)', apiError(403, 'TP401'), AUTH_MESSAGES['401']],
    ['432 blocked number', apiError(403, '432'), AUTH_MESSAGES['432']],
    ['400 default-message code with a server text', apiError(400, '400'), DEFAULT_ERROR_MESSAGE],
    ['405 resend too early shows the default message, not the server text', apiError(429, '405', 'Please wait 20 seconds before requesting a new OTP'), DEFAULT_ERROR_MESSAGE],
    ['407 with a server text', apiError(400, '407'), DEFAULT_ERROR_MESSAGE],
    ['413 captcha failure with a server text', apiError(400, '413'), DEFAULT_ERROR_MESSAGE],
    ['428 with a server text', apiError(400, '428'), DEFAULT_ERROR_MESSAGE],
    ['504 with a server text', apiError(504, '504'), DEFAULT_ERROR_MESSAGE],
    ['413 with an empty server text', apiError(400, '413', ''), DEFAULT_ERROR_MESSAGE],
    ['503 with an empty server text', apiError(503, '503', ''), DEFAULT_ERROR_MESSAGE],
    ['TP429 rate limit shows the server text', apiError(429, 'TP429', 'Too many requests, try in a minute'), 'Too many requests, try in a minute'],
    ['TP429 without a server text', apiError(429, 'TP429', ''), DEFAULT_ERROR_MESSAGE],
    ['an unknown code shows the server text', apiError(400, 'X999'), SERVER_TEXT],
    ['a bare HTTP 429 (no body) is not "mobile in use"', new ApiError(429, undefined, 'Too Many Requests'), DEFAULT_ERROR_MESSAGE],
    ['a bare HTTP 502', new ApiError(502, undefined), DEFAULT_ERROR_MESSAGE],
    ['a network failure', new TypeError('Failed to fetch'), DEFAULT_ERROR_MESSAGE],
    ['anything else', 'oops', DEFAULT_ERROR_MESSAGE],
    ['captcha script not loaded', new CaptchaError(RECAPTCHA_NOT_LOADED_MESSAGE, { reason: 'unavailable' }), RECAPTCHA_NOT_LOADED_MESSAGE],
    ['visible captcha failed', new CaptchaError(CAPTCHA_FAILED_MESSAGE, { reason: 'failed' }), CAPTCHA_FAILED_MESSAGE],
  ])('%s', (_name, error, expected) => {
    expect(errorMessageFor(error)).toBe(expected);
  });
});

describe('emailErrorMessage', () => {
  it.each<[string, unknown, string]>([
    ['429 is the email in use, not the mobile', apiError(409, '429'), EMAIL_IN_USE_MESSAGE],
    ['435 the fourth change', apiError(403, '435'), AUTH_MESSAGES['435']],
    ['427 a disposable address', apiError(400, '427'), AUTH_MESSAGES['427']],
    ['403 not an address', apiError(400, '403'), AUTH_MESSAGES['403']],
    ['405 too early', apiError(429, '405', 'Please wait 9 seconds'), DEFAULT_ERROR_MESSAGE],
  ])('%s', (_name, error, expected) => {
    expect(emailErrorMessage(error, english)).toBe(expected);
  });
});

describe('authMessage', () => {
  it.each(Object.entries(AUTH_MESSAGES))('auth %s says the contract’s text in English', (code, text) => {
    expect(authMessage(english, code)).toBe(text);
  });

  it('says the blocked text for the service code TP401, and nothing for a code outside the catalogue', () => {
    expect(authMessage(english, 'TP401')).toBe(AUTH_MESSAGES['401']);
    expect(authMessage(english, '405')).toBeUndefined();
    expect(authMessage(english, undefined)).toBeUndefined();
  });
});

describe('the catalogue says the contract’s other texts in English', () => {
  it.each([
    ['error.default', DEFAULT_ERROR_MESSAGE],
    ['error.emailInUse', EMAIL_IN_USE_MESSAGE],
    ['mobile.invalid', INVALID_MOBILE_MESSAGE],
    ['captcha.failed', CAPTCHA_FAILED_MESSAGE],
    ['captcha.notLoaded', RECAPTCHA_NOT_LOADED_MESSAGE],
  ])('%s', (key, text) => {
    expect(english(key)).toBe(text);
  });
});

describe('errorFieldFor', () => {
  it.each<[string | undefined, CodeStage, ErrorField]>([
    ['402', 'send', 'mobile'],
    ['401', 'send', 'mobile'],
    ['401', 'verify', 'mobile'],
    ['429', 'send', 'mobile'],
    ['432', 'send', 'mobile'],
    ['432', 'verify', 'mobile'],
    ['TP429', 'send', 'mobile'],
    ['TP429', 'verify', 'mobile'],
    ['416', 'send', 'mobile'],
    ['416', 'verify', 'otp'],
    ['414', 'verify', 'otp'],
    ['415', 'verify', 'otp'],
    ['419', 'verify', 'otp'],
    ['424', 'verify', 'otp'],
    ['425', 'verify', 'otp'],
    ['413', 'send', 'captcha'],
    ['413', 'verify', 'captcha'],
    ['405', 'send', 'mobile'],
    ['TP500', 'verify', 'otp'],
    [undefined, 'send', 'mobile'],
    [undefined, 'verify', 'otp'],
  ])('%s while %s → %s', (code, stage, expected) => {
    expect(errorFieldFor(code, stage)).toBe(expected);
  });
});

describe('errorCodeOf', () => {
  it.each<[string, unknown, string | undefined]>([
    ['the body code', apiError(400, '425'), '425'],
    ['no body, no code', new ApiError(429, undefined), undefined],
    ['not an ApiError', new Error('x'), undefined],
  ])('%s', (_name, error, expected) => {
    expect(errorCodeOf(error)).toBe(expected);
  });
});
