import { ApiError } from '@rewards/api-client';
import { AUTH_MESSAGES, INVALID_MOBILE_MESSAGE } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { unsubscribeErrorMessage, unsubscribeRequest, validateUnsubscribe } from './unsubscribeRules';

// The texts the rules say in English (the content catalogue's, through `english`).
const CHOOSE_REASON_MESSAGE = 'Please choose a reason';
const INVALID_EMAIL_MESSAGE = AUTH_MESSAGES['403'];
const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';
const OFFLINE_MESSAGE = 'Please check your internet connection and try again.';

describe('validateUnsubscribe', () => {
  it.each([
    { name: 'a valid form', values: { mobile: '9876543210', reasonId: 'too-many', comment: '' }, errors: {} },
    { name: 'a mobile starting with 5', values: { mobile: '5876543210', reasonId: 'too-many', comment: '' }, errors: { mobile: INVALID_MOBILE_MESSAGE } },
    { name: 'nine digits', values: { mobile: '987654321', reasonId: 'too-many', comment: '' }, errors: { mobile: INVALID_MOBILE_MESSAGE } },
    { name: 'no reason', values: { mobile: '6000000000', reasonId: '', comment: '' }, errors: { reasonId: CHOOSE_REASON_MESSAGE } },
    { name: 'a 500-character comment', values: { mobile: '7000000000', reasonId: 'other', comment: 'a'.repeat(500) }, errors: {} },
    { name: 'a 501-character comment', values: { mobile: '7000000000', reasonId: 'other', comment: 'a'.repeat(501) }, errors: { comment: 'Please keep your comment under 500 characters' } },
    { name: 'an empty form', values: { mobile: '', reasonId: '', comment: '' }, errors: { mobile: INVALID_MOBILE_MESSAGE, reasonId: CHOOSE_REASON_MESSAGE } },
  ])('$name', ({ values, errors }) => {
    expect(validateUnsubscribe(english, values)).toEqual(errors);
  });
});

describe('validateUnsubscribe for promotional email', () => {
  const values = (email: string) => ({ mobile: '', email, reasonId: 'other', comment: '' });
  it.each([
    ['asha@example.com', {}],
    ['  Asha.Rao@Example.co.in ', {}],
    ['asha@example', { email: INVALID_EMAIL_MESSAGE }],
    ['asha example.com', { email: INVALID_EMAIL_MESSAGE }],
    ['@example.com', { email: INVALID_EMAIL_MESSAGE }],
    ['asha@.com', { email: INVALID_EMAIL_MESSAGE }],
    ['', { email: INVALID_EMAIL_MESSAGE }],
  ])('%j', (email, errors) => {
    expect(validateUnsubscribe(english, values(email), 'email')).toEqual(errors);
  });

  it('needs no mobile, and says the spec’s auth 403 text', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address');
    expect(validateUnsubscribe(english, { mobile: '', email: '', reasonId: 'other', comment: '' }, 'email')).toEqual({ email: 'Please enter a valid email address' });
    expect(validateUnsubscribe(english, { mobile: '', email: 'asha@example.com', reasonId: '', comment: '' }, 'email')).toEqual({ reasonId: CHOOSE_REASON_MESSAGE });
  });

  it('sends the trimmed email and no mobile', () => {
    expect(unsubscribeRequest({ mobile: '9876543210', email: ' asha@example.com ', reasonId: 'other', comment: '' }, 'email')).toEqual({ email: 'asha@example.com', reasonId: 'other' });
  });
});

describe('unsubscribeRequest', () => {
  it.each([
    { name: 'leaves out a blank comment', values: { mobile: '9876543210', reasonId: 'other', comment: '   ' }, body: { mobile: '9876543210', reasonId: 'other' } },
    { name: 'trims the comment', values: { mobile: '9876543210', reasonId: 'other', comment: ' Too often ' }, body: { mobile: '9876543210', reasonId: 'other', comment: 'Too often' } },
  ])('$name', ({ values, body }) => {
    expect(unsubscribeRequest(values)).toEqual(body);
  });
});

describe('unsubscribeErrorMessage', () => {
  const body = (systemErrorCode: string, userMessage: string) => ({ success: false as const, systemErrorCode, responseMessage: 'x', userMessage });
  it.each([
    { name: "TP429 shows the server's message", error: new ApiError(429, body('TP429', 'Too many requests. Please try again later.')), text: 'Too many requests. Please try again later.' },
    { name: 'a bare 429', error: new ApiError(429, undefined, 'Too Many Requests'), text: TOO_MANY_REQUESTS_MESSAGE },
    { name: "TP400 shows the server's message", error: new ApiError(400, body('TP400', 'Please choose a valid reason')), text: 'Please choose a valid reason' },
    { name: 'a 502 without a body', error: new ApiError(502, undefined), text: 'Something went wrong. Please try again.' },
    { name: 'no answer at all', error: new TypeError('Failed to fetch'), text: OFFLINE_MESSAGE },
  ])('$name', ({ error, text }) => {
    expect(unsubscribeErrorMessage(english, error)).toBe(text);
  });
});

describe('the catalogue says the contract’s and the client’s own words in English', () => {
  it.each([
    ['unsubscribe.mobile.invalid', INVALID_MOBILE_MESSAGE],
    ['unsubscribe.email.invalid', AUTH_MESSAGES['403']],
    ['unsubscribe.error.generic', new ApiError(502, undefined).userMessage],
  ])('%s', (key, text) => {
    expect(english(key)).toBe(text);
  });
});
