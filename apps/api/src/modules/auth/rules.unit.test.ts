import { describe, expect, it } from 'vitest';
import { OTP_FORMAT, OtpHasher, generateOtp } from '../../shared/one-time-codes';
import { deriveAuthKeys } from './crypto';
import { maskMobile, parseMobile } from '../../shared/mobile';
import { cleanEmail, cleanName, isGender } from './profile-rules';

describe('mobiles', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['5876543210', undefined],
    ['987654321', undefined],
    ['98765432101', undefined],
    ['919876543210', undefined],
    ['+91 9876543210', undefined],
    [' 9876543210', undefined],
    ['+9198765432', undefined],
    ['+449876543210', undefined],
    ['98765abcde', undefined],
    ['', undefined],
  ])('%j is %j', (raw, expected) => {
    expect(parseMobile(raw)).toBe(expected);
  });

  it('masks all but the last four digits', () => {
    expect(maskMobile('9876543210')).toBe('+91XXXXXX3210');
  });
});

describe('profile fields', () => {
  it.each([
    ['Aarav', 'Aarav'],
    ['  Mary  Ann ', 'Mary Ann'],
    ["D'Souza-Pereira", "D'Souza-Pereira"],
    ['J. R. R.', 'J. R. R.'],
    ['Zoë', 'Zoë'],
    ['अनन्या', 'अनन्या'],
    ['தமிழ்', 'தமிழ்'],
    ['', undefined],
    ['   ', undefined],
    ['...', undefined],
    ['R2D2', undefined],
    ['Bob!', undefined],
    ['<script>', undefined],
    // the URL detector the site uses too: letters and dots can spell a link
    ['www.spam.in', undefined],
    ['Visit www.offers.in', undefined],
    ['Mr. W. Wwww', 'Mr. W. Wwww'],
    ['a'.repeat(50), 'a'.repeat(50)],
    ['a'.repeat(51), undefined],
  ])('name %j is %j', (raw, expected) => {
    expect(cleanName(raw)).toBe(expected);
  });

  it.each([
    ['asha@example.com', 'asha@example.com'],
    [' Asha.Rao+club@Example.co.in ', 'asha.rao+club@example.co.in'],
    ['asha@example', undefined],
    ['asha example.com', undefined],
    ['asha@ex ample.com', undefined],
    ['@example.com', undefined],
    ['asha@.com', undefined],
    ['asha@@example.com', undefined],
    [`${'a'.repeat(250)}@e.co`, undefined],
  ])('email %j is %j', (raw, expected) => {
    expect(cleanEmail(raw)).toBe(expected);
  });

  it('takes gender M, F or N only', () => {
    expect(['M', 'F', 'N', 'm', 'X', ''].map(isGender)).toEqual([true, true, true, false, false, false]);
  });
});

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(OTP_FORMAT);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('are stored as a keyed hash bound to the mobile, and compared by that hash', () => {
    const hasher = new OtpHasher(deriveAuthKeys('a'.repeat(32)).otpHmac);
    const stored = hasher.hash('9876543210', '123456');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('123456');
    expect(hasher.matches('9876543210', '123456', stored)).toBe(true);
    expect(hasher.matches('9876543210', '123457', stored)).toBe(false);
    expect(hasher.matches('9876543211', '123456', stored)).toBe(false);
    expect(hasher.matches('9876543210', '123456', 'abcd')).toBe(false);
    // another server secret gives another hash
    expect(new OtpHasher(deriveAuthKeys('b'.repeat(32)).otpHmac).hash('9876543210', '123456')).not.toBe(stored);
  });
});
