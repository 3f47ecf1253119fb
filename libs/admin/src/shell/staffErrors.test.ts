import { ApiError } from '@rewards/api-client';
import { describe, expect, it } from 'vitest';
import { CSRF_MESSAGE, NETWORK_MESSAGE, ROLE_MESSAGE, isRoleRefusal, isStaffUnauthorized, staffErrorMessage } from './staffErrors';
import { signInReason } from './signInReasons';

const refusal = (status: number, code: string, userMessage = 'From the API.') => new ApiError(status, { success: false, systemErrorCode: code, responseMessage: code, userMessage });

describe('staffErrorMessage', () => {
  it.each([
    ['a missing CSRF token', refusal(403, 'ADMIN-CSRF'), CSRF_MESSAGE],
    ['a role refusal', refusal(403, 'ADMIN-403'), ROLE_MESSAGE],
    ['any other answer', refusal(409, 'ADMIN-STUDENT-DECIDED', 'Another reviewer decided it first.'), 'Another reviewer decided it first.'],
    ['a network failure', new TypeError('Failed to fetch'), NETWORK_MESSAGE],
  ])('says what to do after %s', (_case, error, message) => {
    expect(staffErrorMessage(error)).toBe(message);
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
    expect(signInReason(code)).toMatch(text);
  });

  it('says nothing without an error', () => {
    expect(signInReason(null)).toBeUndefined();
  });
});
