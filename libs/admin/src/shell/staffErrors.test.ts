import { ApiError } from '@rewards/api-client';
import { describe, expect, it } from 'vitest';
import { english } from '../i18n/testing';
import { isRoleRefusal, isStaffUnauthorized, staffErrorMessage } from './staffErrors';
import { signInReason } from './signInReasons';

const refusal = (status: number, code: string, userMessage = 'From the API.') => new ApiError(status, { success: false, systemErrorCode: code, responseMessage: code, userMessage });

describe('staffErrorMessage', () => {
  it.each([
    ['a missing CSRF token', refusal(403, 'ADMIN-CSRF'), 'This page is out of date. Reload it and try again.'],
    ['a role refusal', refusal(403, 'ADMIN-403'), 'Your role does not allow this. Ask an admin if you need it.'],
    ['any other answer', refusal(409, 'ADMIN-STUDENT-DECIDED', 'Another reviewer decided it first.'), 'Another reviewer decided it first.'],
    ['a network failure', new TypeError('Failed to fetch'), 'The console could not reach the server. Check your connection and try again.'],
  ])('says what to do after %s', (_case, error, message) => {
    expect(staffErrorMessage(english, error)).toBe(message);
  });

  it('tells a role refusal from a session that ended', () => {
    expect(isRoleRefusal(refusal(403, 'ADMIN-403'))).toBe(true);
    expect(isRoleRefusal(refusal(403, 'ADMIN-CSRF'))).toBe(false);
    expect(isStaffUnauthorized(refusal(401, 'ADMIN-401'))).toBe(true);
  });
});

describe('signInReason', () => {
  it.each([
    ['cancelled', /cancelled/],
    ['no_role', /no role in the Rewards console/],
    ['failed', /did not complete/],
    ['expired', /took too long/],
    ['unavailable', /cannot be reached/],
    ['something-new', /did not complete/],
  ])('?error=%s reads %s', (code, text) => {
    expect(signInReason(english, code)).toMatch(text);
  });

  it('says nothing without an error', () => {
    expect(signInReason(english, null)).toBeUndefined();
  });
});
