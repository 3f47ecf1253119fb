import { ApiError } from '@rewards/api-client';
import type { ErrorBody } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { english } from '../../testing/translate';
import { profileErrorFor, type ProfileError } from './profileErrors';

function apiError(status: number, systemErrorCode: string, extra: Partial<ErrorBody> = {}) {
  return new ApiError(status, { success: false, responseMessage: 'refused', userMessage: 'Server says no', systemErrorCode, ...extra });
}

describe('profileErrorFor', () => {
  it.each<[string, unknown, Record<string, string>, ProfileError]>([
    ['403 is the email, with the catalogue text', apiError(400, '403'), { firstName: 'Asha', email: 'x@y' }, { field: 'email', message: 'Please enter a valid email address' }],
    ['410 on a single field is that field', apiError(400, '410'), { city: 'Atlantis' }, { field: 'city', message: 'Please enter a valid value' }],
    ['410 naming a field in its details is that field', apiError(400, '410', { details: [{ path: '/user/lastName', message: 'pattern' }] }), { firstName: 'A', lastName: '1' }, { field: 'lastName', message: 'Please enter a valid value' }],
    ['410 naming a sent field first in its message is that field', apiError(400, '410', { responseMessage: 'lastName is not a valid value' }), { firstName: 'Asha', lastName: '' }, { field: 'lastName', message: 'Please enter a valid value' }],
    ['410 on several fields without details is the form', apiError(400, '410'), { firstName: 'A', city: 'B' }, { field: 'form', message: 'Please enter a valid value' }],
    ['a blocked user sees the blocked text', apiError(403, 'TP401'), { city: 'Pune' }, { field: 'form', message: 'Your account is blocked, Please contact Customer Support' }],
    ['an uncatalogued code shows the server text', apiError(500, 'TP500'), { city: 'Pune' }, { field: 'form', message: 'Server says no' }],
    ['an answer without a body shows the default', new ApiError(502, undefined, 'Bad Gateway'), { city: 'Pune' }, { field: 'form', message: 'Something went wrong! Please try again later' }],
    ['a network failure shows the default', new TypeError('Failed to fetch'), { city: 'Pune' }, { field: 'form', message: 'Something went wrong! Please try again later' }],
  ])('%s', (_, error, sent, expected) => {
    expect(profileErrorFor(error, sent, english)).toEqual(expected);
  });
});
