import { describe, expect, it } from 'vitest';
import { isCompleteOtp, sanitiseOtp } from './otp';

describe('sanitiseOtp', () => {
  it.each([
    ['six digits', '482913', '482913'],
    ['spaces and dashes', '482 913', '482913'],
    ['an SMS pasted whole', 'Your OTP is 482913. Valid for 10 minutes', '482913'],
    ['more than six digits', '48291377', '482913'],
    ['letters only', 'abcdef', ''],
    ['empty', '', ''],
  ])('%s', (_name, raw, expected) => {
    expect(sanitiseOtp(raw)).toBe(expected);
  });
});

describe('isCompleteOtp', () => {
  it.each([
    ['482913', true],
    ['48291', false],
    ['4829134', false],
    ['48291a', false],
    ['', false],
  ])('%s → %s', (otp, expected) => {
    expect(isCompleteOtp(otp)).toBe(expected);
  });
});
